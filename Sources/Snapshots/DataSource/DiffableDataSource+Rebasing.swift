extension DiffableDataSource {
  /// The stored trees, made to follow a full snapshot that is about to be applied.
  internal func rebasedTrees(
    onto snapshot: SnapshotType
  ) -> [SectionIdentifierType:
    SectionSnapshot<ItemIdentifierType>]
  {
    var result: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    for (section, tree) in trees where snapshot.indexOfSection(section) != nil {
      result[section] = rebase(
        tree, onto: snapshot.itemIdentifiers(inSection: section), in: snapshot)
    }
    return result
  }

  /// A tree whose visible items are `target`, keeping as much of `tree` as the new order allows.
  ///
  /// Items the section no longer shows leave with their children; hidden items the snapshot now
  /// shows anywhere leave too. Of the survivors, one longest run in the new order stays in place;
  /// the others move with their subtrees, and new items are placed, each right after its
  /// predecessor (see ``SectionSnapshot/place(_:after:)``). If whole subtrees cannot express the
  /// new order, the result is flat, with expansion flags kept.
  internal func rebase(
    _ tree: SectionSnapshot<ItemIdentifierType>, onto target: [ItemIdentifierType],
    in snapshot: SnapshotType
  ) -> SectionSnapshot<ItemIdentifierType> {
    var tree = tree
    let visible = tree.visibleItems
    let targetSet = Set(target)
    let visibleSet = Set(visible)
    var leaving = visible.filter { !targetSet.contains($0) }
    for item in tree.items where !visibleSet.contains(item) && snapshot.indexOfItem(item) != nil {
      leaving.append(item)
    }
    if leaving.isEmpty && visible == target { return tree }
    tree.delete(tree.topmost(of: leaving))

    var targetOffsets = [ItemIdentifierType: Int](minimumCapacity: target.count)
    for (offset, item) in target.enumerated() { targetOffsets[item] = offset }
    let survivors = tree.visibleItems
    let inPlace = markLongestIncreasingSubsequence(survivors.map { targetOffsets[$0]! })
    let moving = tree.topmost(of: survivors.indices.filter { !inPlace[$0] }.map { survivors[$0] })
    var detached: [ItemIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    for item in moving { detached[item] = tree.snapshot(of: item, includingParent: true) }
    tree.delete(moving)

    var predecessor: ItemIdentifierType?
    for item in target {
      if !tree.contains(item) { tree.place(detached[item] ?? .leaf(item), after: predecessor) }
      predecessor = item
    }
    if tree.visibleItems == target { return tree }

    var flat = SectionSnapshot<ItemIdentifierType>()
    flat.append(target)
    flat.expand(target.filter { tree.contains($0) && tree.isExpanded($0) })
    return flat
  }
}
