#if canImport(UIKit) && !os(watchOS)
package import UIKit

/// A table view as a renderer's target, with the row animation its data source asks for.
@MainActor
package final class TableViewTarget: SectionedListViewTarget {
  package private(set) weak var view: UITableView?
  /// The animation of inserts, deletes and reloads when animating.
  package var rowAnimation: UITableView.RowAnimation = .automatic

  package init(_ view: UITableView) { self.view = view }

  package var isInWindow: Bool { view?.window != nil }

  package var sectionCount: Int { view?.numberOfSections ?? 0 }

  package func rowCount(inSection section: Int) -> Int {
    view?.numberOfRows(inSection: section) ?? 0
  }

  package func reloadData() { view?.reloadData() }

  package func performBatch<Section, Item>(
    _ change: ListViewChange<Section, Item>, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    let changeset = change.changeset
    let animated = change.animated
    guard let view else { return commit() }
    let animation = animated ? rowAnimation : .none
    animating(animated) {
      view.performBatchUpdates(
        {
          commit()
          if !changeset.sectionDeletes.isEmpty {
            view.deleteSections(IndexSet(changeset.sectionDeletes), with: animation)
          }
          if !changeset.sectionInserts.isEmpty {
            view.insertSections(IndexSet(changeset.sectionInserts), with: animation)
          }
          for move in changeset.sectionMoves { view.moveSection(move.from, toSection: move.to) }
          if !changeset.itemDeletes.isEmpty {
            view.deleteRows(at: changeset.itemDeletes, with: animation)
          }
          if !changeset.itemInserts.isEmpty {
            view.insertRows(at: changeset.itemInserts, with: animation)
          }
          for move in changeset.itemMoves { view.moveRow(at: move.from, to: move.to) }
        },
        completion: { _ in completion() })
    }
  }

  package func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>) {
    let changeset = change.changeset
    let animated = change.animated
    guard let view else { return }
    let animation = animated ? rowAnimation : .none
    animating(animated) {
      if !changeset.sectionReloads.isEmpty {
        view.reloadSections(IndexSet(changeset.sectionReloads), with: animation)
      }
      if !changeset.itemReloads.isEmpty {
        view.reloadRows(at: changeset.itemReloads, with: animation)
      }
      guard !changeset.itemReconfigures.isEmpty else { return }
      if #available(iOS 15.0, tvOS 15.0, visionOS 1.0, *) {
        view.reconfigureRows(at: changeset.itemReconfigures)
      } else {
        view.reloadRows(at: changeset.itemReconfigures, with: animation)
      }
    }
  }
}
#endif
