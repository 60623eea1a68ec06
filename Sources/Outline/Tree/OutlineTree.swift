import Snapshots

/// A tree of nodes with stable identifiers, shown as a list of rows that costs what it changes.
///
/// `OutlineTree` is the engine behind multi-level lists: comment threads, file browsers,
/// category trees, with tens of thousands to millions of nodes. You describe the tree by
/// identifiers (from a children closure or nested models); the outline keeps each node's
/// expansion — a count of visible children, so that a node can be partly expanded behind a
/// "5 more" footer — and the list of visible rows. Every operation returns an
/// ``OutlineUpdate``: the `Diff` of the visible rows, ready for a renderer, and the loads
/// it started for children that are not loaded yet.
///
/// ```swift
/// var thread = OutlineTree<String>(roots: ["post"]) { id in
///   id == "post" ? .page(["c1", "c2"], total: 40) : .unloaded(total: replyCounts[id])
/// }
/// let update = thread.expand("post")        // rows for c1, c2 and a "38 more" footer
/// renderer.perform(update.diff)
/// ```
///
/// Operations name nodes by identifier, and a missing identifier follows the rule
/// `SectionSnapshot` follows:
///
/// A question about one identifier that is not there (its level, parent, children, expansion or
/// visibility) stops the program with a message naming the operation and the identifier;
/// `contains(_:)` and `index(of:)` accept any identifier and answer `false` or `nil`; expanding
/// and collapsing ignore identifiers that are not there; a structural change that names one
/// (deleting it, inserting under or next to it, moving it or to it, replacing its children)
/// stops the program.
///
/// The expansion changes, ``expand(_:)-(ID)``, ``collapse(_:resettingDescendants:)-(ID,_)``,
/// ``toggle(_:)``, ``setExpansion(of:to:)``, ``showMore(_:count:)``, ``expandAll(_:)`` and
/// ``collapseAll(_:)``, return an empty update for an identifier that is not there. Lazy
/// loading ignores stale input too, because its answers arrive after the tree has moved on:
/// ``finishLoading(_:with:children:)`` and ``failLoading(_:)`` ignore a request whose node was
/// deleted, reloaded or given a newer load meanwhile, and ``retryLoading(_:)`` ignores a node
/// that is gone or did not fail;
/// ``restore(_:)`` drops and reports the identifiers of a saved state that are gone. Other
/// caller errors — inserting an identifier that is already present, an index out of range —
/// stop the program too.
///
/// ## Cost
///
/// The rows live in an order-statistic tree that knows how many rows each part of the outline
/// shows, with expansion applied lazily: expanding, collapsing or showing more costs
/// O(log *n*) plus O(*k*) for the *k* rows whose offsets the diff lists; finding the row at an
/// offset, or the offset of a node, costs O(log *n*), where *n* counts loaded nodes. Inserting
/// or deleting *s* nodes costs O(*s* + *c* + log *n*), *c* the siblings of their parent.
/// A few operations also walk up from a node to the root (level, cycle checks), O(*d*) for its
/// level *d*. All expected, if identifiers hash well: with a hash that is the same for every
/// identifier, finding a node costs O(*n*) and building an outline O(*n*²).
///
/// `OutlineTree` is a value type with copy-on-write storage held in pages: a copy costs O(1),
/// and the first change to one side copies the list of pages, O(*n* / 1 024), and the pages the
/// change writes, not the whole tree. An app's state and a view's data source can hold the same
/// tree, and the app's next change costs about what it costs a tree held once.
public struct OutlineTree<ID: Hashable> {
  @usableFromInline internal var _storage: OutlineStorage<ID>
  /// How the tree expands nodes and pages children.
  public var configuration: OutlineConfiguration<ID>

  /// Creates an empty outline.
  ///
  /// - Complexity: O(1).
  public init(configuration: OutlineConfiguration<ID> = OutlineConfiguration()) {
    _storage = OutlineStorage()
    self.configuration = configuration
  }

  /// Makes the storage unique before a mutation.
  @inlinable
  internal mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&_storage) { _storage = OutlineStorage(copying: _storage) }
    _storage.engine.rows.beginMutation()
  }

  /// Runs one operation on unique storage and assembles its update.
  @usableFromInline
  internal mutating func perform(
    _ body: (OutlineStorage<ID>, inout RowChangeLog) -> Void
  ) -> OutlineUpdate<ID> {
    makeUnique()
    var log = RowChangeLog()
    body(_storage, &log)
    let diff = _storage.engine.finish(log)
    let requests = log.requests.compactMap { request(for: $0) }
    checkInvariantsIfEnabled(verifyInvariants)
    let update = OutlineUpdate(diff: diff, loadRequests: requests)
    _storage.lineage.record(update)
    return update
  }

  /// The request for a node's load in flight.
  @usableFromInline
  internal func request(for slot: Int32) -> OutlineLoadRequest<ID>? {
    let record = _storage.engine.nodes[Int(slot)]
    guard record.isLive, record.load == .loading else { return nil }
    let parent = _storage.id(of: slot)
    let loaded = record.children.count
    let count =
      record.limit == NodeRecord.all
      ? configuration.batchSize(under: parent, level: Int(_storage.engine.level(of: slot)) + 1)
      : Int(record.limit) - loaded
    return OutlineLoadRequest(
      parent: parent, offset: loaded, count: Swift.max(1, count), generation: record.generation)
  }

  /// The number of nodes in the outline (loaded ones; not the rows).
  ///
  /// - Complexity: O(1).
  public var count: Int { _storage.engine.liveCount - 1 }

  /// Whether the outline has no nodes.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { count == 0 }

  /// Whether a node is in the outline.
  ///
  /// - Complexity: O(1) expected.
  public func contains(_ id: ID) -> Bool { _storage.slot(of: id) != nil }
}

extension OutlineTree: @unchecked Sendable where ID: Sendable {}
// The storage is only mutated through `makeUnique()`, that is, when this value holds the only
// reference; shared storage is never written, so sharing it across threads is safe. The same
// holds one level down: a page that two storages share is copied before either writes to it,
// as a write first finds its page uniquely referenced (the row index skips that test only
// while no other index of its family is alive). The configuration's closures are `@Sendable`.
