/// A node a person dragged to a new place in an outline: where it was and where it went, so
/// that the move can be written back to the store the outline shows.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   transaction.applyReorder(to: &folders, children: \.subfolders, id: \.id)
/// }
/// ```
public struct OutlineTransaction<ID: Hashable>: Hashable {
  /// A place among a parent's children: the parent (`nil`: the roots) and the index.
  public struct Place: Hashable {
    /// The parent; `nil` for the roots.
    public var parent: ID?
    /// The index among the parent's children.
    public var index: Int

    /// Creates a place.
    ///
    /// - Complexity: O(1).
    public init(parent: ID?, index: Int) {
      self.parent = parent
      self.index = index
    }
  }

  /// The node that moved, with its subtree.
  public let item: ID
  /// Where it was, among its parent's children before the move.
  public let source: Place
  /// Where it went, counted among the new parent's children without the moved node (as
  /// ``OutlineTree/move(_:to:at:)`` counts).
  public let destination: Place

  /// Creates a transaction.
  ///
  /// - Complexity: O(1).
  public init(item: ID, source: Place, destination: Place) {
    self.item = item
    self.source = source
    self.destination = destination
  }

  /// Writes the move back to a store of nested models whose children line up with the
  /// outline's loaded children before the move: the model at `source` is removed and inserted
  /// at `destination`.
  ///
  /// Traps, naming the parent, if the store has no model for a parent of the move or no model
  /// at `source`.
  ///
  /// - Complexity: O(*n*) for the *n* models in the store.
  public func applyReorder<Node>(
    to roots: inout [Node], children: WritableKeyPath<Node, [Node]>, id: (Node) -> ID
  ) {
    var moved: Node?
    let left = Self.edit(&roots, under: source.parent, children: children, id: id) { siblings in
      guard siblings.indices.contains(source.index), id(siblings[source.index]) == item else {
        trap(
          "OutlineTransaction.applyReorder(to:children:id:)",
          "the store has no \(item) at index \(source.index) under \(describe(source.parent))")
      }
      moved = siblings.remove(at: source.index)
    }
    let arrived =
      left
      && Self.edit(&roots, under: destination.parent, children: children, id: id) {
        $0.insert(moved!, at: Swift.min(destination.index, $0.count))
      }
    guard arrived else {
      trap(
        "OutlineTransaction.applyReorder(to:children:id:)",
        "the store has no parent \(describe(left ? destination.parent : source.parent))")
    }
  }

  private func describe(_ parent: ID?) -> String {
    parent.map { "\($0)" } ?? "the roots"
  }

  /// Runs `body` on the children of `parent` in the store; false when no model is `parent`.
  /// Iterative, so that a store nested deeper than the call stack allows is written back too.
  private static func edit<Node>(
    _ nodes: inout [Node], under parent: ID?, children: WritableKeyPath<Node, [Node]>,
    id: (Node) -> ID, _ body: (inout [Node]) -> Void
  ) -> Bool {
    guard let parent else {
      body(&nodes)
      return true
    }
    guard let path = indices(of: parent, in: nodes, children: children, id: id) else {
      return false
    }
    // Each list of children is taken out of its model on the way down, so that `body` changes
    // a list nothing else holds, and put back on the way up.
    var current: [Node] = []
    swap(&current, &nodes)
    var above: [[Node]] = []
    for index in path {
      let below = current[index][keyPath: children]
      current[index][keyPath: children] = []
      above.append(current)
      current = below
    }
    body(&current)
    for index in path.reversed() {
      var list = above.removeLast()
      list[index][keyPath: children] = current
      current = list
    }
    swap(&current, &nodes)
    return true
  }

  /// The indices, from the roots down, of the first model with the identifier `target` in a
  /// depth-first walk; `nil` if there is none.
  private static func indices<Node>(
    of target: ID, in roots: [Node], children: KeyPath<Node, [Node]>, id: (Node) -> ID
  ) -> [Int]? {
    // Frame k walks one list of siblings, and its `next` is one past the index on the path.
    var frames: [(nodes: [Node], next: Int)] = [(roots, 0)]
    while let top = frames.indices.last {
      let index = frames[top].next
      guard index < frames[top].nodes.count else {
        frames.removeLast()
        continue
      }
      frames[top].next += 1
      let node = frames[top].nodes[index]
      if id(node) == target { return frames.map { $0.next - 1 } }
      let below = node[keyPath: children]
      if !below.isEmpty { frames.append((below, 0)) }
    }
    return nil
  }
}

extension OutlineTransaction: Sendable where ID: Sendable {}
extension OutlineTransaction.Place: Sendable where ID: Sendable {}
