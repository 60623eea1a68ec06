/// The open-addressing hash table from item identifiers to their locations in a snapshot.
///
/// Each bucket is one 64-bit word: a live marker, 15 bits of the item's hash, its section slot
/// (20 bits) and its offset in the section (28 bits). The table stores no identifiers; a probe
/// compares an identifier only when the hash bits agree, by reading the item at the bucket's
/// location. That keeps a million items in 16 MiB, a third of what a `Dictionary` of locations
/// takes, and hashes each item once on insertion. Linear probing, at most three quarters full
/// counting deleted buckets.
@usableFromInline
internal struct ItemTable {
  @usableFromInline internal var buckets: [UInt64]
  @usableFromInline internal var count = 0
  @usableFromInline internal var deleted = 0

  @usableFromInline internal static var empty: UInt64 { 0 }
  @usableFromInline internal static var tombstone: UInt64 { 1 }
  @usableFromInline internal static var live: UInt64 { 1 << 63 }
  /// The largest section slot and offset a location can hold.
  @usableFromInline internal static var slotLimit: Int { 1 << 20 }
  @usableFromInline internal static var offsetLimit: Int { 1 << 28 }

  @inlinable
  internal init() {
    buckets = Array(repeating: Self.empty, count: 16)
  }

  @inlinable
  internal var mask: Int { buckets.count &- 1 }

  @inlinable
  internal static func tag(_ hashValue: Int) -> UInt64 {
    (UInt64(UInt(bitPattern: hashValue)) >> 49) << 48
  }

  @inlinable
  internal static func word(_ tag: UInt64, _ location: ItemLocation) -> UInt64 {
    live | tag | UInt64(location.slot) << 28 | UInt64(location.offset)
  }

  @inlinable
  internal static func location(_ word: UInt64) -> ItemLocation {
    ItemLocation(slot: Int((word >> 28) & 0xF_FFFF), offset: Int(word & 0xFFF_FFFF))
  }

  /// The location of the item with `hashValue` for which `matches` is true, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal func find(_ hashValue: Int, matches: (ItemLocation) -> Bool) -> ItemLocation? {
    let tag = Self.tag(hashValue)
    var bucket = hashValue & mask
    return buckets.withUnsafeBufferPointer { buckets in
      while true {
        let word = buckets[bucket]
        if word == Self.empty { return nil }
        if word & 0xFFFF_0000_0000_0000 == Self.live | tag {
          let location = Self.location(word)
          if matches(location) { return location }
        }
        bucket = (bucket &+ 1) & (buckets.count &- 1)
      }
    }
  }

  /// Records `location` for the item with `hashValue`; returns the location it replaced, or
  /// `nil` if the item was new. The caller has made room with `reserve`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal mutating func exchange(
    _ hashValue: Int, _ location: ItemLocation, matches: (ItemLocation) -> Bool
  ) -> ItemLocation? {
    let tag = Self.tag(hashValue)
    let mask = self.mask
    var bucket = hashValue & mask
    var reusable = -1
    let replaced: ItemLocation? = buckets.withUnsafeMutableBufferPointer { buckets in
      while true {
        let word = buckets[bucket]
        if word == Self.empty { break }
        if word == Self.tombstone {
          if reusable < 0 { reusable = bucket }
        } else if word & 0xFFFF_0000_0000_0000 == Self.live | tag {
          let previous = Self.location(word)
          if matches(previous) {
            buckets[bucket] = Self.word(tag, location)
            return previous
          }
        }
        bucket = (bucket &+ 1) & mask
      }
      if reusable >= 0 {
        bucket = reusable
      }
      buckets[bucket] = Self.word(tag, location)
      return nil
    }
    if replaced == nil {
      count &+= 1
      if reusable >= 0 { deleted &-= 1 }
    }
    return replaced
  }

  /// Removes the entry of the item with `hashValue` for which `matches` is true; returns its
  /// location, or `nil` if there is none.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal mutating func remove(
    _ hashValue: Int, matches: (ItemLocation) -> Bool
  )
    -> ItemLocation?
  {
    let tag = Self.tag(hashValue)
    let mask = self.mask
    var bucket = hashValue & mask
    let removed: ItemLocation? = buckets.withUnsafeMutableBufferPointer { buckets in
      while true {
        let word = buckets[bucket]
        if word == Self.empty { return nil }
        if word & 0xFFFF_0000_0000_0000 == Self.live | tag {
          let location = Self.location(word)
          if matches(location) {
            buckets[bucket] = Self.tombstone
            return location
          }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
    if removed != nil {
      count &-= 1
      deleted &+= 1
    }
    return removed
  }

  /// Moves the entry of the item with `hashValue` that sits at `old` to `new`, comparing
  /// locations rather than identifiers, so it is safe while the items are being shifted.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal mutating func relocate(_ hashValue: Int, from old: ItemLocation, to new: ItemLocation) {
    let tag = Self.tag(hashValue)
    let wanted = Self.word(tag, old)
    let mask = self.mask
    var bucket = hashValue & mask
    buckets.withUnsafeMutableBufferPointer { buckets in
      while buckets[bucket] != wanted {
        precondition(buckets[bucket] != Self.empty, "Snapshot: item table lost an entry")
        bucket = (bucket &+ 1) & mask
      }
      buckets[bucket] = Self.word(tag, new)
    }
  }

  /// Makes room for `additional` more entries, rebuilding the table when it would pass three
  /// quarters full (deleted buckets included); `hashAt` gives the hash of the item at a location.
  ///
  /// - Complexity: O(1), or O(*n*) when the table is rebuilt.
  @inlinable
  internal mutating func reserve(_ additional: Int, hashAt: (ItemLocation) -> Int) {
    let needed = count &+ deleted &+ additional
    if needed &* 4 <= buckets.count &* 3 { return }
    var capacity = 16
    while (count &+ additional) &* 4 > capacity &* 3 { capacity &*= 2 }
    var rebuilt = [UInt64](repeating: Self.empty, count: capacity)
    let newMask = capacity &- 1
    rebuilt.withUnsafeMutableBufferPointer { rebuilt in
      for word in buckets where word & Self.live != 0 {
        var bucket = hashAt(Self.location(word)) & newMask
        while rebuilt[bucket] != Self.empty { bucket = (bucket &+ 1) & newMask }
        rebuilt[bucket] = word
      }
    }
    buckets = rebuilt
    deleted = 0
  }
}
