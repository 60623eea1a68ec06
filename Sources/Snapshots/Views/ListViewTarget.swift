#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
// watchOS's UIKit has no collection or table views, and Mac Catalyst takes the UIKit path.
import Foundation

/// One change for a view: its changeset, whether it animates, and, where the renderer has
/// them, the states on either side, for a view that performs a change one call at a time.
package struct ListViewChange<Section: Hashable, Item: Hashable> {
  package let changeset: Changeset<Section, Item>
  package let animated: Bool
  /// The state before and after; `nil` for an outline section, which has no snapshots.
  package let states: (from: Snapshot<Section, Item>, to: Snapshot<Section, Item>)?

  package init(
    _ changeset: Changeset<Section, Item>, animated: Bool,
    states: (from: Snapshot<Section, Item>, to: Snapshot<Section, Item>)? = nil
  ) {
    self.changeset = changeset
    self.animated = animated
    self.states = states
  }
}

/// What the renderers need of a collection or table view, UIKit's or AppKit's: whether it
/// holds what it was last shown, a reload, one batch, and the refreshes after it. One
/// conformance per view keeps each view's order of calls in one place.
@MainActor
package protocol ListViewTarget: AnyObject {
  /// Whether a batch can be shown: the view exists and, where the view needs one, is in a
  /// window. Otherwise the change is shown by a reload.
  var isInWindow: Bool { get }
  /// Whether the view holds what it was last shown: `counts`, one item count per section.
  func holds(_ counts: [Int]) -> Bool
  /// Discards what the view shows and asks the data source again.
  func reloadData()
  /// Performs the structure of `change` in one batch: `commit` runs first inside the update
  /// block, then the deletes, inserts and moves; `completion` when the batch's animation ends.
  func performBatch<Section, Item>(
    _ change: ListViewChange<Section, Item>, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void)
  /// Performs the refreshes of `change`, in new coordinates, after its batch.
  func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>)
}

extension ListViewTarget {
  /// Brings the view from what it was last shown, whose counts are `shown`, to a new state: a
  /// reload (with `commit` first) when asked, when the view is in no window or when it no
  /// longer holds `shown`; otherwise one batch with `commit` inside its update block, then
  /// the refreshes in new coordinates.
  ///
  /// - Returns: Whether a batch was started; `batchFinished` runs when its animation ends.
  package func show<Section, Item>(
    _ change: ListViewChange<Section, Item>, shown: [Int], reloading: Bool,
    commit: @escaping @MainActor () -> Void, batchFinished: @escaping @MainActor () -> Void
  ) -> Bool {
    if reloading || !isInWindow || !holds(shown) {
      commit()
      reloadData()
      return false
    }
    let batched = change.changeset.hasStructuralChanges
    if batched {
      performBatch(change, commit: commit, completion: batchFinished)
    } else {
      commit()
    }
    performRefreshes(change)
    return batched
  }
}

/// A view whose sections are its data source's sections: a collection view, or UIKit's table.
/// The frameworks' views conform in the UIKit and AppKit folders.
@MainActor
package protocol SectionedListView: AnyObject {
  /// Whether the view is in a window.
  var isInWindow: Bool { get }
  /// The number of sections the view holds.
  var numberOfSections: Int { get }
  /// The number of rows the view holds in a section.
  func rowCount(inSection section: Int) -> Int
  /// Discards what the view shows and asks the data source again.
  func reloadData()
}

/// The target of a ``SectionedListView``, which it holds weakly: what it asks of the view is
/// the same for every such view, and only its batches differ.
@MainActor
package protocol SectionedListViewTarget: ListViewTarget {
  associatedtype View: SectionedListView
  /// The view, while it exists.
  var view: View? { get }
  /// Performs the structure of `changeset` on `view` in one batch: `commit` runs first inside
  /// the update block; `completion` when the batch's animation ends.
  func performBatch<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: View, animated: Bool,
    commit: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void)
  /// Performs the refreshes of `changeset` on `view`, in new coordinates, after its batch.
  func performRefreshes<Section, Item>(
    _ changeset: Changeset<Section, Item>, on view: View, animated: Bool)
}

extension SectionedListViewTarget {
  package var isInWindow: Bool { view?.isInWindow ?? false }

  package func performBatch<Section, Item>(
    _ change: ListViewChange<Section, Item>, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let view else { return commit() }
    performBatch(
      change.changeset, on: view, animated: change.animated, commit: commit,
      completion: completion)
  }

  package func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>) {
    guard let view else { return }
    performRefreshes(change.changeset, on: view, animated: change.animated)
  }

  package func holds(_ counts: [Int]) -> Bool {
    guard let view else { return counts.isEmpty }
    return view.numberOfSections == counts.count
      && counts.indices.allSatisfy { view.rowCount(inSection: $0) == counts[$0] }
  }

  package func reloadData() { view?.reloadData() }
}
#endif
