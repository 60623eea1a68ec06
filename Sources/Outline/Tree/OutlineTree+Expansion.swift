extension OutlineTree {
  /// Expands a collapsed node as the configuration's initial expansion says (every child by
  /// default); asks for its children if they are not loaded.
  ///
  /// An expanded node, or one not in the outline, is left alone: the update is empty. A node
  /// whose children are not loaded shows a loading footer, and the update carries the load
  /// request. Children expanded earlier show as they were (unless collapsing reset them).
  ///
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it shows.
  @discardableResult
  public mutating func expand(_ id: ID) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(of: id), _storage.engine.nodes[Int(slot)].limit == 0 else {
      return .none
    }
    let level = Int(_storage.engine.depth(of: slot))
    let limit = configuration.initialExpansion(of: id, level: level).limit
    return perform { storage, log in storage.engine.setLimit(slot, to: limit, &log) }
  }

  /// Collapses a node: its descendants' rows hide.
  ///
  /// - Parameters:
  ///   - id: The node to collapse; a node not in the outline makes this a no-op.
  ///   - resettingDescendants: Whether every node below collapses too, so that expanding this
  ///     node again shows only its children; `nil` uses the configuration
  ///     (``OutlineConfiguration/collapseResetsDescendants``).
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it hides; resetting adds
  ///   O(*s* + *e* log *n*) for *s* nodes below, *e* of them expanded.
  @discardableResult
  public mutating func collapse(
    _ id: ID, resettingDescendants: Bool? = nil
  ) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(of: id) else { return .none }
    let reset = resettingDescendants ?? configuration.collapseResetsDescendants
    if _storage.engine.nodes[Int(slot)].limit == 0 && !reset { return .none }
    return perform { storage, log in
      storage.engine.setLimit(slot, to: 0, &log)
      if reset { storage.engine.resetDescendants(of: slot, &log) }
    }
  }

  /// Expands a collapsed node or collapses an expanded one.
  ///
  /// - Complexity: That of ``expand(_:)`` or ``collapse(_:resettingDescendants:)``.
  @discardableResult
  public mutating func toggle(_ id: ID) -> OutlineUpdate<ID> {
    isExpanded(id) ? collapse(id) : expand(id)
  }

  /// Sets how many of a node's children show: grows or shrinks the window, or collapses.
  ///
  /// ```swift
  /// tree.setExpansion(of: "c42", to: .first(3))   // the first 3 replies and a footer
  /// ```
  ///
  /// A count beyond what is loaded asks for a load when more children exist.
  ///
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it shows or hides.
  @discardableResult
  public mutating func setExpansion(of id: ID, to expansion: OutlineExpansion) -> OutlineUpdate<ID>
  {
    guard let slot = _storage.slot(of: id) else { return .none }
    return setLimit(slot, expansion.limit)
  }

  /// Sets how many of the roots show (when the roots are paged); the roots never collapse, so
  /// ``OutlineExpansion/collapsed`` is ignored.
  ///
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it shows or hides.
  @discardableResult
  public mutating func setRootExpansion(_ expansion: OutlineExpansion) -> OutlineUpdate<ID> {
    expansion.limit == 0 ? .none : setLimit(0, expansion.limit)
  }

  @usableFromInline
  internal mutating func setLimit(_ slot: Int32, _ limit: Int32) -> OutlineUpdate<ID> {
    if _storage.engine.nodes[Int(slot)].limit == limit { return .none }
    return perform { storage, log in storage.engine.setLimit(slot, to: limit, &log) }
  }

  /// Reveals the next batch of a node's children (`nil`: the roots) — what its "more" footer
  /// offers — asking for a load when the loaded ones run out; retries a failed load.
  ///
  /// Does nothing for a collapsed node, a node whose load is in flight, or one with nothing
  /// more to show.
  ///
  /// - Parameters:
  ///   - id: The node whose children to show (`nil`: the roots).
  ///   - count: How many more to show; `nil` uses the configuration's batch size. The window
  ///     saturates at 2 147 483 646 children, so any count up to `Int.max` is fine.
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it shows.
  @discardableResult
  public mutating func showMore(_ id: ID?, count: Int? = nil) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id) else { return .none }
    let record = _storage.engine.nodes[Int(slot)]
    if record.load == .failed { return retryLoading(id) }
    guard record.limit > 0 || record.isRoot, record.load == .idle, record.wantsFooter,
      record.limit != NodeRecord.all || record.remaining != 0
    else { return .none }
    if record.limit == NodeRecord.all {
      return perform { storage, log in
        storage.engine.touchNode(slot, &log)
        storage.engine.startLoadIfWanted(slot, &log)
      }
    }
    let batch =
      count ?? configuration.batchSize(under: id, level: Int(_storage.engine.depth(of: slot)) + 1)
    // Saturates: a batch as large as `Int.max` shows every child there is (no overflow).
    let step = Swift.min(Swift.max(1, batch), Int(NodeRecord.all))
    let limit = Int32(Swift.min(record.shown + step, Int(NodeRecord.all) - 1))
    return setLimit(slot, limit)
  }

  /// Expands a node and every node below it whose children are loaded (`nil`: the whole
  /// outline): fully when all children are loaded, to what is loaded when more wait on the
  /// server. Never starts a load, never hides a row.
  ///
  /// - Complexity: O(*s* + *v* + log *n*) for *s* nodes in the subtree and *v* rows it shows.
  @discardableResult
  public mutating func expandAll(_ id: ID? = nil) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id) else { return .none }
    return perform { storage, log in storage.engine.expandAll(slot, &log) }
  }

  /// Collapses a node and every node below it (`nil`: every node; the roots stay visible).
  ///
  /// - Complexity: O(*s* + *v* + log *n*) for *s* nodes in the subtree and *v* rows it showed.
  @discardableResult
  public mutating func collapseAll(_ id: ID? = nil) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id) else { return .none }
    return perform { storage, log in storage.engine.collapseAll(slot, &log) }
  }
}
