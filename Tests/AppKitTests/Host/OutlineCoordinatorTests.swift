// The outline host's coordinator on the outline view: what it applies when a host hands its
// tree in again, the clicks and drops it writes back without a second apply, and the loads it
// hands to the loader exactly once.
import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

/// An outline view driven by an outline coordinator, with every tree and selection it wrote
/// back and every load it asked for.
@MainActor
final class OutlineHostScreen {
  typealias ID = CountingHashable<Int>
  let counter = HashCounter()
  let view = NSOutlineView()
  let coordinator: OutlineViewCoordinator<ID>
  private(set) var writtenTrees: [OutlineTree<ID>] = []
  private(set) var writtenSelections: [Set<Int>] = []
  private(set) var requests: [OutlineLoadRequest<ID>] = []
  /// The page each load returns; `nil` fails it.
  var page: (OutlineLoadRequest<ID>) -> OutlinePage<ID>? = { _ in nil }

  init(_ tree: (HashCounter) -> OutlineTree<ID>) {
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    coordinator = OutlineViewCoordinator(outlineView: view, tree: tree(counter)) { _, _, row in
      label("\(row)")
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

  /// The object the view holds for a node.
  func item(_ value: Int) -> Any { coordinator.dataSource.item(for: .node(id(value)))! }

  /// Hands the tree in as a SwiftUI update does: whether it applied, the view calls it made,
  /// and the work counted (the row index's entries read).
  func update(_ tree: OutlineTree<ID>) -> (applied: Bool, calls: [String], work: Int) {
    let mark = view.emulatedLog.count
    let (applied, work) = WorkCounter.counting { coordinator.update(to: tree) }
    return (applied, Array(view.emulatedLog[mark...]), work)
  }

  /// The rows and views the outline view shows against the tree's rows.
  func showsTheTree() -> Bool {
    view.emulateAgreementCheck()
    let rows = coordinator.tree.rows.map { "\($0)" }
    let shown = view.emulatedRows.map { $0.view.map(text) ?? "" }
    return shown == rows
  }
}

/// `roots` roots, each with 3 loaded children: -(10·r + 1...3).
func threeChildTree(_ roots: Int, _ counter: HashCounter) -> OutlineTree<CountingHashable<Int>> {
  OutlineTree(roots: (0..<roots).map { CountingHashable($0, counter: counter) }) { id in
    id.value >= 0
      ? .loaded((1...3).map { CountingHashable(-(10 * id.value + $0), counter: counter) }) : .leaf
  }
}

/// `roots` roots shown expanded, each with 100 children 1000·(r + 1) + 0..<100, each of those
/// with 3 children -(10·c + 1...3).
func nestedTree(_ counter: HashCounter, roots: Int = 20) -> OutlineTree<CountingHashable<Int>> {
  var tree = OutlineTree(roots: (0..<roots).map { CountingHashable($0, counter: counter) }) { id in
    switch id.value {
    case 0..<roots:
      .loaded((0..<100).map { CountingHashable(1_000 * (id.value + 1) + $0, counter: counter) })
    case 1_000...:
      .loaded((1...3).map { CountingHashable(-(10 * id.value + $0), counter: counter) })
    default: .leaf
    }
  }
  tree.expand((0..<roots).map { CountingHashable($0, counter: counter) })
  return tree
}

@MainActor
@Suite(.serialized)
struct OutlineCoordinatorTests {
  init() { recordExceptions() }

  @Test func anUnchangedTreeAppliesNothingAndAChangedCopyAppliesTheChange() {
    // 20 roots shown expanded, each with 100 children of 3 children: 2 020 rows.
    let screen = OutlineHostScreen { nestedTree($0) }
    var tree = screen.coordinator.tree
    // The tree shown, and an unchanged copy: nothing.
    let same = screen.update(tree)
    #expect(!same.applied && same.calls.isEmpty && same.work == 0)
    let copy = tree
    #expect(!screen.update(copy).applied)
    // The copy held by the app, changed once: the change alone, at what the data source's own
    // update of that change costs (its plan reads the rows under the parent it touches).
    let node = screen.id(1_000 * 6 + 7)
    tree.expand(node)
    let expanded = screen.update(tree)
    let twin = OutlineHostScreen { nestedTree($0) }
    let (_, own) = WorkCounter.counting {
      twin.coordinator.dataSource.update { $0.expand(twin.id(1_000 * 6 + 7)) }
    }
    #expect(expanded.applied && expanded.work <= own)
    #expect(screen.coordinator.tree.rowCount == 2_023 && screen.showsTheTree())
    #expect(!screen.update(tree).applied)
    // A tree built afresh, equal but for one expansion: its rows are compared.
    var rebuilt = nestedTree(screen.counter)
    rebuilt.expand(screen.id(1_000 * 8 + 9))
    let replaced = screen.update(rebuilt)
    #expect(replaced.applied && replaced.work >= 2_020, "\(replaced.work)")
    #expect(screen.coordinator.tree.rowCount == 2_023 && screen.showsTheTree())
    #expect(screen.writtenTrees.isEmpty)
    expectNoExceptions()
  }

  @Test func aClickAndADropAreWrittenBackAndHandingThemBackAppliesNothing() {
    let screen = OutlineHostScreen { threeChildTree(50, $0) }
    // A person's click on a disclosure triangle.
    #expect(screen.view.emulateDisclosureClick(onItem: screen.item(4)))
    #expect(screen.writtenTrees.count == 1)
    var written = screen.writtenTrees[0]
    #expect(written.isExpanded(screen.id(4)) && written.rowCount == 53)
    let back = screen.update(written)
    #expect(!back.applied && back.calls.isEmpty && back.work == 0)
    // The app changes the written tree once: the change alone.
    written.collapse(screen.id(4))
    let collapsed = screen.update(written)
    #expect(collapsed.applied && screen.showsTheTree())
    #expect(screen.writtenTrees.count == 1)
    // A drop of root 9 under root 2: the tree moves it and is written back once.
    screen.coordinator.canReorderItem = { _ in true }
    #expect(screen.view.emulateDisclosureClick(onItem: screen.item(2)))
    let dropped = screen.view.emulateDrag(
      ofItem: screen.item(9), toParent: screen.item(2), childIndex: 0)
    #expect(dropped && screen.writtenTrees.count == 3)
    let afterDrop = screen.writtenTrees[2]
    #expect(afterDrop.children(of: screen.id(2)).first == screen.id(9))
    #expect(!screen.update(afterDrop).applied && screen.showsTheTree())
    expectNoExceptions()
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
      guard let parent = request.parent?.value, parent != 2 else { return nil }
      let ids = (0..<request.count).map {
        screen.id(1000 + parent * 100 + request.offset + 1 + $0)
      }
      return OutlinePage(.page(ids, total: parent == 0 ? 5 : 6))
    }
    // A person's click on the lazy root: one load, its page shown and written back.
    #expect(screen.view.emulateDisclosureClick(onItem: screen.item(0)))
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0])
    #expect(screen.coordinator.tree.children(of: screen.id(0)).map(\.value) == [1001, 1002])
    #expect(!screen.update(screen.writtenTrees.last!).applied && screen.showsTheTree())
    // "Show more" of root 0, by the app through the coordinator: the next page, once.
    screen.coordinator.update { $0.showMore(screen.id(0)) }
    screen.coordinator.update { $0.showMore(screen.id(0)) }
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0, 0])
    #expect(
      screen.coordinator.tree.children(of: screen.id(0)).map(\.value)
        == [1001, 1002, 1003, 1004])
    // The app expands root 2 in its own copy: the load is handed once, however often the
    // host hands the tree in, and its failure shows a retry.
    var held = screen.coordinator.tree
    held.expand(screen.id(2))
    #expect(screen.update(held).applied)
    #expect(!screen.update(held).applied)
    await screen.coordinator.loadsFinished()
    #expect(screen.requests.map { $0.parent?.value } == [0, 0, 2])
    #expect(screen.coordinator.tree.footer(of: screen.id(2)) == .failed)
    #expect(Set(screen.requests).count == screen.requests.count)
    #expect(screen.showsTheTree())
    expectNoExceptions()
  }
}
