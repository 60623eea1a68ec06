/// A refresh of one matched item, at its place in the new snapshot.
@usableFromInline
internal struct ItemRefresh: Comparable {
  /// What the item needs after the batch; a reload wins over a reconfigure.
  @usableFromInline
  internal enum Kind: UInt8 {
    case reconfigure, reload
  }

  @usableFromInline internal var section: Int
  @usableFromInline internal var offset: Int
  @usableFromInline internal var kind: Kind

  @inlinable
  internal init(_ place: (section: Int, offset: Int), _ kind: Kind) {
    section = place.section
    offset = place.offset
    self.kind = kind
  }

  /// New order, and a reload before a reconfigure at the same place.
  @inlinable
  internal static func < (lhs: ItemRefresh, rhs: ItemRefresh) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
    return lhs.kind.rawValue > rhs.kind.rawValue
  }
}
