extension SectionSnapshot {
  /// Expands items, so that their children are visible whenever they are.
  ///
  /// Absent items are ignored; an item may be expanded whether or not it has children.
  ///
  /// - Complexity: O(*k* + *r*) for *k* items and the *r* rows this shows, hashing each item
  ///   once (expected, if the identifiers hash well). Items already expanded cost only their
  ///   lookup, and do not copy storage shared with another value.
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    _setExpanded(items, true)
  }

  /// Collapses items, hiding their descendants; the descendants keep their own flags.
  ///
  /// Absent items are ignored.
  ///
  /// - Complexity: O(*k* + *r*) for *k* items and the *r* rows this hides, hashing each item
  ///   once (expected, if the identifiers hash well). Items already collapsed cost only their
  ///   lookup, and do not copy storage shared with another value.
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    _setExpanded(items, false)
  }

  /// Gives every item that `other` also contains the expanded flag it has in `other`.
  ///
  /// Items that `other` does not contain keep their own flag. This is how an outline rebuilt
  /// from fresh data keeps what the person using it opened and closed:
  ///
  /// ```swift
  /// var fresh = SectionSnapshot<Folder.ID>(...)    // built from new data, all collapsed
  /// fresh.copyExpansionState(from: current)        // reopen what was open
  /// ```
  ///
  /// - Complexity: O(*n* + *m*) for *n* items here and *m* in `other`, hashing only the items
  ///   expanded in either (expected, if the identifiers hash well), plus the rows shown or
  ///   hidden.
  @inlinable
  public mutating func copyExpansionState(from other: SectionSnapshot) {
    if other._storage === _storage { return }
    var changes: [(slot: Int32, isExpanded: Bool)] = []
    let theirs = other._storage
    for node in theirs.nodes where node.isExpanded {
      if let slot = _storage.slots[node.item.unsafelyUnwrapped],
        !_storage.nodes[Int(slot)].isExpanded
      {
        changes.append((slot, true))
      }
    }
    for slot in _storage.nodes.indices where _storage.nodes[slot].isExpanded {
      if let theirSlot = theirs.slots[_storage.item(at: Int32(truncatingIfNeeded: slot))],
        !theirs.nodes[Int(theirSlot)].isExpanded
      {
        changes.append((Int32(truncatingIfNeeded: slot), false))
      }
    }
    guard !changes.isEmpty else { return }
    _makeUnique()
    for change in changes { _storage.setExpanded(change.slot, change.isExpanded) }
    _checkInvariants()
  }

  /// Sets the expanded flag of the present items, copying storage only if a flag changes.
  ///
  /// - Complexity: O(*k* + *r*) for *k* items and *r* rows shown or hidden.
  @inlinable
  internal mutating func _setExpanded(_ items: [ItemIdentifierType], _ isExpanded: Bool) {
    var isUnique = false
    for item in items {
      guard let slot = _storage.slots[item],
        _storage.nodes[Int(slot)].isExpanded != isExpanded
      else { continue }
      if !isUnique {
        _makeUnique()
        isUnique = true
      }
      _storage.setExpanded(slot, isExpanded)
    }
    if isUnique { _checkInvariants() }
  }
}
