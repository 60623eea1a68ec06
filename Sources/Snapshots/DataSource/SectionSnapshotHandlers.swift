extension DiffableDataSource {
  /// The closures that drive expanding and collapsing by a person, as in UIKit's
  /// `SectionSnapshotHandlers`. Programmatic applies never call them.
  ///
  /// Generic as UIKit's is, so that `SectionSnapshotHandlers<Item>()` ports unchanged; a data
  /// source takes the handlers of its own item type.
  public struct SectionSnapshotHandlers<Item: Hashable> {
    /// Whether the item may expand; `nil` means it may.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; `nil` means it may.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Supplies the children of a parent that is about to expand, given its current ones;
    /// the result replaces them. Use it to load children lazily.
    public var snapshotForExpandingParent: ((Item, SectionSnapshot<Item>) -> SectionSnapshot<Item>)?

    /// Creates handlers that allow every expand and collapse.
    ///
    /// - Complexity: O(1).
    public init() {}
  }
}
