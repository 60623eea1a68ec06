extension OutlineTree {
  /// The expansion state of every expanded node, in depth-first order: persist it (it is
  /// `Codable` when `ID` is) and bring it back with ``restore(_:)``.
  ///
  /// - Complexity: O(*n*).
  public var state: OutlineState<ID> {
    var state = OutlineState<ID>()
    let engine = _storage.engine
    for slot in engine.subtree(of: 0).dropFirst() where engine.nodes[Int(slot)].limit > 0 {
      state[_storage.ids[Int(slot)]!] = OutlineExpansion(limit: engine.nodes[Int(slot)].limit)
    }
    return state
  }

  /// Replaces the expansion of every node with `state`: nodes it lists expand as recorded,
  /// all others collapse; identifiers that are not in the tree are dropped and reported.
  ///
  /// Expanded nodes whose children are not loaded ask for them: the update carries the
  /// requests. Decoding malformed data throws before anything changes, so a state that reaches
  /// this method always applies as far as the tree allows.
  ///
  /// - Complexity: O(*n* + *e*) expected for *e* entries of the state.
  @discardableResult
  public mutating func restore(_ state: OutlineState<ID>) -> OutlineRestoration<ID> {
    var limits: [Int32: Int32] = [:]
    var dropped: [ID] = []
    for (id, expansion) in state._entries {
      if let slot = _storage.slot(of: id) {
        limits[slot] = expansion.limit
      } else {
        dropped.append(id)
      }
    }
    let update = perform { storage, log in storage.engine.restoreLimits(limits, &log) }
    return OutlineRestoration(update: update, dropped: dropped)
  }
}
