extension DiffableDataSource {
  /// The closures that let a person reorder items, as in UIKit's `ReorderingHandlers`.
  ///
  /// With no `canReorderItem`, nothing can be reordered.
  public struct ReorderingHandlers {
    /// Whether the item may be dragged; `nil` means no item may.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the reorder is committed; the data source still shows the old state.
    public var willReorder:
      ((SnapshotTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after the reorder is committed: write the new order back to your store here.
    /// `snapshot()` already equals the transaction's `finalSnapshot`.
    public var didReorder:
      ((SnapshotTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Creates handlers that allow no reordering.
    ///
    /// - Complexity: O(1).
    public init() {}
  }
}
