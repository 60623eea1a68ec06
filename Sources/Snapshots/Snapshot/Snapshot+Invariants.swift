extension Snapshot {
  /// Checks every storage invariant where the build checks them; every mutation calls it.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() { checkInvariantsIfEnabled(_verifyInvariants) }

  /// Verifies the storage against its definition: positions, slots, locations and starts.
  ///
  /// - Complexity: O(*n* + *s*).
  @inline(never)
  @usableFromInline
  internal func _verifyInvariants() {
    let storage = _storage
    precondition(storage.sectionPositions.count == storage.sections.count, "section table size")
    var total = 0
    var lastNonEmpty = -1
    var usedSlots = Set<Int>()
    for (position, entry) in storage.sections.enumerated() {
      precondition(storage.sectionPositions[entry.identifier] == position, "section position")
      precondition(storage.slotPositions[entry.slot] == position, "slot position")
      precondition(usedSlots.insert(entry.slot).inserted, "slot shared")
      precondition(storage.start(ofSectionAt: position) == total, "section start")
      for (offset, item) in entry.items.enumerated() {
        precondition(
          storage.location(of: item) == ItemLocation(slot: entry.slot, offset: offset),
          "item location of \(item)")
      }
      total += entry.items.count
      if !entry.items.isEmpty { lastNonEmpty = position }
    }
    // Sections past the cached starts must be empty: they all start at `itemCount`.
    precondition(
      storage.starts.count > lastNonEmpty && storage.starts.count <= storage.sections.count,
      "starts length")
    precondition(storage.itemCount == total, "item count")
    precondition(storage.itemTable.count == total, "item table size")
    let liveBuckets = storage.itemTable.buckets.lazy.filter { $0 & ItemTable.live != 0 }.count
    let deletedBuckets = storage.itemTable.buckets.lazy.filter { $0 == ItemTable.tombstone }.count
    precondition(
      liveBuckets == total && deletedBuckets == storage.itemTable.deleted, "item table counts")
    precondition(
      _marks.reloadedItems.elements.count == _marks.reloadedItems.members.count
        && _marks.reconfiguredItems.elements.count == _marks.reconfiguredItems.members.count
        && _marks.reloadedSections.elements.count == _marks.reloadedSections.members.count,
      "marks repeat")
    for slot in storage.freeSlots { precondition(storage.slotPositions[slot] == -1, "free slot") }
    precondition(
      usedSlots.count + storage.freeSlots.count == storage.slotPositions.count, "slot count")
  }
}
