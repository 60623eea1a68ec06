/// The copy-on-write storage of an ``OutlineTree``: the engine, and the two-way map between
/// identifiers and the engine's slots.
@usableFromInline
internal final class OutlineStorage<ID: Hashable> {
  @usableFromInline internal var engine: OutlineEngine
  /// The identifier of each slot; `nil` for the invisible root and free slots.
  @usableFromInline internal var ids: ContiguousArray<ID?>
  @usableFromInline internal var slots: [ID: Int32]
  /// Where this storage was copied from and what it changed since, for hosts.
  internal var lineage = OutlineLineage<ID>()

  @usableFromInline
  internal init() {
    engine = OutlineEngine()
    ids = [nil]
    slots = [:]
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
  internal func slot(of id: ID) -> Int32? { slots[id] }

  /// The slot of a parent: the invisible root for `nil`.
  @inlinable
  internal func slot(ofParent id: ID?) -> Int32? {
    guard let id else { return 0 }
    return slots[id]
  }

  /// The identifier of a slot; `nil` for the invisible root.
  @inlinable
  internal func id(of slot: Int32) -> ID? { ids[Int(slot)] }

  /// A new node slot for `id`.
  @usableFromInline
  internal func register(_ id: ID) -> Int32 {
    let slot = engine.allocateNode()
    if Int(slot) == ids.count { ids.append(id) } else { ids[Int(slot)] = id }
    slots[id] = slot
    return slot
  }

  /// Forgets the identifiers of slots the engine freed.
  @usableFromInline
  internal func unregister<S: Sequence>(_ freed: S) where S.Element == Int32 {
    for slot in freed {
      if let id = ids[Int(slot)] { slots[id] = nil }
      ids[Int(slot)] = nil
    }
  }

  /// The row identity of an engine entry's node value.
  @inlinable
  internal func row(forNode node: Int32) -> OutlineRow<ID> {
    node >= 0 ? .node(ids[Int(node)]!) : .footer(parent: ids[Int(~node)])
  }
}
