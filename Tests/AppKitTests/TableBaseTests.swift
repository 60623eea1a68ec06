import AppKit
import Snapshots
import Testing

/// What the AppKit table takes from the base it shares with the collection views: the `async`
/// applies, section snapshots with their handlers, a feed, the update policy and the
/// reordering handlers.
@MainActor
@Suite(.serialized)
struct TableBaseTests {
  let table = NSTableView()
  let dataSource: TableViewDiffableDataSource<String, Int>

  init() {
    recordExceptions()
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _, item in label("\(item)") }
    dataSource.sectionHeaderViewProvider = { _, _, section in label(section) }
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

  var tree: SectionSnapshot<Int> {
    var tree = SectionSnapshot<Int>()
    tree.append([1, 2])
    tree.append([10, 11], to: 1)
    return tree
  }

  @Test func asyncApplyReturnsOnceTheGroupsAnimationEnds() async {
    dataSource.apply(snapshot(["A": [1]]), completion: nil)
    var returned = false
    let adapter = dataSource
    let next = snapshot(["A": [2, 1]])
    let apply = Task { @MainActor in
      await adapter.apply(next)
      returned = true
    }
    for _ in 0..<20 where table.numberOfRows != 3 { await Task.yield() }
    #expect(shown == ["A", "2", "1"])
    #expect(table.emulatedLog.last == "insertRows(at: [1])")
    #expect(!returned)
    AppKitEmulator.emulateAnimationsFinishing()
    await apply.value
    #expect(returned)
    await dataSource.applySnapshotUsingReloadData(snapshot(["B": [3]]))
    #expect(table.emulatedLog.last == "reloadData" && shown == ["B", "3"])
    expectNoExceptions()
  }

  @Test func aSectionSnapshotShowsItsVisibleItemsAndExpandingInsertsTheChildRows() async {
    var willExpand: [Int] = []
    dataSource.sectionSnapshotHandlers.willExpandItem = { willExpand.append($0) }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != 1 }
    dataSource.apply(snapshot(["A": [], "B": [7]]), completion: nil)
    dataSource.apply(tree, to: "A", animatingDifferences: false, completion: nil)
    #expect(shown == ["A", "1", "2", "B", "7"])
    let mark = table.emulatedLog.count
    #expect(dataSource.expandItem(1) == .performed)
    #expect(willExpand == [1])
    // One call per row step: AppKit's table inserts each row the moment it is called.
    #expect(Array(table.emulatedLog[mark...]) == ["insertRows(at: [2])", "insertRows(at: [3])"])
    #expect(shown == ["A", "1", "10", "11", "2", "B", "7"])
    #expect(dataSource.snapshot(for: "A").isExpanded(1))
    #expect(dataSource.row(forItemIdentifier: 11) == 3)
    #expect(dataSource.collapseItem(1) == .refusedByHandler)
    #expect(shown == ["A", "1", "10", "11", "2", "B", "7"])
    var flat = SectionSnapshot<Int>()
    flat.append([8, 9])
    // The async form returns once the group's animation has ended.
    let adapter = dataSource
    let applying = Task { @MainActor in await adapter.apply(flat, to: "C") }
    for _ in 0..<1000 where table.numberOfRows != 10 { await Task.yield() }
    #expect(shown == ["A", "1", "10", "11", "2", "B", "7", "C", "8", "9"])
    AppKitEmulator.emulateAnimationsFinishing()
    await applying.value
    expectNoExceptions()
  }

  @Test func aFeedIsAppliedThroughTheSameRowCalls() async {
    dataSource.apply(snapshot(["A": [1]]), completion: nil)
    let feed = SnapshotFeed<String, Int>()
    feed.submit(snapshot(["A": [9]]))
    feed.submit(snapshot(["A": [1, 2], "B": [3]]))
    feed.finish()
    await dataSource.applySnapshots(from: feed)
    AppKitEmulator.emulateAnimationsFinishing()
    // Only the newest snapshot waiting is applied: one group of row calls, no reload.
    #expect(table.emulatedLog.filter { $0 == "reloadData" }.count == 1)
    #expect(table.emulatedLog.suffix(2) == ["insertRows(at: [2, 3])", "insertRows(at: [2])"])
    #expect(shown == ["A", "1", "2", "B", "3"])
    #expect(dataSource.row(forSectionIdentifier: "B") == 3)
    expectNoExceptions()
  }

  @Test func theUpdatePolicyTurnsALargeApplyIntoAReload() {
    dataSource.updatePolicy = .reloadAbove(changes: 2)
    dataSource.apply(snapshot(["A": [1]]))
    dataSource.apply(snapshot(["A": [1, 2]]))
    #expect(table.emulatedLog.last == "insertRows(at: [2])")
    dataSource.apply(snapshot(["A": [1, 2, 3, 4, 5]]))
    #expect(table.emulatedLog.last == "reloadData")
    #expect(shown == ["A", "1", "2", "3", "4", "5"])
    expectNoExceptions()
  }

  @Test func theReorderingHandlersAreTheOneTypeEveryDataSourceNames() {
    var handlers = TableViewDiffableDataSource<String, Int>.ReorderingHandlers()
    handlers.canReorderItem = { $0 != 1 }
    var reordered: [SnapshotTransaction<String, Int>] = []
    handlers.didReorder = { reordered.append($0) }
    dataSource.reorderingHandlers = handlers
    let same: ReorderingHandlers<Int, SnapshotTransaction<String, Int>> =
      dataSource.reorderingHandlers
    #expect(same.canReorderItem?(1) == false && same.canReorderItem?(2) == true)
    #expect(reordered.isEmpty)
  }

  @Test func theDescriptionNamesTheTypeAndItsCounts() {
    dataSource.apply(snapshot(["A": [1, 2], "B": [3]]))
    #expect(
      dataSource.description() == "TableViewDiffableDataSource<String, Int>(sections: 2, items: 3)")
  }
}
