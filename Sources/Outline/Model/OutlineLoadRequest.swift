/// A request, from the outline to its owner, for the next children of a node.
///
/// Expanding a node whose children are not loaded, or showing more of a node whose loaded
/// children run out, returns a request in ``OutlineUpdate/loadRequests``; the node's footer
/// shows ``OutlineFooter/loading``. Fetch the page however you like (an `async` call, a
/// callback) and hand the result back with ``OutlineTree/finishLoading(_:with:children:)`` or
/// ``OutlineTree/failLoading(_:)``. A result that arrives after its node was deleted, or its
/// children reloaded, is ignored: each request carries the generation it was issued for.
public struct OutlineLoadRequest<ID: Hashable>: Hashable {
  /// The node whose children to load; `nil` for the roots.
  public let parent: ID?
  /// How many children are loaded already: the page starts here.
  public let offset: Int
  /// How many children the outline would like; a page may bring more or fewer.
  public let count: Int
  @usableFromInline internal let generation: UInt64

  @inlinable
  internal init(parent: ID?, offset: Int, count: Int, generation: UInt64) {
    self.parent = parent
    self.offset = offset
    self.count = count
    self.generation = generation
  }
}

extension OutlineLoadRequest: Sendable where ID: Sendable {}
