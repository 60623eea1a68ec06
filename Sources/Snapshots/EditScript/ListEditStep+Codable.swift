/// Encoded as a small object named by `op`: `{"op": "delete", "at": 1, "id": "b"}`,
/// `{"op": "insert", "at": 2, "id": "d"}`, `{"op": "move", "from": 0, "to": 2, "id": "a"}`,
/// `{"op": "update", "at": 1, "id": "c"}`.
extension ListEditStep: Codable where ID: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: WireStepKey.self)
    switch self {
    case .delete(let offset, let id): try container.encodeStep("delete", at: offset, id)
    case .insert(let offset, let id): try container.encodeStep("insert", at: offset, id)
    case .move(let from, let to, let id): try container.encodeStep("move", from: from, to: to, id)
    case .update(let offset, let id): try container.encodeStep("update", at: offset, id)
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let (container, op) = try decoder.editStep()
    let id = try container.decode(ID.self, forKey: .id)
    switch op {
    case "delete": self = .delete(offset: try container.number(.at), id: id)
    case "insert": self = .insert(offset: try container.number(.at), id: id)
    case "move":
      self = .move(from: try container.number(.from), to: try container.number(.to), id: id)
    case "update": self = .update(offset: try container.number(.at), id: id)
    default:
      throw container.unknownStep(
        op, of: "ListEditStep", expected: ["delete", "insert", "move", "update"])
    }
  }
}
