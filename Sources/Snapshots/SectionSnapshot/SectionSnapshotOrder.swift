/// The depth-first order of a section snapshot, built on demand and cached in its storage.
///
/// Structural changes (adding, inserting, deleting, replacing) drop the cache; expanding and
/// collapsing keep it. The next read of `items` or `index(of:)` rebuilds it in one O(*n*) walk,
/// after which both are O(1) until the next structural change.
@usableFromInline
internal struct SectionSnapshotOrder<Item> {
  /// The items in depth-first order.
  @usableFromInline internal var items: [Item]
  /// The slot at each depth-first offset.
  @usableFromInline internal var slots: [Int32]
  /// The depth-first offset of each slot; -1 for free slots.
  @usableFromInline internal var offsets: [Int32]

  /// Creates an order from its parts.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init(items: [Item], slots: [Int32], offsets: [Int32]) {
    self.items = items
    self.slots = slots
    self.offsets = offsets
  }
}

extension SectionSnapshotStorage {
  /// Runs `body` on the depth-first order, building and caching it first if needed.
  ///
  /// Safe to call on storage that other copies share: the cache is read and written under
  /// `orderLock`.
  ///
  /// - Complexity: O(*n*) for *n* items the first time after a structural change, then O(1)
  ///   plus `body`.
  @inlinable
  internal func withOrder<R>(_ body: (SectionSnapshotOrder<Item>) -> R) -> R {
    orderLock.lock()
    defer { orderLock.unlock() }
    if orderCache == nil { orderCache = buildOrder() }
    return body(orderCache.unsafelyUnwrapped)
  }

  /// Walks the forest in depth-first order and records each item, slot and offset.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  internal func buildOrder() -> SectionSnapshotOrder<Item> {
    var items: [Item] = []
    var order: [Int32] = []
    items.reserveCapacity(count)
    order.reserveCapacity(count)
    var offsets = [Int32](repeating: -1, count: nodes.count)
    var slot = firstRoot
    while slot != Node.none {
      offsets[Int(slot)] = Int32(truncatingIfNeeded: order.count)
      order.append(slot)
      items.append(item(at: slot))
      slot = successor(of: slot, descending: true, within: Node.none)
    }
    return SectionSnapshotOrder(items: items, slots: order, offsets: offsets)
  }
}

extension SectionSnapshotStorage {
  /// The depth-first order, built and cached first if needed.
  ///
  /// - Complexity: O(*n*) for *n* items the first time after a structural change, then O(1).
  @inlinable
  internal func order() -> SectionSnapshotOrder<Item> {
    withOrder { $0 }
  }
}
