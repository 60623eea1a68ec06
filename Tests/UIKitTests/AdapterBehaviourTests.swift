import ExitTestSupport
import Outline
import Snapshots
import Testing
import UIKit

/// The guarantees of the UIKit adapters one at a time, each on a small example whose calls to
/// the emulated view are read back from its log.
@MainActor
@Suite(.serialized)
struct AdapterBehaviourTests {
  let contents = Contents()
  let screen: CollectionScreen

  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
    screen = CollectionScreen(contents: contents)
  }

  func snapshot(_ sections: [String: [Int]], order: [String]? = nil) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    for section in order ?? sections.keys.sorted() {
      snapshot.appendSections([section])
      snapshot.appendItems(sections[section]!, toSection: section)
    }
    return snapshot
  }

  /// The calls the view received since `mark`.
  func calls(since mark: Int) -> [String] { Array(screen.log[mark...]) }

  @Test func theFirstApplyReloadsAndTheNextIsOneBatch() {
    screen.adapter.apply(snapshot(["A": [1, 2, 3]]))
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(screen.view.emulatedBatchCount == 0)
    screen.adapter.apply(snapshot(["A": [3, 1, 4]]))
    #expect(screen.view.emulatedBatchCount == 1)
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(screen.rowCounts == [3])
    #expect(screen.visibleCells.map(\.shown) == ["3v0", "1v0", "4v0"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func anUnanimatedApplyAnimatesNothing() {
    screen.adapter.apply(snapshot(["A": [1, 2]]))
    let mark = screen.log.count
    screen.adapter.apply(snapshot(["A": [2, 3]]), animatingDifferences: false)
    let batch = calls(since: mark).filter { $0.hasPrefix("performBatchUpdates") }
    #expect(batch == ["performBatchUpdates not animated"])
  }

  @Test func completionsRunAfterTheBatchCompletes() {
    screen.adapter.apply(snapshot(["A": [1, 2]]))
    var done = 0
    screen.adapter.apply(snapshot(["A": [2]])) { done += 1 }
    #expect(done == 0)
    screen.finishAnimations()
    #expect(done == 1)
    // Without a batch (nothing structural) the completion runs at once.
    screen.adapter.apply(snapshot(["A": [2]])) { done += 1 }
    #expect(done == 2)
  }

  @Test func appliesDuringAnAnimationAreCoalescedNewestWins() {
    screen.adapter.apply(snapshot(["A": [1, 2]]))
    var order: [Int] = []
    screen.adapter.apply(snapshot(["A": [2, 1]])) { order.append(1) }
    let batches = screen.view.emulatedBatchCount
    screen.adapter.apply(snapshot(["A": [1, 5]])) { order.append(2) }
    screen.adapter.apply(snapshot(["A": [6, 1]])) { order.append(3) }
    #expect(screen.view.emulatedBatchCount == batches)
    #expect(screen.adapter.snapshot() == snapshot(["A": [6, 1]]))
    #expect(screen.adapter.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 2)
    screen.finishAnimations()
    #expect(order == [1])
    #expect(screen.view.emulatedBatchCount == batches + 1)
    #expect(screen.visibleCells.map(\.shown) == ["6v0", "1v0"])
    screen.finishAnimations()
    #expect(order == [1, 2, 3])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func refreshesUseTheNewCoordinatesAfterTheBatch() {
    screen.adapter.apply(snapshot(["A": [1, 2, 3]]))
    var next = snapshot(["A": [0, 3, 2, 1]])
    contents.change(2)
    contents.change(1)
    next.reconfigureItems([2])
    next.reloadItems([1])
    let mark = screen.log.count
    screen.adapter.apply(next)
    let log = calls(since: mark)
    #expect(log.contains("reconfigureItems [0-2] animated"))
    #expect(log.contains("reloadItems [0-3] animated"))
    #expect(
      log.firstIndex { $0.hasPrefix("reload") }! > log.firstIndex { $0.hasPrefix("moveItem") }!)
    #expect(screen.visibleCells.map(\.shown) == ["0v0", "3v0", "2v1", "1v1"])
  }

  @Test func aViewOutOfItsWindowIsReloaded() {
    screen.adapter.apply(snapshot(["A": [1, 2]]))
    screen.putInWindow(false)
    var done = false
    screen.adapter.apply(snapshot(["A": [2, 3]])) { done = true }
    #expect(done)
    #expect(screen.view.emulatedBatchCount == 0)
    #expect(screen.view.emulatedReloadDataCount == 2)
    #expect(screen.rowCounts == [2])
  }

  @Test func aViewOutOfStepIsReloadedRatherThanBatched() {
    let view = MiscountingCollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(ShowingCell.self, forCellWithReuseIdentifier: "cell")
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    let adapter = CollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    adapter.apply(snapshot(["A": [1, 2]]))
    view.miscounts = true
    adapter.apply(snapshot(["A": [2, 3, 4]]))
    #expect(view.emulatedBatchCount == 0)
    #expect(view.emulatedReloadDataCount == 2)
    view.miscounts = false
    adapter.apply(snapshot(["A": [4, 3]]))
    #expect(view.emulatedBatchCount == 1)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aDragTheViewPerformedBecomesNoSecondBatch() {
    screen.adapter.reorderingHandlers.canReorderItem = { _ in true }
    var final: Snapshot<String, Int>?
    screen.adapter.reorderingHandlers.didReorder = { final = $0.finalSnapshot }
    screen.adapter.apply(snapshot(["A": [1, 2, 3], "B": [4]]))
    let batches = screen.view.emulatedBatchCount
    #expect(
      screen.interactiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(screen.view.emulatedBatchCount == batches)
    #expect(final == snapshot(["A": [2, 3], "B": [4, 1]]))
    #expect(screen.adapter.snapshot() == final)
    #expect(screen.adapter.indexPath(for: 1) == IndexPath(item: 1, section: 1))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aDragTheHandlersRefuseIsNotStarted() {
    screen.adapter.reorderingHandlers.canReorderItem = { $0 != 1 }
    screen.adapter.apply(snapshot(["A": [1, 2, 3]]))
    #expect(
      !screen.interactiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(screen.adapter.snapshot() == snapshot(["A": [1, 2, 3]]))
  }

  @Test func expandingAParentInsertsItsChildrenInOneBatch() {
    var tree = SectionSnapshot<Int>()
    tree.append([1, 2])
    tree.append([10, 11], to: 1)
    var willExpand: [Int] = []
    screen.adapter.sectionSnapshotHandlers.willExpandItem = { willExpand.append($0) }
    screen.adapter.apply(tree, to: "A")
    screen.finishAnimations()
    let mark = screen.log.count
    #expect(screen.adapter.expandItem(1) == .performed)
    #expect(willExpand == [1])
    #expect(calls(since: mark).contains("insertItems [0-1, 0-2]"))
    #expect(screen.visibleCells.map(\.shown) == ["1v0", "10v0", "11v0", "2v0"])
    #expect(screen.adapter.snapshot(for: "A").isExpanded(1))
  }

  @Test func asyncApplyReturnsOnceTheViewShowsTheSnapshot() async {
    screen.adapter.apply(snapshot(["A": [1]]), completion: nil)
    var returned = false
    let adapter = screen.adapter
    let next = snapshot(["A": [2, 1]])
    let apply = Task { @MainActor in
      await adapter.apply(next)
      returned = true
    }
    for _ in 0..<20 where screen.animatingBatches == 0 { await Task.yield() }
    #expect(!returned)
    screen.finishAnimations()
    await apply.value
    #expect(returned)
    #expect(screen.rowCounts == [2])
  }

  @Test func aFeedIsAppliedThroughTheSameBatches() async {
    screen.adapter.apply(snapshot(["A": [1]]), completion: nil)
    let feed = SnapshotFeed<String, Int>()
    _ = feed.submit(snapshot(["A": [1, 2]]))
    feed.finish()
    await screen.adapter.applySnapshots(from: feed)
    screen.finishAnimations()
    #expect(screen.rowCounts == [2])
    #expect(screen.visibleCells.map(\.shown) == ["1v0", "2v0"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aNilCellTrapsNamingTheItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { nilCellApply() }
    }
    expectStandardError(
      result, naming: "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)",
      "returned nil for item 42")
  }

  @Test func aFooterRowWithoutAProviderTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { footerWithoutProvider() }
    }
    expectStandardError(
      result, naming: "TableViewOutlineDataSource.tableView(_:cellForRowAt:)", "footer(roots)")
  }
}

/// A cell provider that returns nil.
@MainActor
func nilCellApply() {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) {
    _, _, _ in nil
  }
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A"])
  snapshot.appendItems([42])
  dataSource.apply(snapshot)
}

/// A footer row with no footer provider.
@MainActor
func footerWithoutProvider() {
  let view = UITableView(frame: .zero, style: .plain)
  view.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  let tree = OutlineTree<Int>(roots: .page([1, 2], total: 5)) { _ in .leaf }
  let dataSource = TableViewOutlineDataSource(tableView: view, tree: tree) { view, indexPath, _ in
    view.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  withExtendedLifetime(dataSource) { view.layoutIfNeeded() }
}

/// A collection view whose counts can be made to disagree with what its data source showed it,
/// as a view fed behind its data source's back would.
final class MiscountingCollectionView: UICollectionView {
  var miscounts = false

  override func numberOfItems(inSection section: Int) -> Int {
    super.numberOfItems(inSection: section) + (miscounts ? 1 : 0)
  }
}
