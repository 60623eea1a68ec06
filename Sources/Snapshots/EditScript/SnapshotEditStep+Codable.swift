/// The keys of a snapshot step's JSON form.
private enum SnapshotEditStepKeys: String, CodingKey {
  case op, at, from, to, id, items
}

/// Encoded as a small object named by `op`; section offsets are numbers, item positions
/// `[section, offset]`:
///
/// ```json
/// {"op": "deleteSection", "at": 1, "id": "Spam"}
/// {"op": "insertSection", "at": 0, "id": "Today", "items": [7, 8]}
/// {"op": "moveSection", "from": 2, "to": 0, "id": "Work"}
/// {"op": "deleteItem", "at": [0, 3], "id": 4}
/// {"op": "insertItem", "at": [1, 0], "id": 9}
/// {"op": "moveItem", "from": [0, 1], "to": [1, 0], "id": 2}
/// {"op": "reloadSection", "at": 0, "id": "Today"}
/// {"op": "reloadItem", "at": [0, 0], "id": 7}
/// {"op": "reconfigureItem", "at": [0, 1], "id": 8}
/// ```
extension SnapshotEditStep: Codable
where SectionIdentifierType: Codable, ItemIdentifierType: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifiers (an inserted section's items too).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotEditStepKeys.self)
    switch self {
    case .deleteSection(let offset, let id):
      try container.encode("deleteSection", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    case .insertSection(let offset, let id, let items):
      try container.encode("insertSection", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
      try container.encode(items, forKey: .items)
    case .moveSection(let from, let to, let id):
      try container.encode("moveSection", forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(id, forKey: .id)
    case .reloadSection(let offset, let id):
      try container.encode("reloadSection", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    case .moveItem(let from, let to, let id):
      try container.encode("moveItem", forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(id, forKey: .id)
    case .deleteItem(let position, let id), .insertItem(let position, let id),
      .reloadItem(let position, let id), .reconfigureItem(let position, let id):
      try container.encode(itemOperationName, forKey: .op)
      try container.encode(position, forKey: .at)
      try container.encode(id, forKey: .id)
    }
  }

  /// The `op` of a step on one item in place.
  private var itemOperationName: String {
    switch self {
    case .deleteItem: "deleteItem"
    case .insertItem: "insertItem"
    case .reloadItem: "reloadItem"
    default: "reconfigureItem"
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifiers (an inserted section's items too).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotEditStepKeys.self)
    let op = try container.decode(String.self, forKey: .op)
    func offset(_ key: SnapshotEditStepKeys) throws -> Int {
      try container.decode(Int.self, forKey: key)
    }
    func position(_ key: SnapshotEditStepKeys) throws -> ItemPosition {
      try container.decode(ItemPosition.self, forKey: key)
    }
    func section() throws -> SectionIdentifierType {
      try container.decode(SectionIdentifierType.self, forKey: .id)
    }
    func item() throws -> ItemIdentifierType {
      try container.decode(ItemIdentifierType.self, forKey: .id)
    }
    switch op {
    case "deleteSection": self = .deleteSection(offset: try offset(.at), id: try section())
    case "insertSection":
      self = .insertSection(
        offset: try offset(.at), id: try section(),
        items: try container.decode([ItemIdentifierType].self, forKey: .items))
    case "moveSection":
      self = .moveSection(from: try offset(.from), to: try offset(.to), id: try section())
    case "reloadSection": self = .reloadSection(offset: try offset(.at), id: try section())
    case "deleteItem": self = .deleteItem(at: try position(.at), id: try item())
    case "insertItem": self = .insertItem(at: try position(.at), id: try item())
    case "moveItem":
      self = .moveItem(from: try position(.from), to: try position(.to), id: try item())
    case "reloadItem": self = .reloadItem(at: try position(.at), id: try item())
    case "reconfigureItem": self = .reconfigureItem(at: try position(.at), id: try item())
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container,
        debugDescription:
          "SnapshotEditStep: unknown op \(describeReportedIdentifier(op)); expected "
          + "deleteSection, insertSection, moveSection, reloadSection, deleteItem, insertItem, "
          + "moveItem, reloadItem or reconfigureItem")
    }
  }
}
