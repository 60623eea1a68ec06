/// The keys of a section snapshot's JSON form.
private enum SectionSnapshotKeys: String, CodingKey {
  case items
}

/// The keys of a row of a section snapshot's JSON form.
private enum SectionSnapshotRowKeys: String, CodingKey {
  case id, level, expanded
}

/// Encoded as the forest in depth-first order, each item with its level (0 for a root) and,
/// when expanded, `"expanded": true`:
///
/// ```json
/// {"items": [{"id": "Fruit", "level": 0, "expanded": true}, {"id": "🍎", "level": 1},
///            {"id": "Nuts", "level": 0}]}
/// ```
///
/// An item's parent is the nearest item before it one level up, so the form holds any forest
/// without nesting, however deep (JSON decoders limit nesting; this form has none).
extension SectionSnapshot: Encodable where ItemIdentifierType: Encodable {
  /// Encodes the items depth-first with their levels and expansion.
  ///
  /// - Complexity: O(*n*) for *n* items, plus encoding the identifiers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SectionSnapshotKeys.self)
    var rows = container.nestedUnkeyedContainer(forKey: .items)
    let storage = _storage
    var slot = storage.firstRoot
    while slot != Node.none {
      let node = storage.nodes[Int(slot)]
      var row = rows.nestedContainer(keyedBy: SectionSnapshotRowKeys.self)
      try row.encode(storage.item(at: slot), forKey: .id)
      try row.encode(Int(node.level), forKey: .level)
      if node.isExpanded { try row.encode(true, forKey: .expanded) }
      slot = storage.successor(of: slot, descending: true, within: Node.none)
    }
  }
}

extension SectionSnapshot: Decodable where ItemIdentifierType: Decodable {
  /// Decodes a section snapshot, checked as ``init(validatingRoots:id:children:)`` checks its
  /// input, or throws `DecodingError.dataCorrupted` saying what is wrong.
  ///
  /// A level that is negative, that does not start at 0, or that is more than one below the
  /// row before it throws at that row. A repeated identifier, or an item listed below itself
  /// (a cycle), throws at `items` with the description of the
  /// ``SectionSnapshotValidationError`` that the validating initializer throws (capped). Nothing
  /// is built on error.
  ///
  /// The error does not carry the ``SectionSnapshotValidationError`` itself: that needs
  /// `Sendable` identifiers, and a `Decodable` conformance cannot require them.
  ///
  /// - Complexity: Expected O(*n*) for *n* items, if the identifiers hash well, plus decoding
  ///   them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SectionSnapshotKeys.self)
    var rows = try container.nestedUnkeyedContainer(forKey: .items)
    var ids: [ItemIdentifierType] = []
    var expanded: [ItemIdentifierType] = []
    var roots: [Int] = []
    var children: [[Int]] = []
    // The rows on the path from a root to the last row, by level.
    var path: [Int] = []
    while !rows.isAtEnd {
      let index = ids.count
      let row = try rows.nestedContainer(keyedBy: SectionSnapshotRowKeys.self)
      let id = try row.decode(ItemIdentifierType.self, forKey: .id)
      let level = try row.decode(Int.self, forKey: .level)
      guard level >= 0 && level <= path.count else {
        throw wireError(
          at: rows.codingPath + [WireIndex(index), SectionSnapshotRowKeys.level],
          "SectionSnapshot: items[\(index)] is at level \(level); expected 0 through \(path.count)")
      }
      path.removeLast(path.count - level)
      if let parent = path.last { children[parent].append(index) } else { roots.append(index) }
      path.append(index)
      ids.append(id)
      children.append([])
      if try row.decodeIfPresent(Bool.self, forKey: .expanded) ?? false { expanded.append(id) }
    }
    do {
      _ = try SectionSnapshot<WireChecked<ItemIdentifierType>>(
        validatingRoots: roots, id: { WireChecked(ids[$0]) }, children: { children[$0] })
    } catch {
      throw wireError(
        at: container.codingPath + [SectionSnapshotKeys.items], "SectionSnapshot: \(error)")
    }
    // Valid, so the trapping builders cannot trap; each parent's children go in one call.
    var snapshot = SectionSnapshot()
    snapshot.append(roots.map { ids[$0] })
    for (parent, list) in children.enumerated() where !list.isEmpty {
      snapshot.append(list.map { ids[$0] }, to: ids[parent])
    }
    snapshot.expand(expanded)
    self = snapshot
  }
}
