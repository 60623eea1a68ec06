import Snapshots

extension OutlineStorage {
  /// Creates the records of new subtrees, depth-first, registering their identifiers; the
  /// engine gives them entries when they are attached.
  ///
  /// - Parameters:
  ///   - tops: The top nodes of the new subtrees, in order.
  ///   - reusing: Slots of nodes being replaced, by identifier: a node that comes back keeps its
  ///     slot and expansion (its children are described afresh). Reused entries are removed.
  /// - Returns: The slots of the top nodes, and the identifiers that were already present or
  ///   repeated, which are skipped with their subtrees (the caller decides whether to trap).
  /// - Complexity: O(*s*) for *s* new nodes, expected.
  @inlinable
  internal func makeRecords<Node>(
    _ tops: [Node], id: (Node) -> ID, children: (Node) -> OutlineChildren<Node>,
    reusing: inout [ID: Int32]
  ) -> (tops: [Int32], repeats: [ID]) {
    var topSlots: [Int32] = []
    var repeats: [ID] = []
    walkNested(roots: tops) { (node, parent: Int32?, _) in
      let identifier = id(node)
      let slot: Int32
      if let reused = reusing.removeValue(forKey: identifier) {
        slot = reused
        engine.nodes[Int(slot)].load = .idle
      } else if self.slot(of: identifier) != nil {
        repeats.append(identifier)
        return nil
      } else {
        slot = register(identifier)
      }
      let description = children(node)
      engine.nodes[Int(slot)].remaining = description.remaining(afterLoaded: 0)
      if let parent {
        engine.nodes[Int(parent)].children.append(slot)
        engine.nodes[Int(slot)].parent = parent
      } else {
        topSlots.append(slot)
      }
      return (slot, description.loaded)
    }
    return (topSlots, repeats)
  }
}
