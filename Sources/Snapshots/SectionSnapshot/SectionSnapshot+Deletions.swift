extension SectionSnapshot {
  /// Removes items together with all their descendants; removed items lose their expanded flag.
  ///
  /// Listing an item twice, or an item and one of its descendants, is fine. Traps, before
  /// removing anything, if any item is absent; the message lists every absent identifier.
  ///
  /// - Complexity: O(*k* + *d*) for *k* items and *d* removed descendants, hashing each once
  ///   (expected, if the identifiers hash well).
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    guard !items.isEmpty else { return }
    var found: [Int32] = []
    found.reserveCapacity(items.count)
    var missing: [ItemIdentifierType] = []
    for item in items {
      if let slot = _storage.slots[item] {
        found.append(slot)
      } else {
        missing.append(item)
      }
    }
    if !missing.isEmpty { SectionSnapshotTrap.missingItems("SectionSnapshot.delete(_:)", missing) }
    // Copying keeps slot numbers, so `found` stays valid; nothing is allocated below, so a freed
    // slot (an item listed twice, or below another listed item) is still free when reached.
    _makeUnique()
    for slot in found where _storage.nodes[Int(slot)].item != nil {
      _storage.removeSubtree(slot)
    }
    _storage.invalidateOrder()
    _checkInvariants()
  }

  /// Removes every item and every expanded flag.
  ///
  /// - Complexity: O(1), plus releasing the storage if no other value shares it.
  @inlinable
  public mutating func deleteAll() {
    _storage = Storage()
    _checkInvariants()
  }
}
