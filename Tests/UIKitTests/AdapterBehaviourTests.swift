import AdapterTesting
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
  let screen: SnapshotScreen

  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
    screen = .make(.collection, contents: contents)
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
  func calls(since mark: Int) -> [String] { Array(screen.view.emulatedLog[mark...]) }

  @Test func theFirstApplyReloadsAndTheNextIsOneBatch() {
    screen.dataSource.apply(snapshot(["A": [1, 2, 3]]))
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(screen.view.emulatedBatchCount == 0)
    screen.dataSource.apply(snapshot(["A": [3, 1, 4]]))
    #expect(screen.view.emulatedBatchCount == 1)
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(screen.view.emulatedRowCounts == [3])
    #expect(screen.view.shownCells.map(\.shown) == ["3v0", "1v0", "4v0"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func anUnanimatedApplyAnimatesNothing() {
    screen.dataSource.apply(snapshot(["A": [1, 2]]))
    let mark = screen.view.emulatedLog.count
    screen.dataSource.apply(snapshot(["A": [2, 3]]), animatingDifferences: false)
    let batch = calls(since: mark).filter { $0.hasPrefix("performBatchUpdates") }
    #expect(batch == ["performBatchUpdates not animated"])
  }

  @Test func completionsRunAfterTheBatchCompletes() {
    screen.dataSource.apply(snapshot(["A": [1, 2]]))
    var done = 0
    screen.dataSource.apply(snapshot(["A": [2]])) { done += 1 }
    #expect(done == 0)
    screen.view.emulateAnimationsFinishing()
    #expect(done == 1)
    // Without a batch (nothing structural) the completion runs at once.
    screen.dataSource.apply(snapshot(["A": [2]])) { done += 1 }
    #expect(done == 2)
  }

  @Test func appliesDuringAnAnimationArePerformedAtOnce() {
    screen.dataSource.apply(snapshot(["A": [1, 2]]))
    var order: [Int] = []
    screen.dataSource.apply(snapshot(["A": [2, 1]])) { order.append(1) }
    let batches = screen.view.emulatedBatchCount
    // A search field applying on every keystroke: each apply comes within the animation of
    // the one before, and each is performed at once.
    screen.dataSource.apply(snapshot(["A": [1, 5]])) { order.append(2) }
    screen.dataSource.apply(snapshot(["A": [6, 1, 5]])) { order.append(3) }
    #expect(screen.view.emulatedBatchCount == batches + 2)
    #expect(screen.view.emulatedAnimatingBatches == 3)
    // Every lookup answers from the applied snapshot, and the view's counts are its counts.
    #expect(screen.dataSource.snapshot() == snapshot(["A": [6, 1, 5]]))
    let inserted = screen.dataSource.indexPath(for: 6)
    #expect(inserted == IndexPath(item: 0, section: 0))
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 5)
    #expect(screen.dataSource.sectionIdentifier(for: 0) == "A")
    #expect(screen.dataSource.index(for: "A") == 0)
    #expect(screen.view.emulatedRowCounts == [3])
    let collectionView = screen.view as! UICollectionView
    collectionView.scrollToItem(at: inserted!, at: .top, animated: true)
    #expect(collectionView.emulatedScrollTarget == inserted)
    #expect(order.isEmpty)
    screen.view.emulateAnimationsFinishing()
    #expect(order == [1, 2, 3])
    #expect(screen.view.shownCells.map(\.shown) == ["6v0", "1v0", "5v0"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  // In a child process: an exception recorded here would show in the suites that run
  // meanwhile and expect none (the record is global).
  @Test func scrollingToAnItemTheViewDoesNotHoldIsRejected() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { scrollPastTheItemsShown() }
    }
    expectStandardError(
      result, naming: "attempt to scroll to invalid index path: {length = 2, path = 0 - 2}")
  }

  @Test func refreshesUseTheNewCoordinatesAfterTheBatch() {
    screen.dataSource.apply(snapshot(["A": [1, 2, 3]]))
    var next = snapshot(["A": [0, 3, 2, 1]])
    contents.change(2)
    contents.change(1)
    next.reconfigureItems([2])
    next.reloadItems([1])
    let mark = screen.view.emulatedLog.count
    screen.dataSource.apply(next)
    let log = calls(since: mark)
    #expect(log.contains("reconfigureItems [0-2] animated"))
    #expect(log.contains("reloadItems [0-3] animated"))
    #expect(
      log.firstIndex { $0.hasPrefix("reload") }! > log.firstIndex { $0.hasPrefix("moveItem") }!)
    #expect(screen.view.shownCells.map(\.shown) == ["0v0", "3v0", "2v1", "1v1"])
  }

  @Test func aViewOutOfItsWindowIsReloaded() {
    screen.dataSource.apply(snapshot(["A": [1, 2]]))
    screen.putInWindow(false)
    var done = false
    screen.dataSource.apply(snapshot(["A": [2, 3]])) { done = true }
    #expect(done)
    #expect(screen.view.emulatedBatchCount == 0)
    #expect(screen.view.emulatedReloadDataCount == 2)
    #expect(screen.view.emulatedRowCounts == [2])
  }

  @Test func theUpdatePolicyTurnsALargeBatchIntoAReload() {
    screen.dataSource.updatePolicy = .reloadAbove(changes: 2)
    screen.dataSource.apply(snapshot(["A": [1, 2, 3]]))
    screen.dataSource.apply(snapshot(["A": [1, 2, 4]]))
    #expect(screen.view.emulatedBatchCount == 1)
    screen.view.emulateAnimationsFinishing()
    screen.dataSource.apply(snapshot(["A": [5, 6, 7]]))
    #expect(screen.view.emulatedBatchCount == 1)
    #expect(screen.view.emulatedReloadDataCount == 2)
    #expect(screen.view.shownCells.map(\.shown) == ["5v0", "6v0", "7v0"])
    // Each apply answers to the policy on its own, also during an animation: three small
    // changes in a row are three batches.
    screen.dataSource.apply(snapshot(["A": [5, 6, 8]]))
    screen.dataSource.apply(snapshot(["A": [5, 9, 8]]))
    screen.dataSource.apply(snapshot(["A": [10, 9, 8]]))
    #expect(screen.view.emulatedBatchCount == 4)
    #expect(screen.view.emulatedReloadDataCount == 2)
    screen.view.emulateAnimationsFinishing()
    #expect(screen.view.shownCells.map(\.shown) == ["10v0", "9v0", "8v0"])
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
    screen.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var final: Snapshot<String, Int>?
    screen.dataSource.reorderingHandlers.didReorder = { final = $0.finalSnapshot }
    screen.dataSource.apply(snapshot(["A": [1, 2, 3], "B": [4]]))
    let batches = screen.view.emulatedBatchCount
    #expect(
      screen.view.emulateInteractiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(screen.view.emulatedBatchCount == batches)
    #expect(final == snapshot(["A": [2, 3], "B": [4, 1]]))
    #expect(screen.dataSource.snapshot() == final)
    #expect(screen.dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 1))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  /// The app's changes between a drag's start and its drop: the drop lands where the view
  /// shows the rows then, and the store is told the move the view made; a drop whose row a
  /// change deleted, with its section or alone, moves nothing and tells nothing. (How UIKit
  /// carries a drag across a batch is the emulator's assumption; see `emulateDrop`.)
  @Test(arguments: ViewKind.allCases)
  func changesDuringADrag(kind: ViewKind) {
    let screen = SnapshotScreen.make(kind, contents: contents)
    screen.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var told: [SnapshotTransaction<String, Int>] = []
    screen.dataSource.reorderingHandlers.didReorder = { told.append($0) }
    screen.dataSource.apply(snapshot(["A": [1, 2, 3, 4], "B": [5]]))
    // 3 is dragged; the app deletes 1 and moves 4 to the destination section before the drop.
    var dragged = screen.view.emulatedRowSerials[0][2]
    screen.dataSource.apply(snapshot(["A": [2, 3], "B": [4, 5]]))
    #expect(screen.view.emulateDrop(ofRowWithSerial: dragged, to: IndexPath(item: 1, section: 1)))
    #expect(told.map(\.initialSnapshot) == [snapshot(["A": [2, 3], "B": [4, 5]])])
    #expect(told.map(\.finalSnapshot) == [snapshot(["A": [2], "B": [4, 3, 5]])])
    #expect(screen.dataSource.snapshot() == snapshot(["A": [2], "B": [4, 3, 5]]))
    // 2 is dragged; the app deletes it.
    dragged = screen.view.emulatedRowSerials[0][0]
    screen.dataSource.apply(snapshot(["A": [], "B": [4, 3, 5]]))
    #expect(!screen.view.emulateDrop(ofRowWithSerial: dragged, to: IndexPath(item: 0, section: 1)))
    // 5 is dragged; the app deletes its section, and the drop lands in the other.
    dragged = screen.view.emulatedRowSerials[1][2]
    screen.dataSource.apply(snapshot(["A": [6]]))
    #expect(!screen.view.emulateDrop(ofRowWithSerial: dragged, to: IndexPath(item: 0, section: 0)))
    #expect(told.count == 1)
    #expect(screen.dataSource.snapshot() == snapshot(["A": [6]]))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aDragTheHandlersRefuseIsNotStarted() {
    screen.dataSource.reorderingHandlers.canReorderItem = { $0 != 1 }
    screen.dataSource.apply(snapshot(["A": [1, 2, 3]]))
    #expect(
      !screen.view.emulateInteractiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(screen.dataSource.snapshot() == snapshot(["A": [1, 2, 3]]))
  }

  @Test func expandingAParentInsertsItsChildrenInOneBatch() {
    var tree = SectionSnapshot<Int>()
    tree.append([1, 2])
    tree.append([10, 11], to: 1)
    var willExpand: [Int] = []
    screen.dataSource.sectionSnapshotHandlers.willExpandItem = { willExpand.append($0) }
    screen.dataSource.apply(tree, to: "A")
    screen.view.emulateAnimationsFinishing()
    let mark = screen.view.emulatedLog.count
    #expect(screen.dataSource.expandItem(1) == .performed)
    #expect(willExpand == [1])
    #expect(calls(since: mark).contains("insertItems [0-1, 0-2]"))
    #expect(screen.view.shownCells.map(\.shown) == ["1v0", "10v0", "11v0", "2v0"])
    #expect(screen.dataSource.snapshot(for: "A").isExpanded(1))
  }

  @Test func asyncApplyReturnsOnceTheViewShowsTheSnapshot() async {
    screen.dataSource.apply(snapshot(["A": [1]]), completion: nil)
    var returned = false
    let adapter = screen.dataSource
    let next = snapshot(["A": [2, 1]])
    let apply = Task { @MainActor in
      await adapter.apply(next)
      returned = true
    }
    for _ in 0..<20 where screen.view.emulatedAnimatingBatches == 0 { await Task.yield() }
    #expect(!returned)
    screen.view.emulateAnimationsFinishing()
    await apply.value
    #expect(returned)
    #expect(screen.view.emulatedRowCounts == [2])
  }

  @Test func aFeedIsAppliedThroughTheSameBatches() async {
    screen.dataSource.apply(snapshot(["A": [1]]), completion: nil)
    let feed = SnapshotFeed<String, Int>()
    _ = feed.submit(snapshot(["A": [1, 2]]))
    feed.finish()
    await screen.dataSource.applySnapshots(from: feed)
    screen.view.emulateAnimationsFinishing()
    #expect(screen.view.emulatedRowCounts == [2])
    #expect(screen.view.shownCells.map(\.shown) == ["1v0", "2v0"])
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

/// A scroll to an item beyond the two the view shows, which UIKit rejects.
@MainActor
func scrollPastTheItemsShown() {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) {
    view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A"])
  snapshot.appendItems([1, 2])
  dataSource.apply(snapshot)
  view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: false)
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
