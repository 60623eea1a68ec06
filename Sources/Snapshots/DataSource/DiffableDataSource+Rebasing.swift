extension DiffableDataSource {
  /// The stored outlines, made to follow a full snapshot that is about to be applied.
  ///
  /// - Complexity: The sum of ``rebase(_:onto:in:)`` over the stored outlines whose section
  ///   `snapshot` still holds.
  internal func rebasedOutlines(
    onto snapshot: SnapshotType
  ) -> [SectionIdentifierType:
    SectionSnapshot<ItemIdentifierType>]
  {
    var result: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    for (section, outline) in outlines where snapshot.indexOfSection(section) != nil {
      result[section] = rebase(
        outline, onto: snapshot.itemIdentifiers(inSection: section), in: snapshot)
    }
    return result
  }

  /// An outline whose visible items are `target`, keeping as much of `outline` as the new order
  /// allows.
  ///
  /// Items the section no longer shows leave with their hidden children; hidden items the
  /// snapshot now shows anywhere leave too. Children of a leaving item that the section still
  /// shows stay, with their own subtrees and expansion, and are placed like moved items. Of the
  /// survivors, one longest run in the new order stays in place; the others move with their
  /// subtrees, and new items are placed, each right after its predecessor (see
  /// ``SectionSnapshot/place(_:after:)``). An item shown before the moving ancestor that holds
  /// it is taken out of that ancestor's subtree, with its own. If the moved subtrees still do
  /// not line up with the new order, the result is flat, with the expansion flags of the items
  /// it keeps.
  ///
  /// Each item is placed at O(1) plus the size of its piece, and finding the pieces walks each
  /// ancestor once (``SectionSnapshot/topmost(of:)``), so the work grows with the outline and
  /// the section, not with the items placed times the outline.
  ///
  /// - Complexity: Expected O(*t* + *n* + *v* log *v*) for *t* items in `outline`, *v* of them
  ///   shown, and *n* items in `target`, if identifiers hash well; an outline the snapshot left
  ///   as it was costs O(*t* + *n*).
  internal func rebase(
    _ outline: SectionSnapshot<ItemIdentifierType>, onto target: [ItemIdentifierType],
    in snapshot: SnapshotType
  ) -> SectionSnapshot<ItemIdentifierType> {
    let original = outline
    var outline = outline
    let visible = outline.visibleItems
    let targetSet = Set(target)
    let visibleSet = Set(visible)
    var leaving = visible.filter { !targetSet.contains($0) }
    for item in outline.items where !visibleSet.contains(item) && snapshot.indexOfItem(item) != nil
    {
      leaving.append(item)
    }
    if leaving.isEmpty && visible == target { return outline }

    // Shown items under a leaving one are taken out first, so that they keep their subtrees.
    var detached: [ItemIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    let leavingSet = Set(leaving)
    for item in outline.topmost(of: stranded(in: outline, visible: visible, leaving: leavingSet)) {
      var piece = outline.snapshot(of: item, includingParent: true)
      let inner = piece.items.filter(leavingSet.contains)
      if !inner.isEmpty { piece.delete(piece.topmost(of: inner)) }
      detached[item] = piece
    }
    outline.delete(outline.topmost(of: leaving))

    var targetOffsets = [ItemIdentifierType: Int](minimumCapacity: target.count)
    for (offset, item) in target.enumerated() { targetOffsets[item] = offset }
    let survivors = outline.visibleItems
    let inPlace = DiffEngine.keptInPlace(survivors.map { targetOffsets[$0]! })
    let moving = outline.topmost(
      of: survivors.indices.filter { !inPlace[$0] }.map { survivors[$0] })
    for item in moving { detached[item] = outline.snapshot(of: item, includingParent: true) }
    outline.delete(moving)

    // The piece that holds each item below a piece's root, for items shown before that root.
    var holder: [ItemIdentifierType: ItemIdentifierType] = [:]
    for (root, piece) in detached where piece.count > 1 {
      for item in piece.items where item != root { holder[item] = root }
    }

    var predecessor: ItemIdentifierType?
    placing: for item in target {
      if !outline.contains(item) {
        let piece = takePiece(of: item, from: &detached, holder: holder)
        // A safety net: a piece must never bring an item the outline already has.
        if piece.count > 1 && piece.items.contains(where: outline.contains) { break placing }
        outline.place(piece, after: predecessor)
      }
      predecessor = item
    }
    if outline.visibleItems == target { return outline }

    var flat = SectionSnapshot<ItemIdentifierType>()
    flat.append(target)
    flat.expand(target.filter { original.contains($0) && original.isExpanded($0) })
    return flat
  }

  /// The piece to place for `item`: its own detached piece, or its subtree taken out of the
  /// detached piece that still holds it, or a new leaf.
  ///
  /// - Complexity: O(*m*) for *m* items in the piece taken out, expected.
  private func takePiece(
    of item: ItemIdentifierType,
    from detached: inout [ItemIdentifierType: SectionSnapshot<ItemIdentifierType>],
    holder: [ItemIdentifierType: ItemIdentifierType]
  ) -> SectionSnapshot<ItemIdentifierType> {
    if let piece = detached.removeValue(forKey: item) { return piece }
    guard let root = holder[item], detached[root]?.contains(item) == true else {
      return .leaf(item)
    }
    var whole = detached.removeValue(forKey: root)!
    let piece = whole.snapshot(of: item, includingParent: true)
    whole.delete([item])
    detached[root] = whole
    return piece
  }

  /// The visible items of `outline` that `target` keeps but that have a leaving ancestor, in
  /// visible order.
  ///
  /// - Complexity: Expected O(*v*) for *v* visible items.
  private func stranded(
    in outline: SectionSnapshot<ItemIdentifierType>, visible: [ItemIdentifierType],
    leaving: Set<ItemIdentifierType>
  ) -> [ItemIdentifierType] {
    var underLeaving = Set<ItemIdentifierType>()
    var result: [ItemIdentifierType] = []
    for item in visible {
      guard let parent = outline.parent(of: item),
        leaving.contains(parent) || underLeaving.contains(parent)
      else { continue }
      underLeaving.insert(item)
      if !leaving.contains(item) { result.append(item) }
    }
    return result
  }
}
