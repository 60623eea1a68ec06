// Client probe for the AppKit adapters (macOS build): a separate module that imports AppKit,
// Snapshots and Outline as an app does, and instantiates every adapter class.
// A typecheck against Apple's real SDKs, which CI cannot run, compares this manifest with the
// open classes the build compiled, read from its AST, and fails if either side lacks one.
// probe-classes: CollectionViewDiffableDataSource TableViewDiffableDataSource ListViewDiffableDataSource OutlineViewDiffableDataSource OutlineDataSource
import AppKit
import Snapshots
import Outline

/// A client subclass that overrides a delegate method, as the open classes allow.
final class ProbeOutlineSource: OutlineViewDiffableDataSource<Int> {
  override func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
    super.outlineView(outlineView, isItemExpandable: item)
  }
}

@MainActor func probeAppKit(
  _ cv: NSCollectionView, _ tv: NSTableView, _ ov: NSOutlineView, _ tree: OutlineTree<Int>
) {
  let a = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in nil }
  let b = TableViewDiffableDataSource<Int, Int>(tableView: tv) { _, _, _, _ in NSView() }
  let base: ListViewDiffableDataSource<Int, Int> = a
  let o = OutlineViewDiffableDataSource<Int>(outlineView: ov, tree: tree) { _, _, _ in NSView() }
  let o2 = ProbeOutlineSource(outlineView: ov, tree: tree) { _, _, _ in NSView() }
  // Code shared with UIKit holds the outline adapters' common base class.
  let shared: [OutlineDataSource<Int>] = [o, o2]
  _ = shared.first?.toggle(1)
  // What AppKit sees: the Objective-C protocols.
  let collectionSource: any NSCollectionViewDataSource = a
  let tableSource: any NSTableViewDataSource & NSTableViewDelegate = b
  let outlineSources: [any NSOutlineViewDataSource & NSOutlineViewDelegate] = [o, o2]
  _ = outlineSources.first?.outlineView?(ov, numberOfChildrenOfItem: nil)
  _ = tableSource.numberOfRows?(in: tv)
  _ = (base, collectionSource)
}
