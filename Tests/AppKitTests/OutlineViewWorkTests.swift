import AppKit
import Outline
import Snapshots
import Testing

/// What a change costs the outline view's data source, counted: the rows its plan reads and the
/// calls it makes on the view follow the rows the change touches and the parents it changes,
/// not the rows shown (here 100 100, under 100 roots of 1 000 children).
@MainActor
@Suite(.serialized)
struct OutlineViewWorkTests {
  init() { recordExceptions() }

  func make() -> (NSOutlineView, OutlineViewDiffableDataSource<Int>) {
    var tree = OutlineTree<Int>(roots: Array(0..<100)) { id in
      id < 100 ? .loaded(Array((1_000 + id * 1_000)..<(2_000 + id * 1_000))) : .leaf
    }
    _ = tree.expandAll()
    let view = NSOutlineView()
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    view.emulatedVisibleRows = 0..<20
    view.emulatedChecksAgreementAfterEachCall = false
    let dataSource = OutlineViewDiffableDataSource(outlineView: view, tree: tree) { _, _, id in
      label("\(id)")
    }
    return (view, dataSource)
  }

  @Test func anInsertReadsItsParentOnly() {
    let (view, dataSource) = make()
    #expect(view.numberOfRows == 100_100)
    let (rows, calls) = (dataSource.planWork.rows, view.emulatedLog.count)
    dataSource.update { $0.insert([999_999], under: 50, at: 500) }
    // The parent's 1 000 children, read from the view and from the tree, and the diff's rows.
    #expect(dataSource.planWork.rows - rows <= 4 * 1_001 + 10)
    #expect(view.emulatedLog.count - calls <= 2)
    #expect(dataSource.tree.children(of: 50)[500] == 999_999)
    view.emulateAgreementCheck()
    expectNoExceptions()
  }

  @Test func anExpandAsksForTheRowsItShows() {
    let (view, dataSource) = make()
    dataSource.collapse(50)
    let (rows, calls, asked) = (
      dataSource.planWork.rows, view.emulatedLog.count, view.emulatedChildRequests
    )
    dataSource.update { $0.expand(50) }
    #expect(view.numberOfRows == 100_100)
    #expect(dataSource.planWork.rows - rows <= 3 * 1_001)
    #expect(view.emulatedChildRequests - asked == 1_000)
    #expect(view.emulatedLog.count - calls <= 3)
    view.emulateAgreementCheck()
    expectNoExceptions()
  }

  @Test func aReversedParentIsReloadedInLinearWork() {
    let (view, dataSource) = make()
    let (rows, asked) = (dataSource.planWork.rows, view.emulatedChildRequests)
    dataSource.update {
      $0.replace(childrenOf: 50, with: .loaded(Array((51_000..<52_000).reversed())))
    }
    #expect(dataSource.planWork.rows - rows <= 8 * 1_001)
    #expect(view.emulatedLog.suffix(3).contains("reloadItem(50, reloadChildren: true)"))
    #expect(view.emulatedChildRequests - asked <= 2 * 1_000)
    #expect(dataSource.tree.children(of: 50).first == 51_999)
    view.emulateAgreementCheck()
    expectNoExceptions()
  }
}
