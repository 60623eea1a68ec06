/// The copy-on-write storage of an ``OutlineTree``: the engine, and the two-way map between
/// identifiers and the engine's slots.
///
/// Every part of it is held in pages that copies share: the engine's records and row index,
/// the identifiers by slot, and the table from identifiers to slots, which is a snapshot's
/// item table whose locations name slots. So a copy of the tree changed once copies the pages
/// its change writes, not the tree.
@usableFromInline
internal final class OutlineStorage<ID: Hashable> {
  @usableFromInline internal var engine: OutlineEngine
  /// The identifier of each slot; `nil` for the invisible root and free slots.
  @usableFromInline internal var ids = PagedArray<ID?>()
  /// The slot of each identifier, as the chunk of its location; a probe compares the
  /// identifier of the slot, so the table stores no identifiers.
  @usableFromInline internal var slots = ItemTable()
  /// Where this storage was copied from and what it changed since, for hosts.
  internal var lineage = OutlineLineage<ID>()

  @usableFromInline
  internal init() {
    engine = OutlineEngine()
    ids.append(nil)
  }

  @usableFromInline
  internal init(copying other: OutlineStorage) {
    engine = OutlineEngine(copying: other.engine)
    ids = other.ids
    slots = other.slots
    lineage = OutlineLineage(copying: other.lineage)
  }

  /// The slot of a node, or `nil` when it is not in the outline.
  @inlinable
  internal func slot(of id: ID) -> Int32? {
    // Unwrapped before comparing: `Optional`'s `==` costs generic code a conformance lookup.
    slots.find(id.hashValue) { location in
      guard let stored = ids[Int(location.chunk)] else { return false }
      return stored == id
    }.map { Int32(bitPattern: $0.chunk) }
  }

  /// The slot of a parent: the invisible root for `nil`.
  @inlinable
  internal func slot(ofParent id: ID?) -> Int32? {
    guard let id else { return 0 }
    return slot(of: id)
  }

  /// The identifier of a slot; `nil` for the invisible root.
  @inlinable
  internal func id(of slot: Int32) -> ID? { ids[Int(slot)] }

  /// A new node slot for `id`.
  @usableFromInline
  internal func register(_ id: ID) -> Int32 {
    reserveSlots(1)
    let slot = engine.allocateNode()
    if Int(slot) == ids.count { ids.append(id) } else { ids[Int(slot)] = id }
    _ = slots.exchange(id.hashValue, location(of: slot)) { _ in false }
    return slot
  }

  /// Forgets the identifiers of slots the engine freed.
  @usableFromInline
  internal func unregister<S: Sequence>(_ freed: S) where S.Element == Int32 {
    for slot in freed {
      if let id = ids[Int(slot)] { _ = slots.remove(id.hashValue) { $0.chunk == UInt32(slot) } }
      ids[Int(slot)] = nil
    }
  }

  /// Makes room in the table for `additional` more identifiers: a full table is rebuilt, each
  /// identifier hashed again, as a `Dictionary` does when it grows.
  ///
  /// - Complexity: O(1), or O(*n*) when the table is rebuilt.
  @usableFromInline
  internal func reserveSlots(_ additional: Int) {
    if slots.hasRoom(for: additional) { return }
    let ids = self.ids
    slots = ItemTable(roomFor: (slots.count &+ additional) &* 2) { buckets in
      for slot in 1..<ids.count {
        if let id = ids[slot] { buckets.insertNew(id.hashValue, location(of: Int32(slot))) }
      }
    }
  }

  /// The table's location for a slot.
  @inlinable
  internal func location(of slot: Int32) -> ItemLocation {
    ItemLocation(chunk: UInt32(bitPattern: slot), birth: 0)
  }

  /// The row identity of an engine entry's node value.
  @inlinable
  internal func row(forNode node: Int32) -> OutlineRow<ID> {
    node >= 0 ? .node(ids[Int(node)]!) : .footer(parent: ids[Int(~node)])
  }
}
