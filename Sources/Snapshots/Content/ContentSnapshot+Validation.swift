extension ContentSnapshot
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Builds a content snapshot from untrusted sections and items, or throws an error that
  /// reports every repeated section and item identifier at once, as
  /// ``Snapshot/init(validating:)`` does. Two models with one identifier are a repeat, whatever
  /// their content. Nothing is built when it throws.
  ///
  /// ```swift
  /// let content = try ContentSnapshot(
  ///   validating: page.map { ($0.folder, $0.messages) }, sections: .identifiable,
  ///   items: .identifiable)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, if the identifiers
  ///   hash well.
  public init(
    validating content: [(Section, [Item])],
    sections: ContentIdentity<Section, SectionIdentifierType>,
    items: ContentIdentity<Item, ItemIdentifierType>
  ) throws(SnapshotValidationError<SectionIdentifierType, ItemIdentifierType>) {
    let identifiers = content.map { section, sectionItems in
      (sections.identifier(section), sectionItems.map(items.identifier))
    }
    let snapshot = try SnapshotType(validating: identifiers)
    self.init(sections: sections, items: items)
    _snapshot = snapshot
    for ((section, sectionItems), (sectionIdentifier, itemIdentifiers)) in zip(
      content, identifiers)
    {
      _sections.update(section, for: sectionIdentifier)
      for (item, identifier) in zip(sectionItems, itemIdentifiers) {
        _items.update(item, for: identifier)
      }
    }
    _checkContent()
  }
}
