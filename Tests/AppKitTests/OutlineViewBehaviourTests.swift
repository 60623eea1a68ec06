import AppKit
import ExitTestSupport
import Outline
import Snapshots
import Testing

/// What the outline-view data source does, one behaviour at a time.
@MainActor
@Suite(.serialized)
struct OutlineViewBehaviourTests {
  init() { recordExceptions() }

  /// A view and a data source over `tree`, whose views show the row.
  func make(_ tree: OutlineTree<Int>) -> (NSOutlineView, OutlineViewDiffableDataSource<Int>) {
    let view = NSOutlineView()
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    let dataSource = OutlineViewDiffableDataSource(outlineView: view, tree: tree) { _, _, id in
      label("\(id)")
    }
    dataSource.footerProvider = { _, _, parent, footer in label("\(footer) of \(parent ?? -1)") }
    return (view, dataSource)
  }

  /// Each row as `id@level`, with `+` expanded and `>` expandable.
  func rows(_ view: NSOutlineView, _ dataSource: OutlineViewDiffableDataSource<Int>) -> [String] {
    view.emulatedRows.map { row in
      let mark = row.isExpanded ? "+" : row.isExpandable ? ">" : ""
      return "\(dataSource.row(for: row.item!)!.id)\(mark)@\(row.level)"
    }
  }

  @Test func expandingInALargeTreeAsksOnlyForTheRowsItShows() {
    // 1 000 roots of 1 000 children: the view asks for 1 000 roots, then 1 000 children.
    let tree = OutlineTree<Int>(roots: Array(0..<1_000)) { id in
      id < 1_000 ? .loaded(Array((1_000 + id * 1_000)..<(2_000 + id * 1_000))) : .leaf
    }
    let (view, dataSource) = make(tree)
    #expect(view.numberOfRows == 1_000)
    let asked = view.emulatedChildRequests
    dataSource.expand(500)
    #expect(view.emulatedChildRequests - asked == 1_000)
    #expect(view.numberOfRows == 2_000)
    #expect(view.isItemExpanded(dataSource.item(for: .node(500))))
    dataSource.collapse(500)
    #expect(view.numberOfRows == 1_000)
    expectNoExceptions()
  }

  @Test func aToggleThroughTheSharedTypeExpandsAndCollapsesTheRowInTheView() {
    let tree = OutlineTree<Int>(roots: [1, 2]) { $0 == 1 ? .loaded([10, 11]) : .leaf }
    let (view, dataSource) = make(tree)
    // Code shared with UIKit holds the common base class.
    let shared: OutlineDataSource<Int> = dataSource
    shared.toggle(1)
    #expect(rows(view, dataSource) == ["1+@0", "10@1", "11@1", "2@0"])
    #expect(view.isItemExpanded(dataSource.item(for: .node(1))))
    shared.toggle(1)
    #expect(rows(view, dataSource) == ["1>@0", "2@0"])
    #expect(!view.isItemExpanded(dataSource.item(for: .node(1))))
    #expect(shared.toggle(99).isEmpty)
    expectNoExceptions()
  }

  @Test func aClickStartsTheLoadAndItsAnswerShowsUnderTheRow() {
    let tree = OutlineTree<Int>(roots: [1, 2]) { $0 == 1 ? .unloaded(total: 2) : .leaf }
    let (view, dataSource) = make(tree)
    var loads: [OutlineLoadRequest<Int>] = []
    dataSource.loadHandler = { loads.append($0) }
    #expect(rows(view, dataSource) == ["1>@0", "2@0"])
    view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!)
    #expect(loads.map(\.parent) == [1])
    #expect(rows(view, dataSource) == ["1+@0", "footer(1)@1", "2@0"])
    dataSource.update { $0.finishLoading(loads[0], with: .loaded([10, 11])) }
    #expect(rows(view, dataSource) == ["1+@0", "10@1", "11@1", "2@0"])
    expectNoExceptions()
  }

  @Test func aClickThatCollapsesARowOverExpandedChildrenLeavesNoneOfThemShown() {
    // The view collapses only the clicked row; its expanded child must follow before the row
    // is reloaded, or the view would hold rows the data source no longer gives.
    let tree = OutlineTree<Int>(roots: [1, 2]) { id in
      switch id {
      case 1: .loaded([10, 11])
      case 10: .loaded([100, 101])
      default: .leaf
      }
    }
    let (view, dataSource) = make(tree)
    dataSource.expand(1)
    dataSource.expand(10)
    #expect(rows(view, dataSource) == ["1+@0", "10+@1", "100@2", "101@2", "11@1", "2@0"])
    for option in [false, true] {
      #expect(view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!, option: option))
      #expect(rows(view, dataSource) == ["1>@0", "2@0"])
      expectNoExceptions("a click, option \(option)")
      #expect(view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!))
      #expect(rows(view, dataSource) == ["1+@0", "10+@1", "100@2", "101@2", "11@1", "2@0"])
      expectNoExceptions("the click back, option \(option)")
    }
  }

  @Test func anExpansionCollapsesTheRowsTheViewRemembersExpandedAndTheTreeDoesNot() {
    // A plain click collapses only the clicked row, and the view remembers its expanded
    // child; the tree then collapses that child unseen. Expanding the row again, the view
    // brings the child back expanded, and the data source must collapse it, by a call and by
    // a click alike.
    let tree = OutlineTree<Int>(roots: [1, 2]) { id in
      switch id {
      case 1: .loaded([10, 11])
      case 10: .loaded([100, 101])
      case 11: .loaded([110])
      default: .leaf
      }
    }
    let (view, dataSource) = make(tree)
    dataSource.expand(1)
    dataSource.expand(10)
    for byClick in [false, true] {
      #expect(view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!))
      #expect(rows(view, dataSource) == ["1>@0", "2@0"])
      dataSource.update { $0.collapse(10) }
      if byClick {
        #expect(view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!))
      } else {
        dataSource.expand(1)
      }
      #expect(rows(view, dataSource) == ["1+@0", "10>@1", "11>@1", "2@0"], "by click \(byClick)")
      #expect(!view.isItemExpanded(dataSource.item(for: .node(10))))
      dataSource.expand(10)
      expectNoExceptions("by click \(byClick)")
    }
  }

  @Test func aRefusedClickPutsTheRowBack() {
    let tree = OutlineTree<Int>(roots: [1]) { $0 == 1 ? .loaded([10]) : .leaf }
    let (view, dataSource) = make(tree)
    dataSource.shouldExpandItem = { _ in false }
    view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!)
    #expect(rows(view, dataSource) == ["1>@0"])
    #expect(!dataSource.tree.isExpanded(1))
    dataSource.shouldExpandItem = nil
    dataSource.shouldCollapseItem = { _ in false }
    view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!)
    view.emulateDisclosureClick(onItem: dataSource.item(for: .node(1))!)
    #expect(rows(view, dataSource) == ["1+@0", "10@1"])
    #expect(dataSource.tree.isExpanded(1))
    expectNoExceptions()
  }

  @Test func aDragReparentsTheNodeAndTheTransactionWritesItBack() {
    struct Folder: Equatable {
      var id: Int
      var subfolders: [Folder] = []
    }
    var store = [Folder(id: 1, subfolders: [Folder(id: 10), Folder(id: 11)]), Folder(id: 2)]
    let tree = OutlineTree(roots: store, id: \.id) {
      $0.subfolders.isEmpty ? .leaf : .loaded($0.subfolders)
    }
    let (view, dataSource) = make(tree)
    view.registerForDraggedTypes([])
    dataSource.expand(1)
    var transactions: [OutlineTransaction<Int>] = []
    dataSource.reorderingHandlers.canReorderItem = { $0 != 1 }
    dataSource.reorderingHandlers.didReorder = { transaction in
      transactions.append(transaction)
      transaction.applyReorder(to: &store, children: \.subfolders, id: \.id)
    }
    let item10 = dataSource.item(for: .node(10))!
    let serial = view.emulatedRowSerials[1]
    // Drop 10 at the end of the roots: the view counts the roots shown.
    #expect(view.emulateDrag(ofItem: item10, toParent: nil, childIndex: 2))
    #expect(rows(view, dataSource) == ["1+@0", "11@1", "2@0", "10@0"])
    #expect(view.emulatedRowSerials[3] == serial)
    #expect(
      transactions == [
        OutlineTransaction(
          item: 10, source: .init(parent: 1, index: 0), destination: .init(parent: nil, index: 2))
      ])
    #expect(store.map(\.id) == [1, 2, 10])
    #expect(store[0].subfolders.map(\.id) == [11])
    // A drop on a row itself goes after its last child.
    #expect(
      view.emulateDrag(
        ofItem: dataSource.item(for: .node(11))!, toParent: dataSource.item(for: .node(2)),
        childIndex: -1))
    #expect(dataSource.tree.children(of: 2) == [11])
    #expect(store[1].subfolders.map(\.id) == [11])
    // A node that may not be dragged, and a drop into its own subtree, do nothing.
    #expect(
      !view.emulateDrag(ofItem: dataSource.item(for: .node(1))!, toParent: nil, childIndex: 0))
    dataSource.expand(2)
    #expect(
      !view.emulateDrag(
        ofItem: dataSource.item(for: .node(2))!, toParent: dataSource.item(for: .node(11)),
        childIndex: 0))
    #expect(transactions.count == 2)
    expectNoExceptions()
  }

  @Test func anUpdatesCompletionRunsWhenItsAnimationGroupCompletes() {
    let (view, dataSource) = make(OutlineTree<Int>(roots: [1]) { _ in .leaf })
    var snapshot = SectionSnapshot<Int>()
    snapshot.append([1, 2])
    var done = 0
    dataSource.apply(snapshot) { done += 1 }
    #expect(done == 0)
    AppKitEmulator.emulateAnimationsFinishing()
    #expect(done == 1)
    #expect(view.numberOfRows == 2)
    expectNoExceptions()
  }

  @Test func aSectionSnapshotDrivesTheViewAndComesBack() {
    let (view, dataSource) = make(OutlineTree<Int>(roots: []) { _ in .leaf })
    var snapshot = SectionSnapshot<Int>()
    snapshot.append([1, 2])
    snapshot.append([10, 11], to: 1)
    snapshot.expand([1])
    dataSource.apply(snapshot)
    #expect(rows(view, dataSource) == ["1+@0", "10@1", "11@1", "2@0"])
    #expect(dataSource.snapshot() == snapshot)
    snapshot.delete([10])
    snapshot.collapse([1])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(rows(view, dataSource) == ["1>@0", "2@0"])
    expectNoExceptions()
  }

  @Test func itemsAreStableObjectsForAppKitsIdentity() {
    let (view, dataSource) = make(OutlineTree<Int>(roots: [1, 2]) { _ in .leaf })
    let first = view.item(atRow: 0)!
    dataSource.update { $0.insert([0], under: nil, at: 0) }
    #expect(view.item(atRow: 1)! as AnyObject === first as AnyObject)
    #expect(dataSource.itemIdentifier(for: first) == 1)
    #expect(dataSource.itemIdentifier(for: "not an item") == nil)
    #expect(view.row(forItem: dataSource.item(for: .node(2))) == 2)
  }

  @Test func aFooterWithoutAProviderTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { footerWithoutProvider() }
    }
    expectStandardError(
      result, naming: "OutlineViewDiffableDataSource.outlineView(_:viewFor:item:)",
      "no footerProvider for the footer of the roots")
  }
}

/// An outline whose paged roots show a footer, without a footer provider.
@MainActor
func footerWithoutProvider() {
  AppKitEmulator.trapsOnException = true
  let view = NSOutlineView()
  let tree = OutlineTree<Int>(roots: .page([1], total: 6)) { _ in .leaf }
  let dataSource = OutlineViewDiffableDataSource(outlineView: view, tree: tree) { _, _, id in
    label("\(id)")
  }
  view.reloadData()
  _ = dataSource
}
