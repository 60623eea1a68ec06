/// The keys of a tree step's JSON form.
private enum TreeEditStepKeys: String, CodingKey {
  case op, at, from, to, id, level, expanded
}

/// Encoded as a small object named by `op`, as ``ListEditStep`` is, an inserted or updated row
/// also carrying its `level` and, when expanded, `"expanded": true`:
/// `{"op": "insert", "at": 3, "id": "🍐", "level": 1}`,
/// `{"op": "update", "at": 0, "id": "Fruit", "level": 0, "expanded": true}`.
extension TreeEditStep: Codable where ID: Codable {
  /// Encodes the step as an object named by `op`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TreeEditStepKeys.self)
    switch self {
    case .delete(let offset, let id):
      try container.encode("delete", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
    case .move(let from, let to, let id):
      try container.encode("move", forKey: .op)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
      try container.encode(id, forKey: .id)
    case .insert(let offset, let id, let depth, let isExpanded),
      .update(let offset, let id, let depth, let isExpanded):
      let isInsert = if case .insert = self { true } else { false }
      try container.encode(isInsert ? "insert" : "update", forKey: .op)
      try container.encode(offset, forKey: .at)
      try container.encode(id, forKey: .id)
      try container.encode(depth, forKey: .level)
      if isExpanded { try container.encode(true, forKey: .expanded) }
    }
  }

  /// Decodes a step, or throws `DecodingError` for an unknown `op` or a missing field; its
  /// offsets and level are checked by the ``EditScript`` that holds it.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TreeEditStepKeys.self)
    let op = try container.decode(String.self, forKey: .op)
    let id = try container.decode(ID.self, forKey: .id)
    switch op {
    case "delete": self = .delete(offset: try container.decode(Int.self, forKey: .at), id: id)
    case "move":
      self = .move(
        from: try container.decode(Int.self, forKey: .from),
        to: try container.decode(Int.self, forKey: .to), id: id)
    case "insert", "update":
      let offset = try container.decode(Int.self, forKey: .at)
      let level = try container.decode(Int.self, forKey: .level)
      let isExpanded = try container.decodeIfPresent(Bool.self, forKey: .expanded) ?? false
      self =
        op == "insert"
        ? .insert(offset: offset, id: id, depth: level, isExpanded: isExpanded)
        : .update(offset: offset, id: id, depth: level, isExpanded: isExpanded)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: container,
        debugDescription:
          "TreeEditStep: unknown op \(describeReportedIdentifier(op)); expected delete, insert, "
          + "move or update")
    }
  }
}
