/// The keys of a snapshot's JSON form.
private enum SnapshotKeys: String, CodingKey {
  case sections, reloadedSections, reconfiguredSections, reloadedItems, reconfiguredItems
}

/// The keys of a section in a snapshot's JSON form.
private enum SnapshotSectionKeys: String, CodingKey {
  case id, items
}

/// Encoded as `{"sections": [{"id": "A", "items": [1, 2]}, {"id": "B", "items": []}]}`, plus
/// the reload and reconfigure marks of items and sections the snapshot holds, under
/// `reloadedSections`, `reconfiguredSections`, `reloadedItems` and `reconfiguredItems`, each
/// left out when empty.
///
/// Marks travel, so that a server can say which cells to refresh; a mark of an item that is no
/// longer in the snapshot means nothing to a ``Changeset`` and is not written.
extension Snapshot: Encodable
where SectionIdentifierType: Encodable, ItemIdentifierType: Encodable {
  /// Encodes the sections in order, each with its items, then the marks.
  ///
  /// - Complexity: O(*n* + *s* + *k*) for *n* items in *s* sections and *k* marks, plus
  ///   encoding the identifiers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotKeys.self)
    var sections = container.nestedUnkeyedContainer(forKey: .sections)
    for section in _storage.sections {
      var entry = sections.nestedContainer(keyedBy: SnapshotSectionKeys.self)
      try entry.encode(section.identifier, forKey: .id)
      try entry.encode(Array(section.items), forKey: .items)
    }
    let reloadedSections = _marks.reloadedSections.elements.filter {
      _storage.sectionPositions[$0] != nil
    }
    let reconfiguredSections = _marks.reconfiguredSections.elements.filter {
      _storage.sectionPositions[$0] != nil
    }
    let reloadedItems = _marks.reloadedItems.elements.filter { _storage.location(of: $0) != nil }
    let reconfiguredItems = _marks.reconfiguredItems.elements.filter {
      _storage.location(of: $0) != nil
    }
    if !reloadedSections.isEmpty {
      try container.encode(reloadedSections, forKey: .reloadedSections)
    }
    if !reconfiguredSections.isEmpty {
      try container.encode(reconfiguredSections, forKey: .reconfiguredSections)
    }
    if !reloadedItems.isEmpty { try container.encode(reloadedItems, forKey: .reloadedItems) }
    if !reconfiguredItems.isEmpty {
      try container.encode(reconfiguredItems, forKey: .reconfiguredItems)
    }
  }
}

extension Snapshot: Decodable
where SectionIdentifierType: Decodable, ItemIdentifierType: Decodable {
  /// Decodes a snapshot, checked as ``init(validating:)`` checks its input, or throws
  /// `DecodingError.dataCorrupted` saying what is wrong.
  ///
  /// Repeated section or item identifiers, and more sections or items than a snapshot holds,
  /// throw at `sections`, with the description of the ``SnapshotValidationError`` that
  /// ``init(validating:)`` throws (every problem, capped) as the error's description. A mark
  /// that names a section or item the snapshot does not hold, or names one twice, throws at
  /// the mark. Nothing is built on error.
  ///
  /// The error does not carry the ``SnapshotValidationError`` itself: that needs `Sendable`
  /// identifiers, and a `Decodable` conformance cannot require them. Where the typed error is
  /// wanted, decode the sections as pairs and call ``init(validating:)``.
  ///
  /// - Complexity: Expected O(*n* + *s* + *k*) for *n* items in *s* sections and *k* marks,
  ///   if the identifiers hash well, plus decoding them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .sections)
    var sections: [(SectionIdentifierType, [ItemIdentifierType])] = []
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: SnapshotSectionKeys.self)
      sections.append(
        (
          try entry.decode(SectionIdentifierType.self, forKey: .id),
          try entry.decode([ItemIdentifierType].self, forKey: .items)
        ))
    }
    do {
      _ = try Snapshot<WireChecked<SectionIdentifierType>, WireChecked<ItemIdentifierType>>(
        validating: sections.map { section, items in
          (WireChecked(section), items.map { WireChecked($0) })
        })
    } catch {
      throw wireError(at: container.codingPath + [SnapshotKeys.sections], error.description)
    }
    // Valid, so the trapping builders cannot trap.
    var snapshot = Snapshot()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
    let storage = snapshot._storage
    let reloadedSections = try Self.decodeMarks(
      container, .reloadedSections, "section", contains: { storage.sectionPositions[$0] != nil })
    let reconfiguredSections = try Self.decodeMarks(
      container, .reconfiguredSections, "section",
      contains: { storage.sectionPositions[$0] != nil })
    let reloadedItems = try Self.decodeMarks(
      container, .reloadedItems, "item", contains: { storage.location(of: $0) != nil })
    let reconfiguredItems = try Self.decodeMarks(
      container, .reconfiguredItems, "item", contains: { storage.location(of: $0) != nil })
    snapshot._marks.reloadedSections.insert(contentsOf: reloadedSections)
    snapshot._marks.reconfiguredSections.insert(contentsOf: reconfiguredSections)
    snapshot._marks.reloadedItems.insert(contentsOf: reloadedItems)
    snapshot._marks.reconfiguredItems.insert(contentsOf: reconfiguredItems)
    snapshot._checkInvariants()
    self = snapshot
  }

  /// The identifiers of one list of marks, each held by the snapshot and listed once.
  ///
  /// - Complexity: Expected O(*k*) for *k* marks, plus decoding them.
  private static func decodeMarks<ID: Decodable & Hashable>(
    _ container: KeyedDecodingContainer<SnapshotKeys>, _ key: SnapshotKeys, _ kind: String,
    contains: (ID) -> Bool
  ) throws -> [ID] {
    let marks = try container.decodeIfPresent([ID].self, forKey: key) ?? []
    var seen = Set<ID>(minimumCapacity: marks.count)
    for (index, id) in marks.enumerated() {
      let path = container.codingPath + [key, WireIndex(index)]
      let name = describeReportedIdentifier(id)
      guard contains(id) else {
        throw wireError(
          at: path, "Snapshot: \(key.rawValue) names \(kind) \(name), which the snapshot lacks")
      }
      guard seen.insert(id).inserted else {
        throw wireError(at: path, "Snapshot: \(key.rawValue) names \(kind) \(name) twice")
      }
    }
    return marks
  }
}
