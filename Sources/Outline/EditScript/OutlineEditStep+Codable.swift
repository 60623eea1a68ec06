import Snapshots

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
    var container = encoder.container(keyedBy: WireStepKey.self)
    switch self {
    case .delete(let offset, let row):
      try container.encodeStep("delete", at: offset, row, key: .row)
    case .move(let from, let to, let row):
      try container.encodeStep("move", from: from, to: to, row, key: .row)
    case .insert(let offset, let row):
      try container.encodeStep("insert", at: offset, row, key: .row)
    case .update(let offset, let row):
      try container.encodeStep("update", at: offset, row, key: .row)
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op`, a missing field or a bad
  /// row; its offsets and level are checked by the `EditScript` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let (container, op) = try decoder.editStep()
    func row<Row: Decodable>() throws -> Row { try container.decode(Row.self, forKey: .row) }
    switch op {
    case "delete": self = .delete(offset: try container.number(.at), row: try row())
    case "move":
      self = .move(from: try container.number(.from), to: try container.number(.to), row: try row())
    case "insert": self = .insert(offset: try container.number(.at), row: try row())
    case "update": self = .update(offset: try container.number(.at), row: try row())
    default:
      throw container.unknownStep(
        op, of: "OutlineEditStep", expected: ["delete", "insert", "move", "update"])
    }
  }
}
