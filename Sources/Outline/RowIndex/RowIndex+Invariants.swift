extension RowIndex {
  /// Verifies the treap: parent links, heap order of priorities, sizes and hide aggregates
  /// (tags included), and that the free list and the tree partition the allocated entries.
  /// Returns every entry in order with its effective hide count and depth.
  ///
  /// - Complexity: O(*n*).
  @inline(never)
  @usableFromInline
  internal func _checkInvariants() -> [(entry: Int32, hide: Int32, depth: Int32)] {
    var result: [(entry: Int32, hide: Int32, depth: Int32)] = []
    result.reserveCapacity(entryCount)
    if root >= 0 { precondition(base[Int(root)].parent == -1, "RowIndex: root has a parent") }
    // Returns (size, minimum hide, count at minimum) of the subtree, relative to `pending`.
    func check(_ t: Int32, pending: Int32, depthAbove: Int32) -> (Int32, Int32, Int32) {
      let e = base[Int(t)]
      precondition(e.node != RowEntry.freed, "RowIndex: freed entry \(t) in the tree")
      var size: Int32 = 1
      var minimum = e.hide &+ pending
      var count: Int32 = 1
      let below = pending &+ e.hideTag
      var leftResult: (Int32, Int32, Int32)?
      if e.left >= 0 {
        precondition(base[Int(e.left)].parent == t, "RowIndex: parent link of \(e.left)")
        precondition(base[Int(e.left)].priority <= e.priority, "RowIndex: heap order")
        leftResult = check(e.left, pending: below, depthAbove: depthAbove &+ e.depthTag)
      }
      result.append((t, e.hide &+ pending, e.depth &+ depthAbove))
      precondition(e.hide &+ pending >= 0, "RowIndex: negative hide count at \(t)")
      var children: [(Int32, Int32, Int32)] = []
      if let leftResult { children.append(leftResult) }
      if e.right >= 0 {
        precondition(base[Int(e.right)].parent == t, "RowIndex: parent link of \(e.right)")
        precondition(base[Int(e.right)].priority <= e.priority, "RowIndex: heap order")
        children.append(check(e.right, pending: below, depthAbove: depthAbove &+ e.depthTag))
      }
      for (childSize, childMin, childCount) in children {
        size &+= childSize
        if childMin < minimum {
          minimum = childMin
          count = childCount
        } else if childMin == minimum {
          count &+= childCount
        }
      }
      precondition(e.size == size, "RowIndex: size of \(t)")
      precondition(e.minHide &+ pending == minimum, "RowIndex: minimum hide of \(t)")
      precondition(e.minCount == count, "RowIndex: minimum count of \(t)")
      return (size, minimum, count)
    }
    if root >= 0 { _ = check(root, pending: 0, depthAbove: 0) }
    var seen = [Bool](repeating: false, count: highWater)
    for (entry, _, _) in result { seen[Int(entry)] = true }
    for entry in freeEntries {
      precondition(!seen[Int(entry)], "RowIndex: entry \(entry) both free and in the tree")
      precondition(base[Int(entry)].node == RowEntry.freed, "RowIndex: free entry not marked")
      seen[Int(entry)] = true
    }
    precondition(!seen.contains(false), "RowIndex: an allocated entry is lost")
    return result
  }
}
