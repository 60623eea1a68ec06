/// An open-addressing hash table from identities to offsets in a collection the caller owns.
///
/// The table stores no keys: each bucket holds 32 bits of the identity's hash and an offset of an
/// element that has it, so a probe compares identities only when the hash bits agree. At most
/// half the buckets are used, which keeps linear probes short. The memory is allocated once and
/// freed when the table goes away; the table is noncopyable, so it has exactly one owner.
///
/// A bucket is `hash bits << 32 | field`, where `field` is `offset + 1`, zero for an empty bucket,
/// and ``retired`` for an identity whose old occurrences have all been matched: such a bucket keeps
/// its place in probe sequences but never matches again.
@usableFromInline
internal struct IdentityTable: ~Copyable {
  @usableFromInline internal let buckets: UnsafeMutablePointer<UInt64>
  @usableFromInline internal let mask: Int

  /// The offset field of a bucket whose identity has no unmatched occurrence left.
  @usableFromInline internal static var retired: UInt64 { 0xFFFF_FFFF }

  /// Creates an empty table for up to `count` distinct identities.
  ///
  /// - Complexity: O(*count*).
  @inlinable
  internal init(count: Int) {
    // Offsets up to 2³² − 3 leave `offset + 1` below `retired`.
    if count >= Int(UInt32.max) - 1 { tooManyElements(count) }
    var capacity = 16
    while capacity < 2 &* count { capacity &*= 2 }
    buckets = .allocate(capacity: capacity)
    buckets.initialize(repeating: 0, count: capacity)
    mask = capacity &- 1
  }

  @inlinable
  deinit {
    buckets.deallocate()
  }

  /// The hash bits a bucket keeps, in place.
  @inlinable @inline(__always)
  internal static func tag(_ hashValue: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: UInt(bitPattern: hashValue)) & 0xFFFF_FFFF_0000_0000
  }

  /// Looks up the identity with `hashValue`; `isMatch` tells whether the element at an offset
  /// has that identity. Returns the offset found, or inserts `offset` and returns `nil`.
  ///
  /// - Complexity: Expected O(1), if the identities hash well.
  @inlinable @inline(__always)
  internal func findOrInsert(hashValue: Int, offset: Int, isMatch: (Int) -> Bool) -> Int? {
    let tag = Self.tag(hashValue)
    var bucket = hashValue & mask
    while true {
      let word = buckets[bucket]
      if word == 0 {
        buckets[bucket] = tag | UInt64(truncatingIfNeeded: offset &+ 1)
        return nil
      }
      if word & 0xFFFF_FFFF_0000_0000 == tag {
        let found = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1
        if isMatch(found) { return found }
      }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Finds the identity with `hashValue` and takes its unmatched offset: the bucket then holds
  /// `successor(offset)`, or retires when that is negative. Returns the offset taken, or -1 when
  /// the identity is absent or has no unmatched offset left.
  ///
  /// `isMatch` tells whether the element at an offset has the identity; it is called only for
  /// buckets whose hash bits agree and which still hold an offset.
  ///
  /// - Complexity: Expected O(1), if the identities hash well.
  @inlinable @inline(__always)
  internal func take(
    hashValue: Int, isMatch: (Int) -> Bool, successor: (Int) -> Int
  ) -> Int {
    let tag = Self.tag(hashValue)
    var bucket = hashValue & mask
    while true {
      let word = buckets[bucket]
      if word == 0 { return -1 }
      let field = word & 0xFFFF_FFFF
      if word & 0xFFFF_FFFF_0000_0000 == tag, field != Self.retired {
        let found = Int(truncatingIfNeeded: field) &- 1
        if isMatch(found) {
          let next = successor(found)
          buckets[bucket] = tag | (next < 0 ? Self.retired : UInt64(truncatingIfNeeded: next &+ 1))
          return found
        }
      }
      bucket = (bucket &+ 1) & mask
    }
  }
}

/// Traps for collections the table cannot index.
@inline(never)
@usableFromInline
internal func tooManyElements(_ count: Int) -> Never {
  trap("Diff", "collections are limited to 2³² − 3 elements; this one has \(count)")
}
