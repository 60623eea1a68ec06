extension DiffableDataSource {
  /// Makes `content` the current state and tells the renderer what changed, content included:
  /// an item in both states whose content changed is refreshed (reconfigured, or reloaded if
  /// `refresh` says so), and a section whose own content changed is reconfigured, so that its
  /// header and footer are updated in place while its items stay as they are.
  ///
  /// The content is compared with that of the previous apply of a ``ContentSnapshot`` of the
  /// same types; after an apply of a plain snapshot, nothing is refreshed for content. The
  /// update's ``DataSourceUpdate/content`` holds `content`, so that the renderer's cells show
  /// the state being applied. Otherwise as ``apply(_:animatingDifferences:completion:)``.
  ///
  /// ```swift
  /// content.updateItems([edited])
  /// dataSource.apply(content)     // one reconfigure: changeset.itemReconfigures == [[0, 3]]
  /// ```
  ///
  /// - Parameters:
  ///   - content: The state to show, with its content.
  ///   - animatingDifferences: Whether the renderer should animate the changes.
  ///   - refresh: How an item whose content changed is refreshed: `.reconfigure` updates the
  ///     cell on screen, `.reload` replaces it.
  ///   - completion: Runs once the renderer has received the update.
  /// - Complexity: As ``apply(_:animatingDifferences:completion:)``, plus
  ///   ``ContentSnapshot/changes(since:)``: for a copy of the last content applied that then
  ///   changed *k* models, expected O(*k* log *k*), so that an edited state costs what changed.
  public func apply<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>,
    animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    completion: (() -> Void)? = nil
  ) {
    let operation = "apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)"
    requireNotRunning(operation)
    let previous =
      self.content?.base
      as? ContentSnapshot<
        SectionIdentifierType, ItemIdentifierType, Section, Item
      >
    let changes = previous.map { content.changes(since: $0) } ?? ContentChanges()
    let snapshot = content.snapshot(marking: changes, refreshingChangedItemsBy: refresh)
    commit(
      snapshot, outlines: rebasedOutlines(onto: snapshot),
      kind: animatingDifferences ? .animated : .nonAnimated,
      content: AnyContentSnapshot(content), operation)
    completion?()
  }

  /// Makes `content` the current state and returns once the renderer has received the update:
  /// the `async` form of ``apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  ///
  /// - Complexity: As ``apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  public func apply<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>,
    animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    apply(
      content, animatingDifferences: animatingDifferences, refreshingChangedItemsBy: refresh,
      completion: nil)
  }
}
