extension DiffableDataSource {
  /// The closures that drive expanding and collapsing by a person, as in UIKit's
  /// `SectionSnapshotHandlers`. Programmatic applies never call them.
  public struct SectionSnapshotHandlers {
    /// Whether the item may expand; `nil` means it may.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether the item may collapse; `nil` means it may.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Supplies the children of a parent that is about to expand, given its current ones;
    /// the result replaces them. Use it to load children lazily.
    public var snapshotForExpandingParent:
      (
        (ItemIdentifierType, SectionSnapshot<ItemIdentifierType>) -> SectionSnapshot<
          ItemIdentifierType
        >
      )?

    /// Creates handlers that allow every expand and collapse.
    ///
    /// - Complexity: O(1).
    public init() {}
  }
}
