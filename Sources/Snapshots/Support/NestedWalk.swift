/// Walks nested input depth-first, in preorder, without recursion, so that input nested
/// deeper than the call stack allows still walks: the one walk under every builder that takes
/// roots and children (a section snapshot's validating and resolving builders, an outline
/// tree's subtrees).
///
/// `visit` gets each node with the token its parent was given (`nil` for a root) and a way
/// to read the token of the ancestor at any level of the current path; it returns the node's
/// own token and children, or `nil` to leave the node out with everything below it (an
/// identifier met before, which is how repeats and cycles are found and stopped). `leave` is
/// called with a token when the walk has finished its children, so that a caller can keep
/// track of which nodes are on the current path.
///
/// - Complexity: O(*n*) for *n* nodes met, plus the cost of `visit` and `leave`.
@inlinable
package func walkNested<Node, Token>(
  roots: [Node],
  visit: (
    _ node: Node, _ parent: Token?, _ ancestorAtLevel: (Int) -> Token
  ) -> (token: Token, children: [Node])?,
  leave: (Token) -> Void = { _ in }
) {
  // Frame k walks one list of siblings; frame k + 1 walks the children of the node at level k
  // on the current path, so the path can be read by level.
  var frames: [(nodes: [Node], next: Int, parent: Token?)] = [(roots, 0, nil)]
  while let top = frames.indices.last {
    guard frames[top].next < frames[top].nodes.count else {
      if let parent = frames[top].parent { leave(parent) }
      frames.removeLast()
      continue
    }
    let node = frames[top].nodes[frames[top].next]
    frames[top].next += 1
    let visited = visit(node, frames[top].parent) { level in
      guard let token = frames[level + 1].parent else {
        trap("walkNested(roots:visit:leave:)", "no ancestor at level \(level)")
      }
      return token
    }
    guard let visited else { continue }
    if visited.children.isEmpty {
      leave(visited.token)
    } else {
      frames.append((visited.children, 0, visited.token))
    }
  }
}
