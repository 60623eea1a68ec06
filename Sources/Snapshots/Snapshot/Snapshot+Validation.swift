extension Snapshot
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Builds a snapshot from untrusted sections and items, or throws an error that lists every
  /// repeated section and item identifier at once.
  ///
  /// Use it where the trapping API would crash on data you do not control, such as a server
  /// page that repeats an item. Nothing is built when it throws.
  ///
  /// ```swift
  /// do {
  ///   let snapshot = try Snapshot(validating: [("Today", [1, 2]), ("Earlier", [3, 2])])
  /// } catch {
  ///   print(error.repeatedItems)  // [2]
  /// }
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections.
  public init(
    validating sections: [(SectionIdentifierType, [ItemIdentifierType])]
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    let repeatedSections = repeatedElements(sections.lazy.map(\.0))
    let repeatedItems = repeatedElements(sections.lazy.flatMap(\.1))
    if !repeatedSections.isEmpty || !repeatedItems.isEmpty {
      throw SnapshotValidationError(
        repeatedSections: repeatedSections, repeatedItems: repeatedItems)
    }
    self.init()
    appendSections(sections.map(\.0))
    for (section, items) in sections { appendItems(items, toSection: section) }
  }

  /// Builds a snapshot from untrusted items that each name their section, or throws an error
  /// that lists every repeated identifier and every unknown section at once.
  ///
  /// Items keep their order within each section; sections follow `sectionIdentifiers`.
  /// Nothing is built when it throws.
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections.
  public init(
    sectionIdentifiers: [SectionIdentifierType],
    itemsBySection items: [(item: ItemIdentifierType, section: SectionIdentifierType)]
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    let repeatedSections = repeatedElements(sectionIdentifiers)
    let known = Set(sectionIdentifiers)
    var unknownSeen = Set<SectionIdentifierType>()
    let unknownSections = items.map(\.section).filter {
      !known.contains($0) && unknownSeen.insert($0).inserted
    }
    let repeatedItems = repeatedElements(items.lazy.map(\.item))
    if !repeatedSections.isEmpty || !repeatedItems.isEmpty || !unknownSections.isEmpty {
      throw SnapshotValidationError(
        repeatedSections: repeatedSections, repeatedItems: repeatedItems,
        unknownSections: unknownSections)
    }
    var grouped = [SectionIdentifierType: [ItemIdentifierType]](minimumCapacity: known.count)
    for (item, section) in items { grouped[section, default: []].append(item) }
    self.init()
    appendSections(sectionIdentifiers)
    for section in sectionIdentifiers {
      if let sectionItems = grouped[section] { appendItems(sectionItems, toSection: section) }
    }
  }
}
