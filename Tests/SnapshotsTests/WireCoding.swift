import Foundation
import TestSupport
import Testing

/// The JSON text of `value`, keys sorted, as the wire tests pin it.
func wireJSON<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// `text` decoded as a `T`.
func wireDecode<T: Decodable>(_: T.Type, _ text: String) throws -> T {
  try JSONDecoder().decode(T.self, from: Data(text.utf8))
}

/// What decoding `text` as a `T` threw, when it is `DecodingError.dataCorrupted`: the coding
/// path spelled as keys and indices, the description and the underlying error. Records an
/// issue and returns `nil` when decoding succeeds or throws anything else.
func wireRejection<T: Decodable>(
  _: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> (path: [String], description: String, underlying: (any Error)?)? {
  do {
    let value = try wireDecode(T.self, text)
    Issue.record("accepted \(value)", sourceLocation: sourceLocation)
  } catch DecodingError.dataCorrupted(let context) {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return (path, context.debugDescription, context.underlyingError)
  } catch {
    Issue.record("threw \(error)", sourceLocation: sourceLocation)
  }
  return nil
}

/// The values `make` builds from `count` seeded generators (seeds `base`, `base + 1`, …),
/// each expected to come back equal from its JSON text, with its seed in the failure.
func expectRandomRoundTrips<T: Codable & Equatable>(
  _ count: UInt64, from base: UInt64, _ make: (inout SeededGenerator) -> T,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [T] {
  var values: [T] = []
  for seed in 0..<count {
    var random = SeededGenerator(seed: seed &+ base)
    let value = make(&random)
    #expect(
      try wireDecode(T.self, try wireJSON(value)) == value, "seed \(seed): \(value)",
      sourceLocation: sourceLocation)
    values.append(value)
  }
  return values
}
