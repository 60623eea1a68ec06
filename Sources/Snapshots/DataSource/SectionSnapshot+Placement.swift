extension SectionSnapshot {
  /// The items of `items` that have no ancestor among them, without repeats, in their order.
  ///
  /// - Complexity: O(*k* · *d*) for *k* items at level up to *d*.
  internal func topmost(of items: [ItemIdentifierType]) -> [ItemIdentifierType] {
    let members = Set(items)
    var seen = Set<ItemIdentifierType>()
    return items.filter { item in
      var ancestor = parent(of: item)
      while let current = ancestor {
        if members.contains(current) { return false }
        ancestor = parent(of: current)
      }
      return seen.insert(item).inserted
    }
  }

  /// Places a piece of outline right after `predecessor` in visible order: as its first child
  /// if it is expanded and has children, else as its next sibling; first root when there is no
  /// predecessor.
  ///
  /// - Complexity: O(*t*) for *t* items in this outline.
  internal mutating func place(
    _ piece: SectionSnapshot<ItemIdentifierType>, after predecessor: ItemIdentifierType?
  ) {
    guard let predecessor else {
      if let first = rootItems.first { insert(piece, before: first) } else { self = piece }
      return
    }
    if isExpanded(predecessor), let child = _firstChild(of: predecessor) {
      insert(piece, before: child)
    } else {
      insert(piece, after: predecessor)
    }
  }

  /// A section snapshot holding just `item`, collapsed.
  ///
  /// - Complexity: O(1).
  internal static func leaf(_ item: ItemIdentifierType) -> SectionSnapshot {
    var piece = SectionSnapshot()
    piece.append([item])
    return piece
  }
}
