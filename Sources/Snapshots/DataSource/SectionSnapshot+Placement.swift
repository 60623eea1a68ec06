extension SectionSnapshot {
  /// The items of `items` that have no ancestor among them, without repeats, in their order.
  ///
  /// Each walk up from an item stops at the first ancestor already settled, and settles the
  /// ancestors it passed: whether they lie under one of `items`. So every ancestor is walked
  /// past once, however deep the items sit and however many share it.
  ///
  /// - Complexity: Expected O(*k* + *a*) for *k* items with *a* distinct ancestors, hashing
  ///   each item once.
  internal func topmost(of items: [ItemIdentifierType]) -> [ItemIdentifierType] {
    let slots = items.map { _slot(of: $0, for: "SectionSnapshot.topmost(of:)") }
    let members = Set(slots)
    // For each ancestor walked past: whether it lies under one of the items.
    var covered: [Int32: Bool] = [:]
    var path: [Int32] = []
    var seen = Set<Int32>()
    var result: [ItemIdentifierType] = []
    for (item, slot) in zip(items, slots) {
      var ancestor = _storage.nodes[Int(slot)].parent
      var isCovered = false
      path.removeAll(keepingCapacity: true)
      while ancestor != Node.none {
        WorkCounter.tally()
        if let known = covered[ancestor] {
          isCovered = known
          break
        }
        if members.contains(ancestor) {
          isCovered = true
          break
        }
        path.append(ancestor)
        ancestor = _storage.nodes[Int(ancestor)].parent
      }
      for passed in path { covered[passed] = isCovered }
      if !isCovered && seen.insert(slot).inserted { result.append(item) }
    }
    return result
  }

  /// Places a piece of outline right after `predecessor` in visible order: as its first child
  /// if it is expanded and has children, else as its next sibling; first root when there is no
  /// predecessor.
  ///
  /// - Complexity: Expected O(*m*) for *m* items in `piece`, hashing each once, plus O(*t*) for
  ///   *t* items in this outline when its storage is shared and has to be copied first (once:
  ///   the copy is then unique).
  internal mutating func place(
    _ piece: SectionSnapshot<ItemIdentifierType>, after predecessor: ItemIdentifierType?
  ) {
    WorkCounter.tally(piece.count)
    guard let predecessor else {
      let first = _storage.firstRoot
      if first != Node.none {
        insert(piece, before: _storage.item(at: first))
      } else {
        self = piece
      }
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
