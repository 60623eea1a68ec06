extension OutlineEngine {
  /// Verifies the engine against its definition: the records form a tree under the invisible
  /// root; the row index holds exactly one entry per node and one footer entry per node that
  /// may have children, in depth-first order; every hide count and depth is what the limits
  /// and footers imply; loads are consistent.
  ///
  /// - Complexity: O(*n*).
  @inline(never)
  @usableFromInline
  internal func _checkInvariants() {
    let order = rows._checkInvariants()
    precondition(nodes[0].isLive && nodes[0].parent == -1 && nodes[0].limit > 0, "root record")
    precondition(nodes[0].footer >= 0, "root footer")
    var live = 0
    for (slot, record) in nodes.enumerated() where record.isLive {
      live += 1
      for child in record.children {
        precondition(nodes[Int(child)].isLive, "dead child \(child) of \(slot)")
        precondition(nodes[Int(child)].parent == Int32(slot), "parent link of \(child)")
      }
      precondition(record.limit >= 0, "negative limit at \(slot)")
      precondition(record.remaining >= -1, "remaining at \(slot)")
      precondition(!record.mayHaveChildren || record.footer >= 0, "missing footer at \(slot)")
      precondition(
        record.load != .loading || record.remaining != 0, "loading with nothing left at \(slot)")
      precondition(record.footerWanted == record.wantsFooter || record.footer < 0, "footer flag")
      precondition(!record.wantsLoad, "node \(slot) wants a load that did not start")
    }
    precondition(live == liveCount, "live count")
    for slot in freeNodes { precondition(!nodes[Int(slot)].isLive, "free slot \(slot) is live") }
    precondition(live + freeNodes.count == nodes.count, "slots lost")

    // The expected sequence: (node value, hide, depth), depth-first.
    var expected: [(node: Int32, hide: Int32, depth: Int32)] = []
    var stack: [(slot: Int32, hide: Int32, depth: Int32, isFooter: Bool)] = [(0, 0, -1, false)]
    while let (slot, hide, depth, isFooter) = stack.popLast() {
      let record = nodes[Int(slot)]
      if isFooter {
        expected.append((~slot, record.footerWanted ? hide : hide + 1, depth + 1))
        continue
      }
      if slot != 0 { expected.append((slot, hide, depth)) }
      if record.footer >= 0 { stack.append((slot, hide, depth, true)) }
      let shown = record.shown
      for index in record.children.indices.reversed() {
        stack.append((record.children[index], index >= shown ? hide + 1 : hide, depth + 1, false))
      }
    }
    precondition(expected.count == order.count, "row index holds \(order.count) entries, not \(expected.count)")
    for (actual, wanted) in zip(order, expected) {
      let node = rows.base[Int(actual.entry)].node
      precondition(node == wanted.node, "entry order: \(node) where \(wanted.node) belongs")
      let owner = node >= 0 ? nodes[Int(node)].entry : nodes[Int(~node)].footer
      precondition(owner == actual.entry, "entry link of \(node)")
      precondition(actual.hide == wanted.hide, "hide count of \(node): \(actual.hide), not \(wanted.hide)")
      precondition(actual.depth == wanted.depth, "depth of \(node)")
    }
  }
}
