extension OutlineTree {
  /// Hands the outline the page a load request asked for.
  ///
  /// The new children go after the loaded ones and show as far as the node's expansion allows
  /// (a node expanded to all shows all; a partly expanded one fills its window); `page.total`
  /// counts all of the node's children, the ones loaded before included. Identifiers already
  /// in the outline (a page that overlaps the previous one) are skipped with their subtrees.
  /// If the node still asks for more, the update carries the next request.
  ///
  /// A stale result is ignored and the update is empty: the node was deleted, its children
  /// were replaced or reloaded, or the load was superseded.
  ///
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* children and *s* new nodes.
  @discardableResult
  public mutating func finishLoading(
    _ request: OutlineLoadRequest<ID>, with page: OutlineChildren<ID>,
    children: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    finishLoading(request, with: page, id: { $0 }, children: children)
  }

  /// Hands the outline the page a load request asked for, as models.
  ///
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* children and *s* new nodes.
  @discardableResult
  public mutating func finishLoading<Node>(
    _ request: OutlineLoadRequest<ID>, with page: OutlineChildren<Node>, id: (Node) -> ID,
    children: (Node) -> OutlineChildren<Node>
  ) -> OutlineUpdate<ID> {
    guard let slot = awaitingSlot(for: request) else { return .none }
    return perform { storage, log in
      var none: [ID: Int32] = [:]
      let (tops, _) = storage.makeRecords(page.loaded, id: id, children: children, reusing: &none)
      let loaded = storage.engine.nodes[Int(slot)].children.count
      let remaining = page.remaining(afterLoaded: loaded - (page.loaded.count - tops.count))
      storage.engine.finishLoading(slot, with: tops, remaining: remaining, &log)
    }
  }

  /// Tells the outline that a load failed: the node's footer shows
  /// ``OutlineFooter/failed`` until ``retryLoading(_:)`` or ``showMore(_:count:)``.
  ///
  /// A stale request is ignored, as for ``finishLoading(_:with:children:)``.
  ///
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  public mutating func failLoading(_ request: OutlineLoadRequest<ID>) -> OutlineUpdate<ID> {
    guard let slot = awaitingSlot(for: request) else { return .none }
    return perform { storage, log in storage.engine.failLoading(slot, &log) }
  }

  /// Starts a failed load of a node's children (`nil`: the roots) again.
  ///
  /// Does nothing unless the node's last load failed, and for a node not in the outline (its
  /// failed load went with it).
  ///
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  public mutating func retryLoading(_ id: ID?) -> OutlineUpdate<ID> {
    guard let slot = _storage.slot(ofParent: id), _storage.engine.nodes[Int(slot)].load == .failed
    else { return .none }
    return perform { storage, log in storage.engine.retryLoading(slot, &log) }
  }

  /// The loads in flight, in depth-first order of their nodes: for an owner that has to
  /// re-issue them (after building, restoring state, or relaunching a task).
  ///
  /// - Complexity: O(*n*).
  public var loadsInFlight: [OutlineLoadRequest<ID>] {
    _storage.engine.subtree(of: 0).compactMap { request(for: $0) }
  }

  /// The slot of the node a request is for, if its result is still awaited.
  @usableFromInline
  internal func awaitingSlot(for request: OutlineLoadRequest<ID>) -> Int32? {
    guard let slot = _storage.slot(ofParent: request.parent),
      _storage.engine.awaits(slot, generation: request.generation)
    else { return nil }
    return slot
  }
}
