extension SectionSnapshotStorage {
  /// The node after `slot` in depth-first order, staying inside the subtree of `boundary`
  /// (`none` for the whole forest); `descending` false skips `slot`'s own descendants.
  ///
  /// Climbing out of finished subtrees is paid for by the nodes visited before, so a whole walk
  /// costs O(nodes visited).
  ///
  /// - Complexity: Amortised O(1) over a walk.
  @inlinable
  internal func successor(of slot: Int32, descending: Bool, within boundary: Int32) -> Int32 {
    if descending {
      let child = nodes[Int(slot)].firstChild
      if child != Node.none { return child }
    }
    var current = slot
    while current != boundary {
      let next = nodes[Int(current)].next
      if next != Node.none { return next }
      current = nodes[Int(current)].parent
    }
    return Node.none
  }

  /// The node after `slot` among visible nodes: it descends only into expanded nodes, so a
  /// collapsed subtree is skipped in O(1).
  ///
  /// - Complexity: Amortised O(1) over a walk.
  @inlinable
  internal func visibleSuccessor(of slot: Int32) -> Int32 {
    successor(of: slot, descending: nodes[Int(slot)].isExpanded, within: Node.none)
  }

  /// The visible items in depth-first order.
  ///
  /// - Complexity: O(*v*) for *v* visible items.
  @inlinable
  internal func visibleItems() -> [Item] {
    var result: [Item] = []
    result.reserveCapacity(visibleCount)
    var slot = firstRoot
    while slot != Node.none {
      result.append(item(at: slot))
      slot = visibleSuccessor(of: slot)
    }
    return result
  }

  /// The items of the sibling list that starts at `first`.
  ///
  /// - Complexity: O(*c*) for *c* siblings.
  @inlinable
  internal func siblingItems(from first: Int32) -> [Item] {
    var result: [Item] = []
    var slot = first
    while slot != Node.none {
      result.append(item(at: slot))
      slot = nodes[Int(slot)].next
    }
    return result
  }

  /// The expanded items in depth-first order.
  ///
  /// - Complexity: O(*n*) for *n* items, without hashing.
  @inlinable
  internal func expandedItems() -> [Item] {
    var result: [Item] = []
    result.reserveCapacity(expandedCount)
    var slot = firstRoot
    while slot != Node.none, result.count < expandedCount {
      if nodes[Int(slot)].isExpanded { result.append(item(at: slot)) }
      slot = successor(of: slot, descending: true, within: Node.none)
    }
    return result
  }
}
