import Snapshots

@testable import web_list

/// A model of the page for the tests: sections of rows that follow the wire steps as the
/// renderer does, written apart from the example so that it shares none of its code.
///
/// Each row remembers the serial number of the node that holds it, so that the tests count
/// node creations as the browser's self-check does.
struct PageModel {
  struct Row: Equatable {
    var id: String
    var node: Int
    var level: Int
    var expanded: Bool
    var expandable: Bool
    var label: String
  }

  struct Section: Equatable {
    var id: String
    var node: Int
    var title: String
    var rows: [Row]
  }

  enum Failure: Error, Equatable {
    case mismatch(String)
  }

  var sections: [Section] = []
  private(set) var createdRows = 0
  private(set) var createdSections = 0
  private var serial = 0

  private mutating func newRow(
    _ id: String, _ words: RowContent?, level: Int?, expanded: Bool?
  )
    throws(Failure) -> Row
  {
    guard let words else { throw .mismatch("no words for row \(id)") }
    serial += 1
    createdRows += 1
    return Row(
      id: id, node: serial, level: level ?? words.level ?? 0,
      expanded: expanded ?? words.expanded ?? false, expandable: words.expandable,
      label: words.label)
  }

  private mutating func newSection(
    _ id: String, _ update: Update, items: [String]
  )
    throws(Failure) -> Section
  {
    guard let title = update.sections[id] else { throw .mismatch("no header for \(id)") }
    serial += 1
    createdSections += 1
    var rows: [Row] = []
    for item in items {
      rows.append(try newRow(item, update.rows[item], level: nil, expanded: nil))
    }
    return Section(id: id, node: serial, title: title, rows: rows)
  }

  private func check(_ found: String, _ id: String) throws(Failure) {
    if found != id { throw .mismatch("expected \(id), found \(found)") }
  }

  private func section(_ offset: Int) throws(Failure) -> Int {
    guard sections.indices.contains(offset) else { throw .mismatch("no section \(offset)") }
    return offset
  }

  private func row(_ section: Int, _ offset: Int, _ id: String) throws(Failure) -> Int {
    let section = try self.section(section)
    guard sections[section].rows.indices.contains(offset) else {
      throw .mismatch("no row \(offset) in \(sections[section].id)")
    }
    try check(sections[section].rows[offset].id, id)
    return offset
  }

  /// Applies one update, resetting the creation counts first.
  mutating func apply(_ update: Update) throws(Failure) {
    createdRows = 0
    createdSections = 0
    switch update.script {
    case .snapshot(let script):
      guard sections.map(\.rows.count) == script.startShape else {
        throw .mismatch("start shape \(script.startShape)")
      }
      for step in script.steps { try apply(step, update) }
    case .outline(let id, let script):
      guard let s = sections.firstIndex(where: { $0.id == id }) else {
        throw .mismatch("no outline section \(id)")
      }
      guard sections[s].rows.count == script.startShape else {
        throw .mismatch("start shape \(script.startShape)")
      }
      for step in script.steps {
        switch step {
        case .delete(let offset, let id):
          let r = try row(s, offset, id)
          sections[s].rows.remove(at: r)
        case .insert(let offset, let id, let level, let expanded):
          guard offset >= 0 && offset <= sections[s].rows.count else { throw .mismatch("offset") }
          sections[s].rows.insert(
            try newRow(id, update.rows[id], level: level, expanded: expanded), at: offset)
        case .move(let from, let to, let id):
          let r = try row(s, from, id)
          let moved = sections[s].rows.remove(at: r)
          guard to >= 0 && to <= sections[s].rows.count else { throw .mismatch("offset") }
          sections[s].rows.insert(moved, at: to)
        case .update(let offset, let id, let level, let expanded):
          let r = try row(s, offset, id)
          sections[s].rows[r].level = level
          sections[s].rows[r].expanded = expanded
        }
      }
    }
  }

  private mutating func apply(
    _ step: SnapshotEditStep<String, String>, _ update: Update
  ) throws(Failure) {
    switch step {
    case .deleteSection(let offset, let id):
      try check(sections[try section(offset)].id, id)
      sections.remove(at: offset)
    case .insertSection(let offset, let id, let items):
      guard offset >= 0 && offset <= sections.count else { throw .mismatch("section offset") }
      sections.insert(try newSection(id, update, items: items), at: offset)
    case .moveSection(let from, let to, let id):
      try check(sections[try section(from)].id, id)
      let moved = sections.remove(at: from)
      guard to >= 0 && to <= sections.count else { throw .mismatch("section offset") }
      sections.insert(moved, at: to)
    case .deleteItem(let at, let id):
      let r = try row(at.section, at.offset, id)
      sections[at.section].rows.remove(at: r)
    case .insertItem(let at, let id):
      let s = try section(at.section)
      guard at.offset >= 0 && at.offset <= sections[s].rows.count else { throw .mismatch("offset") }
      sections[s].rows.insert(
        try newRow(id, update.rows[id], level: nil, expanded: nil), at: at.offset)
    case .moveItem(let from, let to, let id):
      let r = try row(from.section, from.offset, id)
      let moved = sections[from.section].rows.remove(at: r)
      let s = try section(to.section)
      guard to.offset >= 0 && to.offset <= sections[s].rows.count else { throw .mismatch("offset") }
      sections[s].rows.insert(moved, at: to.offset)
    case .reloadSection(let offset, let id):
      try check(sections[try section(offset)].id, id)
      sections[offset] = try newSection(id, update, items: sections[offset].rows.map(\.id))
    case .reconfigureSection(let offset, let id):
      try check(sections[try section(offset)].id, id)
      guard let title = update.sections[id] else { throw .mismatch("no header for \(id)") }
      sections[offset].title = title
    case .reloadItem(let at, let id):
      let r = try row(at.section, at.offset, id)
      sections[at.section].rows[r] = try newRow(id, update.rows[id], level: nil, expanded: nil)
    case .reconfigureItem(let at, let id):
      let r = try row(at.section, at.offset, id)
      guard let words = update.rows[id] else { throw .mismatch("no words for \(id)") }
      sections[at.section].rows[r].label = words.label
      sections[at.section].rows[r].expandable = words.expandable
      if let level = words.level { sections[at.section].rows[r].level = level }
      if let expanded = words.expanded { sections[at.section].rows[r].expanded = expanded }
    }
  }

  /// The page as the self-check reads it: header and rows, each row's text being its
  /// disclosure glyph and label.
  var screen: [ExpectedSection] {
    sections.map { section in
      ExpectedSection(
        id: section.id, title: section.title,
        rows: section.rows.map { row in
          let glyph = row.expandable ? (row.expanded ? "▾" : "▸") : ""
          return ExpectedRow(id: row.id, level: row.level, text: glyph + row.label)
        })
    }
  }

  /// The node of every row, by identifier.
  var nodes: [String: Int] {
    Dictionary(uniqueKeysWithValues: sections.flatMap { $0.rows.map { ($0.id, $0.node) } })
  }

  /// The node of every section, by identifier.
  var sectionNodes: [String: Int] {
    Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.node) })
  }
}
