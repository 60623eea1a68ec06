#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
package import AppKit

/// An AppKit collection view as a renderer's target.
///
/// Everything it calls is in macOS 10.11 (`animator()` in 10.5). AppKit has no reconfigure:
/// a reconfigured item is reloaded, which asks the item provider for a new item.
@MainActor
package final class CollectionViewTarget: SectionedListViewTarget {
  package private(set) weak var view: NSCollectionView?

  package init(_ view: NSCollectionView) { self.view = view }

  package var isInWindow: Bool { view?.window != nil }

  package var sectionCount: Int { view?.numberOfSections ?? 0 }

  package func rowCount(inSection section: Int) -> Int {
    view?.numberOfItems(inSection: section) ?? 0
  }

  package func reloadData() { view?.reloadData() }

  package func performBatch<Section, Item>(
    _ change: ListViewChange<Section, Item>, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    let changeset = change.changeset
    let animated = change.animated
    guard let view else { return commit() }
    // AppKit animates the updates of a batch sent through the view's animator proxy.
    (animated ? view.animator() : view).performBatchUpdates(
      {
        commit()
        // The order of the batch-update rules; the view applies deletes before inserts anyway.
        if !changeset.sectionDeletes.isEmpty {
          view.deleteSections(IndexSet(changeset.sectionDeletes))
        }
        if !changeset.sectionInserts.isEmpty {
          view.insertSections(IndexSet(changeset.sectionInserts))
        }
        for move in changeset.sectionMoves { view.moveSection(move.from, toSection: move.to) }
        if !changeset.itemDeletes.isEmpty { view.deleteItems(at: Set(changeset.itemDeletes)) }
        if !changeset.itemInserts.isEmpty { view.insertItems(at: Set(changeset.itemInserts)) }
        for move in changeset.itemMoves { view.moveItem(at: move.from, to: move.to) }
      },
      completionHandler: { _ in completion() })
  }

  package func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>) {
    let changeset = change.changeset
    let animated = change.animated
    let items = Set(changeset.itemReloads).union(changeset.itemReconfigures)
    guard let view, !items.isEmpty || !changeset.sectionReloads.isEmpty else { return }
    let target = animated ? view.animator() : view
    if !changeset.sectionReloads.isEmpty {
      target.reloadSections(IndexSet(changeset.sectionReloads))
    }
    if !items.isEmpty { target.reloadItems(at: items) }
  }
}
#endif
