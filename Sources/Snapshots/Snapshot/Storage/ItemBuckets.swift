/// Access to the buckets of an ``ItemTable`` for the length of one operation over many items,
/// which opens the table's list of pages once rather than on every bucket it touches.
///
/// A write through the table's subscript checks that the list of pages is unique and that
/// the page is, and every probe finds its page again; in a build by appends that was a sixth
/// of the work. Here a probe reads the page it is in until it runs off its end, and a write
/// checks only its page, which copies a page still shared with another snapshot. A table of
/// one page (up to 49 152 items) is made unique when it is opened and a table being filled
/// fresh (``ItemTable/init(roomFor:filling:)``) shares no page, so their writes check nothing.
@usableFromInline
package struct ItemBuckets {
  @usableFromInline package let pages: UnsafeMutableBufferPointer<ItemPage>
  /// Whether every page is the table's own for the whole operation, so writes check nothing.
  @usableFromInline package let unshared: Bool
  @usableFromInline package let pageShift: Int
  @usableFromInline package let mask: Int
  @usableFromInline package var count: Int
  @usableFromInline package var deleted: Int

  @inlinable
  package init(
    pages: UnsafeMutableBufferPointer<ItemPage>, unshared: Bool, pageShift: Int, mask: Int,
    count: Int, deleted: Int
  ) {
    if pages.count == 1 && !unshared && !isKnownUniquelyReferenced(&pages[0]) {
      pages[0] = ItemPage.make(copying: pages[0])
    }
    self.pages = pages
    self.unshared = unshared || pages.count == 1
    self.pageShift = pageShift
    self.mask = mask
    self.count = count
    self.deleted = deleted
  }

  @inlinable
  package var pageMask: Int { (1 &<< pageShift) &- 1 }

  /// The words of the page that holds `bucket`, for reading.
  @inlinable
  @inline(__always)
  package func words(at bucket: Int) -> UnsafeMutablePointer<UInt64> {
    pages[bucket &>> pageShift].words
  }

  /// Writes `word` into `bucket`, first copying its page if another table shares it.
  @inlinable
  @inline(__always)
  package func write(_ word: UInt64, at bucket: Int) {
    let page = bucket &>> pageShift
    if !unshared && !isKnownUniquelyReferenced(&pages[page]) {
      pages[page] = ItemPage.make(copying: pages[page])
    }
    pages[page].words[bucket & pageMask] = word
  }

  /// Records `location` for the item with `hashValue`; returns the location it replaced, or
  /// `nil` if the item was new. The caller has made room with `reserveItems`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  @inline(__always)  // the body of every bulk append's loop
  package mutating func exchange(
    _ hashValue: Int, _ location: ItemLocation, matches: (ItemLocation) -> Bool
  ) -> ItemLocation? {
    let tag = ItemTable.tag(hashValue)
    var bucket = hashValue & mask
    var reusable = -1
    var words = words(at: bucket)
    while true {
      let word = words[bucket & pageMask]
      if word == ItemTable.empty { break }
      if word == ItemTable.tombstone {
        if reusable < 0 { reusable = bucket }
      } else if ItemTable.isLive(word, tag: tag) {
        let previous = ItemTable.location(word)
        if matches(previous) {
          write(ItemTable.word(tag, location), at: bucket)
          return previous
        }
      }
      bucket = (bucket &+ 1) & mask
      if bucket & pageMask == 0 { words = self.words(at: bucket) }
    }
    if reusable >= 0 {
      bucket = reusable
      deleted &-= 1
    }
    write(ItemTable.word(tag, location), at: bucket)
    count &+= 1
    return nil
  }

  /// Adds the entry of an item the table does not hold, in a table without deleted buckets.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  @inline(__always)  // the body of every rebuild's loop
  package mutating func insertNew(_ hashValue: Int, _ location: ItemLocation) {
    var bucket = hashValue & mask
    var words = words(at: bucket)
    while words[bucket & pageMask] != ItemTable.empty {
      bucket = (bucket &+ 1) & mask
      if bucket & pageMask == 0 { words = self.words(at: bucket) }
    }
    write(ItemTable.word(ItemTable.tag(hashValue), location), at: bucket)
    count &+= 1
  }
}

extension ItemTable {
  /// A table with room for `entries` entries, filled by `fill`. Its pages are new, so its
  /// writes check none.
  ///
  /// - Complexity: O(`entries`), plus `fill`'s cost.
  @inlinable
  package init(roomFor entries: Int, filling fill: (inout ItemBuckets) -> Void) {
    self.init(roomFor: entries)
    withBuckets(unshared: true, fill)
  }

  /// Runs `body` with access to the buckets; the counts it keeps become the table's.
  ///
  /// - Complexity: O(1), plus `body`'s cost.
  @inlinable
  package mutating func withBuckets<Result>(_ body: (inout ItemBuckets) -> Result) -> Result {
    withBuckets(unshared: false, body)
  }

  @inlinable
  package mutating func withBuckets<Result>(
    unshared: Bool, _ body: (inout ItemBuckets) -> Result
  ) -> Result {
    let (pageShift, mask) = (self.pageShift, self.mask)
    var counts = (count: count, deleted: deleted)
    let result = pages.withUnsafeMutableBufferPointer { pages in
      var open = ItemBuckets(
        pages: pages, unshared: unshared, pageShift: pageShift, mask: mask,
        count: counts.count, deleted: counts.deleted)
      defer { counts = (open.count, open.deleted) }
      return body(&open)
    }
    count = counts.count
    deleted = counts.deleted
    return result
  }
}
