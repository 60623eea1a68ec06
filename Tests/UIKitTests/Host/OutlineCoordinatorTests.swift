// The outline host's coordinator on the collection view: what it applies when a host hands
// its tree in again, the taps it writes back without a second apply, and the loads it hands
// to the loader exactly once.
import AdapterTesting
import Outline
import Snapshots
import TestSupport
import Testing
import UIKit

/// A collection view in a window, driven by an outline coordinator over identifiers that count
/// their hashes, with every tree and selection it wrote back and every load it asked for.
@MainActor
final class OutlineHostScreen {
  typealias ID = CountingHashable<Int>
  let counter = HashCounter()
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let window = UIWindow(frame: .zero)
  let coordinator: CollectionViewOutlineCoordinator<ID>
  private(set) var writtenTrees: [OutlineTree<ID>] = []
  private(set) var writtenSelections: [Set<Int>] = []
  private(set) var requests: [OutlineLoadRequest<ID>] = []
  /// The page each load returns; `nil` fails it.
  var page: (OutlineLoadRequest<ID>) -> OutlinePage<ID>? = { _ in nil }

  init(_ tree: (HashCounter) -> OutlineTree<ID>) {
    view.register(ShowingCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(view)
    coordinator = CollectionViewOutlineCoordinator(collectionView: view, tree: tree(counter)) {
      view, indexPath, row in view.showingCell(at: indexPath, "\(row)")
    }
    coordinator.onTreeChange = { [unowned self] in writtenTrees.append($0) }
    coordinator.onSelectionChange = { [unowned self] in
      writtenSelections.append(Set($0.map(\.value)))
    }
    coordinator.loader = { [unowned self] request in
      requests.append(request)
      guard let page = page(request) else { throw LoadFailure() }
      return page
    }
  }

  struct LoadFailure: Error {}

  func id(_ value: Int) -> ID { ID(value, counter: counter) }

  /// Hands the tree in as a SwiftUI update does: whether it applied, the view calls it made,
  /// and the identifier hashes it took.
  func update(_ tree: OutlineTree<ID>) -> (applied: Bool, calls: [String], hashes: Int) {
    let mark = view.emulatedLog.count
    let batches = view.emulatedBatchCount
    let (applied, hashes, _) = counter.counting { coordinator.update(to: tree) }
    #expect(applied || view.emulatedBatchCount == batches)
    return (applied, Array(view.emulatedLog[mark...]), hashes)
  }

  /// The visible cells' texts against the tree's rows.
  func showsTheTree() -> Bool {
    view.layoutIfNeeded()
    let rows = coordinator.tree.rows.map { "\($0)" }
    return view.shownCells.allSatisfy { rows[$0.indexPath.item] == $0.shown }
      && view.emulatedRowCounts == [rows.count]
  }
}

/// `roots` roots, each with 3 loaded children: -(10·r + 1...3).
func threeChildTree(_ roots: Int, _ counter: HashCounter) -> OutlineTree<CountingHashable<Int>> {
  OutlineTree(roots: (0..<roots).map { CountingHashable($0, counter: counter) }) { id in
    id.value >= 0
      ? .loaded((1...3).map { CountingHashable(-(10 * id.value + $0), counter: counter) }) : .leaf
  }
}

@MainActor
@Suite(.serialized)
struct OutlineCoordinatorTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test func anUnchangedTreeAppliesNothingAndAChangedCopyAppliesTheChange() {
    let count = 2_000
    let screen = OutlineHostScreen { threeChildTree(count, $0) }
    var tree = screen.coordinator.tree
    // The tree shown, and an unchanged copy: nothing.
    let same = screen.update(tree)
    #expect(!same.applied && same.calls.isEmpty && same.hashes == 0)
    let copy = tree
    #expect(!screen.update(copy).applied)
    // The copy held by the app, changed once: the change alone, three rows inserted.
    tree.expand(screen.id(5))
    let expanded = screen.update(tree)
    #expect(expanded.applied && expanded.hashes < 20)
    #expect(
      expanded.calls == [
        "performBatchUpdates animated", "insertItems [0-6, 0-7, 0-8]",
        "reconfigureItems [0-5] animated",
      ])
    #expect(screen.coordinator.tree.rowCount == count + 3 && screen.showsTheTree())
    #expect(!screen.update(tree).applied)
    // A tree built afresh, equal but for one expansion: its rows are compared.
    var rebuilt = threeChildTree(count, screen.counter)
    rebuilt.expand(screen.id(7))
    let replaced = screen.update(rebuilt)
    #expect(replaced.applied && replaced.hashes >= count)
    #expect(screen.coordinator.tree.rowCount == count + 3 && screen.showsTheTree())
    #expect(screen.coordinator.tree.isExpanded(screen.id(7)))
    #expect(!screen.coordinator.tree.isExpanded(screen.id(5)))
    // Two changes since the tree shown: the lineage cannot tell them apart, so rows compared.
    rebuilt.collapse(screen.id(7))
    rebuilt.expand(screen.id(9))
    #expect(screen.update(rebuilt).hashes >= count)
    #expect(screen.showsTheTree() && screen.writtenTrees.isEmpty)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aTapIsWrittenBackAndHandingItBackAppliesNothing() {
    let screen = OutlineHostScreen { threeChildTree(100, $0) }
    let mark = screen.view.emulatedLog.count
    screen.view.emulateTap(at: IndexPath(item: 4, section: 0))
    #expect(screen.view.emulatedLog[mark...].filter { $0.hasPrefix("perform") }.count == 1)
    // An expandable node's tap toggles it and does not select it (Apple's `.header` style).
    #expect(screen.writtenSelections.isEmpty && screen.writtenTrees.count == 1)
    #expect(screen.view.indexPathsForSelectedItems == nil)
    var written = screen.writtenTrees[0]
    #expect(written.isExpanded(screen.id(4)) && written.rowCount == 103)
    // The host hands the written tree in: nothing.
    let back = screen.update(written)
    #expect(!back.applied && back.calls.isEmpty && back.hashes == 0)
    // The app changes the written tree once: the change alone.
    written.collapse(screen.id(4))
    let collapsed = screen.update(written)
    #expect(collapsed.applied && collapsed.hashes < 20)
    #expect(collapsed.calls.filter { $0.hasPrefix("perform") } == ["performBatchUpdates animated"])
    #expect(screen.coordinator.tree.rowCount == 100 && screen.showsTheTree())
    // A tap on a leaf selects it and changes no tree.
    written.expand(screen.id(0))
    _ = screen.update(written)
    screen.view.emulateTap(at: IndexPath(item: 1, section: 0))
    #expect(screen.writtenSelections == [[-1]] && screen.writtenTrees.count == 1)
    // The app selects a node: the view shows it, nothing is written back.
    screen.coordinator.update(selection: [screen.id(3)])
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    #expect(screen.writtenSelections.count == 1)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func everyLoadReachesTheLoaderOnceAndItsPageTheTree() async {
    // Root 0 has 5 children on the server; root 1 shows 2 of 6 loaded, behind a footer whose
    // rest waits on the server; root 2 has unknown children.
    let screen = OutlineHostScreen { counter in
      OutlineTree(
        roots: (0..<3).map { CountingHashable($0, counter: counter) },
        configuration: OutlineConfiguration(batchSize: 2, initialExpansion: .first(2))
      ) { id in
        switch id.value {
        case 0: .unloaded(total: 5)
        case 1:
          .page(
            [CountingHashable(101, counter: counter), CountingHashable(102, counter: counter)],
            total: 6)
        case 2: .unloaded()
        default: .leaf
        }
      }
    }
    screen.page = { request in
      guard let parent = request.parent?.value, parent != 2 || request.offset > 0 else {
        return nil
      }
      let ids = (0..<request.count).map { screen.id(1000 + parent * 100 + request.offset + 1 + $0) }
      return OutlinePage(.page(ids, total: parent == 0 ? 5 : 6))
    }
    // A person's tap on the lazy root: one load, its page shown and written back.
    screen.view.emulateTap(at: IndexPath(item: 0, section: 0))
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0])
    let afterTap = screen.coordinator.tree
    #expect(afterTap.children(of: screen.id(0)).map(\.value) == [1001, 1002])
    #expect(screen.writtenTrees.last?.isUnchanged(since: afterTap.mark) == true)
    #expect(!screen.update(screen.writtenTrees.last!).applied)
    // The show-more footer of root 0: a person's tap loads the next page once.
    let footer = screen.coordinator.dataSource.indexPath(for: .footer(parent: screen.id(0)))!
    screen.view.emulateTap(at: footer)
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0, 0])
    #expect(
      screen.coordinator.tree.children(of: screen.id(0)).map(\.value) == [1001, 1002, 1003, 1004])
    // The app expands root 1 through the coordinator: its loaded children show, and the
    // footer's tap asks the server for the rest once.
    screen.coordinator.update { $0.expand(screen.id(1)) }
    #expect(screen.requests.count == 2)
    screen.view.emulateTap(
      at: screen.coordinator.dataSource.indexPath(for: .footer(parent: screen.id(1)))!)
    screen.view.emulateTap(
      at: screen.coordinator.dataSource.indexPath(for: .footer(parent: screen.id(1)))!)
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0, 0, 1])
    // The app expands root 2 in its own copy: the load is handed once, however often the
    // host hands the tree in, and its failure shows a retry.
    var held = screen.coordinator.tree
    held.expand(screen.id(2))
    #expect(screen.update(held).applied)
    #expect(!screen.update(held).applied)
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0, 0, 1, 2])
    #expect(screen.coordinator.tree.footer(of: screen.id(2)) == .failed)
    // Each request came once, and the view shows the tree.
    #expect(Set(screen.requests).count == screen.requests.count)
    #expect(screen.showsTheTree())
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }
}
