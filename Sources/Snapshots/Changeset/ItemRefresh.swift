/// A refresh of one matched item, at its place in the new snapshot.
@usableFromInline
internal struct ItemRefresh: Comparable {
  /// What the item needs after the batch; a reload wins over a reconfigure.
  @usableFromInline
  internal enum Kind: UInt8 {
    case reconfigure, reload
  }

  /// The section position in the upper 32 bits and the offset in the lower ones, so that new
  /// order is one comparison (a section's offsets stay below 2²⁸); 64 bits wide on every
  /// platform, watchOS's 32-bit `Int` included.
  @usableFromInline internal var place: UInt64
  @usableFromInline internal var kind: Kind

  @inlinable
  internal init(_ place: (section: Int, offset: Int), _ kind: Kind) {
    self.place =
      UInt64(truncatingIfNeeded: place.section) << 32
      | UInt64(truncatingIfNeeded: place.offset)
    self.kind = kind
  }

  @inlinable
  internal var section: Int { Int(truncatingIfNeeded: place >> 32) }

  @inlinable
  internal var offset: Int { Int(truncatingIfNeeded: place & 0xFFFF_FFFF) }

  /// New order, and a reload before a reconfigure at the same place.
  @inlinable
  internal static func < (lhs: ItemRefresh, rhs: ItemRefresh) -> Bool {
    lhs.place != rhs.place ? lhs.place < rhs.place : lhs.kind.rawValue > rhs.kind.rawValue
  }
}
