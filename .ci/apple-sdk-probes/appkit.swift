// Client probe for the AppKit adapters (macOS build): a separate module that imports AppKit,
// Snapshots and Outline as an app does, and instantiates every adapter class.
// A typecheck against Apple's real SDKs, which CI cannot run, compares this manifest with the
// open classes the build compiled, read from its AST, and fails if either side lacks one.
// probe-classes: CollectionViewDiffableDataSource TableViewDiffableDataSource ListViewDiffableDataSource OutlineViewDiffableDataSource OutlineDataSource
import AppKit
import Outline
import Snapshots

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
  let bases: [ListViewDiffableDataSource<Int, Int>] = [a, b]
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
  _ = (bases, collectionSource)
}

/// A model for the content probes.
struct ProbeNote: Identifiable, Equatable {
  var id: Int
  var text: String
}

/// The content adapters: views made from models, content applied, headers updated in place.
@MainActor func probeAppKitContent(_ cv: NSCollectionView, _ tv: NSTableView) async {
  let a = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) {
    (_, _, note: ProbeNote) in NSCollectionViewItem()
  }
  a.supplementaryViewReconfigureHandler = { _, view, kind, indexPath in
    view.isHidden = kind.isEmpty || indexPath.isEmpty
  }
  let b = TableViewDiffableDataSource<Int, Int>(tableView: tv) {
    (_, _, _, note: ProbeNote) in NSTextField(labelWithString: note.text)
  }
  var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  content.appendSections([0])
  content.appendItems([ProbeNote(id: 1, text: "one")], toSection: 0)
  a.apply(content, animatingDifferences: false, refreshingChangedItemsBy: .reload) {}
  await a.apply(content)
  b.apply(content, animatingDifferences: false) {}
  await b.apply(content)
  _ = b.contentSnapshot()?.item(for: 1, as: ProbeNote.self)
  _ = a.contentSnapshot()?.section(for: 0, as: Int.self)
}

/// The outline view's data source with models: views made from models, models changed with
/// the tree.
@MainActor func probeAppKitOutlineContent(_ ov: NSOutlineView, _ tree: OutlineTree<Int>) {
  let o = OutlineViewDiffableDataSource(
    outlineView: ov, tree: tree, models: [ProbeNote(id: 1, text: "one")], identity: .identifiable
  ) { _, _, note in NSTextField(labelWithString: note.text) }
  o.update(models: [ProbeNote(id: 1, text: "uno")]) { $0.append([2]) }
  _ = o.model(for: 1, as: ProbeNote.self)
}

/// The list host's coordinator, as AppKit code uses it: state handed in, selection and moves
/// written back, scrolling and lookups; it is the table's delegate.
@MainActor func probeAppKitListCoordinator(_ tv: NSTableView) -> Bool {
  let coordinator = TableViewListCoordinator<Int, Int, Int, ProbeNote>(tableView: tv) {
    _, _, _, note in NSTextField(labelWithString: note.text)
  }
  var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  content.appendSections([0])
  content.appendItems([ProbeNote(id: 1, text: "one")], toSection: 0)
  coordinator.onContentChange = { content = $0 }
  coordinator.onSelectionChange = { _ in }
  coordinator.canReorderItem = { $0 > 0 }
  coordinator.update(selection: [1])
  let delegate: any NSTableViewDelegate = coordinator
  delegate.tableViewSelectionDidChange?(
    Notification(name: NSTableView.selectionDidChangeNotification, object: tv))
  _ = coordinator.dataSource.row(forItemIdentifier: 1)
  let moved = coordinator.moveItem(
    at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0))
  return coordinator.update(to: content) && coordinator.scrollToItem(1) && moved == .performed
}

/// The outline host's coordinator, as AppKit code uses it: a tree handed in, clicks and drops
/// written back, loads answered by an async loader; it is the outline view's delegate.
@MainActor func probeAppKitOutlineCoordinator(_ ov: NSOutlineView) -> Bool {
  var tree = OutlineTree<Int>(roots: [1]) { _ in .unloaded() }
  let coordinator = OutlineViewCoordinator<Int>(outlineView: ov, tree: tree) { _, _, row in
    NSTextField(labelWithString: "\(row)")
  }
  coordinator.onTreeChange = { tree = $0 }
  coordinator.canReorderItem = { $0 > 0 }
  coordinator.loader = { request in OutlinePage(.page([request.offset + 2], hasMore: false)) }
  coordinator.update { $0.expand(1) }
  let delegate: any NSOutlineViewDelegate = coordinator
  _ = delegate.outlineView?(ov, viewFor: nil, item: coordinator.dataSource.item(for: .node(1))!)
  return coordinator.update(to: tree)
}

#if canImport(SwiftUI, _version: 6.0)
import SwiftUI

/// The SwiftUI outline, in an app's view: the tree held in state, a row view per row, loads
/// from an async loader.
struct ProbeOutline: View {
  @State private var tree = OutlineTree<Int>(roots: [1]) { _ in .unloaded() }

  var body: some View {
    OutlineList($tree, load: { request in OutlinePage(.loaded([request.offset + 2])) }) { row in
      Text("\(row)")
    }
  }
}

/// The SwiftUI list on the Mac, in an app's view.
struct ProbeMailbox: View {
  @State private var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  @State private var selection: Set<Int> = []
  @State private var coordinator: SnapshotList<Int, Int, Int, ProbeNote, Text>.ListCoordinator?

  var body: some View {
    VStack {
      SnapshotList($content, selection: $selection, onCoordinator: { coordinator = $0 }) {
        note in Text(note.text)
      }
      Button("Edit") {
        content.updateItems([ProbeNote(id: 1, text: "edited")])
        coordinator?.scrollToItem(1)
      }
    }
  }
}
#endif
