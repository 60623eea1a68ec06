/// The keys of a list step's JSON form.
private enum ListEditStepKeys: String, CodingKey {
  case op, at, from, to, id
}

/// Encoded as a small object named by `op`: `{"op": "delete", "at": 1, "id": "b"}`,
/// `{"op": "insert", "at": 2, "id": "d"}`, `{"op": "move", "from": 0, "to": 2, "id": "a"}`,
/// `{"op": "update", "at": 1, "id": "c"}`.
extension ListEditStep: Codable where ID: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ListEditStepKeys.self)
    switch self {
    case .delete(let offset, let id):
      try container.encode("delete", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    case .insert(let offset, let id):
      try container.encode("insert", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    case .move(let from, let to, let id):
      try container.encode("move", forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(id, forKey: .id)
    case .update(let offset, let id):
      try container.encode("update", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ListEditStepKeys.self)
    let op = try container.decode(String.self, forKey: .op)
    let id = try container.decode(ID.self, forKey: .id)
    switch op {
    case "delete": self = .delete(offset: try container.decode(Int.self, forKey: .at), id: id)
    case "insert": self = .insert(offset: try container.decode(Int.self, forKey: .at), id: id)
    case "move":
      self = .move(
        from: try container.decode(Int.self, forKey: .from),
        to: try container.decode(Int.self, forKey: .to), id: id)
    case "update": self = .update(offset: try container.decode(Int.self, forKey: .at), id: id)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container,
        debugDescription:
          "ListEditStep: unknown op \(describeReportedIdentifier(op)); expected delete, insert, "
          + "move or update")
    }
  }
}
