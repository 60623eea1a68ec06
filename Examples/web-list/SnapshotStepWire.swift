import Snapshots

/// A step of a sectioned edit script as it travels to the page: one JSON object.
///
/// The shape, one object per step with its kind in `op`:
///
/// ```json
/// {"op": "deleteSection",   "offset": 4, "id": "newsletters"}
/// {"op": "insertSection",   "offset": 0, "id": "inbox", "items": ["m1", "m2"]}
/// {"op": "moveSection",     "from": 2, "to": 0, "id": "work"}
/// {"op": "deleteItem",      "at": [0, 3], "id": "m2"}
/// {"op": "insertItem",      "at": [0, 0], "id": "m10"}
/// {"op": "moveItem",        "from": [0, 2], "to": [3, 0], "id": "m3"}
/// {"op": "reloadSection",   "offset": 3, "id": "receipts"}
/// {"op": "reloadItem",      "at": [0, 1], "id": "m10"}
/// {"op": "reconfigureItem", "at": [0, 2], "id": "m1"}
/// ```
///
/// A position `[section, offset]` and every offset are in the state the steps before it left.
/// Decoding checks the shape of each object only; whether the steps apply is checked by
/// `EditScript.validate()` and `Snapshot.applying(validating:)`.
struct SnapshotStepWire: Codable, Equatable {
  /// The step carried.
  var step: SnapshotEditStep<String, String>

  /// Wraps a step.
  init(_ step: SnapshotEditStep<String, String>) { self.step = step }

  private enum Key: String, CodingKey { case op, id, offset, from, to, at, items }

  /// Reads one step; throws for an unknown `op` or a missing or malformed field.
  init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    let id = try object.decode(String.self, forKey: .id)
    func position(_ key: Key) throws -> ItemPosition {
      let pair = try object.decode([Int].self, forKey: key)
      guard pair.count == 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: object, debugDescription: "a position is [section, offset]")
      }
      return ItemPosition(section: pair[0], offset: pair[1])
    }
    func number(_ key: Key) throws -> Int { try object.decode(Int.self, forKey: key) }
    let op = try object.decode(String.self, forKey: .op)
    switch op {
    case "deleteSection": step = .deleteSection(offset: try number(.offset), id: id)
    case "insertSection":
      step = .insertSection(
        offset: try number(.offset), id: id, items: try object.decode([String].self, forKey: .items)
      )
    case "moveSection": step = .moveSection(from: try number(.from), to: try number(.to), id: id)
    case "deleteItem": step = .deleteItem(at: try position(.at), id: id)
    case "insertItem": step = .insertItem(at: try position(.at), id: id)
    case "moveItem": step = .moveItem(from: try position(.from), to: try position(.to), id: id)
    case "reloadSection": step = .reloadSection(offset: try number(.offset), id: id)
    case "reloadItem": step = .reloadItem(at: try position(.at), id: id)
    case "reconfigureItem": step = .reconfigureItem(at: try position(.at), id: id)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: object, debugDescription: "unknown step \"\(op)\"")
    }
  }

  /// Writes the step as one object.
  func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    func put(_ position: ItemPosition, _ key: Key) throws {
      try object.encode([position.section, position.offset], forKey: key)
    }
    switch step {
    case .deleteSection(let offset, let id):
      try object.encode("deleteSection", forKey: .op)
      try object.encode(offset, forKey: .offset)
      try object.encode(id, forKey: .id)
    case .insertSection(let offset, let id, let items):
      try object.encode("insertSection", forKey: .op)
      try object.encode(offset, forKey: .offset)
      try object.encode(id, forKey: .id)
      try object.encode(items, forKey: .items)
    case .moveSection(let from, let to, let id):
      try object.encode("moveSection", forKey: .op)
      try object.encode(from, forKey: .from)
      try object.encode(to, forKey: .to)
      try object.encode(id, forKey: .id)
    case .deleteItem(let position, let id):
      try object.encode("deleteItem", forKey: .op)
      try put(position, .at)
      try object.encode(id, forKey: .id)
    case .insertItem(let position, let id):
      try object.encode("insertItem", forKey: .op)
      try put(position, .at)
      try object.encode(id, forKey: .id)
    case .moveItem(let from, let to, let id):
      try object.encode("moveItem", forKey: .op)
      try put(from, .from)
      try put(to, .to)
      try object.encode(id, forKey: .id)
    case .reloadSection(let offset, let id):
      try object.encode("reloadSection", forKey: .op)
      try object.encode(offset, forKey: .offset)
      try object.encode(id, forKey: .id)
    case .reloadItem(let position, let id):
      try object.encode("reloadItem", forKey: .op)
      try put(position, .at)
      try object.encode(id, forKey: .id)
    case .reconfigureItem(let position, let id):
      try object.encode("reconfigureItem", forKey: .op)
      try put(position, .at)
      try object.encode(id, forKey: .id)
    }
  }
}
