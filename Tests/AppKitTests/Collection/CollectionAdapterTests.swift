// What the collection adapter asks of the view, one behaviour at a time.
import AdapterTesting
import AppKit
import Snapshots
import Testing

@MainActor
@Suite(.serialized)
struct CollectionAdapterTests {
  let contents = Contents()
  let screen: CollectionScreen

  init() {
    recordExceptions()
    AppKitEmulator.emulateAnimationsFinishing()
    screen = CollectionScreen(contents: contents)
  }

  func snapshot(_ sections: [(String, [Int])]) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  var shown: [String?] { screen.shownItems.map(\.shown) }

  @Test func theFirstApplyReloadsAndAnAnimatedOneIsOneBatchThroughTheAnimator() {
    screen.dataSource.apply(snapshot([("A", [1, 2, 3])]))
    #expect(screen.view.emulatedLog == ["reloadData"])
    screen.dataSource.apply(snapshot([("A", [3, 1, 4])]))
    #expect(
      screen.view.emulatedLog.dropFirst() == [
        "animator()", "performBatchUpdates", "deleteItems [0-1]", "insertItems [0-2]",
        "moveItem [0-2] -> [0-0]",
      ])
    #expect(shown == ["3v0", "1v0", "4v0"])
    expectNoExceptions()
  }

  @Test func anUnanimatedApplyDoesNotUseTheAnimator() {
    screen.dataSource.apply(snapshot([("A", [1])]))
    screen.dataSource.apply(snapshot([("A", [1, 2])]), animatingDifferences: false)
    #expect(screen.view.emulatedAnimatorCount == 0)
    #expect(screen.view.emulatedBatchCount == 1)
    expectNoExceptions()
  }

  @Test func appliesWhileABatchAnimatesArePerformedAtOnce() {
    var order: [String] = []
    screen.dataSource.apply(snapshot([("A", [1])]))
    screen.dataSource.apply(snapshot([("A", [1, 2])])) { order.append("second") }
    screen.dataSource.apply(snapshot([("A", [2, 3])])) { order.append("third") }
    screen.dataSource.apply(snapshot([("A", [3, 4]), ("B", [5])])) { order.append("fourth") }
    #expect(screen.view.emulatedBatchCount == 3)
    // The lookups and the view's counts are the newest apply's at once.
    #expect(screen.rows == [[3, 4], [5]])
    #expect(screen.dataSource.indexPath(for: 5) == IndexPath(item: 0, section: 1))
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 4)
    #expect(order.isEmpty)
    AppKitEmulator.emulateAnimationsFinishing()
    #expect(order == ["second", "third", "fourth"])
    expectNoExceptions()
  }

  @Test func reconfiguredAndReloadedItemsAreReloadedAfterTheBatch() {
    screen.dataSource.apply(snapshot([("A", [1, 2, 3])]))
    let before = screen.view.emulatedRowSerials[0]
    var next = snapshot([("A", [3, 1, 2])])
    contents.change(1)
    contents.change(2)
    next.reconfigureItems([1])
    next.reloadItems([2])
    screen.dataSource.apply(next)
    #expect(screen.view.emulatedLog.last == "reloadItems [0-1, 0-2]")
    #expect(shown == ["3v0", "1v1", "2v1"])
    let after = screen.view.emulatedRowSerials[0]
    #expect(after[0] == before[2] && after[1] != before[0] && after[2] != before[1])
    expectNoExceptions()
  }

  @Test func anApplyOutsideAWindowReloads() {
    screen.dataSource.apply(snapshot([("A", [1])]))
    screen.view.emulatedIsInWindow = false
    var ran = false
    screen.dataSource.apply(snapshot([("A", [2, 1])])) { ran = true }
    #expect(ran)
    #expect(screen.view.emulatedReloadDataCount == 2)
    #expect(screen.view.emulatedBatchCount == 0)
    #expect(shown == ["2v0", "1v0"])
    expectNoExceptions()
  }

  @Test func headersComeFromTheSupplementaryViewProvider() {
    let screen = CollectionScreen(contents: contents, headers: true)
    screen.dataSource.apply(snapshot([("A", [1]), ("B", [2])]))
    screen.dataSource.apply(snapshot([("B", [2]), ("C", [3])]))
    let titles = screen.view.emulatedHeaders.map { ($0 as? SectionHeader)?.title }
    #expect(titles == ["B", "C"])
    expectNoExceptions()
  }

  @Test func theLookupsAnswerFromTheAppliedSnapshotWhileABatchAnimates() {
    screen.dataSource.apply(snapshot([("A", [1, 2])]))
    screen.dataSource.apply(snapshot([("A", [2, 1])]))
    screen.dataSource.apply(snapshot([("A", [9])]))
    #expect(screen.dataSource.snapshot().itemIdentifiers == [9])
    #expect(screen.dataSource.indexPath(for: 1) == nil)
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 9)
    #expect(screen.view.emulatedItemCounts == [1])
    AppKitEmulator.emulateAnimationsFinishing()
    #expect(screen.dataSource.indexPath(for: 1) == nil)
    #expect(screen.rows == [[9]])
    expectNoExceptions()
  }
}
