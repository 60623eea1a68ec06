#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
package import AppKit

/// An AppKit collection view as a renderer's target.
///
/// Everything it calls is in macOS 10.11 (`animator()` in 10.5). AppKit has no reconfigure:
/// a reconfigured item is reloaded, which asks the item provider for a new item.
@MainActor
package final class CollectionViewTarget: WeakViewTarget<NSCollectionView>, SectionedListViewTarget
{
  /// Updates the supplementary views of these sections in place, for their new content; the
  /// data source sets it. `reloadSections(_:)` would replace the sections' items too.
  package var reconfigureSections: ((NSCollectionView, IndexSet) -> Void)?

  package func performBatch<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: NSCollectionView, animated: Bool,
    commit: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    // AppKit animates the calls of a batch sent through the view's animator proxy.
    (animated ? view.animator() : view).performBatchUpdates(
      {
        commit()
        changeset.makeStructuralCalls(
          deleteSections: { view.deleteSections($0) }, insertSections: { view.insertSections($0) },
          moveSection: { view.moveSection($0, toSection: $1) },
          deleteItems: { view.deleteItems(at: Set($0)) },
          insertItems: { view.insertItems(at: Set($0)) },
          moveItem: { view.moveItem(at: $0, to: $1) })
      },
      completionHandler: { _ in completion() })
  }

  package func performRefreshes<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: NSCollectionView, animated: Bool
  ) {
    let items = Set(changeset.itemReloads).union(changeset.itemReconfigures)
    if !items.isEmpty || !changeset.sectionReloads.isEmpty {
      let target = animated ? view.animator() : view
      if !changeset.sectionReloads.isEmpty {
        target.reloadSections(IndexSet(changeset.sectionReloads))
      }
      if !items.isEmpty { target.reloadItems(at: items) }
    }
    if !changeset.sectionReconfigures.isEmpty {
      reconfigureSections?(view, IndexSet(changeset.sectionReconfigures))
    }
  }
}
#endif
