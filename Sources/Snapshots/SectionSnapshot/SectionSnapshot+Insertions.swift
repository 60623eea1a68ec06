extension SectionSnapshot {
  /// Adds items as the last children of `parent`, or as the last roots when `parent` is `nil`.
  ///
  /// The new items are collapsed leaves; `parent`'s own expanded flag does not change, so they
  /// are visible if `parent` is visible and expanded.
  ///
  /// ```swift
  /// outline.append(["Fruit"])
  /// outline.append(["🍎", "🍐"], to: "Fruit")
  /// ```
  ///
  /// Traps if `parent` is absent, or if an item is already present or repeated in `items`.
  /// An empty `items` does nothing, even when `parent` is absent.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each once (amortised, expected if the
  ///   identifiers hash well).
  @inlinable
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    guard !items.isEmpty else { return }
    _makeUnique()
    var parentSlot = Node.none
    if let parent {
      guard let slot = _storage.slots[parent] else {
        SectionSnapshotTrap.missingParent("SectionSnapshot.append(_:to:)", parent)
      }
      parentSlot = slot
    }
    var duplicates: [ItemIdentifierType] = []
    _storage.addLeaves(items, parent: parentSlot, before: Node.none, duplicates: &duplicates)
    if !duplicates.isEmpty {
      SectionSnapshotTrap.duplicates("SectionSnapshot.append(_:to:)", duplicates)
    }
    _storage.invalidateOrder()
    _checkInvariants()
  }

  /// Adds items as siblings right before `item`, at its level, under its parent.
  ///
  /// The new items are collapsed leaves. Traps if `item` is absent, or if an inserted item is
  /// already present or repeated. An empty `items` does nothing, even when `item` is absent.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each once (amortised, expected if the
  ///   identifiers hash well).
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    guard !items.isEmpty else { return }
    _makeUnique()
    guard let destination = _storage.slots[item] else {
      SectionSnapshotTrap.missingDestination("SectionSnapshot.insert(_:before:)", item)
    }
    var duplicates: [ItemIdentifierType] = []
    _storage.addLeaves(
      items, parent: _storage.nodes[Int(destination)].parent, before: destination,
      duplicates: &duplicates)
    if !duplicates.isEmpty {
      SectionSnapshotTrap.duplicates("SectionSnapshot.insert(_:before:)", duplicates)
    }
    _storage.invalidateOrder()
    _checkInvariants()
  }

  /// Adds items as siblings right after `item`'s whole subtree, at its level, under its parent.
  ///
  /// The new items are collapsed leaves. Traps if `item` is absent, or if an inserted item is
  /// already present or repeated. An empty `items` does nothing, even when `item` is absent.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each once (amortised, expected if the
  ///   identifiers hash well).
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    guard !items.isEmpty else { return }
    _makeUnique()
    guard let destination = _storage.slots[item] else {
      SectionSnapshotTrap.missingDestination("SectionSnapshot.insert(_:after:)", item)
    }
    var duplicates: [ItemIdentifierType] = []
    _storage.addLeaves(
      items, parent: _storage.nodes[Int(destination)].parent,
      before: _storage.nodes[Int(destination)].next, duplicates: &duplicates)
    if !duplicates.isEmpty {
      SectionSnapshotTrap.duplicates("SectionSnapshot.insert(_:after:)", duplicates)
    }
    _storage.invalidateOrder()
    _checkInvariants()
  }
}
