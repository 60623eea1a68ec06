#if canImport(UIKit) && !os(watchOS)
package import UIKit

/// A table view as a renderer's target, with the row animation its data source asks for.
@MainActor
package final class TableViewTarget: WeakViewTarget<UITableView>, SectionedListViewTarget {
  /// The animation of inserts, deletes and reloads when animating.
  package var rowAnimation: UITableView.RowAnimation = .automatic
  /// Updates the header and footer views of these sections in place, for their new content;
  /// the data source sets it. `reloadSections(_:with:)` would replace the sections' cells too.
  package var reconfigureSections: ((UITableView, IndexSet) -> Void)?

  package func performBatch<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: UITableView, animated: Bool,
    commit: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    let animation = animated ? rowAnimation : .none
    animating(animated) {
      view.performBatchUpdates(
        {
          commit()
          changeset.makeStructuralCalls(
            deleteSections: { view.deleteSections($0, with: animation) },
            insertSections: { view.insertSections($0, with: animation) },
            moveSection: { view.moveSection($0, toSection: $1) },
            deleteItems: { view.deleteRows(at: $0, with: animation) },
            insertItems: { view.insertRows(at: $0, with: animation) },
            moveItem: { view.moveRow(at: $0, to: $1) })
        },
        completion: { _ in completion() })
    }
  }

  package func performRefreshes<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: UITableView, animated: Bool
  ) {
    let animation = animated ? rowAnimation : .none
    animating(animated) {
      changeset.makeRefreshCalls(
        reloadSections: { view.reloadSections($0, with: animation) },
        reloadItems: { view.reloadRows(at: $0, with: animation) },
        reconfigureItems: { rows in
          if #available(iOS 15.0, tvOS 15.0, visionOS 1.0, *) {
            view.reconfigureRows(at: rows)
          } else {
            view.reloadRows(at: rows, with: animation)
          }
        },
        reconfigureSections: { sections in self.reconfigureSections?(view, sections) })
    }
  }
}
#endif
