/// Everything that keeps untrusted identifiers from forming a snapshot, found in one pass.
///
/// Thrown by ``Snapshot/init(validating:)`` and
/// ``Snapshot/init(sectionIdentifiers:itemsBySection:)``, which build nothing when they throw.
public struct SnapshotValidationError<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Error, Hashable, CustomStringConvertible {
  /// Section identifiers that occur more than once, each listed once.
  public var repeatedSections: [SectionIdentifierType]
  /// Item identifiers that occur more than once (in one section or across sections), each
  /// listed once.
  public var repeatedItems: [ItemIdentifierType]
  /// Sections that items name but the section list does not contain, each listed once.
  public var unknownSections: [SectionIdentifierType]

  /// Creates an error from its findings.
  ///
  /// - Complexity: O(1).
  public init(
    repeatedSections: [SectionIdentifierType] = [], repeatedItems: [ItemIdentifierType] = [],
    unknownSections: [SectionIdentifierType] = []
  ) {
    self.repeatedSections = repeatedSections
    self.repeatedItems = repeatedItems
    self.unknownSections = unknownSections
  }

  /// A sentence per kind of problem, naming every identifier.
  ///
  /// - Complexity: O(*k*) for *k* identifiers named.
  public var description: String {
    var problems: [String] = []
    if !repeatedSections.isEmpty {
      problems.append("repeated section identifiers \(describeIdentifiers(repeatedSections))")
    }
    if !repeatedItems.isEmpty {
      problems.append("repeated item identifiers \(describeIdentifiers(repeatedItems))")
    }
    if !unknownSections.isEmpty {
      problems.append("unknown section identifiers \(describeIdentifiers(unknownSections))")
    }
    return "Snapshot validation failed: " + problems.joined(separator: "; ")
  }
}
