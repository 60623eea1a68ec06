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
    expandNodes(CollectionOfOne(id))
  }

  /// Expands collapsed nodes, as ``expand(_:)-(ID)`` does each, in one update:
  /// `SectionSnapshot`'s `expand(_:)`.
  ///
  /// Expanded nodes, and identifiers not in the outline, are left alone.
  ///
  /// ```swift
  /// tree.expand(["docs", "src"])   // one diff for both
  /// ```
  ///
  /// - Complexity: O(*k* log *k* + *k* log *n*) expected for *k* identifiers, plus O(*r*) for
  ///   the *r* rows it shows.
  @discardableResult
  public mutating func expand(_ ids: [ID]) -> OutlineUpdate<ID> { expandNodes(ids) }

  /// Expands the collapsed nodes of `ids` in one update.
  ///
  /// The change log measures a row's old offset when the row is first recorded, so the nodes
  /// change in an order where nothing above a visible one has moved yet: first the hidden ones,
  /// whose rows no one saw (their loads are kept; an ancestor expanded next reports their
  /// rows), then the visible ones by descending offset. A collapsed node's descendants are
  /// hidden, so the visible ones change disjoint runs of rows.
  @usableFromInline
  internal mutating func expandNodes<C: Collection>(_ ids: C) -> OutlineUpdate<ID>
  where C.Element == ID {
    var changes: [(slot: Int32, limit: Int32, offset: Int?)] = []
    var seen = Set<Int32>()
    let engine = _storage.engine
    for id in ids {
      guard let slot = _storage.slot(of: id), engine.nodes[Int(slot)].limit == 0,
        seen.insert(slot).inserted
      else { continue }
      let level = Int(engine.level(of: slot))
      let offset = engine.rows.visibleOffset(of: engine.nodes[Int(slot)].entry)
      changes.append((slot, configuration.initialExpansion(of: id, level: level).limit, offset))
    }
    if changes.isEmpty { return .none }
    changes.sort { ($0.offset ?? Int.max) > ($1.offset ?? Int.max) }
    return perform { storage, log in
      for change in changes {
        if change.offset == nil {
          storage.engine.unseen(&log) {
            storage.engine.setLimit(change.slot, to: change.limit, &$0)
          }
        } else {
          storage.engine.setLimit(change.slot, to: change.limit, &log)
        }
      }
    }
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
    collapseNodes(CollectionOfOne(id), resettingDescendants: resettingDescendants)
  }

  /// Collapses nodes, as ``collapse(_:resettingDescendants:)-(ID,_)`` does each, in one
  /// update: `SectionSnapshot`'s `collapse(_:)`.
  ///
  /// Identifiers not in the outline are ignored.
  ///
  /// - Parameters:
  ///   - ids: The nodes to collapse.
  ///   - resettingDescendants: Whether every node below each collapses too; `nil` uses the
  ///     configuration (``OutlineConfiguration/collapseResetsDescendants``).
  /// - Complexity: O(*k* (log *n* + *d*)) expected for *k* identifiers at levels up to *d*,
  ///   plus O(*r*) for the *r* rows it hides; resetting adds O(*s* + *e* log *n*) for *s* nodes
  ///   below them, *e* of them expanded.
  @discardableResult
  public mutating func collapse(
    _ ids: [ID], resettingDescendants: Bool? = nil
  ) -> OutlineUpdate<ID> {
    collapseNodes(ids, resettingDescendants: resettingDescendants)
  }

  /// Collapses the nodes of `ids` that are in the outline in one update.
  ///
  /// As for ``expandNodes(_:)``: first the nodes hidden now, unseen; then the visible ones
  /// below no other listed node, by descending offset (their subtrees are disjoint); then the
  /// visible ones below a listed node, hidden by then, whose rows went with that node's.
  @usableFromInline
  internal mutating func collapseNodes<C: Collection>(
    _ ids: C, resettingDescendants: Bool?
  ) -> OutlineUpdate<ID> where C.Element == ID {
    let reset = resettingDescendants ?? configuration.collapseResetsDescendants
    let engine = _storage.engine
    var listed = Set<Int32>()
    var slots: [Int32] = []
    for id in ids {
      guard let slot = _storage.slot(of: id), reset || engine.nodes[Int(slot)].limit != 0,
        listed.insert(slot).inserted
      else { continue }
      slots.append(slot)
    }
    if slots.isEmpty { return .none }
    var unseen: [Int32] = []
    var tops: [(slot: Int32, offset: Int)] = []
    var nested: [Int32] = []
    for slot in slots {
      guard let offset = engine.rows.visibleOffset(of: engine.nodes[Int(slot)].entry) else {
        unseen.append(slot)
        continue
      }
      var ancestor = engine.nodes[Int(slot)].parent
      while ancestor > 0 && !listed.contains(ancestor) {
        ancestor = engine.nodes[Int(ancestor)].parent
      }
      if ancestor > 0 { nested.append(slot) } else { tops.append((slot, offset)) }
    }
    tops.sort { $0.offset > $1.offset }
    return perform { storage, log in
      let engine = storage.engine
      func collapse(_ slot: Int32, _ log: inout RowChangeLog) {
        engine.setLimit(slot, to: 0, &log)
        if reset { engine.resetDescendants(of: slot, &log) }
      }
      engine.unseen(&log) { log in for slot in unseen { collapse(slot, &log) } }
      for top in tops { collapse(top.slot, &log) }
      engine.unseen(&log) { log in for slot in nested { collapse(slot, &log) } }
    }
  }

  /// Expands a collapsed node or collapses an expanded one; a node not in the outline is left
  /// alone.
  ///
  /// - Complexity: That of ``expand(_:)-(ID)`` or ``collapse(_:resettingDescendants:)-(ID,_)``.
  @discardableResult
  public mutating func toggle(_ id: ID) -> OutlineUpdate<ID> {
    guard contains(id) else { return .none }
    return isExpanded(id) ? collapse(id) : expand(id)
  }

  /// Sets how many of a node's children show (`nil`: the roots): grows or shrinks the window,
  /// or collapses.
  ///
  /// ```swift
  /// tree.setExpansion(of: "c42", to: .first(3))   // the first 3 replies and a footer
  /// tree.setExpansion(of: nil, to: .first(50))    // page the roots by 50
  /// ```
  ///
  /// A count beyond what is loaded asks for a load when more children exist. A node not in the
  /// outline is left alone. The roots never collapse, so ``OutlineExpansion/collapsed`` for
  /// `nil` is ignored.
  ///
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows it shows or hides.
  @discardableResult
  public mutating func setExpansion(
    of id: ID?, to expansion: OutlineExpansion
  ) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id), slot != 0 || expansion.limit != 0 else {
      return .none
    }
    return setLimit(slot, expansion.limit)
  }

  @usableFromInline
  internal mutating func setLimit(_ slot: Int32, _ limit: Int32) -> OutlineUpdate<ID> {
    if _storage.engine.nodes[Int(slot)].limit == limit { return .none }
    return perform { storage, log in storage.engine.setLimit(slot, to: limit, &log) }
  }

  /// Reveals the next batch of a node's children (`nil`: the roots) — what its "more" footer
  /// offers — asking for a load when the loaded ones run out; retries a failed load.
  ///
  /// Does nothing for a collapsed node, a node whose load is in flight, one with nothing more
  /// to show, or one not in the outline.
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
      count ?? configuration.batchSize(under: id, level: Int(_storage.engine.level(of: slot)) + 1)
    // Saturates: a batch as large as `Int.max` shows every child there is (no overflow).
    let step = Swift.min(Swift.max(1, batch), Int(NodeRecord.all))
    let limit = Int32(Swift.min(record.shown + step, Int(NodeRecord.all) - 1))
    return setLimit(slot, limit)
  }

  /// Expands a node and every node below it whose children are loaded (`nil`: the whole
  /// outline): fully when all children are loaded, to what is loaded when more wait on the
  /// server. Never starts a load, never hides a row; a node not in the outline is left alone.
  ///
  /// - Complexity: O(*s* + *v* + log *n*) for *s* nodes in the subtree and *v* rows it shows.
  @discardableResult
  public mutating func expandAll(_ id: ID? = nil) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id) else { return .none }
    return perform { storage, log in storage.engine.expandAll(slot, &log) }
  }

  /// Collapses a node and every node below it (`nil`: every node; the roots stay visible); a
  /// node not in the outline is left alone.
  ///
  /// - Complexity: O(*s* + *v* + log *n*) for *s* nodes in the subtree and *v* rows it showed.
  @discardableResult
  public mutating func collapseAll(_ id: ID? = nil) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id) else { return .none }
    return perform { storage, log in storage.engine.collapseAll(slot, &log) }
  }
}
