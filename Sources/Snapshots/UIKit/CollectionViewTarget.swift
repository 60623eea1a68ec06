#if canImport(UIKit) && !os(watchOS)
package import UIKit

/// A collection view as a renderer's target.
@MainActor
package final class CollectionViewTarget: WeakViewTarget<UICollectionView>, SectionedListViewTarget
{
  /// Updates the supplementary views of these sections in place, for their new content; the
  /// data source sets it. UIKit has no call that does it: `reloadSections(_:)` would replace
  /// the sections' cells too.
  package var reconfigureSections: ((UICollectionView, IndexSet) -> Void)?

  package func performBatch<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: UICollectionView, animated: Bool,
    commit: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    animating(animated) {
      view.performBatchUpdates(
        {
          commit()
          changeset.makeStructuralCalls(
            deleteSections: { view.deleteSections($0) },
            insertSections: { view.insertSections($0) },
            moveSection: { view.moveSection($0, toSection: $1) },
            deleteItems: { view.deleteItems(at: $0) }, insertItems: { view.insertItems(at: $0) },
            moveItem: { view.moveItem(at: $0, to: $1) })
        },
        completion: { _ in completion() })
    }
  }

  package func performRefreshes<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: UICollectionView, animated: Bool
  ) {
    animating(animated) {
      changeset.makeRefreshCalls(
        reloadSections: { view.reloadSections($0) }, reloadItems: { view.reloadItems(at: $0) },
        reconfigureItems: { items in
          if #available(iOS 15.0, tvOS 15.0, visionOS 1.0, *) {
            view.reconfigureItems(at: items)
          } else {
            view.reloadItems(at: items)
          }
        },
        reconfigureSections: { sections in self.reconfigureSections?(view, sections) })
    }
  }
}
#endif
