import AppKit
import Snapshots
import Testing

/// What the table data source does, one behaviour at a time.
@MainActor
@Suite(.serialized)
struct TableBehaviourTests {
  let table = NSTableView()
  let dataSource: TableViewDiffableDataSource<String, Int>

  init() {
    recordExceptions()
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _, item in label("\(item)") }
  }

  func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  var shown: [String] {
    (0..<table.numberOfRows).map { table.emulatedViews(ofRow: $0).map(text).joined() }
  }

  @Test func theFirstApplyReloadsThenEachIsOneGroupOfUpdatesInTheTablesOrder() {
    dataSource.apply(snapshot(["A": [1, 2, 3]]))
    #expect(table.emulatedLog == ["reloadData"])
    dataSource.apply(snapshot(["A": [3, 1, 4]]))
    #expect(
      table.emulatedLog.dropFirst() == [
        "removeRows(at: [1])", "moveRow(at: 1, to: 0)", "insertRows(at: [2])",
      ])
    #expect(shown == ["3", "1", "4"])
    expectNoExceptions()
  }

  @Test func headersAreGroupRowsAndTheLookupsCountThem() {
    dataSource.sectionHeaderViewProvider = { _, _, section in label(section) }
    dataSource.apply(snapshot(["A": [1, 2], "B": [], "C": [3]]))
    #expect(shown == ["A", "1", "2", "B", "C", "3"])
    #expect((0..<6).map(table.emulatedIsGroupRow) == [true, false, false, true, true, false])
    #expect(dataSource.itemIdentifier(forRow: 0) == nil)
    #expect(dataSource.itemIdentifier(forRow: 5) == 3)
    #expect(dataSource.row(forItemIdentifier: 2) == 2)
    #expect(dataSource.row(forItemIdentifier: 9) == nil)
    #expect(dataSource.sectionIdentifier(forRow: 2) == "A")
    #expect(dataSource.sectionIdentifier(forRow: 4) == "C")
    #expect(dataSource.row(forSectionIdentifier: "C") == 4)
    #expect(dataSource.row(forSectionIdentifier: "Z") == nil)
    dataSource.apply(snapshot(["C": [3], "A": [2, 1]]))
    #expect(shown == ["C", "3", "A", "2", "1"])
    expectNoExceptions()
  }

  @Test func theRowProviderIsAskedForEveryRowWithItsIdentifier() {
    var asked: [Int: AnyHashable] = [:]
    dataSource.rowViewProvider = { _, row, identifier in
      asked[row] = identifier
      return NSTableRowView()
    }
    dataSource.sectionHeaderViewProvider = { _, _, section in label(section) }
    dataSource.apply(snapshot(["A": [1, 2], "B": [3]]))
    #expect(asked == [0: "A", 1: 1, 2: 2, 3: "B", 4: 3])
    #expect(table.rowView(atRow: 3, makeIfNecessary: false) != nil)
    expectNoExceptions()
  }

  @Test func withoutHeadersEmptySectionsHaveNoRow() {
    dataSource.apply(snapshot(["A": [], "B": [1], "C": []]))
    #expect(dataSource.sectionIdentifier(forRow: 0) == "B")
    #expect(dataSource.row(forSectionIdentifier: "A") == nil)
    #expect(dataSource.row(forSectionIdentifier: "B") == 0)
  }

  @Test func markedItemsAreReloadedAfterTheUpdatesAndCompletionsRunOnce() {
    dataSource.apply(snapshot(["A": [1, 2]]))
    var next = snapshot(["A": [2, 1]])
    next.reconfigureItems([1])
    var completions = 0
    dataSource.apply(next) { completions += 1 }
    #expect(table.emulatedLog.last == "reloadData(forRowIndexes: [1])")
    // AppKit calls the completion when the group's animations complete, not before.
    #expect(completions == 0)
    AppKitEmulator.emulateAnimationsFinishing()
    #expect(completions == 1)
    dataSource.applySnapshotUsingReloadData(snapshot(["A": [5]])) { completions += 1 }
    #expect(table.emulatedLog.last == "reloadData")
    #expect(completions == 2 && shown == ["5"])
  }

  @Test func aTableWithItsOwnDelegateForwardsTheViews() {
    final class AppDelegate: NSObject, NSTableViewDelegate {
      weak var dataSource: TableViewDiffableDataSource<String, Int>?
      func tableView(
        _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
      )
        -> NSView?
      { dataSource?.tableView(tableView, viewFor: tableColumn, row: row) }
    }
    let own = NSTableView()
    own.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    let delegate = AppDelegate()
    own.delegate = delegate
    let forwarded = TableViewDiffableDataSource<String, Int>(tableView: own) { _, _, _, item in
      label("\(item)")
    }
    delegate.dataSource = forwarded
    #expect(own.delegate === delegate)
    forwarded.apply(snapshot(["A": [7]]))
    #expect(own.emulatedViews(ofRow: 0).map(text) == ["7"])
  }
}
