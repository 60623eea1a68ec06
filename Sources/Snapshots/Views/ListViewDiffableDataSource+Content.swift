#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

extension ListViewDiffableDataSource {
  /// Shows `content` at once, as ``apply(_:animatingDifferences:completion:)`` shows a
  /// snapshot, refreshing what
  /// ``DiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``
  /// finds changed: item cells reconfigured (`reconfigureItems(at:)` from iOS 15, a reload
  /// before and on the Mac) or reloaded, and the headers and footers of changed sections
  /// updated in place. Content cell providers receive the models of `content`, also for cells
  /// asked for during the batch.
  ///
  /// - Complexity: As
  ///   ``DiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``,
  ///   plus O(*c*) for the view's *c* changes.
  public func apply<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>,
    animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    completion: (() -> Void)? = nil
  ) {
    renderer.perform(
      {
        source.apply(
          content, animatingDifferences: animatingDifferences, refreshingChangedItemsBy: refresh)
      }, completion: completion)
  }

  /// Shows `content` and returns once the batch's animation has ended.
  ///
  /// - Complexity: As ``apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``.
  public func apply<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>,
    animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure
  ) async {
    await withCheckedContinuation { finished in
      apply(content, animatingDifferences: animatingDifferences, refreshingChangedItemsBy: refresh)
      {
        finished.resume()
      }
    }
  }

  /// Makes a section show an outline with its content, at once, as
  /// ``apply(_:to:animatingDifferences:completion:)`` does, refreshing the shown items that
  /// ``DiffableDataSource/apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)``
  /// finds changed. Content cell providers receive the models of `content` for its items.
  ///
  /// - Complexity: As
  ///   ``DiffableDataSource/apply(_:to:animatingDifferences:refreshingChangedItemsBy:completion:)``,
  ///   plus O(*c*) for the view's *c* changes.
  public func apply<Item>(
    _ content: ContentSectionSnapshot<ItemIdentifierType, Item>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    refreshingChangedItemsBy refresh: Changeset<SectionIdentifierType, ItemIdentifierType>
      .ContentRefresh = .reconfigure,
    completion: (() -> Void)? = nil
  ) {
    renderer.perform(
      {
        source.apply(
          content, to: section, animatingDifferences: animatingDifferences,
          refreshingChangedItemsBy: refresh)
      }, completion: completion)
  }

  /// The content the view shows, when it was applied as a ``ContentSnapshot``; `nil` after an
  /// apply of a plain snapshot. Read it in a header provider or a reconfigure handler:
  /// `dataSource.contentSnapshot()?.section(for: section, as: Folder.self)`.
  ///
  /// - Complexity: O(1).
  public func contentSnapshot() -> AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>? {
    renderer.renderedContent
  }
}
#endif
