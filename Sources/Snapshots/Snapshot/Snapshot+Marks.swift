/// An ordered list of identifiers without repeats.
@usableFromInline
internal struct OrderedMarks<Element: Hashable> {
  @usableFromInline internal var elements: [Element] = []
  @usableFromInline internal var members: Set<Element> = []

  @inlinable
  internal init() {}

  @inlinable
  internal mutating func insert<C: Sequence>(contentsOf identifiers: C) where C.Element == Element {
    for identifier in identifiers where members.insert(identifier).inserted {
      elements.append(identifier)
    }
  }

  @inlinable
  internal func contains(_ identifier: Element) -> Bool { members.contains(identifier) }
}

/// The reload and reconfigure marks of a snapshot: part of the value, not of its equality.
@usableFromInline
internal struct SnapshotMarks<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal var reloadedSections = OrderedMarks<SectionIdentifierType>()
  @usableFromInline internal var reconfiguredSections = OrderedMarks<SectionIdentifierType>()
  @usableFromInline internal var reloadedItems = OrderedMarks<ItemIdentifierType>()
  @usableFromInline internal var reconfiguredItems = OrderedMarks<ItemIdentifierType>()

  @inlinable
  internal init() {}
}

extension Snapshot {
  /// Marks items to be reloaded (a fresh cell) when this snapshot is applied.
  ///
  /// Marks are kept in call order without repeats, are copied with the snapshot, stay with an
  /// item that moves, and do not take part in `==`. Traps if an identifier is not in the
  /// snapshot.
  ///
  /// - Complexity: Expected O(*k*) for *k* identifiers, if they hash well.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    _requireItems(identifiers, "reloadItems(_:)")
    _marks.reloadedItems.insert(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Marks items to be reconfigured (the existing cell updated in place) when this snapshot is
  /// applied. An item marked both ways is reloaded.
  ///
  /// Traps if an identifier is not in the snapshot.
  ///
  /// - Complexity: Expected O(*k*) for *k* identifiers, if they hash well.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _requireItems(identifiers, "reconfigureItems(_:)")
    _marks.reconfiguredItems.insert(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Marks sections to be reloaded when this snapshot is applied.
  ///
  /// Traps if an identifier is not a section of the snapshot.
  ///
  /// - Complexity: Expected O(*k*) for *k* identifiers, if they hash well.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    _requireSections(identifiers, "reloadSections(_:)")
    _marks.reloadedSections.insert(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Marks sections whose own content changed (what their headers and footers show), to be
  /// refreshed in place when this snapshot is applied: the views showing the section's header
  /// and footer are updated, its items are not reloaded and the section is not replaced.
  /// Apple's snapshots have no such mark; ``ContentSnapshot`` sets it for you.
  ///
  /// A section marked both ways is reloaded. Traps if an identifier is not a section of the
  /// snapshot.
  ///
  /// - Complexity: Expected O(*k*) for *k* identifiers, if they hash well.
  @inlinable
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
    _requireSections(identifiers, "reconfigureSections(_:)")
    _marks.reconfiguredSections.insert(contentsOf: identifiers)
    _checkInvariants()
  }

  /// The sections marked by ``reloadSections(_:)``, in call order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    _marks.reloadedSections.elements
  }

  /// The sections marked by ``reconfigureSections(_:)``, in call order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reconfiguredSectionIdentifiers: [SectionIdentifierType] {
    _marks.reconfiguredSections.elements
  }

  /// The items marked by ``reloadItems(_:)``, in call order.
  ///
  /// Like Apple's, the list is not pruned when a marked item is later deleted; a ``Changeset``
  /// ignores marks of items that are not in the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _marks.reloadedItems.elements }

  /// The items marked by ``reconfigureItems(_:)``, in call order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    _marks.reconfiguredItems.elements
  }

  /// The same snapshot without reload and reconfigure marks.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var withoutMarks: Snapshot {
    var copy = self
    copy._marks = SnapshotMarks()
    return copy
  }

  @inlinable
  internal func _requireSections(_ identifiers: [SectionIdentifierType], _ operation: String) {
    let missing = identifiers.filter { _storage.sectionPositions[$0] == nil }
    if !missing.isEmpty {
      trap(
        "Snapshot.\(operation)",
        "section identifiers \(describeIdentifiers(missing)) do not exist in the snapshot")
    }
  }

  @inlinable
  internal func _requireItems(_ identifiers: [ItemIdentifierType], _ operation: String) {
    let missing = identifiers.filter { _storage.location(of: $0) == nil }
    if !missing.isEmpty {
      trap(
        "Snapshot.\(operation)",
        "item identifiers \(describeIdentifiers(missing)) do not exist in the snapshot")
    }
  }
}
