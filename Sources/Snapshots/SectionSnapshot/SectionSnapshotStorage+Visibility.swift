extension SectionSnapshotStorage {
  /// Sets the expanded flag of the node in `slot` and updates the visibility of the rows this
  /// shows or hides.
  ///
  /// Expanding a visible node walks down from it into expanded children only, marking each row
  /// it reaches visible; collapsing walks the same rows and hides them. Rows below a collapsed
  /// descendant are never reached: their visibility does not change. A node that is hidden, or
  /// already in the requested state, costs O(1).
  ///
  /// - Returns: The number of rows whose visibility changed.
  /// - Complexity: O(*r*) for the *r* rows shown or hidden, without hashing.
  @inlinable
  @discardableResult
  internal func setExpanded(_ slot: Int32, _ isExpanded: Bool) -> Int {
    guard nodes[Int(slot)].isExpanded != isExpanded else { return 0 }
    nodes[Int(slot)].isExpanded = isExpanded
    expandedCount &+= isExpanded ? 1 : -1
    guard nodes[Int(slot)].isVisible else { return 0 }

    var changed = 0
    var row = nodes[Int(slot)].firstChild
    while row != Node.none {
      nodes[Int(row)].isVisible = isExpanded
      changed &+= 1
      row = successor(of: row, descending: nodes[Int(row)].isExpanded, within: slot)
    }
    visibleCount &+= isExpanded ? changed : -changed
    return changed
  }
}
