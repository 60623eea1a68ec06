extension Snapshot {
  /// Appends items to the end of a section, or of the last section when `section` is `nil`.
  ///
  /// An item that is already in the snapshot is moved here. Traps if the snapshot has no
  /// sections, if `section` is not in it, or if `identifiers` repeats an identifier. An empty
  /// list does nothing.
  ///
  /// ```swift
  /// snapshot.appendItems([7, 8], toSection: "All")
  /// ```
  ///
  /// - Complexity: Expected O(*k*) amortised for *k* items appended to the last section that
  ///   has items or a later one; O(*k* + *s*) for an earlier one of *s* sections. Items moved
  ///   from elsewhere add the edit of each chunk they leave (see ``insertItems(_:beforeItem:)``).
  ///   Expected if the identifiers hash well.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    if identifiers.isEmpty { return }
    let position: Int
    if let section {
      position = _existingPosition(of: section, "appendItems(_:toSection:)")
    } else if _storage.sections.isEmpty {
      trap(
        "Snapshot.appendItems(_:toSection:)",
        "there are no sections to append items \(describeIdentifiers(identifiers)) to; "
          + "append a section first")
    } else {
      position = _storage.sections.count - 1
    }
    _placeItems(identifiers, inSectionAt: position, at: .end, "appendItems(_:toSection:)")
  }

  /// Inserts items right before an item, in that item's section.
  ///
  /// An item that is already in the snapshot is moved here. Traps if `beforeIdentifier` is not
  /// in the snapshot or is one of `identifiers`, or if `identifiers` repeats an identifier. An
  /// empty list does nothing.
  ///
  /// - Complexity: Expected O(*k* + log *m* + *s*) amortised for *k* items inserted into a
  ///   section of *m* items, among *s* sections, if the identifiers hash well. A section holds
  ///   its items in chunks of at most 1 024, so an edit rewrites one chunk, not every later
  ///   item; a chunk that overflows is split, adding O(*m* / 768) for the section's list of
  ///   chunks.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, nextTo: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
  }

  /// Inserts items right after an item, in that item's section.
  ///
  /// An item that is already in the snapshot is moved here. Traps if `afterIdentifier` is not
  /// in the snapshot or is one of `identifiers`, or if `identifiers` repeats an identifier. An
  /// empty list does nothing.
  ///
  /// - Complexity: Expected O(*k* + log *m* + *s*) amortised for *k* items inserted into a
  ///   section of *m* items, among *s* sections, if the identifiers hash well. A section holds
  ///   its items in chunks of at most 1 024, so an edit rewrites one chunk, not every later
  ///   item; a chunk that overflows is split, adding O(*m* / 768) for the section's list of
  ///   chunks.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, nextTo: afterIdentifier, after: true, "insertItems(_:afterItem:)")
  }

  /// Moves an item right before another item, possibly into another section.
  ///
  /// Traps if either item is not in the snapshot or if they are the same item.
  ///
  /// - Complexity: Expected O(log *m* + *s*) amortised for sections of up to *m* items, among
  ///   *s* sections, if the identifiers hash well: the edits of two chunks, as for
  ///   ``insertItems(_:beforeItem:)``.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, nextTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
  }

  /// Moves an item right after another item, possibly into another section.
  ///
  /// Traps if either item is not in the snapshot or if they are the same item.
  ///
  /// - Complexity: Expected O(log *m* + *s*) amortised for sections of up to *m* items, among
  ///   *s* sections, if the identifiers hash well: the edits of two chunks, as for
  ///   ``insertItems(_:beforeItem:)``.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, nextTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
  }

  /// Deletes items; identifiers that are not in the snapshot are ignored. Sections stay, even
  /// when they become empty.
  ///
  /// - Complexity: Expected O(*k* log *k* + *s*) for *k* identifiers among *s* sections, plus
  ///   the edit of each chunk they leave (at most 1 024 items, and O(log *m*) for a section of
  ///   *m* items), if identifiers hash well.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    if identifiers.isEmpty { return }
    _makeUnique()
    var removed: [ItemLocation] = []
    removed.reserveCapacity(identifiers.count)
    let storage = _storage
    for identifier in identifiers {
      if let location = storage.itemTable.remove(
        identifier.hashValue, matches: { storage.item(at: $0) == identifier })
      {
        removed.append(location)
      }
    }
    _storage.removeItems(at: removed)
    _note(identifiers, in: \.touchedItems)
    _checkInvariants()
  }

  /// Deletes every item and every section, leaving an empty snapshot.
  ///
  /// - Complexity: O(1) for this snapshot; the old storage is freed when no copy shares it.
  @inlinable
  public mutating func deleteAllItems() {
    _storage = Storage()
    _record = nil
    _checkInvariants()
  }
}

extension Snapshot {
  /// Where `_placeItems` puts its items within the section.
  @usableFromInline
  internal enum Placement {
    case end
    case before(ItemIdentifierType)
    case after(ItemIdentifierType)
  }

  @inlinable
  internal mutating func _insertItems(
    _ identifiers: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool,
    _ operation: String
  ) {
    if identifiers.isEmpty { return }
    guard let location = _storage.position(ofItem: destination) else {
      trap(
        "Snapshot.\(operation)",
        "destination item identifier \(describeIdentifiers([destination])) does not exist "
          + "in the snapshot")
    }
    if identifiers.contains(destination) {
      trap(
        "Snapshot.\(operation)",
        "destination item identifier \(describeIdentifiers([destination])) is among the "
          + "inserted identifiers \(describeIdentifiers(identifiers))")
    }
    _placeItems(
      identifiers, inSectionAt: location.section,
      at: after ? .after(destination) : .before(destination), operation)
  }

  @inlinable
  internal mutating func _moveItem(
    _ identifier: ItemIdentifierType, nextTo destination: ItemIdentifierType, after: Bool,
    _ operation: String
  ) {
    let missing = [identifier, destination].filter { _storage.location(of: $0) == nil }
    if !missing.isEmpty {
      trap(
        "Snapshot.\(operation)",
        "item identifiers \(describeIdentifiers(missing)) do not exist in the snapshot")
    }
    if identifier == destination {
      trap(
        "Snapshot.\(operation)",
        "cannot move item identifier \(describeIdentifiers([identifier])) relative to itself")
    }
    _insertItems([identifier], nextTo: destination, after: after, operation)
  }

  /// Places items in the section at `position`, first taking any that are already in the
  /// snapshot out of their old places. Each identifier is hashed once; appending to a section
  /// hashes nothing else.
  @inlinable
  internal mutating func _placeItems(
    _ identifiers: [ItemIdentifierType], inSectionAt position: Int, at placement: Placement,
    _ operation: String
  ) {
    _makeUnique()
    let storage = _storage
    let count = identifiers.count
    // The new items go to the section's end first, so that their table entries always point at
    // them; an entry found there again means a repeat within this call.
    let stagingBase = storage.sections[position].items.count
    if stagingBase + count > SnapshotCapacity.itemsPerSectionLimit {
      trap(
        "Snapshot.\(operation)",
        "a section holds at most \(SnapshotCapacity.itemsPerSectionLimit) items")
    }
    storage.reserveItems(count)
    let staged = storage.insert(identifiers, intoSectionAt: position, at: stagingBase)
    var moved: [ItemLocation] = []
    // One pass over the table with its buckets held open; a repeat is told apart from a move
    // only when an entry is found, which a build of new items never does.
    storage.itemTable.withBuckets { buckets in
      for index in 0..<count {
        let identifier = identifiers[index]
        guard
          let previous = buckets.exchange(
            identifier.hashValue, staged[index], matches: { storage.item(at: $0) == identifier })
        else { continue }
        let place = storage.position(of: previous)
        if place.section == position && place.offset >= stagingBase {
          trap(
            "Snapshot.\(operation)",
            repeatedIdentifiers("item", repeatedElements(identifiers)))
        }
        moved.append(previous)
      }
    }
    if moved.isEmpty {
      storage.noteItemsAdded(count, toSectionAt: position)
    } else {
      storage.removeItems(at: moved)  // recomputes the section starts, staged items included
    }

    let end = storage.sections[position].items.count - count
    let insertionOffset: Int
    switch placement {
    case .end: insertionOffset = end
    case .before(let item): insertionOffset = storage.position(ofItem: item)!.offset
    case .after(let item): insertionOffset = storage.position(ofItem: item)!.offset + 1
    }
    if insertionOffset < end {
      storage.moveStagedItems(ofSectionAt: position, count: count, to: insertionOffset)
    }
    _note(identifiers, in: \.touchedItems)
    _checkInvariants()
  }
}
