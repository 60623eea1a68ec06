/// Encoded as a small object named by `op`, as ``ListEditStep`` is, an inserted or updated row
/// also carrying its `level` and, when expanded, `"expanded": true`:
/// `{"op": "insert", "at": 3, "id": "🍐", "level": 1}`,
/// `{"op": "update", "at": 0, "id": "Fruit", "level": 0, "expanded": true}`.
extension SectionSnapshotEditStep: Codable where ID: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: WireStepKey.self)
    switch self {
    case .delete(let offset, let id): try container.encodeStep("delete", at: offset, id)
    case .move(let from, let to, let id): try container.encodeStep("move", from: from, to: to, id)
    case .insert(let offset, let id, let level, let isExpanded),
      .update(let offset, let id, let level, let isExpanded):
      let isInsert = if case .insert = self { true } else { false }
      try container.encodeStep(isInsert ? "insert" : "update", at: offset, id)
      try container.encode(level, forKey: .level)
      if isExpanded { try container.encode(true, forKey: .expanded) }
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets and level are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let (container, op) = try decoder.editStep()
    let id = try container.decode(ID.self, forKey: .id)
    switch op {
    case "delete": self = .delete(offset: try container.number(.at), id: id)
    case "move":
      self = .move(from: try container.number(.from), to: try container.number(.to), id: id)
    case "insert", "update":
      let offset = try container.number(.at)
      let level = try container.number(.level)
      let isExpanded = try container.decodeIfPresent(Bool.self, forKey: .expanded) ?? false
      self =
        op == "insert"
        ? .insert(offset: offset, id: id, level: level, isExpanded: isExpanded)
        : .update(offset: offset, id: id, level: level, isExpanded: isExpanded)
    default:
      throw container.unknownStep(
        op, of: "SectionSnapshotEditStep", expected: ["delete", "insert", "move", "update"])
    }
  }
}
