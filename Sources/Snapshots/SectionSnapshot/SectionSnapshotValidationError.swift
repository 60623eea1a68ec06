/// Why nested data could not become a section snapshot: every repeated identifier and every
/// cycle, found in one pass.
///
/// Thrown by ``SectionSnapshot/init(validatingRoots:children:)`` and
/// ``SectionSnapshot/init(validatingRoots:id:children:)``, which build nothing when they throw.
///
/// ```swift
/// do {
///   let outline = try SectionSnapshot(validatingRoots: roots, children: { childrenByID[$0] ?? [] })
/// } catch {
///   error.repeatedItems  // identifiers that appear in more than one place
///   error.cycles         // [["a", "b", "a"]]: "a" is its own ancestor through "b"
/// }
/// ```
public struct SectionSnapshotValidationError<ItemIdentifierType: Hashable & Sendable>: Error {
  /// Identifiers found more than once, not as their own ancestor: each listed once, in the
  /// order the depth-first walk met their second occurrence.
  public var repeatedItems: [ItemIdentifierType]
  /// Each identifier found below itself, as the chain from that ancestor down to where it
  /// reappears, both ends included: `["a", "b", "a"]` means "b" lists "a" as a child. Listed in
  /// the order the walk found them; the walk does not descend into a repeated identifier, so a
  /// cycle is reported once per place it is entered.
  public var cycles: [[ItemIdentifierType]]

  /// Creates an error from its parts.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(repeatedItems: [ItemIdentifierType] = [], cycles: [[ItemIdentifierType]] = []) {
    self.repeatedItems = repeatedItems
    self.cycles = cycles
  }
}

extension SectionSnapshotValidationError: Equatable {}
extension SectionSnapshotValidationError: Hashable {}

extension SectionSnapshotValidationError: CustomStringConvertible {
  /// A message naming every duplicate identifier and every cycle.
  ///
  /// - Complexity: O(*p*) for *p* identifiers reported, plus describing each.
  @inline(never)
  public var description: String {
    var parts: [String] = []
    if !repeatedItems.isEmpty {
      parts.append("repeated item identifiers \(describeIdentifiers(repeatedItems))")
    }
    if !cycles.isEmpty {
      let chains = cycles.map { $0.map { String(reflecting: $0) }.joined(separator: " → ") }
      parts.append("cycles [" + chains.joined(separator: "; ") + "]")
    }
    return "SectionSnapshot validation failed: " + parts.joined(separator: "; ")
  }
}
