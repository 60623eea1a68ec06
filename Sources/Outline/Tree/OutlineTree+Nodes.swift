extension OutlineTree {
  /// The root identifiers that are loaded, in order: `SectionSnapshot`'s `rootItems`.
  ///
  /// - Complexity: O(*r*) for *r* roots.
  public var rootItems: [ID] { children(of: nil) }

  /// The loaded children of a node (`nil`: the roots), in order.
  ///
  /// - Precondition: `parent` is `nil` or in the outline; otherwise the program stops with a
  ///   message naming it.
  /// - Complexity: O(*c*) for *c* children, plus an expected O(1) lookup.
  public func children(of parent: ID?) -> [ID] {
    let slot = existingSlot(ofParent: parent, for: "OutlineTree.children(of:)")
    return _storage.engine.nodes[Int(slot)].children.map { _storage.ids[Int($0)]! }
  }

  /// The parent of a node; `nil` for a root.
  ///
  /// - Precondition: `id` is in the outline; otherwise the program stops with a message naming
  ///   it.
  /// - Complexity: O(1) expected.
  public func parent(of id: ID) -> ID? {
    let slot = existingSlot(of: id, for: "OutlineTree.parent(of:)")
    return _storage.id(of: _storage.engine.nodes[Int(slot)].parent)
  }

  /// The level of a node: 0 for roots, 1 for their children, and so on.
  ///
  /// - Precondition: `id` is in the outline; otherwise the program stops with a message naming
  ///   it.
  /// - Complexity: O(log *n*) expected.
  public func level(of id: ID) -> Int {
    let slot = existingSlot(of: id, for: "OutlineTree.level(of:)")
    return Int(_storage.engine.level(of: slot))
  }

  /// Whether a node's row is visible: every ancestor shows it.
  ///
  /// - Precondition: `id` is in the outline; otherwise the program stops with a message naming
  ///   it.
  /// - Complexity: O(log *n*) expected.
  public func isVisible(_ id: ID) -> Bool {
    let slot = existingSlot(of: id, for: "OutlineTree.isVisible(_:)")
    return _storage.engine.hideCount(of: slot) == 0
  }

  /// Whether a node shows any children (or would, once they load).
  ///
  /// - Precondition: `id` is in the outline; otherwise the program stops with a message naming
  ///   it.
  /// - Complexity: O(1) expected.
  public func isExpanded(_ id: ID) -> Bool {
    let slot = existingSlot(of: id, for: "OutlineTree.isExpanded(_:)")
    return _storage.engine.nodes[Int(slot)].limit > 0
  }

  /// How many of a node's children show (`nil`: the roots, which show
  /// ``OutlineExpansion/all`` unless they are paged).
  ///
  /// - Precondition: `id` is `nil` or in the outline; otherwise the program stops with a
  ///   message naming it.
  /// - Complexity: O(1) expected.
  public func expansion(of id: ID?) -> OutlineExpansion {
    let slot = existingSlot(ofParent: id, for: "OutlineTree.expansion(of:)")
    return OutlineExpansion(limit: _storage.engine.nodes[Int(slot)].limit)
  }

  /// The expanded nodes, in depth-first order, hidden ones included: `SectionSnapshot`'s
  /// `expandedItems`, and the identifiers ``state`` lists.
  ///
  /// - Complexity: O(*n*).
  public var expandedItems: [ID] {
    let engine = _storage.engine
    return engine.subtree(of: 0).dropFirst().compactMap { slot in
      engine.nodes[Int(slot)].limit > 0 ? _storage.ids[Int(slot)] : nil
    }
  }

  /// The number of a node's children (`nil`: the roots), loaded or not; `nil` when unknown
  /// until they load.
  ///
  /// - Precondition: `parent` is `nil` or in the outline; otherwise the program stops with a
  ///   message naming it.
  /// - Complexity: O(1) expected.
  public func childCount(of parent: ID?) -> Int? {
    let slot = existingSlot(ofParent: parent, for: "OutlineTree.childCount(of:)")
    return _storage.engine.nodes[Int(slot)].knownChildCount
  }

  /// What a node's footer shows (`nil`: the roots' footer), or `nil` when the node wants no
  /// footer: it is collapsed, or shows every child and nothing waits on the server. The footer
  /// row is visible when the node's row is.
  ///
  /// - Precondition: `parent` is `nil` or in the outline; otherwise the program stops with a
  ///   message naming it.
  /// - Complexity: O(1) expected.
  public func footer(of parent: ID?) -> OutlineFooter? {
    let slot = existingSlot(ofParent: parent, for: "OutlineTree.footer(of:)")
    let record = _storage.engine.nodes[Int(slot)]
    guard record.wantsFooter else { return nil }
    return record.footerStatus
  }
}
