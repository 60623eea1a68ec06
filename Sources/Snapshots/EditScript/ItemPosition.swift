/// Where an item stands in a sectioned list: its section's offset and its offset in that
/// section.
///
/// The plain-number counterpart of an `IndexPath` for ``SnapshotEditStep``, which travels
/// over the wire as two integers.
public struct ItemPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's offset among the sections.
  public var section: Int
  /// The item's offset within its section.
  public var offset: Int

  /// Creates a position.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(section: Int, offset: Int) {
    self.section = section
    self.offset = offset
  }

  /// Orders by section, then by offset.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
    (lhs.section, lhs.offset) < (rhs.section, rhs.offset)
  }

  /// `section.offset`, for logs.
  ///
  /// - Complexity: O(1).
  public var description: String { "\(section).\(offset)" }
}
