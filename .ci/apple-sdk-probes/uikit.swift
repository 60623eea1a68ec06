import Outline
import Snapshots
// Client probe for the UIKit adapters (iOS and Mac Catalyst builds): a separate module that
// imports UIKit, Snapshots and Outline as an app does, and instantiates every adapter class.
// A typecheck against Apple's real SDKs, which CI cannot run, compares this manifest with the
// open classes the build compiled, read from its AST, and fails if either side lacks one.
// probe-classes: CollectionViewDiffableDataSource TableViewDiffableDataSource ListViewDiffableDataSource CollectionViewOutlineDataSource TableViewOutlineDataSource ListViewOutlineDataSource OutlineDataSource
import UIKit

/// A client subclass that overrides a data-source method, as the open classes allow.
final class ProbeTableSource: TableViewDiffableDataSource<Int, Int> {
  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
  { "probe" }
}

@MainActor func probeUIKit(_ cv: UICollectionView, _ tv: UITableView, _ tree: OutlineTree<Int>) {
  let a = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in nil }
  let b = TableViewDiffableDataSource<Int, Int>(tableView: tv) { _, _, _ in nil }
  let b2 = ProbeTableSource(tableView: tv) { _, _, _ in nil }
  let bases: [ListViewDiffableDataSource<Int, Int>] = [a, b, b2]
  let c = CollectionViewOutlineDataSource<Int>(collectionView: cv, tree: tree) { _, _, _ in nil }
  let d = TableViewOutlineDataSource<Int>(tableView: tv, tree: tree) { _, _, _ in nil }
  let outlineBases: [ListViewOutlineDataSource<Int>] = [c, d]
  // Code shared with AppKit holds the outline adapters' common base class.
  let shared: [OutlineDataSource<Int>] = [c, d]
  _ = shared.first?.toggle(1)
  // What UIKit sees: the Objective-C protocols.
  let collectionSources: [any UICollectionViewDataSource] = [a, c]
  let tableSources: [any UITableViewDataSource] = [b, b2, d]
  _ = tableSources.first?.tableView?(tv, titleForHeaderInSection: 0)
  _ = collectionSources.first?.numberOfSections?(in: cv)
  _ = (bases, outlineBases)
}

/// A model for the content probes.
struct ProbeNote: Identifiable, Equatable {
  var id: Int
  var text: String
}

/// The content adapters: cells made from models, content applied, headers updated in place.
@MainActor func probeUIKitContent(_ cv: UICollectionView, _ tv: UITableView) async {
  let a = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) {
    (_, _, note: ProbeNote) in UICollectionViewCell()
  }
  a.supplementaryViewReconfigureHandler = { _, view, kind, indexPath in
    view.isHidden = kind.isEmpty || indexPath.isEmpty
  }
  let b = TableViewDiffableDataSource<Int, Int>(tableView: tv) {
    (_, _, note: ProbeNote) in
    let cell = UITableViewCell()
    cell.textLabel?.text = note.text
    return cell
  }
  b.headerFooterReconfigureHandler = { _, view, kind, section in
    view.isHidden = kind == .footer && section > 0
  }
  let b2 = ProbeTableSource(tableView: tv) { (_, _, note: ProbeNote) in nil }
  var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  content.appendSections([0])
  content.appendItems([ProbeNote(id: 1, text: "one")], toSection: 0)
  a.apply(content, animatingDifferences: false, refreshingChangedItemsBy: .reload) {}
  await b.apply(content)
  let bases: [ListViewDiffableDataSource<Int, Int>] = [a, b, b2]
  _ = bases.first?.contentSnapshot()?.item(for: 1, as: ProbeNote.self)
}

/// The outline adapters with models: cells made from models, models changed with the tree.
@MainActor func probeUIKitOutlineContent(
  _ cv: UICollectionView, _ tv: UITableView, _ tree: OutlineTree<Int>
) {
  let notes = [ProbeNote(id: 1, text: "one")]
  let c = CollectionViewOutlineDataSource(
    collectionView: cv, tree: tree, models: notes, identity: .identifiable
  ) { _, _, _, note in note.text.isEmpty ? nil : UICollectionViewCell() }
  let d = TableViewOutlineDataSource(
    tableView: tv, tree: tree, models: notes, identity: .identifiable
  ) { _, _, _, note in note.text.isEmpty ? nil : UITableViewCell() }
  let shared: [OutlineDataSource<Int>] = [c, d]
  _ = shared.first?.update(models: [ProbeNote(id: 1, text: "uno")]) { $0.append([2]) }
  _ = shared.first?.model(for: 1, as: ProbeNote.self)
  var outline = ContentSectionSnapshot<Int, ProbeNote>()
  outline.append(notes)
  let e = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) {
    (_, _, note: ProbeNote) in note.text.isEmpty ? nil : UICollectionViewCell()
  }
  e.apply(outline, to: 0, animatingDifferences: false) {}
}

/// The list host's coordinator, as UIKit code uses it: state handed in, selection and drags
/// written back, scrolling and lookups; it is the collection view's delegate.
@MainActor func probeUIKitListCoordinator(_ cv: UICollectionView) -> Bool {
  let coordinator = CollectionViewListCoordinator<Int, Int, Int, ProbeNote>(collectionView: cv) {
    collectionView, indexPath, note in
    collectionView.dequeueReusableCell(withReuseIdentifier: note.text, for: indexPath)
  }
  var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  content.appendSections([0])
  content.appendItems([ProbeNote(id: 1, text: "one")], toSection: 0)
  coordinator.onContentChange = { content = $0 }
  coordinator.onSelectionChange = { _ in }
  coordinator.canReorderItem = { $0 > 0 }
  coordinator.update(selection: [1], animated: true)
  let delegate: any UICollectionViewDelegate = coordinator
  delegate.collectionView?(cv, didSelectItemAt: IndexPath(item: 0, section: 0))
  _ = coordinator.dataSource.indexPath(for: 1)
  return coordinator.update(to: content) && coordinator.scrollToItem(1, at: .top)
}

/// The outline host's coordinator, as UIKit code uses it: a tree handed in, changes written
/// back, loads answered by an async loader; it is the collection view's delegate.
@MainActor func probeUIKitOutlineCoordinator(_ cv: UICollectionView) -> Bool {
  var tree = OutlineTree<Int>(roots: [1]) { _ in .unloaded() }
  let coordinator = CollectionViewOutlineCoordinator<Int>(collectionView: cv, tree: tree) {
    collectionView, indexPath, row in
    collectionView.dequeueReusableCell(withReuseIdentifier: "\(row.level)", for: indexPath)
  }
  coordinator.onTreeChange = { tree = $0 }
  coordinator.onSelectionChange = { _ in }
  coordinator.loader = { request in OutlinePage(.page([request.offset + 2], hasMore: false)) }
  coordinator.update { $0.expand(1) }
  coordinator.update(selection: [1], animated: true)
  let delegate: any UICollectionViewDelegate = coordinator
  delegate.collectionView?(cv, didSelectItemAt: IndexPath(item: 0, section: 0))
  _ = coordinator.dataSource.indexPath(for: .node(1))
  return coordinator.update(to: tree) && coordinator.scrollToRow(.node(1), at: .top)
}

#if canImport(SwiftUI, _version: 6.0)
import SwiftUI

/// The SwiftUI outline, in an app's view: the tree held in state, a row view per row, loads
/// from an async loader, the coordinator kept for scrolling.
struct ProbeOutline: View {
  @State private var tree = OutlineTree<Int>(roots: [1]) { _ in .unloaded() }
  @State private var coordinator: OutlineList<Int, Text>.OutlineCoordinator?

  var body: some View {
    VStack {
      OutlineList(
        $tree, load: { request in OutlinePage(.loaded([request.offset + 2])) },
        onCoordinator: { coordinator = $0 }
      ) { row in
        Text("\(row)")
      }
      Button("Expand") {
        tree.expand(1)
        coordinator?.scrollToRow(.node(1), at: .centeredVertically)
      }
    }
  }
}

/// The SwiftUI list, in an app's view: content and selection held in state, a cell per note,
/// drags allowed, the coordinator kept for scrolling.
struct ProbeMailbox: View {
  @State private var content = ContentSnapshot<Int, Int, Int, ProbeNote>()
  @State private var selection: Set<Int> = []
  @State private var coordinator: SnapshotList<Int, Int, Int, ProbeNote, Text>.ListCoordinator?

  var body: some View {
    VStack {
      SnapshotList(
        $content, selection: $selection, allowsMultipleSelection: true,
        canReorderItem: { _ in true }, onCoordinator: { coordinator = $0 }
      ) { note in
        Text(note.text)
      }
      Button("Edit") {
        content.updateItems([ProbeNote(id: 1, text: "edited")])
        coordinator?.scrollToItem(1, at: .centeredVertically)
      }
    }
  }
}
#endif
