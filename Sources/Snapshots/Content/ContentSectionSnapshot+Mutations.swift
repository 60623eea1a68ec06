extension ContentSectionSnapshot {
  /// Adds items, with their content, as the last children of `parent`, or as the last roots
  /// when `parent` is `nil`; see ``SectionSnapshot/append(_:to:)``. Traps if `parent` is
  /// absent, or if an item is already present or repeated in `items`, whatever its content.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each twice (expected, if the identifiers hash
  ///   well).
  @inlinable
  public mutating func append(_ items: [Item], to parent: ItemIdentifierType? = nil) {
    guard !items.isEmpty else { return }
    let operation: StaticString = "ContentSectionSnapshot.append(_:to:)"
    var parentSlot = SectionSnapshotNode<ItemIdentifierType>.none
    if let parent {
      guard let slot = _outline._storage.slots[parent] else {
        SectionSnapshotTrap.missingParent(operation, parent)
      }
      parentSlot = slot
    }
    let identifiers = items.map(itemIdentity.identifier)
    makeUnique()
    _outline._makeUnique()
    _outline._addLeaves(
      identifiers, parent: parentSlot, before: SectionSnapshotNode<ItemIdentifierType>.none,
      operation)
    setItems(items, identifiers)
  }

  /// Adds items, with their content, as siblings right before `item`; see
  /// ``SectionSnapshot/insert(_:before:)-([ItemIdentifierType],_)``.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each twice (expected).
  @inlinable
  public mutating func insert(_ items: [Item], before item: ItemIdentifierType) {
    insert(items, nextTo: item, after: false, "ContentSectionSnapshot.insert(_:before:)")
  }

  /// Adds items, with their content, as siblings right after `item`'s whole subtree; see
  /// ``SectionSnapshot/insert(_:after:)-([ItemIdentifierType],_)``.
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each twice (expected).
  @inlinable
  public mutating func insert(_ items: [Item], after item: ItemIdentifierType) {
    insert(items, nextTo: item, after: true, "ContentSectionSnapshot.insert(_:after:)")
  }

  /// Adds items, with their content, as siblings next to `item`, for `operation`.
  @inlinable
  internal mutating func insert(
    _ items: [Item], nextTo item: ItemIdentifierType, after: Bool, _ operation: StaticString
  ) {
    let identifiers = items.map(itemIdentity.identifier)
    makeUnique()
    _outline._insert(identifiers, nextTo: item, after: after, operation)
    setItems(items, identifiers)
  }

  /// Removes items with all their descendants and their content; see
  /// ``SectionSnapshot/delete(_:)``. Traps, before removing anything, if an item is absent.
  ///
  /// - Complexity: O(*k* + *d*) for *k* items and *d* removed descendants, hashing each twice
  ///   (expected).
  @inlinable
  public mutating func delete(_ identifiers: [ItemIdentifierType]) {
    guard !identifiers.isEmpty else { return }
    // The subtrees' items, read before the outline frees their slots; the storage is let go
    // before the delete, so that the delete does not copy it.
    var removed: [ItemIdentifierType] = []
    do {
      let storage = _outline._storage
      let missing = identifiers.filter { storage.slots[$0] == nil }
      if !missing.isEmpty {
        SectionSnapshotTrap.missingItems("ContentSectionSnapshot.delete(_:)", missing)
      }
      for identifier in identifiers {
        guard let top = storage.slots[identifier] else { continue }
        var slot = top
        while slot != SectionSnapshotNode<ItemIdentifierType>.none {
          removed.append(storage.item(at: slot))
          slot = storage.successor(of: slot, descending: true, within: top)
        }
      }
    }
    makeUnique()
    for identifier in removed { _items.update(nil, for: identifier) }
    _outline.delete(identifiers)
    _checkContent()
  }

  /// Removes every item, its content and every expanded flag.
  ///
  /// - Complexity: O(1); the old storage is freed when no copy shares it.
  @inlinable
  public mutating func deleteAll() {
    _outline.deleteAll()
    _items = ContentTable()
    _token = ContentToken()
    _record = nil
  }

  /// Expands items; see ``SectionSnapshot/expand(_:)``. The content does not change.
  ///
  /// - Complexity: As ``SectionSnapshot/expand(_:)``.
  @inlinable
  public mutating func expand(_ identifiers: [ItemIdentifierType]) {
    _outline.expand(identifiers)
  }

  /// Collapses items; see ``SectionSnapshot/collapse(_:)``. The content does not change.
  ///
  /// - Complexity: As ``SectionSnapshot/collapse(_:)``.
  @inlinable
  public mutating func collapse(_ identifiers: [ItemIdentifierType]) {
    _outline.collapse(identifiers)
  }

  /// Replaces the content of items already in the outline, hidden or visible, matched by
  /// identifier. A model whose item the outline lacks is ignored, so a late update of a
  /// deleted item does no harm.
  ///
  /// ```swift
  /// outline.updateItems([renamed])   // the next apply reconfigures its cell, if it is shown
  /// ```
  ///
  /// - Complexity: Expected O(*k*) for *k* models, if their identifiers hash well.
  @inlinable
  public mutating func updateItems(_ items: [Item]) {
    makeUnique()
    for item in items {
      let identifier = itemIdentity.identifier(item)
      guard _items[identifier] != nil else { continue }
      _items.update(item, for: identifier)
      _record?.items.append(identifier)
    }
    if _record?.isFull == true { _record = nil }
    _checkContent()
  }
}

extension ContentSectionSnapshot {
  /// Gives this value a token of its own before a change of content, starting a record from
  /// the value it shared its token with; see ``ContentSnapshot``'s.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal mutating func makeUnique() {
    if isKnownUniquelyReferenced(&_token) { return }
    _record = ContentRecord(base: _token, models: _outline.count)
    _token = ContentToken()
  }

  /// Stores the content of items the outline has just accepted.
  ///
  /// - Complexity: Expected O(*k*) for *k* items.
  @inlinable
  internal mutating func setItems(_ items: [Item], _ identifiers: [ItemIdentifierType]) {
    for (identifier, item) in zip(identifiers, items) { _items.update(item, for: identifier) }
    _record?.items.append(contentsOf: identifiers)
    if _record?.isFull == true { _record = nil }
    _checkContent()
  }
}
