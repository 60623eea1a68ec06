extension OutlineTree {
  /// Inserts new nodes as children of `parent` (`nil`: roots) at `index`, with the
  /// descendants `children` describes.
  ///
  /// New nodes are collapsed. Inserted among the children a partly expanded parent shows, they
  /// show too (its count grows by as many), and nothing else hides; inserted among the hidden
  /// ones, they hide behind the footer, whose count grows. An empty `ids` does nothing.
  ///
  /// - Precondition: `parent` is `nil` or in the outline, `index` is in
  ///   `0...children(of: parent).count`, and no identifier is in the outline already or
  ///   repeated; otherwise the program stops with a message naming them.
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* children of `parent` and *s* new
  ///   nodes.
  @discardableResult
  public mutating func insert(
    _ ids: [ID], under parent: ID?, at index: Int,
    children: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    insert(ids, under: parent, at: index, id: { $0 }, children: children)
  }

  /// Inserts new nodes, described by models, as children of `parent` (`nil`: roots) at `index`.
  ///
  /// - Precondition: As for ``insert(_:under:at:children:)``.
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* children of `parent` and *s* new
  ///   nodes.
  @discardableResult
  public mutating func insert<Node>(
    _ nodes: [Node], under parent: ID?, at index: Int, id: (Node) -> ID,
    children: (Node) -> OutlineChildren<Node>
  ) -> OutlineUpdate<ID> {
    if nodes.isEmpty { return .none }
    let operation: StaticString = "OutlineTree.insert(_:under:at:)"
    let slot = existingSlot(ofParent: parent, for: operation)
    let count = _storage.engine.nodes[Int(slot)].children.count
    guard index >= 0 && index <= count else {
      trap(
        "\(operation)",
        "index \(index) out of 0...\(count) for the children of \(parent.map { "\($0)" } ?? "the roots")"
      )
    }
    return attach(nodes, to: slot, at: index, id: id, children: children, operation: operation)
  }

  /// Appends new nodes as the last children of `parent` (`nil`: roots). An empty `ids` does
  /// nothing.
  ///
  /// - Precondition: `parent` is `nil` or in the outline, and no identifier is in the outline
  ///   already or repeated; otherwise the program stops with a message naming them.
  /// - Complexity: O(*s* + log *n*) expected for *s* new nodes.
  @discardableResult
  public mutating func append(
    _ ids: [ID], to parent: ID? = nil, children: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    if ids.isEmpty { return .none }
    let operation: StaticString = "OutlineTree.append(_:to:)"
    let slot = existingSlot(ofParent: parent, for: operation)
    let count = _storage.engine.nodes[Int(slot)].children.count
    return attach(ids, to: slot, at: count, id: { $0 }, children: children, operation: operation)
  }

  /// Inserts new nodes as siblings right before `sibling`. An empty `ids` does nothing.
  ///
  /// - Precondition: `sibling` is in the outline, and no identifier is in the outline already
  ///   or repeated; otherwise the program stops with a message naming them.
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* siblings and *s* new nodes.
  @discardableResult
  public mutating func insert(
    _ ids: [ID], before sibling: ID, children: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    insert(ids, nextTo: sibling, after: false, children, "OutlineTree.insert(_:before:)")
  }

  /// Inserts new nodes as siblings right after `sibling` and its subtree. An empty `ids` does
  /// nothing.
  ///
  /// - Precondition: `sibling` is in the outline, and no identifier is in the outline already
  ///   or repeated; otherwise the program stops with a message naming them.
  /// - Complexity: O(*c* + *s* + log *n*) expected for *c* siblings and *s* new nodes.
  @discardableResult
  public mutating func insert(
    _ ids: [ID], after sibling: ID, children: (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) -> OutlineUpdate<ID> {
    insert(ids, nextTo: sibling, after: true, children, "OutlineTree.insert(_:after:)")
  }

  /// Inserts new nodes as siblings right before `sibling`, or right after it and its subtree.
  private mutating func insert(
    _ ids: [ID], nextTo sibling: ID, after: Bool, _ children: (ID) -> OutlineChildren<ID>,
    _ operation: StaticString
  ) -> OutlineUpdate<ID> {
    if ids.isEmpty { return .none }
    let (parent, index) = siblingPosition(of: sibling, for: operation)
    return attach(
      ids, to: parent, at: after ? index + 1 : index, id: { $0 }, children: children,
      operation: operation)
  }

  /// A node's parent slot and its index among the parent's children, stopping the program
  /// when the node is not in the outline.
  @usableFromInline
  internal func siblingPosition(
    of id: ID, for operation: StaticString
  ) -> (parent: Int32, index: Int) {
    guard let slot = _storage.slot(of: id) else {
      trap("\(operation)", "sibling identifier \(String(reflecting: id)) is not in the outline")
    }
    let parent = _storage.engine.nodes[Int(slot)].parent
    // A live node is always among its parent's children.
    let index = _storage.engine.nodes[Int(parent)].children.firstIndex(of: slot)!
    return (parent, index)
  }

  @usableFromInline
  internal mutating func attach<Node>(
    _ nodes: [Node], to parent: Int32, at index: Int, id: (Node) -> ID,
    children: (Node) -> OutlineChildren<Node>, operation: StaticString
  ) -> OutlineUpdate<ID> {
    if nodes.isEmpty { return .none }
    return perform { storage, log in
      var none: [ID: Int32] = [:]
      let (tops, repeats) = storage.makeRecords(
        nodes, id: id, children: children, reusing: &none)
      if !repeats.isEmpty {
        trap(
          "\(operation)",
          repeatedIdentifiers("item", repeats) + ", already in the outline or repeated"
        )
      }
      storage.engine.attach(tops, to: parent, at: index, adjustsLimit: true, &log)
    }
  }
}
