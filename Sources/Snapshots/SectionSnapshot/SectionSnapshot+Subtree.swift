extension SectionSnapshot {
  /// A new section snapshot of `parent`'s descendants, re-rooted at level 0, with their
  /// hierarchy and expanded flags.
  ///
  /// Without `includingParent`, `parent`'s children become the roots (an empty snapshot if
  /// `parent` is a leaf); with it, `parent` is the only root and keeps its expanded flag.
  /// Visibility is recomputed for the new roots, which are always visible.
  ///
  /// ```swift
  /// let fruit = outline.snapshot(of: "Fruit")
  /// fruit.rootItems  // ["🍎", "🍐"]
  /// ```
  ///
  /// Traps if `parent` is absent.
  ///
  /// - Complexity: O(*d*) for *d* copied items, hashing each once (amortised, expected if the
  ///   identifiers hash well).
  @inlinable
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> SectionSnapshot {
    guard let slot = _storage.slots[parent] else {
      SectionSnapshotTrap.missingParent("SectionSnapshot.snapshot(of:includingParent:)", parent)
    }
    let result = Storage()
    var repeats: [ItemIdentifierType] = []
    result.graft(
      from: _storage, first: includingParent ? slot : _storage.nodes[Int(slot)].firstChild,
      single: includingParent, parent: Node.none, before: Node.none, repeats: &repeats)
    let snapshot = SectionSnapshot(_storage: result)
    snapshot._checkInvariants()
    return snapshot
  }
}
