/// Why an ``OutlineTree`` refused to move a node.
public enum OutlineMoveError<ID: Hashable & Sendable>: Error, Hashable, CustomStringConvertible {
  /// The destination is the node itself or one of its descendants: the move would make a cycle.
  case cycle(node: ID, destination: ID)

  /// The message, naming the node and the destination.
  ///
  /// - Complexity: O(1), plus describing the identifiers.
  public var description: String {
    switch self {
    case .cycle(let node, let destination):
      return node == destination
        ? "OutlineTree.move: cannot move \(node) under itself"
        : "OutlineTree.move: cannot move \(node) under its own descendant \(destination)"
    }
  }
}
