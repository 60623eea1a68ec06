#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
// watchOS's UIKit has no collection or table views, and Mac Catalyst takes the UIKit path.
import Foundation

/// What the renderers need of a collection or table view, UIKit's or AppKit's: its counts, a
/// reload, one batch, and the refreshes after it. One conformance per view keeps the batch
/// order in one place.
@MainActor
package protocol ListViewTarget: AnyObject {
  /// Whether the view exists and is in a window; a batch off-window is replaced by a reload.
  var isInWindow: Bool { get }
  /// The number of sections the view holds.
  var sectionCount: Int { get }
  /// The number of rows the view holds in a section.
  func rowCount(inSection section: Int) -> Int
  /// Discards what the view shows and asks the data source again.
  func reloadData()
  /// Performs the structure of `changeset` in one batch: `commit` runs first inside the
  /// update block, then the deletes, inserts and moves; `completion` after the batch's own.
  func performBatch<Section, Item>(
    _ changeset: Changeset<Section, Item>, animated: Bool, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void)
  /// Performs the refreshes of `changeset`, in new coordinates, after its batch.
  func performRefreshes<Section, Item>(_ changeset: Changeset<Section, Item>, animated: Bool)
}

extension ListViewTarget {
  /// Whether the view's counts equal `counts`: one entry per section.
  package func holds(_ counts: [Int]) -> Bool {
    sectionCount == counts.count
      && counts.indices.allSatisfy { rowCount(inSection: $0) == counts[$0] }
  }

  /// Brings the view from what it was last shown, whose counts are `shown`, to a new state:
  /// a reload (with `commit` first) when asked, when the view is in no window or when its
  /// counts disagree; otherwise one batch with `commit` inside its update block, then the
  /// refreshes in new coordinates.
  ///
  /// - Returns: Whether a batch was started; `batchFinished` runs after its completion.
  package func show<Section, Item>(
    _ changeset: Changeset<Section, Item>, shown: [Int], reloading: Bool, animated: Bool,
    commit: @escaping @MainActor () -> Void, batchFinished: @escaping @MainActor () -> Void
  ) -> Bool {
    if reloading || !isInWindow || !holds(shown) {
      commit()
      reloadData()
      return false
    }
    let batched = changeset.hasStructuralChanges
    if batched {
      performBatch(changeset, animated: animated, commit: commit, completion: batchFinished)
    } else {
      commit()
    }
    performRefreshes(changeset, animated: animated)
    return batched
  }
}
#endif
