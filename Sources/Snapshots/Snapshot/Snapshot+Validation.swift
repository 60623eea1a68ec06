extension Snapshot
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Builds a snapshot from untrusted sections and items, or throws an error that reports
  /// every repeated section and item identifier at once.
  ///
  /// Use it where the trapping API would crash on data you do not control, such as a server
  /// page that repeats an item. Nothing is built when it throws. It also checks the input
  /// against the snapshot's capacity (``maximumSectionCount`` sections,
  /// ``maximumItemsPerSection`` items in each) and throws, rather than traps, past it. To keep
  /// the first occurrence of each identifier instead of throwing, use
  /// ``resolvingRepeats(in:)``.
  ///
  /// ```swift
  /// do {
  ///   let snapshot = try Snapshot(validating: [("Today", [1, 2]), ("Earlier", [3, 2])])
  /// } catch {
  ///   print(error.repeatedItems)  // [2]
  /// }
  /// ```
  ///
  /// The error lists at most ``SnapshotValidationError/reportLimit`` identifiers per kind of
  /// problem, and counts them all.
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, if the identifiers
  ///   hash well; O(*n*² + *s*²) when their hashes all collide, as for any hashed
  ///   collection.
  public init(
    validating sections: [(SectionIdentifierType, [ItemIdentifierType])]
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    try self.init(validating: sections, capacity: .snapshot)
  }

  /// ``init(validating:)`` against the given limits.
  internal init(
    validating sections: [(SectionIdentifierType, [ItemIdentifierType])],
    capacity: SnapshotCapacity
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    var knownSections = Set<SectionIdentifierType>(minimumCapacity: sections.count)
    var repeatedSections = CappedReport<SectionIdentifierType>()
    var overfullSections = CappedReport<SectionIdentifierType>()
    var itemCount = 0
    for (section, items) in sections {
      if !knownSections.insert(section).inserted { repeatedSections.report(section) }
      if items.count > capacity.itemsPerSection { overfullSections.report(section) }
      itemCount += items.count
    }
    var knownItems = Set<ItemIdentifierType>(minimumCapacity: itemCount)
    var repeatedItems = CappedReport<ItemIdentifierType>()
    for (_, items) in sections {
      for item in items where !knownItems.insert(item).inserted { repeatedItems.report(item) }
    }
    let excessSectionCount = Swift.max(0, knownSections.count - capacity.sections)
    if !repeatedSections.isEmpty || !repeatedItems.isEmpty || !overfullSections.isEmpty
      || excessSectionCount > 0
    {
      throw SnapshotValidationError(
        repeatedSections: repeatedSections, repeatedItems: repeatedItems,
        overfullSections: overfullSections, excessSectionCount: excessSectionCount)
    }
    self.init()
    appendSections(sections.map(\.0))
    for (section, items) in sections { appendItems(items, toSection: section) }
  }

  /// Builds a snapshot from untrusted items that each name their section, or throws an error
  /// that reports every repeated identifier and every unknown section at once.
  ///
  /// Items keep their order within each section; sections follow `sectionIdentifiers`.
  /// Nothing is built when it throws. The input is checked against the snapshot's capacity
  /// as in ``init(validating:)``.
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, if the identifiers
  ///   hash well; O(*n*² + *s*²) when their hashes all collide.
  public init(
    sectionIdentifiers: [SectionIdentifierType],
    itemsBySection items: [(item: ItemIdentifierType, section: SectionIdentifierType)]
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    try self.init(
      sectionIdentifiers: sectionIdentifiers, itemsBySection: items, capacity: .snapshot)
  }

  /// ``init(sectionIdentifiers:itemsBySection:)`` against the given limits.
  internal init(
    sectionIdentifiers: [SectionIdentifierType],
    itemsBySection items: [(item: ItemIdentifierType, section: SectionIdentifierType)],
    capacity: SnapshotCapacity
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    var known = Set<SectionIdentifierType>(minimumCapacity: sectionIdentifiers.count)
    var repeatedSections = CappedReport<SectionIdentifierType>()
    for section in sectionIdentifiers where !known.insert(section).inserted {
      repeatedSections.report(section)
    }
    var unknownSections = CappedReport<SectionIdentifierType>()
    var knownItems = Set<ItemIdentifierType>(minimumCapacity: items.count)
    var repeatedItems = CappedReport<ItemIdentifierType>()
    var grouped = [SectionIdentifierType: [ItemIdentifierType]](minimumCapacity: known.count)
    for (item, section) in items {
      if !knownItems.insert(item).inserted { repeatedItems.report(item) }
      if known.contains(section) {
        grouped[section, default: []].append(item)
      } else {
        unknownSections.report(section)
      }
    }
    var overfullSections = CappedReport<SectionIdentifierType>()
    for section in sectionIdentifiers
    where (grouped[section]?.count ?? 0) > capacity.itemsPerSection {
      overfullSections.report(section)
    }
    let excessSectionCount = Swift.max(0, known.count - capacity.sections)
    if !repeatedSections.isEmpty || !repeatedItems.isEmpty || !unknownSections.isEmpty
      || !overfullSections.isEmpty || excessSectionCount > 0
    {
      throw SnapshotValidationError(
        repeatedSections: repeatedSections, repeatedItems: repeatedItems,
        unknownSections: unknownSections, overfullSections: overfullSections,
        excessSectionCount: excessSectionCount)
    }
    self.init()
    appendSections(sectionIdentifiers)
    for section in sectionIdentifiers {
      if let sectionItems = grouped[section] { appendItems(sectionItems, toSection: section) }
    }
  }
}
