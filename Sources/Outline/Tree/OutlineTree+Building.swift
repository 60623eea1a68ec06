extension OutlineTree {
  /// Creates an outline from root identifiers and a closure that describes each node's
  /// children.
  ///
  /// ```swift
  /// let files = OutlineTree<String>(roots: ["/"]) { path in
  ///   directories[path].map { .loaded($0) } ?? .leaf
  /// }
  /// ```
  ///
  /// The closure is called once for every node reached through loaded children. Roots are
  /// visible; every other node starts collapsed.
  ///
  /// - Complexity: O(*n*) expected for *n* nodes, if identifiers hash well; O(*n*²) in the
  ///   worst case, a hash that is the same for every identifier (see "Identifiers that hash
  ///   badly" in the Large Outlines article).
  public init(
    roots: [ID], configuration: OutlineConfiguration<ID> = OutlineConfiguration(),
    children: (ID) -> OutlineChildren<ID>
  ) {
    self.init(roots: .loaded(roots), id: { $0 }, configuration: configuration, children: children)
  }

  /// Creates an outline whose roots may be paged, from identifiers and a children closure.
  ///
  /// When the roots are a page, the loaded ones show with a footer for the rest; showing more
  /// of the roots (``showMore(_:count:)`` with `nil`) asks for the next page. When none are
  /// loaded, a load of the first page starts: see ``loadsInFlight``.
  ///
  /// - Complexity: O(*n*) expected for *n* nodes; O(*n*²) if every identifier hashes alike.
  public init(
    roots: OutlineChildren<ID>, configuration: OutlineConfiguration<ID> = OutlineConfiguration(),
    children: (ID) -> OutlineChildren<ID>
  ) {
    self.init(roots: roots, id: { $0 }, configuration: configuration, children: children)
  }

  /// Creates an outline from nested models: each model names its identifier and describes its
  /// children (other models).
  ///
  /// ```swift
  /// let thread = OutlineTree(roots: [post], id: \.id) { comment in
  ///   comment.replies.map { .loaded($0) } ?? .unloaded(total: comment.replyCount)
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*) expected for *n* nodes; O(*n*²) if every identifier hashes alike.
  public init<Node>(
    roots: [Node], id: (Node) -> ID,
    configuration: OutlineConfiguration<ID> = OutlineConfiguration(),
    children: (Node) -> OutlineChildren<Node>
  ) {
    self.init(roots: .loaded(roots), id: id, configuration: configuration, children: children)
  }

  /// Creates an outline from nested models whose roots may be paged.
  ///
  /// - Complexity: O(*n*) expected for *n* nodes; O(*n*²) if every identifier hashes alike.
  public init<Node>(
    roots: OutlineChildren<Node>, id: (Node) -> ID,
    configuration: OutlineConfiguration<ID> = OutlineConfiguration(),
    children: (Node) -> OutlineChildren<Node>
  ) {
    self.init(configuration: configuration)
    let storage = _storage
    var none: [ID: Int32] = [:]
    let (tops, repeats) = storage.makeRecords(
      roots.loaded, id: id, children: children, reusing: &none)
    if !repeats.isEmpty {
      trap(
        "OutlineTree.init(roots:children:)",
        repeatedIdentifiers("item", repeats))
    }
    let engine = storage.engine
    let remaining = roots.remaining(afterLoaded: 0)
    engine.nodes[0].remaining = remaining
    if remaining != 0 { engine.nodes[0].limit = pagedRootLimit(loaded: tops.count) }
    var log = RowChangeLog()
    engine.attach(tops, to: 0, at: 0, adjustsLimit: false, recordsRows: false, &log)
    engine.refreshFooter(0)
    engine.startLoadIfWanted(0, &log)
    checkInvariantsIfEnabled(verifyInvariants)
  }
}

extension OutlineTree {
  /// The window of paged roots: the loaded ones, or a first batch when none is loaded.
  @usableFromInline
  internal func pagedRootLimit(loaded: Int) -> Int32 {
    let count = loaded == 0 ? configuration.batchSize(under: nil, level: 0) : loaded
    return Int32(Swift.min(count, Int(NodeRecord.all) - 1))
  }
}
