extension Snapshot {
  /// Appends empty sections at the end.
  ///
  /// Traps if a section is already in the snapshot or `identifiers` repeats one. An empty list
  /// does nothing.
  ///
  /// - Complexity: Expected O(*k*) amortised for *k* sections, if they hash well.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    if identifiers.isEmpty { return }
    _requireNewSections(identifiers, "appendSections(_:)")
    _makeUnique()
    _storage.insertSections(identifiers, at: _storage.sections.count)
    _checkInvariants()
  }

  /// Inserts empty sections right before a section.
  ///
  /// Traps if `toIdentifier` is not a section of the snapshot or is one of `identifiers`, or if
  /// a section is already present or repeated. An empty list does nothing.
  ///
  /// - Complexity: Expected O(*k* + *s* + *c*) for *k* sections inserted among *s*, where *c*
  ///   is the number of chunks of items (up to 1 024 each) in the sections after them.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    _insertSections(
      identifiers, nextTo: toIdentifier, after: false, "insertSections(_:beforeSection:)")
  }

  /// Inserts empty sections right after a section.
  ///
  /// Traps if `toIdentifier` is not a section of the snapshot or is one of `identifiers`, or if
  /// a section is already present or repeated. An empty list does nothing.
  ///
  /// - Complexity: Expected O(*k* + *s* + *c*) for *k* sections inserted among *s*, where *c*
  ///   is the number of chunks of items (up to 1 024 each) in the sections after them.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    _insertSections(
      identifiers, nextTo: toIdentifier, after: true, "insertSections(_:afterSection:)")
  }

  /// Deletes sections and all their items; identifiers that are not sections of the snapshot
  /// are ignored.
  ///
  /// - Complexity: Expected O(*k* + *s* + *d* + *c*) for *k* identifiers among *s* sections,
  ///   where *d* is the number of items deleted with them and *c* the number of chunks of items
  ///   (up to 1 024 each) in the sections after the first deleted.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let positions = Set(identifiers.compactMap { _storage.sectionPositions[$0] }).sorted()
    if positions.isEmpty { return }
    _makeUnique()
    _note(positions.map { _storage.sections[$0].identifier }, in: \.deletedSections)
    _storage.removeSections(at: positions)
    _checkInvariants()
  }

  /// Moves a section, with its items, right before another section.
  ///
  /// Traps if either section is not in the snapshot or if they are the same section.
  ///
  /// - Complexity: Expected O(*s* + *c*) for *s* sections, where *c* is the number of chunks
  ///   of items (up to 1 024 each) in the sections from the source to the destination.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, nextTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
  }

  /// Moves a section, with its items, right after another section.
  ///
  /// Traps if either section is not in the snapshot or if they are the same section.
  ///
  /// - Complexity: Expected O(*s* + *c*) for *s* sections, where *c* is the number of chunks
  ///   of items (up to 1 024 each) in the sections from the source to the destination.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, nextTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
  }
}

extension Snapshot {
  @inlinable
  internal func _requireNewSections(_ identifiers: [SectionIdentifierType], _ operation: String) {
    let repeated = repeatedElements(identifiers)
    if !repeated.isEmpty {
      trap(
        "Snapshot.\(operation)",
        repeatedIdentifiers("section", repeated))
    }
    let present = identifiers.filter { _storage.sectionPositions[$0] != nil }
    if !present.isEmpty {
      trap(
        "Snapshot.\(operation)",
        repeatedIdentifiers("section", present) + " already in the snapshot")
    }
  }

  @inlinable
  internal mutating func _insertSections(
    _ identifiers: [SectionIdentifierType], nextTo destination: SectionIdentifierType,
    after: Bool, _ operation: String
  ) {
    if identifiers.isEmpty { return }
    let position = _existingPosition(of: destination, operation)
    if identifiers.contains(destination) {
      trap(
        "Snapshot.\(operation)",
        "destination section identifier \(describeIdentifiers([destination])) is among the "
          + "inserted identifiers \(describeIdentifiers(identifiers))")
    }
    _requireNewSections(identifiers, operation)
    _makeUnique()
    _storage.insertSections(identifiers, at: after ? position + 1 : position)
    _checkInvariants()
  }

  @inlinable
  internal mutating func _moveSection(
    _ identifier: SectionIdentifierType, nextTo destination: SectionIdentifierType, after: Bool,
    _ operation: String
  ) {
    let missing = [identifier, destination].filter { _storage.sectionPositions[$0] == nil }
    if !missing.isEmpty {
      trap(
        "Snapshot.\(operation)",
        "section identifiers \(describeIdentifiers(missing)) do not exist in the snapshot")
    }
    if identifier == destination {
      trap(
        "Snapshot.\(operation)",
        "cannot move section identifier \(describeIdentifiers([identifier])) relative to itself")
    }
    _makeUnique()
    let source = _storage.sectionPositions[identifier]!
    var target = _storage.sectionPositions[destination]!
    if target > source { target -= 1 }  // positions once the section is taken out
    if after { target += 1 }
    _storage.moveSection(from: source, to: target)
    _checkInvariants()
  }
}
