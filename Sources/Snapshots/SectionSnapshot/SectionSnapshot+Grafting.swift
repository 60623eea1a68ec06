extension SectionSnapshot {
  /// Inserts the forest of another section snapshot right before `item`, at its level, with
  /// the other snapshot's hierarchy and expanded flags.
  ///
  /// The other snapshot's roots become siblings of `item`. Traps if `item` is absent or if an
  /// item of `snapshot` is already present. An empty `snapshot` does nothing, even when `item`
  /// is absent.
  ///
  /// - Complexity: O(*m*) for *m* items in `snapshot`, hashing each once (amortised, expected
  ///   if the identifiers hash well).
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, before item: ItemIdentifierType) {
    _insert(snapshot, nextTo: item, after: false, "SectionSnapshot.insert(_:before:)")
  }

  /// Inserts the forest of another section snapshot right after `item`'s whole subtree, at its
  /// level, with the other snapshot's hierarchy and expanded flags.
  ///
  /// The other snapshot's roots become siblings of `item`. Traps if `item` is absent or if an
  /// item of `snapshot` is already present. An empty `snapshot` does nothing, even when `item`
  /// is absent.
  ///
  /// - Complexity: O(*m*) for *m* items in `snapshot`, hashing each once (amortised, expected
  ///   if the identifiers hash well).
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, after item: ItemIdentifierType) {
    _insert(snapshot, nextTo: item, after: true, "SectionSnapshot.insert(_:after:)")
  }

  /// Replaces the descendants of `parent` with the forest of `snapshot`, whose roots become
  /// `parent`'s children, with their hierarchy and expanded flags.
  ///
  /// The current descendants are removed first, so `snapshot` may contain them again: that is
  /// how lazily loaded children are refreshed. `parent`'s own expanded flag does not change.
  ///
  /// ```swift
  /// var children = SectionSnapshot<String>()
  /// children.append(["🍎", "🍐", "🍊"])
  /// outline.replace(childrenOf: "Fruit", using: children)
  /// ```
  ///
  /// Traps if `parent` is absent, or if an item of `snapshot` is present in the section
  /// snapshot outside `parent`'s descendants (`parent` itself included).
  ///
  /// - Complexity: O(*d* + *m*) for *d* removed descendants and *m* items in `snapshot`,
  ///   hashing each once (amortised, expected if the identifiers hash well).
  @inlinable
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: SectionSnapshot
  ) {
    _makeUnique()
    guard let parentSlot = _storage.slots[parent] else {
      SectionSnapshotTrap.missingParent("SectionSnapshot.replace(childrenOf:using:)", parent)
    }
    _storage.removeChildren(of: parentSlot)
    _graft(
      snapshot, parent: parentSlot, before: Node.none,
      operation: "SectionSnapshot.replace(childrenOf:using:)")
  }

  /// Grafts `snapshot`'s forest as siblings right before `item`, or right after its whole
  /// subtree.
  ///
  /// - Complexity: O(*m*) for *m* items in `snapshot`.
  @inlinable
  internal mutating func _insert(
    _ snapshot: SectionSnapshot, nextTo item: ItemIdentifierType, after: Bool,
    _ operation: StaticString
  ) {
    guard !snapshot.isEmpty else { return }
    _makeUnique()
    let place = _siblingPlace(nextTo: item, after: after, operation)
    _graft(snapshot, parent: place.parent, before: place.next, operation: operation)
  }

  /// Copies `snapshot`'s forest among the children of `parent` before `next`, then traps on
  /// repeats or finishes the mutation.
  ///
  /// - Complexity: O(*m*) for *m* items in `snapshot`.
  @inlinable
  internal mutating func _graft(
    _ snapshot: SectionSnapshot, parent: Int32, before next: Int32, operation: StaticString
  ) {
    var repeats: [ItemIdentifierType] = []
    _storage.graft(
      from: snapshot._storage, first: snapshot._storage.firstRoot, single: false,
      parent: parent, before: next, repeats: &repeats)
    if !repeats.isEmpty { SectionSnapshotTrap.repeats(operation, repeats) }
    _storage.invalidateOrder()
    _checkInvariants()
  }
}
