#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import Snapshots

extension OutlineViewDiffableDataSource {
  /// The closures that let a person drag nodes: the package's one `ReorderingHandlers` type,
  /// each move described by an ``OutlineTransaction``. `willReorder` runs while the tree still
  /// has the old order; `didReorder` after the move, to write it back to the store.
  public typealias ReorderingHandlers = Snapshots.ReorderingHandlers<
    ItemIdentifierType, OutlineTransaction<ItemIdentifierType>
  >
}
#endif
