/// The keys of a script's JSON form.
private enum EditScriptKeys: String, CodingKey {
  case start, steps
}

/// Encoded as `{"start": shape, "steps": [step, …]}`: the shape of the state the script
/// applies to (a count of elements or rows, or the item count of each section, `[3, 0, 2]`),
/// then the steps in the form of their type.
///
/// ```json
/// {"start": 3, "steps": [{"op": "delete", "at": 1, "id": "b"},
///                        {"op": "insert", "at": 2, "id": "d"}]}
/// ```
extension EditScript: Codable where Step: Codable, Step.Shape: Codable {
  /// Encodes the start shape and the steps.
  ///
  /// - Complexity: O(*c*) for *c* steps, plus encoding the identifiers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EditScriptKeys.self)
    try container.encode(startShape, forKey: .start)
    try container.encode(steps, forKey: .steps)
  }

  /// Decodes a script and checks it with ``validate()``, or throws
  /// `DecodingError.dataCorrupted` at the start or at the first step that does not apply to
  /// the shape the steps before it leave, with the ``EditScriptError`` as its underlying
  /// error. A step of an unknown kind, or one missing a field, throws at that step. Nothing is
  /// built on error.
  ///
  /// - Complexity: O(*c*) for *c* steps on a list, rows or an outline; O(*c* × *s*) at worst
  ///   for a snapshot of *s* sections (see ``validate()``); plus decoding the steps.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EditScriptKeys.self)
    let script = EditScript(
      startShape: try container.decode(Step.Shape.self, forKey: .start),
      steps: try container.decode([Step].self, forKey: .steps))
    do {
      try script.validate()
    } catch {
      let path: [any CodingKey] =
        error.step.map { [EditScriptKeys.steps, WireIndex($0)] } ?? [EditScriptKeys.start]
      throw wireError(at: container.codingPath + path, error.description, underlying: error)
    }
    self = script
  }
}
