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
/// {"op": "reconfigureSection", "at": 1, "id": "Work"}
/// ```
extension SnapshotEditStep: Codable
where SectionIdentifierType: Codable, ItemIdentifierType: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifiers (an inserted section's items too).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: WireStepKey.self)
    switch self {
    case .deleteSection(let offset, let id):
      try container.encodeStep("deleteSection", at: offset, id)
    case .insertSection(let offset, let id, let items):
      try container.encodeStep("insertSection", at: offset, id)
      try container.encode(items, forKey: .items)
    case .moveSection(let from, let to, let id):
      try container.encodeStep("moveSection", from: from, to: to, id)
    case .reloadSection(let offset, let id):
      try container.encodeStep("reloadSection", at: offset, id)
    case .deleteItem(let position, let id): try container.encodeStep("deleteItem", at: position, id)
    case .insertItem(let position, let id): try container.encodeStep("insertItem", at: position, id)
    case .moveItem(let from, let to, let id):
      try container.encodeStep("moveItem", from: from, to: to, id)
    case .reloadItem(let position, let id): try container.encodeStep("reloadItem", at: position, id)
    case .reconfigureItem(let position, let id):
      try container.encodeStep("reconfigureItem", at: position, id)
    case .reconfigureSection(let offset, let id):
      try container.encodeStep("reconfigureSection", at: offset, id)
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifiers (an inserted section's items too).
  public init(from decoder: any Decoder) throws {
    let (container, op) = try decoder.editStep()
    func position(_ key: WireStepKey) throws -> ItemPosition {
      try container.decode(ItemPosition.self, forKey: key)
    }
    func section() throws -> SectionIdentifierType {
      try container.decode(SectionIdentifierType.self, forKey: .id)
    }
    func item() throws -> ItemIdentifierType {
      try container.decode(ItemIdentifierType.self, forKey: .id)
    }
    switch op {
    case "deleteSection":
      self = .deleteSection(offset: try container.number(.at), id: try section())
    case "insertSection":
      self = .insertSection(
        offset: try container.number(.at), id: try section(),
        items: try container.decode([ItemIdentifierType].self, forKey: .items))
    case "moveSection":
      self = .moveSection(
        from: try container.number(.from), to: try container.number(.to), id: try section())
    case "reloadSection":
      self = .reloadSection(offset: try container.number(.at), id: try section())
    case "deleteItem": self = .deleteItem(at: try position(.at), id: try item())
    case "insertItem": self = .insertItem(at: try position(.at), id: try item())
    case "moveItem":
      self = .moveItem(from: try position(.from), to: try position(.to), id: try item())
    case "reloadItem": self = .reloadItem(at: try position(.at), id: try item())
    case "reconfigureItem": self = .reconfigureItem(at: try position(.at), id: try item())
    case "reconfigureSection":
      self = .reconfigureSection(offset: try container.number(.at), id: try section())
    default:
      throw container.unknownStep(
        op, of: "SnapshotEditStep",
        expected: [
          "deleteSection", "insertSection", "moveSection", "reloadSection", "deleteItem",
          "insertItem", "moveItem", "reloadItem", "reconfigureItem", "reconfigureSection",
        ])
    }
  }
}
