extension OutlineTree {
  /// Deletes nodes with everything below them.
  ///
  /// The nodes' expansion state goes with them, and a load in flight for any of them is
  /// ignored when it returns. A partly expanded parent that loses shown children shows as many
  /// fewer (nothing else appears); when it loses all of them it is collapsed. Listing a node
  /// twice, or a node and one of its descendants, is fine.
  ///
  /// - Precondition: Every identifier is in the outline; otherwise the program stops, before
  ///   deleting anything, with a message listing the missing ones.
  /// - Complexity: O(*s* + Σ(*c* + *d*) + *t* log *n*) expected for *s* deleted nodes and, per
  ///   listed node, *c* siblings and level *d*, *t* of them; plus O(*k*) for the *k* rows.
  @discardableResult
  public mutating func delete<S: Sequence>(_ ids: S) -> OutlineUpdate<ID> where S.Element == ID {
    var slots: [Int32] = []
    var missing: [ID] = []
    var seen = Set<ID>()
    for id in ids {
      if let slot = _storage.slot(of: id) {
        slots.append(slot)
      } else if seen.insert(id).inserted {
        missing.append(id)
      }
    }
    if !missing.isEmpty {
      trap(
        "OutlineTree.delete(_:)", "identifiers not in the outline \(describeIdentifiers(missing))")
    }
    if slots.isEmpty { return .none }
    return perform { storage, log in
      storage.unregister(storage.engine.delete(slots, &log))
    }
  }

  /// Deletes one node with everything below it.
  ///
  /// - Precondition: `id` is in the outline; otherwise the program stops with a message naming
  ///   it.
  /// - Complexity: O(*s* + *c* + *d* + log *n*) expected for *s* deleted nodes, *c* siblings
  ///   and level *d*; plus O(*k*) for the *k* rows.
  @discardableResult
  public mutating func delete(_ id: ID) -> OutlineUpdate<ID> { delete(CollectionOfOne(id)) }

  /// Replaces a node's children (`nil`: the roots) with a new description, keeping the
  /// expansion of nodes that come back.
  ///
  /// Use it to refresh what a server says about a node: nodes that are still there keep their
  /// expansion (their own children are described afresh), nodes that are gone are pruned with
  /// their state, and loads in flight below the node are ignored when they return. The node's
  /// own expansion stays.
  ///
  /// - Precondition: `parent` is `nil` or in the outline, and no new identifier is elsewhere in
  ///   the outline or repeated; otherwise the program stops with a message naming them.
  /// - Complexity: O(*a* + *b* + log *n*) expected for *a* nodes below before and *b* after.
  @discardableResult
  public mutating func replace(
    childrenOf parent: ID?, with children: OutlineChildren<ID>,
    descendants: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    replace(childrenOf: parent, with: children, id: { $0 }, descendants: descendants)
  }

  /// Replaces a node's children (`nil`: the roots) with a description by models.
  ///
  /// - Precondition: As for ``replace(childrenOf:with:descendants:)``.
  /// - Complexity: O(*a* + *b* + log *n*) expected for *a* nodes below before and *b* after.
  @discardableResult
  public mutating func replace<Node>(
    childrenOf parent: ID?, with children: OutlineChildren<Node>, id: (Node) -> ID,
    descendants: (Node) -> OutlineChildren<Node>
  ) -> OutlineUpdate<ID> {
    let slot = existingSlot(ofParent: parent, for: "OutlineTree.replace(childrenOf:with:)")
    let firstBatch = pagedRootLimit(loaded: 0)
    return perform { storage, log in
      let engine = storage.engine
      engine.touchNode(slot, &log)
      let old = engine.captureRows(in: engine.childrenRange(of: slot))
      let below = engine.detachChildren(of: slot)
      var reusable: [ID: Int32] = [:]
      reusable.reserveCapacity(below.count)
      for node in below { reusable[storage.ids[Int(node)]!] = node }
      let (tops, repeats) = storage.makeRecords(
        children.loaded, id: id, children: descendants, reusing: &reusable)
      if !repeats.isEmpty {
        trap(
          "OutlineTree.replace(childrenOf:with:)",
          "identifiers elsewhere in the outline or repeated \(describeIdentifiers(repeats))"
        )
      }
      for node in reusable.values { engine.freeNode(node) }
      storage.unregister(reusable.values)
      engine.nodes[Int(slot)].load = .idle
      engine.nodes[Int(slot)].remaining = children.remaining(afterLoaded: 0)
      if slot == 0 && engine.nodes[0].remaining != 0 && engine.nodes[0].limit == NodeRecord.all {
        // Paged roots show what is loaded, or ask for a first batch, as when the outline is
        // built.
        engine.nodes[0].limit =
          tops.isEmpty ? firstBatch : Int32(Swift.min(tops.count, Int(NodeRecord.all) - 1))
      }
      if engine.nodes[Int(slot)].mayHaveChildren { engine.ensureFooter(slot, &log) }
      engine.attach(tops, to: slot, at: 0, adjustsLimit: false, recordsRows: false, &log)
      engine.refreshFooter(slot)
      engine.startLoadIfWanted(slot, &log)
      log.regions.append(
        engine.diffByKey(old, engine.captureRows(in: engine.childrenRange(of: slot))))
    }
  }

  /// Replaces the whole tree, keeping the expansion of every node that is still there.
  ///
  /// Nodes that are gone are pruned with their state; loads in flight are ignored when they
  /// return; the update is the diff from the old rows to the new ones.
  ///
  /// - Precondition: No identifier is repeated.
  /// - Complexity: O(*a* + *b*) expected for *a* nodes before and *b* after.
  @discardableResult
  public mutating func reload(
    roots: [ID], children: (ID) -> OutlineChildren<ID>
  ) -> OutlineUpdate<ID> {
    replace(childrenOf: nil, with: .loaded(roots), id: { $0 }, descendants: children)
  }

  /// Replaces the whole tree with a description by models, keeping the expansion of every node
  /// that is still there.
  ///
  /// - Precondition: No identifier is repeated.
  /// - Complexity: O(*a* + *b*) expected for *a* nodes before and *b* after.
  @discardableResult
  public mutating func reload<Node>(
    roots: OutlineChildren<Node>, id: (Node) -> ID, children: (Node) -> OutlineChildren<Node>
  ) -> OutlineUpdate<ID> {
    replace(childrenOf: nil, with: roots, id: id, descendants: children)
  }
}
