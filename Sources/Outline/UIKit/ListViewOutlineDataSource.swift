#if canImport(UIKit) && !os(watchOS)
// watchOS's UIKit has no collection or table views, so the adapters are left out there.
public import Snapshots

/// What ``CollectionViewOutlineDataSource`` and ``TableViewOutlineDataSource`` share: an
/// ``OutlineTree`` shown as the one section of a view, each change one batch that costs what
/// it changes. Use one of those two.
///
/// Each change becomes one batch of row deletes, inserts and moves, then a reconfigure of every
/// row whose level, expansion, count or footer changed; the view takes the new count inside
/// its update block. It reloads instead when it is in no window or its count disagrees with
/// the tree's last shown count. Expanding a node with *k* visible children in a tree of *n*
/// nodes costs O(*k* log *n*) from the call to the view's batch. Rows are asked for by index,
/// at O(log *n*) each, so the view never asks for more than it shows.
@preconcurrency @MainActor
open class ListViewOutlineDataSource<ItemIdentifierType: Hashable>:
  OutlineDataSource<ItemIdentifierType>
{
  /// The row count the view was last told of: it moves inside each batch's update block.
  package private(set) var renderedRowCount: Int
  package let target: any ListViewTarget

  package init(tree: OutlineTree<ItemIdentifierType>, target: any ListViewTarget) {
    renderedRowCount = tree.rowCount
    self.target = target
    super.init(tree: tree)
  }

  /// Shows a change as one batch; its completion runs after the batch's, or at once when
  /// there was no batch.
  override func show(
    _ update: OutlineUpdate<ItemIdentifierType>, animated: Bool, completion: (() -> Void)?
  ) {
    let count = tree.rowCount
    let batched = target.show(
      ListViewChange(update.changeset(inSection: 0), animated: animated),
      shown: [renderedRowCount], reloading: false,
      commit: { [unowned self] in renderedRowCount = count }, batchFinished: { completion?() })
    if !batched { completion?() }
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
