/// The closures that let a person reorder items, as in UIKit's `ReorderingHandlers`: one type
/// for every data source that can be reordered, each naming it with its own transaction.
///
/// ``DiffableDataSource``, the list view adapters and their base `ListViewDiffableDataSource`
/// name it `ReorderingHandlers`, with a ``SnapshotTransaction`` for each reorder; the `Outline`
/// module's `OutlineViewDiffableDataSource` names it `ReorderingHandlers` too, with an
/// `OutlineTransaction` for each move of a node.
///
/// With no `canReorderItem`, nothing can be reordered.
public struct ReorderingHandlers<ItemIdentifierType: Hashable, Transaction> {
  /// Whether the item may be dragged; `nil` means no item may.
  public var canReorderItem: ((ItemIdentifierType) -> Bool)?
  /// Called before the reorder is committed; the data source still shows the old state.
  public var willReorder: ((Transaction) -> Void)?
  /// Called after the reorder is committed: write the new order back to your store here. The
  /// data source's state already shows the reorder.
  public var didReorder: ((Transaction) -> Void)?

  /// Creates handlers that allow no reordering.
  ///
  /// - Complexity: O(1).
  public init() {}
}

extension DiffableDataSource {
  /// The closures that let a person reorder items, each reorder described by a
  /// ``SnapshotTransaction``: `snapshot()` already equals its `finalSnapshot` when
  /// `didReorder` runs.
  public typealias ReorderingHandlers = Snapshots.ReorderingHandlers<
    ItemIdentifierType, SnapshotTransaction<SectionIdentifierType, ItemIdentifierType>
  >
}
