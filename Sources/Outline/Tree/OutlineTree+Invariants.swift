extension OutlineTree {
  /// Verifies the engine, and that identifiers and slots map to each other; every mutation
  /// calls it through `checkInvariantsIfEnabled`, where the build checks invariants.
  ///
  /// - Complexity: O(*n*).
  @inline(never)
  @usableFromInline
  internal func verifyInvariants() {
    let storage = _storage
    storage.engine.verifyInvariants()
    precondition(storage.ids.count == storage.engine.nodes.count, "identifier table size")
    precondition(storage.ids[0] == nil, "the invisible root has an identifier")
    var named = 0
    for slot in 0..<storage.ids.count {
      let live = storage.engine.nodes[slot].isLive
      guard let id = storage.ids[slot] else {
        precondition(slot == 0 || !live, "live slot \(slot) without identifier")
        continue
      }
      precondition(live, "identifier \(id) on a free slot")
      precondition(storage.slot(of: id) == Int32(slot), "slot of \(id)")
      named += 1
    }
    precondition(named == storage.slots.count, "identifier table count")
  }
}
