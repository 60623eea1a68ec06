extension Snapshot {
  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { _storage.itemCount }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { _storage.sections.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] {
    _storage.sections.map(\.identifier)
  }

  /// All item identifiers: each section's items in order, sections in order.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items in *s* sections.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    var items: [ItemIdentifierType] = []
    items.reserveCapacity(_storage.itemCount)
    for section in _storage.sections { section.items.append(to: &items) }
    return items
  }

  /// The number of items in a section.
  ///
  /// Traps if the section is not in the snapshot; check with ``indexOfSection(_:)`` first.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    _storage.sections[_existingPosition(of: identifier, "numberOfItems(inSection:)")].items.count
  }

  /// The items of a section, in order.
  ///
  /// Traps if the section is not in the snapshot; check with ``indexOfSection(_:)`` first.
  ///
  /// - Complexity: O(*k*) for *k* items in the section, plus an expected O(1) lookup.
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    _storage.sections[_existingPosition(of: identifier, "itemIdentifiers(inSection:)")].items.array
  }

  /// The section that contains an item, or `nil` if the item is not in the snapshot.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  public func sectionIdentifier(
    containingItem identifier: ItemIdentifierType
  )
    -> SectionIdentifierType?
  {
    guard let position = _storage.position(ofItem: identifier) else { return nil }
    return _storage.sections[position.section].identifier
  }

  /// The offset of an item in ``itemIdentifiers`` (counted across all sections), or `nil`.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let position = _storage.position(ofItem: identifier) else { return nil }
    return _storage.start(ofSectionAt: position.section) + position.offset
  }

  /// The offset of a section in ``sectionIdentifiers``, or `nil`.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    _storage.sectionPositions[identifier]
  }

  /// The position of a section that must exist for `operation`.
  @inlinable
  internal func _existingPosition(of section: SectionIdentifierType, _ operation: String) -> Int {
    guard let position = _storage.sectionPositions[section] else {
      trap(
        "Snapshot.\(operation)",
        "section identifier \(describeIdentifiers([section])) does not exist in the snapshot")
    }
    return position
  }
}

// Index-path lookups for the data source, which must not reach into the storage itself.
extension Snapshot {
  /// The item at an offset of the section at an offset, or `nil` when either is out of range.
  ///
  /// - Complexity: O(1).
  internal func _itemIdentifier(inSectionAt section: Int, at offset: Int) -> ItemIdentifierType? {
    let sections = _storage.sections
    guard sections.indices.contains(section) else { return nil }
    let items = sections[section].items
    return items.indices.contains(offset) ? items[offset] : nil
  }

  /// The section at an offset, or `nil` when it is out of range.
  ///
  /// - Complexity: O(1).
  internal func _sectionIdentifier(at offset: Int) -> SectionIdentifierType? {
    let sections = _storage.sections
    return sections.indices.contains(offset) ? sections[offset].identifier : nil
  }

  /// The section offset and the offset within it of an item, or `nil` when it is absent.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  internal func _position(ofItem item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    _storage.position(ofItem: item)
  }
}
