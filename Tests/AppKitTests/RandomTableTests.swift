import AppKit
import Snapshots
import TestSupport
import Testing

/// The table adapter that ships, against the emulated table: random snapshots (sections and
/// items inserted, deleted, moved across sections, sections moved), some items marked for
/// reloading or reconfiguring with new content, animated or not, with and without header rows.
/// After every apply the emulator has raised nothing, the table's rows are the snapshot's
/// (headers as group rows), every visible row's view shows its row's current content, and a
/// row the table shows before and after kept its place in the table's memory (its serial), so
/// no item was removed and inserted where the apply's changeset moves it. (The changeset keeps
/// UIKit's batch rules, under which an item that leaves a moved section is deleted and
/// inserted; the table performs that changeset, with no second diff.)
@MainActor
@Suite(.serialized)
struct RandomTableTests {
  // 10 seeds with `SNAPSHOTS_LONG_RUNS=1`, 3 by default.
  @Test(arguments: [false, true], Array(RunLength.seeds(10, default: 3)).map { $0 + 1 })
  func randomApplies(headers: Bool, seed: UInt64) {
    recordExceptions()
    var driver = TableDriver(seed: seed, headers: headers)
    for _ in 0..<1_500 {
      driver.step()
      if !driver.check() { return }
    }
  }
}

@MainActor
struct TableDriver {
  let seed: UInt64
  var random: SeededGenerator
  let table = NSTableView()
  var dataSource: TableViewDiffableDataSource<Int, Int>!
  var operations: [String] = []
  /// The rows the last apply's changeset deletes and inserts: they get new serials.
  var rebuilt: Set<String> = []
  var fresh = 0

  init(seed: UInt64, headers: Bool) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("size")))
    table.emulatedVisibleRows = seed % 2 == 0 ? 3..<20 : 0..<Int.max
    let versions = Versions()
    dataSource = TableViewDiffableDataSource(tableView: table) { _, column, _, item in
      label("\(column.identifier.rawValue) \(item) v\(versions[item])")
    }
    if headers {
      dataSource.sectionHeaderViewProvider = { _, _, section in label("header \(section)") }
    }
    versionsBox = versions
  }

  var versionsBox: Versions

  /// A new snapshot: a random edit of the current one.
  mutating func step() {
    var snapshot = dataSource.snapshot()
    var log: [String] = []
    for _ in 0..<(1 + random.below(4)) {
      switch random.below(10) {
      case 0 where snapshot.numberOfSections < 6:
        fresh += 1
        let section = 1_000 + fresh
        if let other = snapshot.sectionIdentifiers.randomElement(using: &random),
          random.chance(1, in: 2)
        {
          snapshot.insertSections([section], beforeSection: other)
        } else {
          snapshot.appendSections([section])
        }
        log.append("section +\(section)")
      case 1 where snapshot.numberOfSections > 1:
        let section = snapshot.sectionIdentifiers.randomElement(using: &random)!
        snapshot.deleteSections([section])
        log.append("section -\(section)")
      case 2 where snapshot.numberOfSections > 1:
        let sections = snapshot.sectionIdentifiers
        let (a, b) = (
          sections[random.below(sections.count)], sections[random.below(sections.count)]
        )
        if a != b { snapshot.moveSection(a, afterSection: b) }
        log.append("section \(a) after \(b)")
      case 3, 4:
        guard let section = snapshot.sectionIdentifiers.randomElement(using: &random) else {
          snapshot.appendSections([0])
          continue
        }
        let items = (0..<(1 + random.below(4))).map { _ in nextItem() }
        if let other = snapshot.itemIdentifiers(inSection: section).randomElement(using: &random) {
          snapshot.insertItems(items, afterItem: other)
        } else {
          snapshot.appendItems(items, toSection: section)
        }
        log.append("+\(items)")
      case 5, 6:
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty else { continue }
        let doomed = (0..<(1 + random.below(3))).map { _ in items[random.below(items.count)] }
        snapshot.deleteItems(Array(Set(doomed)))
        log.append("-\(Set(doomed).sorted())")
      case 7, 8:
        let items = snapshot.itemIdentifiers
        guard items.count > 1 else { continue }
        let (a, b) = (items[random.below(items.count)], items[random.below(items.count)])
        if a != b {
          random.chance(1, in: 2)
            ? snapshot.moveItem(a, afterItem: b) : snapshot.moveItem(a, beforeItem: b)
        }
        log.append("move \(a) by \(b)")
      default:
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty else { continue }
        let item = items[random.below(items.count)]
        versionsBox[item] += 1
        random.chance(1, in: 2) ? snapshot.reloadItems([item]) : snapshot.reconfigureItems([item])
        log.append("refresh \(item)")
      }
    }
    let animated = random.chance(2, in: 3)
    operations.append(log.joined(separator: ", ") + (animated ? "" : " (unanimated)"))
    var completions = 0
    let old = dataSource.snapshot()
    // Rows the changeset deletes, alone or with their section, come back as new rows.
    let changes = Changeset(from: old, to: snapshot)
    let sections = old.sectionIdentifiers
    let deleted =
      changes.itemDeletes.map { old.itemIdentifiers(inSection: sections[$0[0]])[$0[1]] }
      + changes.sectionDeletes.flatMap { old.itemIdentifiers(inSection: sections[$0]) }
    rebuilt = Set(
      deleted.map { "name \($0)" } + changes.sectionDeletes.map { "header \(sections[$0])" })
    dataSource.apply(snapshot, animatingDifferences: animated) { completions += 1 }
    // The completion waits for the animation group, as AppKit's does.
    AppKitEmulator.emulateAnimationsFinishing()
    if completions != 1 { Issue.record("the completion ran \(completions) times, seed \(seed)") }
  }

  mutating func nextItem() -> Int {
    fresh += 1
    return fresh
  }

  /// The rows the table should show, as their views' text.
  func expectedRows() -> [String] {
    let snapshot = dataSource.snapshot()
    var rows: [String] = []
    for section in snapshot.sectionIdentifiers {
      if dataSource.sectionHeaderViewProvider != nil { rows.append("header \(section)") }
      for item in snapshot.itemIdentifiers(inSection: section) {
        rows.append("name \(item) v\(versionsBox[item])")
      }
    }
    return rows
  }

  var serialsBefore: [String: Int] = [:]

  mutating func check() -> Bool {
    let context = "seed \(seed), after:\n" + operations.suffix(4).joined(separator: "\n")
    guard AppKitEmulator.raisedExceptions.isEmpty else {
      Issue.record("AppKit raised: \(AppKitEmulator.raisedExceptions)\n\(context)")
      return false
    }
    let expected = expectedRows()
    guard table.numberOfRows == expected.count else {
      Issue.record("the table has \(table.numberOfRows) rows, not \(expected.count)\n\(context)")
      return false
    }
    var serials: [String: Int] = [:]
    for row in 0..<expected.count {
      let identity = expected[row].split(separator: " ").prefix(2).joined(separator: " ")
      serials[identity] = table.emulatedRowSerials[row]
      let isHeader = expected[row].hasPrefix("header")
      guard table.emulatedHasViews(row) else { continue }
      let views = table.emulatedViews(ofRow: row).map(text)
      let wanted =
        isHeader
        ? [expected[row]]
        : [expected[row], expected[row].replacingOccurrences(of: "name", with: "size")]
      if views != wanted || table.emulatedIsGroupRow(row) != isHeader {
        Issue.record("row \(row) shows \(views), not \(wanted)\n\(context)")
        return false
      }
    }
    for (identity, serial) in serials
    where !rebuilt.contains(identity) && serialsBefore[identity].map({ $0 != serial }) == true {
      Issue.record(
        "\(identity) was removed and inserted instead of moved\n\(context)\n\(table.emulatedLog.suffix(12))"
      )
      return false
    }
    serialsBefore = serials
    return true
  }
}

/// Content versions by item, shared with the cell provider.
@MainActor
final class Versions {
  private var versions: [Int: Int] = [:]
  subscript(item: Int) -> Int {
    get { versions[item, default: 0] }
    set { versions[item] = newValue }
  }
}

/// A cell view showing `text`.
@MainActor
func label(_ text: String) -> NSTableCellView {
  let view = NSTableCellView()
  view.textField = NSTextField(labelWithString: text)
  return view
}

/// The text a cell view shows.
@MainActor
func text(_ view: NSView) -> String {
  (view as? NSTableCellView)?.textField?.stringValue ?? "?"
}
