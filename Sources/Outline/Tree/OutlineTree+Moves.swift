extension OutlineTree where ID: Sendable {
  /// Moves a node with its subtree to `parent` (`nil`: roots) at `index`, counted among the
  /// parent's children without the moved node.
  ///
  /// The subtree keeps its expansion and loads; its rows move as one block (the diff reports
  /// the fewest moves) and, when its level changes, each of its rows is updated.
  ///
  /// Under a partly expanded parent (or paged roots), the node shows where it lands if it
  /// lands before a shown child, or if it was shown under the same parent and lands right after
  /// a shown one (the window keeps its size); under a new parent, landing after the last shown
  /// child hides it behind the footer, as an insert there would. The parent it leaves shows one
  /// fewer, and nothing else appears instead.
  ///
  /// ```swift
  /// try tree.move("c7", to: "c2", at: 0)    // reparent c7 as the first reply of c2
  /// ```
  ///
  /// - Throws: ``OutlineMoveError/cycle(node:destination:)`` when `parent` is the node or one
  ///   of its descendants; nothing changes.
  /// - Precondition: `id` is in the outline, `parent` is `nil` or in it, and `index` is in
  ///   `0...n` for the *n* children that remain; otherwise the program stops with a message
  ///   naming them.
  /// - Complexity: O(*c* + *d* + log *n*) expected for *c* children of the two parents and
  ///   level *d* of `parent`, plus O(*k*) for the *k* rows reported.
  @discardableResult
  public mutating func move(
    _ id: ID, to parent: ID?, at index: Int
  ) throws(OutlineMoveError<ID>) -> OutlineUpdate<ID> {
    guard let update = moveUnlessCycle(id, to: parent, at: index) else {
      // Only a cycle returns nil: a parent given is then in the outline.
      throw .cycle(node: id, destination: parent ?? id)
    }
    return update
  }

  /// Moves a node with its subtree to right before `sibling`, at its level; moving a node
  /// before itself changes nothing.
  ///
  /// - Throws: ``OutlineMoveError/cycle(node:destination:)`` when `sibling` is below the node.
  /// - Precondition: `id` and `sibling` are in the outline; otherwise the program stops with a
  ///   message naming them.
  /// - Complexity: As for ``move(_:to:at:)``.
  @discardableResult
  public mutating func move(
    _ id: ID, before sibling: ID
  ) throws(OutlineMoveError<ID>) -> OutlineUpdate<ID> {
    try move(id, nextTo: sibling, after: false, operation: "OutlineTree.move(_:before:)")
  }

  /// Moves a node with its subtree to right after `sibling` and its subtree, at its level;
  /// moving a node after itself changes nothing.
  ///
  /// - Throws: ``OutlineMoveError/cycle(node:destination:)`` when `sibling` is below the node.
  /// - Precondition: `id` and `sibling` are in the outline; otherwise the program stops with a
  ///   message naming them.
  /// - Complexity: As for ``move(_:to:at:)``.
  @discardableResult
  public mutating func move(
    _ id: ID, after sibling: ID
  ) throws(OutlineMoveError<ID>) -> OutlineUpdate<ID> {
    try move(id, nextTo: sibling, after: true, operation: "OutlineTree.move(_:after:)")
  }

  private mutating func move(
    _ id: ID, nextTo sibling: ID, after: Bool, operation: StaticString
  ) throws(OutlineMoveError<ID>) -> OutlineUpdate<ID> {
    let slot = existingSlot(of: id, for: operation)
    let (parent, position) = siblingPosition(of: sibling, for: operation)
    if id == sibling { return .none }
    let engine = _storage.engine
    if engine.isAncestor(slot, of: parent) {
      throw .cycle(node: id, destination: _storage.id(of: parent) ?? sibling)
    }
    var index = after ? position + 1 : position
    if engine.nodes[Int(slot)].parent == parent,
      let current = engine.nodes[Int(parent)].children.firstIndex(of: slot), current < index
    {
      index -= 1
    }
    return try move(id, to: _storage.id(of: parent), at: index)
  }
}

extension OutlineTree {
  /// ``move(_:to:at:)`` for identifiers of any kind: `nil`, and nothing changes, when the move
  /// would make a cycle. What an adapter uses, whose identifiers need not be `Sendable`.
  ///
  /// - Precondition: As for ``move(_:to:at:)``.
  /// - Complexity: As for ``move(_:to:at:)``.
  package mutating func moveUnlessCycle(
    _ id: ID, to parent: ID?, at index: Int
  ) -> OutlineUpdate<ID>? {
    let slot = existingSlot(of: id, for: "OutlineTree.move(_:to:at:)")
    let target = existingSlot(ofParent: parent, for: "OutlineTree.move(_:to:at:)")
    let engine = _storage.engine
    if parent != nil, engine.isAncestor(slot, of: target) { return nil }
    var count = engine.nodes[Int(target)].children.count
    if engine.nodes[Int(slot)].parent == target { count -= 1 }
    guard index >= 0 && index <= count else {
      trap(
        "OutlineTree.move(_:to:at:)",
        "index \(index) out of 0...\(count) for moving \(id) under \(parent.map { "\($0)" } ?? "the roots")"
      )
    }
    return perform { storage, log in storage.engine.move(slot, to: target, at: index, &log) }
  }
}
