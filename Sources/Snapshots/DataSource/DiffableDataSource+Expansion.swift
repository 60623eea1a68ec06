extension DiffableDataSource {
  /// Expands an item as a tap on its disclosure control would: `shouldExpandItem`, then
  /// `willExpandItem`, then `snapshotForExpandingParent` (whose result replaces the item's
  /// children), then an animated apply of the section's tree.
  ///
  /// Nothing happens, and no handler is called, if the item is in no stored tree or is already
  /// expanded.
  ///
  /// - Complexity: Expected O(*n* + *t*) for *n* items in the data source and *t* in the tree.
  public func expandItem(_ item: ItemIdentifierType) {
    requireNotRunning("expandItem(_:)")
    guard let (section, tree) = tree(containing: item), !tree.isExpanded(item) else { return }
    let handlers = sectionSnapshotHandlers
    var expanded = tree
    let proceed = running("expandItem(_:)") { () -> Bool in
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent?(item, tree.snapshot(of: item)) {
        expanded.replace(childrenOf: item, using: children)
      }
      return true
    }
    guard proceed else { return }
    expanded.expand([item])
    applyTree(expanded, to: section, animatingDifferences: true)
  }

  /// Collapses an item as a tap on its disclosure control would: `shouldCollapseItem`, then
  /// `willCollapseItem`, then an animated apply of the section's tree.
  ///
  /// Nothing happens, and no handler is called, if the item is in no stored tree or is already
  /// collapsed.
  ///
  /// - Complexity: Expected O(*n* + *t*) for *n* items in the data source and *t* in the tree.
  public func collapseItem(_ item: ItemIdentifierType) {
    requireNotRunning("collapseItem(_:)")
    guard let (section, tree) = tree(containing: item), tree.isExpanded(item) else { return }
    let handlers = sectionSnapshotHandlers
    let proceed = running("collapseItem(_:)") { () -> Bool in
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      return true
    }
    guard proceed else { return }
    var collapsed = tree
    collapsed.collapse([item])
    applyTree(collapsed, to: section, animatingDifferences: true)
  }

  /// The stored tree that contains an item, hidden or visible.
  ///
  /// - Complexity: Expected O(1) for a visible item; O(*s*) for a hidden one.
  internal func tree(
    containing item: ItemIdentifierType
  ) -> (
    SectionIdentifierType, SectionSnapshot<ItemIdentifierType>
  )? {
    if let section = state.sectionIdentifier(containingItem: item) {
      return trees[section].map { (section, $0) }
    }
    return trees.first { $0.value.contains(item) }.map { ($0.key, $0.value) }
  }
}
