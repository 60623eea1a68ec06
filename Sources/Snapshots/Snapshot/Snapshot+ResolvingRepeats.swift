extension Snapshot
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Builds a snapshot from untrusted sections and items, keeping the first occurrence of
  /// every identifier, and returns it with the occurrences it set aside.
  ///
  /// Server data repeats identifiers often (an item on two pages, a group sent twice); where
  /// ``init(validating:)`` refuses such input, this keeps what it can:
  ///
  /// - An item identifier that occurs again, in the same section or another, stays where it
  ///   first occurs; every later occurrence is left out and listed in `repeats.items`.
  /// - A section identifier that occurs again keeps its first place; the items of the later
  ///   occurrence join it, after those already there, and the occurrence is listed in
  ///   `repeats.sections`. Pages of a grouped list concatenate this way.
  ///
  /// ```swift
  /// let (snapshot, repeats) = try Snapshot.resolvingRepeats(
  ///   in: [("Today", [1, 2]), ("Earlier", [3, 2]), ("Today", [4])])
  /// snapshot.sectionIdentifiers                   // ["Today", "Earlier"]
  /// snapshot.itemIdentifiers(inSection: "Today")  // [1, 2, 4]
  /// repeats.items                                 // [2]
  /// if !repeats.isEmpty { log("server repeated \(repeats)") }
  /// ```
  ///
  /// - Parameter sections: Section identifiers with their item identifiers, in order.
  /// - Returns: The snapshot, and every occurrence that was set aside, in input order.
  /// - Throws: ``SnapshotValidationError`` only when what is kept passes the snapshot's
  ///   capacity (``maximumSectionCount``, ``maximumItemsPerSection``); nothing is built then.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, if the identifiers
  ///   hash well; O(*n*² + *s*²) when their hashes all collide.
  public static func resolvingRepeats(
    in sections: [(SectionIdentifierType, [ItemIdentifierType])]
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) -> (
    snapshot: Snapshot, repeats: SnapshotRepeats<SectionIdentifierType, ItemIdentifierType>
  ) {
    try _resolvingRepeats(in: sections, capacity: .snapshot)
  }

  /// ``resolvingRepeats(in:)`` against the given limits.
  internal static func _resolvingRepeats(
    in sections: [(SectionIdentifierType, [ItemIdentifierType])], capacity: SnapshotCapacity
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) -> (
    snapshot: Snapshot, repeats: SnapshotRepeats<SectionIdentifierType, ItemIdentifierType>
  ) {
    var positions = [SectionIdentifierType: Int](minimumCapacity: sections.count)
    var order: [SectionIdentifierType] = []
    var kept: [[ItemIdentifierType]] = []
    var knownItems = Set<ItemIdentifierType>(
      minimumCapacity: sections.reduce(0) { $0 + $1.1.count })
    var repeats = SnapshotRepeats<SectionIdentifierType, ItemIdentifierType>()
    for (section, items) in sections {
      let position: Int
      if let first = positions[section] {
        position = first
        repeats.sections.append(section)
      } else {
        position = order.count
        positions[section] = position
        order.append(section)
        kept.append([])
      }
      for item in items {
        if knownItems.insert(item).inserted {
          kept[position].append(item)
        } else {
          repeats.items.append(item)
        }
      }
    }
    var overfullSections = CappedReport<SectionIdentifierType>()
    for (section, items) in zip(order, kept) where items.count > capacity.itemsPerSection {
      overfullSections.report(section)
    }
    let excessSectionCount = Swift.max(0, order.count - capacity.sections)
    if !overfullSections.isEmpty || excessSectionCount > 0 {
      throw SnapshotValidationError(
        repeatedSections: CappedReport(), repeatedItems: CappedReport(),
        overfullSections: overfullSections, excessSectionCount: excessSectionCount)
    }
    var snapshot = Snapshot()
    snapshot.appendSections(order)
    for position in order.indices {
      snapshot.appendItems(kept[position], toSection: order[position])
      kept[position] = []  // the snapshot holds its own copy now
    }
    return (snapshot, repeats)
  }
}
