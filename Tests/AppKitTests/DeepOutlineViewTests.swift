import AppKit
import Outline
import Snapshots
import Testing

/// A chain deeper than the call stack allows, through the outline view's data source and the
/// emulated view: neither may recurse once per level (this test runs in debug).
@MainActor
@Suite(.serialized)
struct DeepOutlineViewTests {
  init() { recordExceptions() }

  @Test func aChain100000DeepAppliesExpandsAllAndReadsBack() throws {
    try applyExpandAll(depth: 100_000)
  }

  /// Applies a chain `depth` deep (each item the only child of the one before), collapsed,
  /// then expanded all, and checks the view's rows and `snapshot()`.
  func applyExpandAll(depth: Int) throws {
    let chain = try SectionSnapshot(
      validatingRoots: [0], children: { $0 + 1 < depth ? [$0 + 1] : [] })
    let view = NSOutlineView()
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    view.emulatedVisibleRows = 0..<20
    // Each expansion is one call: checking the whole view after each would take O(rows²).
    view.emulatedChecksAgreementAfterEachCall = false
    let dataSource = OutlineViewDiffableDataSource<Int>(
      outlineView: view, tree: OutlineTree(roots: [], children: { _ in .leaf })
    ) { _, _, id in
      NSTextField(labelWithString: "\(id)")
    }
    dataSource.apply(chain, animatingDifferences: false)
    #expect(view.numberOfRows == 1)
    #expect(dataSource.snapshot() == chain)

    // Expand all: every item of the chain but the last, which has no children.
    var expanded = chain
    expanded.expand(Array(0..<(depth - 1)))
    dataSource.apply(expanded, animatingDifferences: false)
    #expect(view.numberOfRows == depth)
    let rows = view.emulatedRows
    #expect(rows.map(\.level) == Array(0..<depth))
    #expect(rows.map { dataSource.itemIdentifier(for: $0.item!) } == Array(0..<depth))
    #expect(rows.dropLast().allSatisfy(\.isExpanded) && !rows.last!.isExpandable)
    #expect(rows.prefix(20).allSatisfy { $0.view != nil })
    #expect(dataSource.snapshot() == expanded)
    view.emulateAgreementCheck()
    expectNoExceptions()
  }
}
