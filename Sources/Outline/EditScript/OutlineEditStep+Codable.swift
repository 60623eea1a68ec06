import Snapshots

/// The keys of an outline step's JSON form.
private enum OutlineEditStepKeys: String, CodingKey {
  case op, at, from, to, row
}

/// Encoded as a small object named by `op`, its `row` an ``OutlineRow`` for a delete or move
/// and an ``OutlineVisibleRow`` for an insert or update:
///
/// ```json
/// {"op": "delete", "at": 4, "row": {"node": "old"}}
/// {"op": "insert", "at": 1, "row": {"node": "new", "level": 1, "children": 0}}
/// {"op": "move", "from": 5, "to": 2, "row": {"footer": "inbox"}}
/// {"op": "update", "at": 0, "row": {"node": "inbox", "level": 0, "expanded": true}}
/// ```
extension OutlineEditStep: Codable where ID: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: OutlineEditStepKeys.self)
    switch self {
    case .delete(let offset, let row):
      try container.encode("delete", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(row, forKey: .row)
    case .move(let from, let to, let row):
      try container.encode("move", forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(row, forKey: .row)
    case .insert(let offset, let row):
      try container.encode("insert", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(row, forKey: .row)
    case .update(let offset, let row):
      try container.encode("update", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(row, forKey: .row)
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op`, a missing field or a bad
  /// row; its offsets and level are checked by the `EditScript` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: OutlineEditStepKeys.self)
    let op = try container.decode(String.self, forKey: .op)
    func offset(_ key: OutlineEditStepKeys) throws -> Int {
      try container.decode(Int.self, forKey: key)
    }
    switch op {
    case "delete":
      self = .delete(
        offset: try offset(.at), row: try container.decode(OutlineRow<ID>.self, forKey: .row))
    case "move":
      self = .move(
        from: try offset(.from), to: try offset(.to),
        row: try container.decode(OutlineRow<ID>.self, forKey: .row))
    case "insert":
      self = .insert(
        offset: try offset(.at),
        row: try container.decode(OutlineVisibleRow<ID>.self, forKey: .row))
    case "update":
      self = .update(
        offset: try offset(.at),
        row: try container.decode(OutlineVisibleRow<ID>.self, forKey: .row))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container,
        debugDescription:
          "OutlineEditStep: unknown op \(String(reflecting: op.prefix(80))); expected delete, "
          + "insert, move or update")
    }
  }
}
