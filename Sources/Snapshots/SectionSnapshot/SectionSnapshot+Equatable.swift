extension SectionSnapshot: Equatable {
  /// Whether two section snapshots have the same forest (the same items, parents and order)
  /// and the same expanded items.
  ///
  /// - Complexity: O(*n*) for *n* items; O(1) when the two share storage or differ in size.
  @inlinable
  public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
    let left = lhs._storage
    let right = rhs._storage
    if left === right { return true }
    guard left.count == right.count, left.expandedCount == right.expandedCount,
      left.visibleCount == right.visibleCount
    else { return false }
    // The depth-first sequence of (item, level) pairs determines the forest.
    var a = left.firstRoot
    var b = right.firstRoot
    while a != Node.none, b != Node.none {
      guard left.nodes[Int(a)].level == right.nodes[Int(b)].level,
        left.nodes[Int(a)].isExpanded == right.nodes[Int(b)].isExpanded,
        left.item(at: a) == right.item(at: b)
      else { return false }
      a = left.successor(of: a, descending: true, within: Node.none)
      b = right.successor(of: b, descending: true, within: Node.none)
    }
    return a == b
  }
}
