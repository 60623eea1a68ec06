extension DiffableDataSource {
  /// Makes a section show an outline: its items become the outline's visible items.
  ///
  /// If the section does not exist it is appended as the last section. Items of the outline that
  /// are elsewhere in the data source are taken out of there (an item is in one place only;
  /// taking an item out of another outline takes its children too). The outline, with its expansion
  /// state, is stored for the section until a later apply replaces it or removes the section.
  ///
  /// When a full snapshot is applied later, the stored outline follows it: removed items leave the
  /// outline with their hidden children (children still shown stay, with their own subtrees), a
  /// hidden item the snapshot shows is treated as new (its children go), and each new or
  /// moved item is placed right after the item before it in the section: as that
  /// item's first child if it is expanded and has children, else as its next sibling, or as the
  /// first root when nothing comes before it; an item shown before the moved parent that holds
  /// it leaves that parent's subtree, with its own. Expansion is kept. If the moved subtrees
  /// still do not line up with the new order, the section turns flat (its hidden items go),
  /// keeping the expansion flags.
  ///
  /// `completion` runs after `onUpdate` has returned, outside the apply.
  ///
  /// - Complexity: Expected O(*n* + *t*) for *n* items in the data source and *t* in the outline.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    requireNotRunning("apply(_:to:animatingDifferences:completion:)")
    sectionContent[section] = nil
    applyOutline(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    completion?()
  }

  /// Makes a section show an outline and returns once the renderer has received the update:
  /// the `async` form of ``apply(_:to:animatingDifferences:completion:)``.
  ///
  /// - Complexity: As ``apply(_:to:animatingDifferences:completion:)``.
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, isolation: isolated (any Actor)? = #isolation
  ) async {
    apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// The section's outline: the section snapshot applied to it, or a flat one of its items, or an
  /// empty one if the section does not exist.
  ///
  /// - Complexity: O(1) for a stored outline; O(*k*) for a flat section of *k* items.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
    if let outline = outlines[section] { return outline }
    var flat = SectionSnapshot<ItemIdentifierType>()
    if state.indexOfSection(section) != nil {
      flat.append(state.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// Whether a section is driven by a stored outline.
  ///
  /// - Complexity: Expected O(1).
  public func hasSectionSnapshot(for section: SectionIdentifierType) -> Bool {
    outlines[section] != nil
  }

  /// Applies an outline without the re-entrancy check, for the flows that run their own.
  /// `refreshing` lists items whose content changed: those the new state shows are marked
  /// for `refresh`.
  internal func applyOutline(
    _ outline: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool, refreshing changed: [ItemIdentifierType] = [],
    by refresh: Changeset<SectionIdentifierType, ItemIdentifierType>.ContentRefresh = .reconfigure,
    _ operation: String = "apply(_:to:animatingDifferences:completion:)"
  ) {
    var newState = state
    var newOutlines = outlines
    let outlineItems = outline.items
    if newState.indexOfSection(section) != nil {
      newState.deleteItems(newState.itemIdentifiers(inSection: section))
    } else {
      newState.appendSections([section])
    }
    newState.deleteItems(outlineItems)
    for (other, var otherOutline) in newOutlines where other != section {
      let overlap = outlineItems.filter(otherOutline.contains)
      if overlap.isEmpty { continue }
      otherOutline.delete(otherOutline.topmost(of: overlap))
      newOutlines[other] = otherOutline
      replaceItems(ofSection: other, with: otherOutline.visibleItems, in: &newState)
    }
    newState.appendItems(outline.visibleItems, toSection: section)
    newOutlines[section] = outline
    let shown = changed.filter { newState.indexOfItem($0) != nil }
    if !shown.isEmpty {
      switch refresh {
      case .reload: newState.reloadItems(shown)
      case .reconfigure: newState.reconfigureItems(shown)
      }
    }
    commit(
      newState, outlines: newOutlines, kind: animatingDifferences ? .animated : .nonAnimated,
      content: content, operation)
  }

  internal func replaceItems(
    ofSection section: SectionIdentifierType, with items: [ItemIdentifierType],
    in snapshot: inout SnapshotType
  ) {
    snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
    snapshot.appendItems(items, toSection: section)
  }
}
