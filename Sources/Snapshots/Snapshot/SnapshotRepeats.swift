/// The later occurrences of identifiers that ``Snapshot/resolvingRepeats(in:)`` set aside,
/// each one listed, in input order.
///
/// ```swift
/// let (snapshot, repeats) = try Snapshot.resolvingRepeats(
///   in: [("Today", [1, 2]), ("Earlier", [3, 2]), ("Today", [4])])
/// snapshot.itemIdentifiers(inSection: "Today")  // [1, 2, 4]
/// repeats.items                                 // [2]: the one in "Earlier"
/// repeats.sections                              // ["Today"]: its items joined the first
/// ```
public struct SnapshotRepeats<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Hashable, Sendable, CustomStringConvertible {
  /// Every occurrence of a section identifier after its first, in input order. The items of
  /// such an occurrence were not dropped: they joined the section's first occurrence.
  public var sections: [SectionIdentifierType]
  /// Every occurrence of an item identifier after its first, in input order; each was left
  /// out of the snapshot.
  public var items: [ItemIdentifierType]

  /// Creates a record of set-aside occurrences.
  ///
  /// - Complexity: O(1).
  public init(sections: [SectionIdentifierType] = [], items: [ItemIdentifierType] = []) {
    self.sections = sections
    self.items = items
  }

  /// Whether the input repeated nothing.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { sections.isEmpty && items.isEmpty }

  /// The repeats for a log, at most 100 identifiers of each kind quoted:
  /// `SnapshotRepeats(sections: ["Today"], items: [2, 7] and 3 more)`.
  ///
  /// - Complexity: O(1) in the number of repeats; each quoted identifier is described once.
  @inline(never)
  public var description: String {
    "SnapshotRepeats(sections: \(describeReported(sections, count: sections.count)), "
      + "items: \(describeReported(items, count: items.count)))"
  }
}
