extension OutlineTree {
  /// The root identifiers that are loaded, in order.
  ///
  /// - Complexity: O(*r*) for *r* roots.
  public var roots: [ID] { children(of: nil) }

  /// The loaded children of a node (`nil`: the roots), in order; empty when the node is not
  /// in the outline.
  ///
  /// - Complexity: O(*c*) for *c* children.
  public func children(of parent: ID?) -> [ID] {
    guard let slot = _storage.slot(ofParent: parent) else { return [] }
    return _storage.engine.nodes[Int(slot)].children.map { _storage.ids[Int($0)]! }
  }

  /// The parent of a node; `nil` for a root or a node not in the outline.
  ///
  /// - Complexity: O(1) expected.
  public func parent(of id: ID) -> ID? {
    guard let slot = _storage.slot(of: id) else { return nil }
    return _storage.id(of: _storage.engine.nodes[Int(slot)].parent)
  }

  /// The level of a node: 0 for roots; `nil` when it is not in the outline.
  ///
  /// - Complexity: O(log *n*) expected.
  public func level(of id: ID) -> Int? {
    guard let slot = _storage.slot(of: id) else { return nil }
    return Int(_storage.engine.depth(of: slot))
  }

  /// Whether a node's row is visible: every ancestor shows it.
  ///
  /// - Complexity: O(log *n*) expected.
  public func isVisible(_ id: ID) -> Bool {
    guard let slot = _storage.slot(of: id) else { return false }
    return _storage.engine.hideCount(of: slot) == 0
  }

  /// Whether a node shows any children (or would, once they load).
  ///
  /// - Complexity: O(1) expected.
  public func isExpanded(_ id: ID) -> Bool { expansion(of: id).isExpanded }

  /// How many of a node's children show: ``OutlineExpansion/collapsed`` when the node is not in
  /// the outline.
  ///
  /// - Complexity: O(1) expected.
  public func expansion(of id: ID) -> OutlineExpansion {
    guard let slot = _storage.slot(of: id) else { return .collapsed }
    return OutlineExpansion(limit: _storage.engine.nodes[Int(slot)].limit)
  }

  /// How many of the roots show: ``OutlineExpansion/all`` unless the roots are paged.
  ///
  /// - Complexity: O(1).
  public var rootExpansion: OutlineExpansion {
    OutlineExpansion(limit: _storage.engine.nodes[0].limit)
  }

  /// The number of a node's children (`nil`: the roots), loaded or not; `nil` when unknown or
  /// when the node is not in the outline.
  ///
  /// - Complexity: O(1) expected.
  public func childCount(of parent: ID?) -> Int? {
    guard let slot = _storage.slot(ofParent: parent) else { return nil }
    let count = _storage.engine.nodes[Int(slot)].knownChildCount
    return count < 0 ? nil : count
  }

  /// What a node's footer shows (`nil`: the roots' footer), or `nil` when the node wants no
  /// footer: it is collapsed, or shows every child and nothing waits on the server. The footer
  /// row is visible when the node's row is.
  ///
  /// - Complexity: O(1) expected.
  public func footer(of parent: ID?) -> OutlineFooter? {
    guard let slot = _storage.slot(ofParent: parent) else { return nil }
    let record = _storage.engine.nodes[Int(slot)]
    guard record.wantsFooter else { return nil }
    let facts = record.footerFacts(depth: 0)
    switch facts.state {
    case RowFacts.loading: return .loading
    case RowFacts.failed: return .failed
    default: return .more(remaining: facts.count < 0 ? nil : facts.count)
    }
  }
}
