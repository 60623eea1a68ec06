import Snapshots

/// A step of an outline's edit script as it travels to the page: one JSON object.
///
/// The shape, one object per step with its kind in `op`:
///
/// ```json
/// {"op": "delete", "offset": 4, "id": "t1.more"}
/// {"op": "insert", "offset": 1, "id": "t1.1", "level": 1, "expanded": false}
/// {"op": "move",   "from": 6, "to": 0, "id": "t3"}
/// {"op": "update", "offset": 0, "id": "t1", "level": 0, "expanded": true}
/// ```
///
/// Offsets count the outline's visible rows as the steps before it left them. Decoding checks
/// the shape of each object only; `EditScript.validate()` checks that the steps apply.
struct TreeStepWire: Codable, Equatable {
  /// The step carried.
  var step: TreeEditStep<String>

  /// Wraps a step.
  init(_ step: TreeEditStep<String>) { self.step = step }

  private enum Key: String, CodingKey { case op, id, offset, from, to, level, expanded }

  /// Reads one step; throws for an unknown `op` or a missing or malformed field.
  init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    let id = try object.decode(String.self, forKey: .id)
    func number(_ key: Key) throws -> Int { try object.decode(Int.self, forKey: key) }
    let op = try object.decode(String.self, forKey: .op)
    switch op {
    case "delete": step = .delete(offset: try number(.offset), id: id)
    case "insert":
      step = .insert(
        offset: try number(.offset), id: id, level: try number(.level),
        isExpanded: try object.decode(Bool.self, forKey: .expanded))
    case "move": step = .move(from: try number(.from), to: try number(.to), id: id)
    case "update":
      step = .update(
        offset: try number(.offset), id: id, level: try number(.level),
        isExpanded: try object.decode(Bool.self, forKey: .expanded))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: object, debugDescription: "unknown step \"\(op)\"")
    }
  }

  /// Writes the step as one object.
  func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    switch step {
    case .delete(let offset, _):
      try object.encode("delete", forKey: .op)
      try object.encode(offset, forKey: .offset)
    case .insert(let offset, _, let level, let isExpanded):
      try object.encode("insert", forKey: .op)
      try object.encode(offset, forKey: .offset)
      try object.encode(level, forKey: .level)
      try object.encode(isExpanded, forKey: .expanded)
    case .move(let from, let to, _):
      try object.encode("move", forKey: .op)
      try object.encode(from, forKey: .from)
      try object.encode(to, forKey: .to)
    case .update(let offset, _, let level, let isExpanded):
      try object.encode("update", forKey: .op)
      try object.encode(offset, forKey: .offset)
      try object.encode(level, forKey: .level)
      try object.encode(isExpanded, forKey: .expanded)
    }
    try object.encode(step.id, forKey: .id)
  }
}

extension TreeEditStep where ID == String {
  /// The row the step touches.
  var id: String {
    switch self {
    case .delete(_, let id), .insert(_, let id, _, _), .move(_, _, let id),
      .update(_, let id, _, _):
      return id
    }
  }
}
