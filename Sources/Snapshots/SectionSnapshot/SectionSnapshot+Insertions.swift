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
    _addLeaves(items, parent: parentSlot, before: Node.none, "SectionSnapshot.append(_:to:)")
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
    _insert(items, nextTo: item, after: false, "SectionSnapshot.insert(_:before:)")
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
    _insert(items, nextTo: item, after: true, "SectionSnapshot.insert(_:after:)")
  }

  /// Adds collapsed leaves as siblings right before `item`, or right after its whole subtree.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each once.
  @inlinable
  internal mutating func _insert(
    _ items: [ItemIdentifierType], nextTo item: ItemIdentifierType, after: Bool,
    _ operation: StaticString
  ) {
    guard !items.isEmpty else { return }
    _makeUnique()
    let place = _siblingPlace(nextTo: item, after: after, operation)
    _addLeaves(items, parent: place.parent, before: place.next, operation)
  }

  /// Where a sibling inserted right before `item`, or right after `item`'s whole subtree, goes:
  /// its parent's slot and the slot it precedes. Traps if `item` is absent.
  @inlinable
  internal func _siblingPlace(
    nextTo item: ItemIdentifierType, after: Bool, _ operation: StaticString
  ) -> (parent: Int32, next: Int32) {
    guard let destination = _storage.slots[item] else {
      SectionSnapshotTrap.missingDestination(operation, item)
    }
    let parent = _storage.nodes[Int(destination)].parent
    return (parent, after ? _storage.nodes[Int(destination)].next : destination)
  }

  /// Links new collapsed leaves under `parent` before the sibling `next`, trapping on
  /// repeated or present items, then drops the cached order.
  @inlinable
  internal mutating func _addLeaves(
    _ items: [ItemIdentifierType], parent: Int32, before next: Int32,
    _ operation: StaticString
  ) {
    var repeats: [ItemIdentifierType] = []
    _storage.addLeaves(items, parent: parent, before: next, repeats: &repeats)
    if !repeats.isEmpty { SectionSnapshotTrap.repeats(operation, repeats) }
    _storage.invalidateOrder()
    _checkInvariants()
  }
}
