// Helpers shared by the JSON forms of the package's types (`Snapshot+Codable.swift` and its
// siblings, in this module and in Outline): list keys for coding paths, pairs of integers, and
// the checks that a list of offsets is in order.

/// The key of an element of a list, spelled as decoders spell array indices, so that an error's
/// coding path names the element that is wrong.
package struct WireIndex: CodingKey {
  /// The element's offset in its list.
  package var intValue: Int?
  /// `Index 3`, as `JSONDecoder` spells it.
  package var stringValue: String { "Index \(intValue ?? 0)" }

  /// The key of the element at `index`.
  package init(_ index: Int) { intValue = index }

  /// The key of the element at `intValue`.
  package init(intValue: Int) { self.intValue = intValue }

  /// Never: list keys are integers.
  package init?(stringValue: String) { nil }
}

/// A `DecodingError.dataCorrupted` at `path`, saying what is wrong and carrying the package's
/// own error when there is one.
///
/// - Complexity: O(1).
package func wireError(
  at path: [any CodingKey], _ description: String, underlying: (any Error)? = nil
) -> DecodingError {
  .dataCorrupted(
    DecodingError.Context(
      codingPath: path, debugDescription: description, underlyingError: underlying))
}

/// Decodes the two integers of `[a, b]`, throwing unless there are exactly two.
///
/// - Complexity: O(1).
package func decodeWirePair(from decoder: any Decoder, _ what: String) throws -> (Int, Int) {
  var list = try decoder.unkeyedContainer()
  let first = try list.decode(Int.self)
  let second = try list.decode(Int.self)
  guard list.isAtEnd else {
    throw wireError(at: decoder.codingPath, "\(what): expected exactly two integers")
  }
  return (first, second)
}

/// Encodes `[a, b]`.
///
/// - Complexity: O(1).
package func encodeWirePair(_ first: Int, _ second: Int, to encoder: any Encoder) throws {
  var list = encoder.unkeyedContainer()
  try list.encode(first)
  try list.encode(second)
}

/// The offset of the first element of `values` that is not above the one before it (or, for
/// the first, not at least `floor`), or `nil` when the list is strictly ascending from `floor`.
///
/// - Complexity: O(*k*) for *k* values.
package func firstNotAscending<T: Comparable>(_ values: [T], from floor: T) -> Int? {
  var previous: T? = nil
  for (index, value) in values.enumerated() {
    if let previous, value <= previous { return index }
    if previous == nil, value < floor { return index }
    previous = value
  }
  return nil
}

/// Whether the sorted `values` contain `value`.
///
/// - Complexity: O(log *k*) for *k* values.
package func sortedContains<T: Comparable>(_ values: [T], _ value: T) -> Bool {
  let index = sortedCountBelow(values, value)
  return index < values.count && values[index] == value
}

/// How many of the sorted `values` are below `value`.
///
/// - Complexity: O(log *k*) for *k* values.
package func sortedCountBelow<T: Comparable>(_ values: [T], _ value: T) -> Int {
  var low = 0
  var high = values.count
  while low < high {
    let middle = low + (high - low) / 2
    if values[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low
}

/// An identifier passed through the validating builders by a decoder.
///
/// Those builders report problems in errors that hold identifiers, and errors must be
/// `Sendable`; a `Codable` conformance cannot require `Sendable` identifiers (Swift does not
/// let a conformance depend on a marker protocol). A decoder therefore validates boxed
/// identifiers and keeps only the error's description, a `String`, so no identifier leaves
/// the decoder through a box. The description reads as it would for the identifiers
/// themselves.
package struct WireChecked<Value: Hashable>: Hashable, @unchecked Sendable,
  CustomDebugStringConvertible
{
  /// The identifier.
  package var value: Value

  /// Boxes `value`.
  ///
  /// - Complexity: O(1).
  package init(_ value: Value) { self.value = value }

  /// The identifier's own `String(reflecting:)`.
  ///
  /// - Complexity: O(*d*) for a description of *d* characters.
  package var debugDescription: String { String(reflecting: value) }
}

/// The keys of every edit step's JSON form: what it does (`op`), where (`at`, or `from` and
/// `to`), what it touches (`id`, or `row` for an outline), and what an insert brings.
package enum WireStepKey: String, CodingKey {
  case op, at, from, to, id, row, items, level, expanded
}

extension KeyedEncodingContainer where Key == WireStepKey {
  /// Writes a step that acts at one place: `{"op": …, "at": …, "id": …}`.
  ///
  /// - Complexity: O(1), plus encoding `place` and `id`.
  package mutating func encodeStep<Place: Encodable, ID: Encodable>(
    _ op: String, at place: Place, _ id: ID, key idKey: WireStepKey = .id
  ) throws {
    try encode(op, forKey: .op)
    try encode(place, forKey: .at)
    try encode(id, forKey: idKey)
  }

  /// Writes a step that moves something: `{"op": …, "from": …, "to": …, "id": …}`.
  ///
  /// - Complexity: O(1), plus encoding the places and `id`.
  package mutating func encodeStep<Place: Encodable, ID: Encodable>(
    _ op: String, from: Place, to: Place, _ id: ID, key idKey: WireStepKey = .id
  ) throws {
    try encode(op, forKey: .op)
    try encode(from, forKey: .from)
    try encode(to, forKey: .to)
    try encode(id, forKey: idKey)
  }
}

extension Decoder {
  /// The object of an edit step and its `op`, which names the step.
  ///
  /// - Complexity: O(1), plus decoding `op`.
  package func editStep() throws -> (KeyedDecodingContainer<WireStepKey>, op: String) {
    let container = try container(keyedBy: WireStepKey.self)
    return (container, try container.decode(String.self, forKey: .op))
  }
}

extension KeyedDecodingContainer where Key == WireStepKey {
  /// The whole number under `key`: an offset or a level.
  ///
  /// - Complexity: O(1).
  package func number(_ key: WireStepKey) throws -> Int { try decode(Int.self, forKey: key) }

  /// The error for an `op` that `type` does not know, listing the ones it does.
  ///
  /// - Complexity: O(*k*) for *k* known operations.
  package func unknownStep(_ op: String, of type: String, expected: [String]) -> DecodingError {
    let known = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
    let name = String(reflecting: String(op.prefix(reportedIdentifierLength)))
    return DecodingError.dataCorruptedError(
      forKey: .op, in: self, debugDescription: "\(type): unknown op \(name); expected \(known)")
  }
}
