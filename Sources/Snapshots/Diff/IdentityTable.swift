/// An open-addressing hash table from identities to offsets in a collection the caller owns.
///
/// The table stores no keys: each slot holds 32 bits of the identity's hash and the offset of an
/// element that has it, so a probe compares identities only when the hash bits agree. Half the
/// slots stay empty, which keeps probes short.
@usableFromInline
internal struct IdentityTable {
  /// `hash bits << 32 | (offset + 1)`; zero marks an empty slot.
  @usableFromInline internal var slots: [UInt64]
  @usableFromInline internal let mask: Int

  /// Creates a table for up to `count` distinct identities.
  ///
  /// - Complexity: O(*count*).
  @inlinable
  internal init(count: Int) {
    precondition(count < Int(UInt32.max), "Diff: collections are limited to 2³² − 2 elements")
    var capacity = 16
    while capacity < 2 &* count { capacity &*= 2 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity &- 1
  }

  /// Looks up the identity with `hashValue`; `isMatch` tells whether the element at an offset
  /// has that identity. Returns the offset found, or inserts `offset` and returns `nil`.
  ///
  /// - Complexity: Expected O(1), if the identities hash well.
  @inlinable
  internal mutating func findOrInsert(
    hashValue: Int, offset: Int, isMatch: (Int) -> Bool
  ) -> Int? {
    let tag = UInt64(truncatingIfNeeded: UInt(bitPattern: hashValue) >> 32) << 32
    var bucket = hashValue & mask
    return slots.withUnsafeMutableBufferPointer { slots in
      while true {
        let slot = slots[bucket]
        if slot == 0 {
          slots[bucket] = tag | UInt64(truncatingIfNeeded: offset &+ 1)
          return nil
        }
        if slot & 0xFFFF_FFFF_0000_0000 == tag {
          let found = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
          if isMatch(found) { return found }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  /// Looks up the identity with `hashValue`; `isMatch` tells whether the element at an offset
  /// has that identity.
  ///
  /// - Complexity: Expected O(1), if the identities hash well.
  @inlinable
  internal func find(hashValue: Int, isMatch: (Int) -> Bool) -> Int? {
    let tag = UInt64(truncatingIfNeeded: UInt(bitPattern: hashValue) >> 32) << 32
    var bucket = hashValue & mask
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let slot = slots[bucket]
        if slot == 0 { return nil }
        if slot & 0xFFFF_FFFF_0000_0000 == tag {
          let found = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
          if isMatch(found) { return found }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
  }
}
