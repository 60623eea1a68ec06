extension DiffableDataSource {
  /// Expands an item as a tap on its disclosure control would: `shouldExpandItem`, then
  /// `willExpandItem`, then `snapshotForExpandingParent` (whose result replaces the item's
  /// children), then an animated apply of the section's outline.
  ///
  /// Nothing happens, and no handler is called, if the item is in no section that shows an
  /// outline, is hidden inside a collapsed parent, or is already expanded; the result says
  /// which.
  ///
  /// - Returns: ``InteractionOutcome/performed``, or why nothing happened.
  /// - Complexity: Expected O(*n* + *t*) for *n* items in the data source and *t* in the outline.
  @discardableResult
  public func expandItem(_ item: ItemIdentifierType) -> InteractionOutcome {
    requireNotRunning("expandItem(_:)")
    guard let (section, outline) = outlineSection(showing: item) else {
      return unreachableOutcome(for: item)
    }
    if outline.isExpanded(item) { return .alreadyInState }
    let handlers = sectionSnapshotHandlers
    var expanded = outline
    let proceed = running("expandItem(_:)") { () -> Bool in
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent?(item, outline.snapshot(of: item)) {
        expanded.replace(childrenOf: item, using: children)
      }
      return true
    }
    guard proceed else { return .refusedByHandler }
    expanded.expand([item])
    applyOutline(expanded, to: section, animatingDifferences: true)
    return .performed
  }

  /// Collapses an item as a tap on its disclosure control would: `shouldCollapseItem`, then
  /// `willCollapseItem`, then an animated apply of the section's outline.
  ///
  /// Nothing happens, and no handler is called, if the item is in no section that shows an
  /// outline, is hidden inside a collapsed parent, or is already collapsed; the result says
  /// which.
  ///
  /// - Returns: ``InteractionOutcome/performed``, or why nothing happened.
  /// - Complexity: Expected O(*n* + *t*) for *n* items in the data source and *t* in the outline.
  @discardableResult
  public func collapseItem(_ item: ItemIdentifierType) -> InteractionOutcome {
    requireNotRunning("collapseItem(_:)")
    guard let (section, outline) = outlineSection(showing: item) else {
      return unreachableOutcome(for: item)
    }
    if !outline.isExpanded(item) { return .alreadyInState }
    let handlers = sectionSnapshotHandlers
    let proceed = running("collapseItem(_:)") { () -> Bool in
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      return true
    }
    guard proceed else { return .refusedByHandler }
    var collapsed = outline
    collapsed.collapse([item])
    applyOutline(collapsed, to: section, animatingDifferences: true)
    return .performed
  }

  /// The section that shows an item, with its outline, if it is an outline section.
  ///
  /// - Complexity: Expected O(1).
  internal func outlineSection(
    showing item: ItemIdentifierType
  ) -> (SectionIdentifierType, SectionSnapshot<ItemIdentifierType>)? {
    guard let section = state.sectionIdentifier(containingItem: item) else { return nil }
    return outlines[section].map { (section, $0) }
  }

  /// Why a person could not tap an item that no outline section shows.
  ///
  /// - Complexity: O(*s*) for *s* stored outlines.
  internal func unreachableOutcome(for item: ItemIdentifierType) -> InteractionOutcome {
    outlines.values.contains { $0.contains(item) } ? .notVisible : .notInOutline
  }
}
