import TestSupport
import Testing

@testable import Snapshots

/// The rows of the AppKit table's batches, planned on every platform: the calls replayed on
/// plain arrays of rows, and the cost of a section step counted.
@Suite("TableSectionRows: the AppKit table's calls, and their cost by counting")
struct TableSectionRowsTests {
  static let counts: Comment = "work is counted only in SNAPSHOTS_INVARIANTS=1 builds"

  /// A row of the reference table: a section's header or an item.
  enum Row: Hashable {
    case header(Int)
    case item(Int)
  }

  /// The rows a table shows for `snapshot`, by plain loops.
  static func rows(_ snapshot: Snapshot<Int, Int>, headers: Bool) -> [Row] {
    var rows: [Row] = []
    for section in snapshot.sectionIdentifiers {
      if headers { rows.append(.header(section)) }
      for item in snapshot.itemIdentifiers(inSection: section) { rows.append(.item(item)) }
    }
    return rows
  }

  /// The rows of a plain model of sections.
  static func rows(_ sections: [(id: Int, items: [Int])], headers: Bool) -> [Row] {
    var rows: [Row] = []
    for section in sections {
      if headers { rows.append(.header(section.id)) }
      rows += section.items.map(Row.item)
    }
    return rows
  }

  /// Performs a structural step on a plain model of sections.
  static func perform(
    _ step: SnapshotEditStep<Int, Int>, on sections: inout [(id: Int, items: [Int])]
  ) {
    switch step {
    case .deleteSection(let offset, _): sections.remove(at: offset)
    case .insertSection(let offset, let id, let items): sections.insert((id, items), at: offset)
    case .moveSection(let from, let to, _): sections.insert(sections.remove(at: from), at: to)
    case .deleteItem(let position, _):
      sections[position.section].items.remove(at: position.offset)
    case .insertItem(let position, let id):
      sections[position.section].items.insert(id, at: position.offset)
    case .moveItem(let from, let to, let id):
      sections[from.section].items.remove(at: from.offset)
      sections[to.section].items.insert(id, at: to.offset)
    case .reloadSection, .reloadItem, .reconfigureItem, .reconfigureSection: break
    }
  }

  /// After every step, the table's rows, with a placeholder for each row it inserted, are
  /// those of a plain model that performs the step: each kept row in its place, and as many.
  @Test(arguments: [false, true])
  func randomBatchesKeepTheTableInStep(headers: Bool) {
    var random = SeededGenerator(seed: headers ? 34 : 43)
    for round in 0..<1500 {
      let pair = RandomSnapshotPair(using: &random)
      let changes = Changeset(from: pair.old, to: pair.new)
      let script = EditScript(changes, from: pair.old, to: pair.new)
      var model = pair.old.sectionIdentifiers.map {
        (id: $0, items: pair.old.itemIdentifiers(inSection: $0))
      }
      var planner = TableSectionRows(
        itemCounts: model.map(\.items.count), headers: headers, changes: changes)
      var rows: [Row?] = Self.rows(model, headers: headers)
      for (index, step) in script.steps.enumerated() {
        planner.perform(step) { call in
          switch call {
          case .remove(let range): rows.removeSubrange(range)
          case .insert(let range):
            rows.insert(contentsOf: repeatElement(nil, count: range.count), at: range.lowerBound)
          case .move(let from, let to): rows.insert(rows.remove(at: from), at: to)
          }
        }
        Self.perform(step, on: &model)
        let expected = Self.rows(model, headers: headers)
        let kept =
          rows.count == expected.count
          && zip(rows, expected).allSatisfy { row, wanted in row.map { $0 == wanted } ?? true }
        if !kept {
          let seed = headers ? 34 : 43
          Issue.record(
            "seed \(seed), round \(round), step \(index) (\(step)): \(rows), not \(expected)\n\(pair)"
          )
          return
        }
      }
      #expect(rows.count == Self.rows(pair.new, headers: headers).count)
    }
  }

  /// Reversing *s* sections: *s* − 1 section moves, each finding its rows in O(log *s*), where
  /// rebuilding sums over the sections at every section step would cost O(*s*) each.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts), arguments: [1 << 10, 1 << 14])
  func sectionStepsCostLogS(sections: Int) {
    // Header rows only: one row per section, and one mutation to build each snapshot.
    var old = Snapshot<Int, Int>()
    old.appendSections(Array(0..<sections))
    var new = Snapshot<Int, Int>()
    new.appendSections(Array((0..<sections).reversed()))
    let changes = Changeset(from: old, to: new)
    let script = EditScript(changes, from: old, to: new)
    #expect(changes.sectionMoves.count == sections - 1)
    let itemCounts = [Int](repeating: 0, count: sections)
    let (calls, work) = WorkCounter.counting { () -> Int in
      var planner = TableSectionRows(itemCounts: itemCounts, headers: true, changes: changes)
      var calls = 0
      for step in script.steps { planner.perform(step) { _ in calls += 1 } }
      return calls
    }
    #expect(calls == sections - 1)
    let log = Int.bitWidth - (2 * sections).leadingZeroBitCount
    #expect(work <= 8 * (sections + script.steps.count * log), "\(work) for \(sections)")
    #expect(work >= script.steps.count, "the counter missed the steps: \(work)")
  }

  /// A few section steps among many sections: the layout once, then O(log *s*) a step.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts))
  func aFewSectionStepsAmongMany() {
    let sections = 1 << 16
    var old = Snapshot<Int, Int>()
    old.appendSections(Array(0..<sections))
    var new = old
    new.deleteSections([5, 900, 40_000])
    new.insertSections([-1], beforeSection: 7)
    new.moveSection(60_000, beforeSection: 3)
    let changes = Changeset(from: old, to: new)
    let script = EditScript(changes, from: old, to: new)
    let itemCounts = [Int](repeating: 0, count: sections)
    let (_, layout) = WorkCounter.counting {
      TableSectionRows(itemCounts: itemCounts, headers: true, changes: changes)
    }
    var planner = TableSectionRows(itemCounts: itemCounts, headers: true, changes: changes)
    let (_, steps) = WorkCounter.counting {
      for step in script.steps { planner.perform(step) { _ in } }
    }
    #expect(layout <= 4 * sections, "\(layout) to lay out \(sections) sections")
    #expect(steps <= 5 * 8 * 18, "\(steps) for 5 section steps among \(sections) sections")
    #expect(steps > 0, "the counter missed the steps")
  }
}
