extension DiffableDataSource {
  /// Makes a section show an outline with its content, as
  /// ``apply(_:to:animatingDifferences:completion:)`` does, and refreshes the shown items whose
  /// content changed since the content last applied to that section: reconfigured, or
  /// reloaded if `refresh` says so. An item that is hidden now, or was hidden before, has no
  /// cell to refresh.
  ///
  /// The models stay with the section while it keeps an outline, so that
  /// ``contentSnapshot()`` and each update's ``DataSourceUpdate/content`` answer for its items,
  /// hidden ones too, next to a ``ContentSnapshot`` applied to the data source. A plain apply to
  /// the section, or of a plain snapshot, drops them.
  ///
  /// ```swift
  /// folders.updateItems([renamed])
  /// dataSource.apply(folders, to: .mail)   // one reconfigure, if `renamed` is shown
  /// ```
  ///
  /// - Parameters:
  ///   - content: The outline to show, with its content.
  ///   - section: The section that shows it; appended when it does not exist.
  ///   - animatingDifferences: Whether the renderer should animate the changes.
  ///   - refresh: How an item whose content changed is refreshed.
  ///   - completion: Runs once the renderer has received the update.
  /// - Complexity: As ``apply(_:to:animatingDifferences:completion:)``, plus
  ///   ``ContentSectionSnapshot/changes(since:)``.
  public func apply<Item>(
    _ content: ContentSectionSnapshot<ItemIdentifierType, Item>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    completion: (() -> Void)? = nil
  ) {
    let operation = "apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)"
    requireNotRunning(operation)
    let previous =
      sectionContent[section]?.base as? ContentSectionSnapshot<ItemIdentifierType, Item>
    let changed = previous.map { content.changes(since: $0) } ?? []
    sectionContent[section] = SectionContent(content)
    applyOutline(
      content.snapshot, to: section, animatingDifferences: animatingDifferences,
      refreshing: changed, by: refresh, operation)
    completion?()
  }

  /// Makes a section show an outline with its content and returns once the renderer has
  /// received the update: the `async` form of
  /// ``apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  ///
  /// - Complexity: As ``apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  public func apply<Item>(
    _ content: ContentSectionSnapshot<ItemIdentifierType, Item>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    apply(
      content, to: section, animatingDifferences: animatingDifferences,
      refreshingChangedItemsBy: refresh, completion: nil)
  }

  /// The content of the state: that of the ``ContentSnapshot`` applied, with that of the
  /// outlines applied as ``ContentSectionSnapshot``s over it, each for the items its section's
  /// outline holds now.
  ///
  /// - Complexity: O(1); a lookup in it costs O(*o*) for *o* outlines with content.
  internal var shownContent: AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>? {
    if sectionContent.isEmpty { return content }
    let list = content
    let outlines = outlines
    let sections = sectionContent
    let base: Any
    if let list {
      base = list.base
    } else if sections.count == 1, let only = sections.first {
      base = only.value.base
    } else {
      base = sections.mapValues(\.base)
    }
    return AnyContentSnapshot(
      base: base,
      itemLookup: { item in
        for (section, models) in sections where outlines[section]?.contains(item) == true {
          return models.item(item)
        }
        return list?.anyItem(for: item)
      }, sectionLookup: { list?.anySection(for: $0) })
  }
}

/// The content of one outline, with its model type hidden: what a data source keeps of a
/// ``ContentSectionSnapshot`` applied to a section.
internal struct SectionContent<ItemIdentifierType: Hashable> {
  /// The content section snapshot itself.
  let base: Any
  let item: (ItemIdentifierType) -> Any?

  init<Item>(_ content: ContentSectionSnapshot<ItemIdentifierType, Item>) {
    base = content
    item = { content.item(for: $0) }
  }
}
