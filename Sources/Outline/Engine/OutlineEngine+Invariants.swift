extension OutlineEngine {
  /// Verifies the engine against its definition: the records form a tree under the invisible
  /// root; the row index holds exactly one entry per node and one footer entry per node that
  /// may have children, in depth-first order; every hide count and level is what the limits
  /// and footers imply; loads are consistent, and no node waits for a load that did not start.
  ///
  /// Written with raw buffers: it runs after every mutation of every debug build.
  ///
  /// - Complexity: O(*n*).
  @inline(never)
  @usableFromInline
  internal func verifyInvariants() {
    let order = rows.verifyInvariants()
    defer { order.deallocate() }
    nodes.withReader { nodes in
      precondition(nodes[0].isLive && nodes[0].isRoot && nodes[0].parent == -1, "root record")
      precondition(nodes[0].footer >= 0, "root footer")
      var live = 0
      for slot in 0..<nodes.count where nodes[slot].isLive {
        let record = nodes[slot]
        live += 1
        precondition(slot == 0 || !record.isRoot, "second root at \(slot)")
        record.children.withUnsafeBufferPointer { children in
          for child in children {
            precondition(nodes[Int(child)].isLive, "dead child \(child) of \(slot)")
            precondition(nodes[Int(child)].parent == Int32(slot), "parent link of \(child)")
          }
        }
        precondition(record.limit >= 0, "negative limit at \(slot)")
        precondition((record.remaining ?? 0) >= 0, "remaining at \(slot)")
        precondition(!record.mayHaveChildren || record.footer >= 0, "missing footer at \(slot)")
        precondition(
          record.load != .loading || record.remaining != 0, "loading, none left: \(slot)")
        precondition(
          record.footer < 0 || record.footerWanted == record.wantsFooter, "footer flag: \(slot)")
        precondition(!record.wantsLoad, "node \(slot) wants a load that did not start")
      }
      precondition(live == liveCount, "live count")
      for slot in freeNodes { precondition(!nodes[Int(slot)].isLive, "free slot \(slot) is live") }
      precondition(live + freeNodes.count == nodes.count, "slots lost")

      // Walk the records depth-first and compare with the index entry by entry. Frames:
      // (slot, hide, level, is the footer).
      let frames = UnsafeMutableBufferPointer<(Int32, Int32, Int32, Bool)>.allocate(
        capacity: nodes.count * 2 + 2)
      defer { frames.deallocate() }
      frames[0] = (0, 0, -1, false)
      var top = 1
      var position = 0
      while top > 0 {
        top -= 1
        let (slot, hide, level, isFooter) = frames[top]
        let record = nodes[Int(slot)]
        if isFooter || slot != 0 {
          let node = isFooter ? ~slot : slot
          let wanted = isFooter ? (record.footerWanted ? hide : hide + 1) : hide
          let wantedLevel = isFooter ? level + 1 : level
          precondition(position < order.count, "row index too short")
          let entry = order.entries[position]
          let actual = rows[entry].node
          precondition(actual == node, "entry order: \(actual) where \(node) belongs")
          precondition((isFooter ? record.footer : record.entry) == entry, "entry link of \(node)")
          precondition(order.hides[position] == wanted, "hide count of \(node)")
          precondition(order.levels[position] == wantedLevel, "level of \(node)")
          position += 1
        }
        if isFooter { continue }
        if record.footer >= 0 {
          frames[top] = (slot, hide, level, true)
          top += 1
        }
        let shown = record.shown
        record.children.withUnsafeBufferPointer { children in
          var index = children.count
          while index > 0 {
            index -= 1
            frames[top] = (children[index], index >= shown ? hide + 1 : hide, level + 1, false)
            top += 1
          }
        }
      }
      precondition(position == order.count, "row index holds entries no node owns")
    }
  }
}
