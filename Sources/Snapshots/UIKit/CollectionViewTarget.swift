#if canImport(UIKit) && !os(watchOS)
package import UIKit

/// A collection view as a renderer's target.
@MainActor
package final class CollectionViewTarget: SectionedListViewTarget {
  package private(set) weak var view: UICollectionView?

  package init(_ view: UICollectionView) { self.view = view }

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
    animating(animated) {
      view.performBatchUpdates(
        {
          commit()
          // UIKit performs deletes before inserts whatever the order; this is the order of the
          // batch-update rules, which also reads best in a log.
          if !changeset.sectionDeletes.isEmpty {
            view.deleteSections(IndexSet(changeset.sectionDeletes))
          }
          if !changeset.sectionInserts.isEmpty {
            view.insertSections(IndexSet(changeset.sectionInserts))
          }
          for move in changeset.sectionMoves { view.moveSection(move.from, toSection: move.to) }
          if !changeset.itemDeletes.isEmpty { view.deleteItems(at: changeset.itemDeletes) }
          if !changeset.itemInserts.isEmpty { view.insertItems(at: changeset.itemInserts) }
          for move in changeset.itemMoves { view.moveItem(at: move.from, to: move.to) }
        },
        completion: { _ in completion() })
    }
  }

  package func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>) {
    let changeset = change.changeset
    let animated = change.animated
    guard let view else { return }
    animating(animated) {
      if !changeset.sectionReloads.isEmpty {
        view.reloadSections(IndexSet(changeset.sectionReloads))
      }
      if !changeset.itemReloads.isEmpty { view.reloadItems(at: changeset.itemReloads) }
      guard !changeset.itemReconfigures.isEmpty else { return }
      if #available(iOS 15.0, tvOS 15.0, visionOS 1.0, *) {
        view.reconfigureItems(at: changeset.itemReconfigures)
      } else {
        view.reloadItems(at: changeset.itemReconfigures)
      }
    }
  }
}
#endif
