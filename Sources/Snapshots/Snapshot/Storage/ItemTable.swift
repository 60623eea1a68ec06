/// The open-addressing hash table from item identifiers to their locations in a snapshot.
///
/// Each bucket is one 64-bit word: a live marker, 15 bits of the item's hash, its chunk (32
/// bits) and its birth in the chunk (16 bits). The table stores no identifiers; a probe
/// compares an identifier only when the hash bits agree, by reading the item at the bucket's
/// location. That keeps a million items in 16 MiB, a third of what a `Dictionary` of locations
/// takes, and hashes each item once on insertion. Linear probing, at most three quarters full
/// counting deleted buckets.
///
/// The buckets are held in pages of at most 65 536 words (512 KiB), each an ``ItemPage`` of its
/// own: a copy of the table shares every page, and a write copies only the page it lands in. A
/// snapshot taken from a data source and edited a few times copies a few pages, not the table.
/// With pages of 32 or 128 KiB, random lookups in a million-item table ran twice as slow in
/// some runs of the benchmark; with pages of this size they measure as one block does.
///
/// It has package access because the Outline library's tree keeps its identifiers' slots in
/// one, with each slot as a location's chunk, so that a copy of a tree shares it by pages too.
@usableFromInline
package struct ItemTable {
  @usableFromInline package var pages: ContiguousArray<ItemPage>
  @usableFromInline package var count = 0
  @usableFromInline package var deleted = 0
  /// The number of buckets, a power of two.
  @usableFromInline package var capacity: Int
  /// log2 of the number of buckets in a page.
  @usableFromInline package var pageShift: Int

  @usableFromInline package static var empty: UInt64 { 0 }
  @usableFromInline package static var tombstone: UInt64 { 1 }
  @usableFromInline package static var live: UInt64 { 1 << 63 }
  /// log2 of the most buckets a page holds.
  @usableFromInline package static var largestPageShift: Int { 16 }

  @inlinable
  package init() {
    self.init(capacity: 16)
  }

  /// An empty table of `capacity` buckets, a power of two.
  @inlinable
  package init(capacity: Int) {
    self.capacity = capacity
    pageShift = Swift.min(Self.largestPageShift, capacity.trailingZeroBitCount)
    let size = 1 << pageShift
    pages = ContiguousArray(
      (0..<(capacity >> pageShift)).lazy.map { _ in ItemPage.make(count: size) })
  }

  @inlinable
  package var mask: Int { capacity &- 1 }

  @inlinable
  package static func tag(_ hashValue: Int) -> UInt64 {
    (UInt64(UInt(bitPattern: hashValue)) >> 49) << 48
  }

  @inlinable
  package static func word(_ tag: UInt64, _ location: ItemLocation) -> UInt64 {
    live | tag | UInt64(location.chunk) << 16 | UInt64(location.birth)
  }

  @inlinable
  package static func location(_ word: UInt64) -> ItemLocation {
    ItemLocation(chunk: UInt32(truncatingIfNeeded: word >> 16), birth: Int(word & 0xFFFF))
  }

  @inlinable
  package static func isLive(_ word: UInt64, tag: UInt64) -> Bool {
    word & 0xFFFF_0000_0000_0000 == live | tag
  }

  /// The word in `bucket`.
  @inlinable
  package subscript(bucket: Int) -> UInt64 {
    get {
      pages.withUnsafeBufferPointer { pages in
        pages[bucket &>> pageShift].words[bucket & ((1 &<< pageShift) &- 1)]
      }
    }
    set {
      // A page still shared with another table is copied first.
      let shift = pageShift
      pages.withUnsafeMutableBufferPointer { pages in
        let page = bucket &>> shift
        if !isKnownUniquelyReferenced(&pages[page]) {
          pages[page] = ItemPage.make(copying: pages[page])
        }
        pages[page].words[bucket & ((1 &<< shift) &- 1)] = newValue
      }
    }
  }

  /// The location of the item with `hashValue` for which `matches` is true, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  package func find(_ hashValue: Int, matches: (ItemLocation) -> Bool) -> ItemLocation? {
    firstMatch(hashValue) { matches($0) ? $0 : nil }
  }

  /// The first non-`nil` answer of `match` over the live entries whose hash bits agree with
  /// `hashValue`, in probe order, or `nil` when none answers.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  package func firstMatch<Answer>(
    _ hashValue: Int, _ match: (ItemLocation) -> Answer?
  ) -> Answer? {
    let tag = Self.tag(hashValue)
    var bucket = hashValue & mask
    while true {
      let word = self[bucket]
      if word == Self.empty { return nil }
      if Self.isLive(word, tag: tag), let answer = match(Self.location(word)) { return answer }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Records `location` for the item with `hashValue`; returns the location it replaced, or
  /// `nil` if the item was new. The caller has made room with `reserveItems`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  package mutating func exchange(
    _ hashValue: Int, _ location: ItemLocation, matches: (ItemLocation) -> Bool
  ) -> ItemLocation? {
    withBuckets { $0.exchange(hashValue, location, matches: matches) }
  }

  /// Removes the entry of the item with `hashValue` for which `matches` is true; returns its
  /// location, or `nil` if there is none.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  package mutating func remove(
    _ hashValue: Int, matches: (ItemLocation) -> Bool
  )
    -> ItemLocation?
  {
    let tag = Self.tag(hashValue)
    var bucket = hashValue & mask
    while true {
      let word = self[bucket]
      if word == Self.empty { return nil }
      if Self.isLive(word, tag: tag) {
        let location = Self.location(word)
        if matches(location) {
          self[bucket] = Self.tombstone
          count &-= 1
          deleted &+= 1
          return location
        }
      }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Moves the entry of the item with `hashValue` that sits at `old` to `new`, comparing
  /// locations rather than identifiers, so it is safe while items are being moved.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  package mutating func relocate(_ hashValue: Int, from old: ItemLocation, to new: ItemLocation) {
    let tag = Self.tag(hashValue)
    let wanted = Self.word(tag, old)
    var bucket = hashValue & mask
    while self[bucket] != wanted {
      precondition(self[bucket] != Self.empty, "Snapshot: item table lost an entry")
      bucket = (bucket &+ 1) & mask
    }
    self[bucket] = Self.word(tag, new)
  }

  /// Whether `additional` more entries keep the table at most three quarters full, deleted
  /// buckets included.
  @inlinable
  package func hasRoom(for additional: Int) -> Bool {
    (count &+ deleted &+ additional) &* 4 <= capacity &* 3
  }

  /// An empty table with room for `entries` entries.
  ///
  /// - Complexity: O(`entries`).
  @inlinable
  package init(roomFor entries: Int) {
    var size = 16
    while entries &* 4 > size &* 3 { size &*= 2 }
    self.init(capacity: size)
  }
}
