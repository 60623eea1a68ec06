extension ContentSnapshot {
  /// The sections and items in both states whose content changed since `old`, by this value's
  /// ``sectionIdentity`` and ``itemIdentity``.
  ///
  /// Applying this value after `old` refreshes exactly these: see
  /// ``DiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  ///
  /// - Complexity: O(1) when this value is `old` or a copy of it moved about but not otherwise
  ///   changed; expected O(*k* log *k*) for a copy of `old` that then set *k* models; otherwise
  ///   expected O(*n* + *s*) for *n* items in *s* sections: one hash and one comparison each,
  ///   plus the ordering of what changed.
  @inlinable
  public func changes(since old: Self) -> ContentChanges<SectionIdentifierType, ItemIdentifierType>
  {
    if _token === old._token { return ContentChanges() }
    var sections: [SectionIdentifierType] = []
    var items: [ItemIdentifierType] = []
    let sectionEquals = sectionIdentity.contentEquals
    let itemEquals = itemIdentity.contentEquals
    if let record = _record, record.starts(at: old._token) {
      var seenSections = Set<SectionIdentifierType>()
      for section in record.sections where seenSections.insert(section).inserted {
        if let new = _sections[section], let before = old._sections[section],
          !sectionEquals(before, new)
        {
          sections.append(section)
        }
      }
      var seenItems = Set<ItemIdentifierType>()
      for item in record.items where seenItems.insert(item).inserted {
        if let new = _items[item], let before = old._items[item], !itemEquals(before, new) {
          items.append(item)
        }
      }
    } else {
      _sections.forEach { section, new in
        if let before = old._sections[section], !sectionEquals(before, new) {
          sections.append(section)
        }
      }
      let oldItems = old._items
      _items.forEach { item, new in
        if let before = oldItems[item], !itemEquals(before, new) { items.append(item) }
      }
    }
    return ContentChanges(sections: inOrder(sections), items: inOrder(items))
  }

  /// The identifier snapshot with the refresh marks that `changes` call for: items reloaded or
  /// reconfigured as `refresh` says, sections reconfigured.
  ///
  /// - Complexity: Expected O(*k*) for *k* changes.
  @inlinable
  internal func snapshot(
    marking changes: ContentChanges<SectionIdentifierType, ItemIdentifierType>,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh
  ) -> SnapshotType {
    var marked = _snapshot
    switch refresh {
    case .reload: marked.reloadItems(changes.items)
    case .reconfigure: marked.reconfigureItems(changes.items)
    }
    marked.reconfigureSections(changes.sections)
    return marked
  }

  /// Sections in this state's order.
  @inlinable
  internal func inOrder(_ sections: [SectionIdentifierType]) -> [SectionIdentifierType] {
    if sections.count < 2 { return sections }
    return sections.compactMap { section in _snapshot.indexOfSection(section).map { ($0, section) }
    }
    .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Items in this state's order.
  @inlinable
  internal func inOrder(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
    if items.count < 2 { return items }
    return items.compactMap { item in
      _snapshot._position(ofItem: item).map { ($0.section, $0.offset, item) }
    }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
  }
}
