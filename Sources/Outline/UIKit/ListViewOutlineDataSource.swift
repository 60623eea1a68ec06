#if canImport(UIKit) && !os(watchOS)
// watchOS's UIKit has no collection or table views, so the adapters are left out there.
public import Snapshots
public import UIKit

/// What ``CollectionViewOutlineDataSource`` and ``TableViewOutlineDataSource`` share: an
/// ``OutlineTree`` shown as the one section of a view, each change one batch that costs what
/// it changes. Use one of those two.
///
/// The tree is changed in place through ``update(animatingDifferences:_:completion:)`` (or
/// ``expand(_:)``, ``collapse(_:)``, ``toggle(_:)``), so that no change copies it, and each
/// change becomes one batch whose count the view takes inside its update block. Expanding a
/// node with *k* visible children in a tree of *n* nodes costs O(*k* log *n*) from the call to
/// the view's batch. Rows are asked for by index, at O(log *n*) each, so the view never asks
/// for more than it shows.
///
/// Keep no copy of ``tree`` across a change: the change would then copy the whole tree.
@preconcurrency @MainActor
open class ListViewOutlineDataSource<ItemIdentifierType: Hashable>: NSObject {
  /// The outline shown; change it through ``update(animatingDifferences:_:completion:)``.
  public private(set) var tree: OutlineTree<ItemIdentifierType>
  /// The row count the view was last told of: it moves inside each batch's update block.
  package private(set) var renderedRowCount: Int
  package let target: any ListViewTarget

  package init(tree: OutlineTree<ItemIdentifierType>, target: any ListViewTarget) {
    self.tree = tree
    renderedRowCount = tree.rowCount
    self.target = target
    super.init()
  }

  /// Changes the tree and shows the change as one batch: its row deletes, inserts and moves,
  /// then a reconfigure of every row whose level, expansion, count or footer changed.
  ///
  /// ```swift
  /// let update = dataSource.update { $0.expand(comment.id) }
  /// for request in update.loadRequests { load(request) }
  /// ```
  ///
  /// The view reloads instead when it is in no window or its count disagrees with the tree's
  /// last shown count.
  ///
  /// - Parameters:
  ///   - animatingDifferences: Whether the batch animates.
  ///   - body: The change; it returns the ``OutlineUpdate`` that the tree's method returned.
  ///   - completion: Runs after the batch's completion, or at once when there was no batch.
  /// - Returns: The update, whose load requests the caller answers.
  /// - Complexity: The change's cost, plus O(*k* log *k*) for the *k* rows it touches.
  @discardableResult
  open func update(
    animatingDifferences: Bool = true,
    _ body: (inout OutlineTree<ItemIdentifierType>) -> OutlineUpdate<ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) -> OutlineUpdate<ItemIdentifierType> {
    let update = body(&tree)
    let count = tree.rowCount
    let batched = target.show(
      ListViewChange(update.changeset(inSection: 0), animated: animatingDifferences),
      shown: [renderedRowCount], reloading: false,
      commit: { [unowned self] in renderedRowCount = count }, batchFinished: { completion?() })
    if !batched { completion?() }
    return update
  }

  /// Expands a node, as a tap on its disclosure control does; see ``OutlineTree/expand(_:)``.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows shown.
  @discardableResult
  open func expand(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    update { $0.expand(id) }
  }

  /// Collapses a node; see ``OutlineTree/collapse(_:)``.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows hidden.
  @discardableResult
  open func collapse(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    update { $0.collapse(id) }
  }

  /// Expands a collapsed node or collapses an expanded one; see ``OutlineTree/toggle(_:)``.
  ///
  /// - Complexity: As ``expand(_:)`` or ``collapse(_:)``.
  @discardableResult
  open func toggle(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    update { $0.toggle(id) }
  }

  /// The row the view shows at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(log *n*).
  open func row(for indexPath: IndexPath) -> OutlineVisibleRow<ItemIdentifierType>? {
    guard indexPath.count == 2, indexPath[0] == 0, (0..<renderedRowCount).contains(indexPath[1])
    else { return nil }
    return tree.row(at: indexPath[1])
  }

  /// Where the view shows a row, or `nil` when it is hidden or absent.
  ///
  /// - Complexity: O(log *n*).
  open func indexPath(for row: OutlineRow<ItemIdentifierType>) -> IndexPath? {
    tree.index(of: row).map { IndexPath(indexes: [0, $0]) }
  }

  /// The cell for the row the view shows at `indexPath`: from `node` for a node row, from
  /// `footer` for a footer row, trapping with the operation's name if the view asks for a row
  /// it was never told of or no provider makes the cell.
  package func cell<Cell>(
    at indexPath: IndexPath, _ operation: String,
    node: (OutlineVisibleRow<ItemIdentifierType>) -> Cell?,
    footer: ((OutlineVisibleRow<ItemIdentifierType>) -> Cell?)?
  ) -> Cell {
    guard let row = row(for: indexPath) else {
      trap(operation, "the view asked for index path \(indexPath), which it does not show")
    }
    guard let cell = row.id.node == nil ? footer?(row) : node(row) else {
      trap(operation, "no cell for row \(row.id): the provider is missing or returned nil")
    }
    return cell
  }
}
#endif
