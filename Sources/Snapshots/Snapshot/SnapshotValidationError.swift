/// Everything that keeps untrusted identifiers from forming a snapshot, found in one pass.
///
/// Thrown by ``Snapshot/init(validating:)``,
/// ``Snapshot/init(sectionIdentifiers:itemsBySection:)`` and
/// ``Snapshot/resolvingRepeats(in:)``, which build nothing when they throw.
///
/// Hostile input can hold millions of problems, so each list names at most
/// ``reportLimit`` identifiers, the first ones found, and a count beside it says how many there
/// were in all. The ``description`` quotes at most that many per kind, each cut to 80
/// characters, so it stays a few kilobytes whatever the input.
///
/// ```swift
/// do {
///   let snapshot = try Snapshot(validating: page)
/// } catch {
///   log(error.repeatedItems)      // the first 100 repeated items
///   log(error.repeatedItemCount)  // how many items repeat in all
/// }
/// ```
public struct SnapshotValidationError<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Error, Hashable, CustomStringConvertible {
  /// The most identifiers the validating initializers list per kind of problem: 100.
  ///
  /// - Complexity: O(1).
  public static var reportLimit: Int { CappedReport<Int>.limit }

  /// Section identifiers that occur more than once, each listed once, in order of first
  /// repetition; at most ``reportLimit`` of them.
  public var repeatedSections: [SectionIdentifierType]
  /// How many distinct section identifiers occur more than once, listed or not.
  public var repeatedSectionCount: Int
  /// Item identifiers that occur more than once (in one section or across sections), each
  /// listed once, in order of first repetition; at most ``reportLimit`` of them.
  public var repeatedItems: [ItemIdentifierType]
  /// How many distinct item identifiers occur more than once, listed or not.
  public var repeatedItemCount: Int
  /// Sections that items name but the section list does not contain, each listed once, in the
  /// order first named; at most ``reportLimit`` of them.
  public var unknownSections: [SectionIdentifierType]
  /// How many distinct unknown sections items name, listed or not.
  public var unknownSectionCount: Int
  /// Sections given more items than a section holds (``Snapshot/maximumItemsPerSection``), in
  /// input order; at most ``reportLimit`` of them.
  public var overfullSections: [SectionIdentifierType]
  /// How many sections are given more items than a section holds, listed or not.
  public var overfullSectionCount: Int
  /// How many distinct sections the input has beyond the most a snapshot holds
  /// (``Snapshot/maximumSectionCount``); 0 when it is within that.
  public var excessSectionCount: Int

  /// Creates an error from its findings; each count is that of its list.
  ///
  /// - Complexity: O(1).
  public init(
    repeatedSections: [SectionIdentifierType] = [], repeatedItems: [ItemIdentifierType] = [],
    unknownSections: [SectionIdentifierType] = [],
    overfullSections: [SectionIdentifierType] = [], excessSectionCount: Int = 0
  ) {
    self.repeatedSections = repeatedSections
    self.repeatedSectionCount = repeatedSections.count
    self.repeatedItems = repeatedItems
    self.repeatedItemCount = repeatedItems.count
    self.unknownSections = unknownSections
    self.unknownSectionCount = unknownSections.count
    self.overfullSections = overfullSections
    self.overfullSectionCount = overfullSections.count
    self.excessSectionCount = excessSectionCount
  }

  /// Creates an error from capped findings.
  ///
  /// - Complexity: O(1).
  internal init(
    repeatedSections: CappedReport<SectionIdentifierType>,
    repeatedItems: CappedReport<ItemIdentifierType>,
    unknownSections: CappedReport<SectionIdentifierType> = CappedReport(),
    overfullSections: CappedReport<SectionIdentifierType> = CappedReport(),
    excessSectionCount: Int = 0
  ) {
    self.init(
      repeatedSections: repeatedSections.listed, repeatedItems: repeatedItems.listed,
      unknownSections: unknownSections.listed, overfullSections: overfullSections.listed,
      excessSectionCount: excessSectionCount)
    repeatedSectionCount = repeatedSections.count
    repeatedItemCount = repeatedItems.count
    unknownSectionCount = unknownSections.count
    overfullSectionCount = overfullSections.count
  }

  /// A sentence per kind of problem, naming at most ``reportLimit`` identifiers of each and
  /// counting the rest: `Snapshot validation failed: repeated item identifiers [2, 5] and 3
  /// more`.
  ///
  /// - Complexity: O(*k*) for the *k* identifiers named, each described once.
  @inline(never)
  public var description: String {
    var problems: [String] = []
    if excessSectionCount > 0 {
      let limit = SnapshotCapacity.sectionLimit
      problems.append(
        "\(limit + excessSectionCount) sections, \(excessSectionCount) more than the \(limit) "
          + "a snapshot holds")
    }
    if !overfullSections.isEmpty || overfullSectionCount > 0 {
      problems.append(
        "sections with more than the \(SnapshotCapacity.itemsPerSectionLimit) items a section holds "
          + describeReported(overfullSections, count: overfullSectionCount))
    }
    if !repeatedSections.isEmpty || repeatedSectionCount > 0 {
      problems.append(
        "repeated section identifiers "
          + describeReported(repeatedSections, count: repeatedSectionCount))
    }
    if !repeatedItems.isEmpty || repeatedItemCount > 0 {
      problems.append(
        "repeated item identifiers " + describeReported(repeatedItems, count: repeatedItemCount))
    }
    if !unknownSections.isEmpty || unknownSectionCount > 0 {
      problems.append(
        "unknown section identifiers "
          + describeReported(unknownSections, count: unknownSectionCount))
    }
    return "Snapshot validation failed: " + problems.joined(separator: "; ")
  }
}
