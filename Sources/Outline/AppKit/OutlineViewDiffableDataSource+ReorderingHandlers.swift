#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension OutlineViewDiffableDataSource {
  /// The closures that let a person drag nodes.
  public struct ReorderingHandlers {
    /// Whether a person may drag a node; without it, no node can be dragged.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the move, while the tree still has the old order.
    public var willReorder: ((OutlineTransaction<ItemIdentifierType>) -> Void)?
    /// Called after the move: write it back to the store here.
    public var didReorder: ((OutlineTransaction<ItemIdentifierType>) -> Void)?

    public init() {}
  }
}
#endif
