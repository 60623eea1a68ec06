extension OutlineTree {
  /// The slot of a node an operation names, stopping the program when the node is not in the
  /// outline: the rule for questions about one node and for structural changes.
  @usableFromInline
  internal func existingSlot(of id: ID, for operation: StaticString) -> Int32 {
    guard let slot = _storage.slot(of: id) else {
      trap("\(operation)", "identifier \(String(reflecting: id)) is not in the outline")
    }
    return slot
  }

  /// The slot of a parent (`nil`: the invisible root of the roots), stopping the program when
  /// the parent is not in the outline.
  @usableFromInline
  internal func existingSlot(ofParent id: ID?, for operation: StaticString) -> Int32 {
    guard let id else { return 0 }
    guard let slot = _storage.slot(of: id) else {
      trap("\(operation)", "parent identifier \(String(reflecting: id)) is not in the outline")
    }
    return slot
  }
}
