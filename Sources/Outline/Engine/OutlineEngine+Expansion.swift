extension OutlineEngine {
  /// Sets how many children a node shows, hiding or revealing the window of children between
  /// the old and new count with one range addition.
  ///
  /// - Complexity: O(log *n*) expected, plus O(*k*) for the *k* rows reported at the end.
  @usableFromInline
  internal func setLimit(_ slot: Int32, to newLimit: Int32, _ log: inout RowChangeLog) {
    let record = nodes[Int(slot)]
    if record.limit == newLimit { return }
    touchNode(slot, &log)
    let oldShown = record.shown
    nodes[Int(slot)].limit = newLimit
    let newShown = nodes[Int(slot)].shown
    if oldShown != newShown {
      let lower = Swift.min(oldShown, newShown)
      let upper = Swift.max(oldShown, newShown)
      let first = nodes[Int(record.children[lower])].entry
      let last = lastEntry(of: record.children[upper &- 1])
      beginBlock(first, last, &log)
      let positions = rows.position(of: first)..<(rows.position(of: last) &+ 1)
      rows.addHide(newShown > oldShown ? -1 : 1, in: positions)
    }
    refreshFooter(slot)
    startLoadIfWanted(slot, &log)
  }

  /// Brings the footer entry's own hide count in line with whether the node wants it.
  ///
  /// - Complexity: O(log *n*) expected when it changes, O(1) otherwise.
  @usableFromInline
  internal func refreshFooter(_ slot: Int32) {
    let record = nodes[Int(slot)]
    let wanted = record.wantsFooter
    if record.footer < 0 || wanted == record.footerWanted { return }
    rows.addOwnHide(wanted ? -1 : 1, at: record.footer)
    nodes[Int(slot)].footerWanted = wanted
  }

  /// Starts a load if the node asks for more children than are loaded; its footer must have
  /// been touched.
  @usableFromInline
  internal func startLoadIfWanted(_ slot: Int32, _ log: inout RowChangeLog) {
    if !nodes[Int(slot)].wantsLoad { return }
    generationCounter &+= 1
    nodes[Int(slot)].load = .loading
    nodes[Int(slot)].generation = generationCounter
    log.requests.append(slot)
  }

  /// Collapses every expanded node below `slot` (whose rows are hidden already).
  ///
  /// - Complexity: O(*s* + *e* log *n*) for *s* nodes below and *e* of them expanded.
  @usableFromInline
  internal func resetDescendants(of slot: Int32, _ log: inout RowChangeLog) {
    for descendant in subtree(of: slot).dropFirst() where nodes[Int(descendant)].limit != 0 {
      setLimit(descendant, to: 0, &log)
    }
  }

  // MARK: Bulk changes

  /// Expands `slot` and every node below it whose children are loaded: fully when all are
  /// loaded, to what is loaded when more wait on the server. Never starts a load; never hides.
  ///
  /// - Complexity: O(*s* + *v*) for *s* nodes in the subtree and *v* rows shown in it.
  @usableFromInline
  internal func expandAll(_ slot: Int32, _ log: inout RowChangeLog) {
    rewriting(slot, &log) { _ in
      for node in subtree(of: slot) where !nodes[Int(node)].children.isEmpty {
        let record = nodes[Int(node)]
        let full =
          record.remaining == 0
          ? NodeRecord.all : Int32(Swift.min(record.children.count, Int(NodeRecord.all) - 1))
        nodes[Int(node)].limit = Swift.max(record.limit, full)
      }
    }
  }

  /// Collapses `slot` and every node below it (the invisible root stays expanded).
  ///
  /// - Complexity: O(*s* + *v*) for *s* nodes in the subtree and *v* rows it showed.
  @usableFromInline
  internal func collapseAll(_ slot: Int32, _ log: inout RowChangeLog) {
    rewriting(slot, &log) { _ in
      for node in subtree(of: slot) where node != 0 { nodes[Int(node)].limit = 0 }
    }
  }

  /// Replaces every node's limit: `limits` by slot, 0 for the others; the invisible root keeps
  /// its own. Starts the loads that the new limits ask for.
  ///
  /// - Complexity: O(*n*).
  @usableFromInline
  internal func restoreLimits(_ limits: [Int32: Int32], _ log: inout RowChangeLog) {
    rewriting(0, &log) { log in
      for slot in 1..<nodes.count where nodes[slot].isLive {
        nodes[slot].limit = limits[Int32(slot)] ?? 0
      }
      for slot in 0..<nodes.count where nodes[slot].isLive {
        startLoadIfWanted(Int32(slot), &log)
      }
    }
  }

  /// Runs `change` on the limits of `slot`'s subtree, rewrites the subtree's hide counts from
  /// scratch, and records the change of its rows as one region.
  @usableFromInline
  internal func rewriting(
    _ slot: Int32, _ log: inout RowChangeLog, _ change: (inout RowChangeLog) -> Void
  ) {
    touch(nodes[Int(slot)].entry, &log)
    let below = rangeBelow(slot)
    let old = captureRows(in: below)
    change(&log)
    rewrite(slot)
    let new = captureRows(in: below)
    log.regions.append(diffByPosition(old, new))
  }

  /// The positions of a node's descendants and footer (for the invisible root: everything).
  @usableFromInline
  internal func rangeBelow(_ slot: Int32) -> Range<Int> {
    let whole = range(of: slot)
    return slot == 0 ? whole : (whole.lowerBound &+ 1)..<whole.upperBound
  }

  /// Overwrites the hide counts and levels of a node's range from the records.
  ///
  /// - Complexity: O(*s*) for the *s* entries of the range, plus O(log *n*).
  @usableFromInline
  internal func rewrite(_ slot: Int32) {
    let positions = range(of: slot)
    let hide = hideCount(of: slot)
    let level = level(of: slot)
    let piece = rows.remove(positions)
    var stack: [(slot: Int32, hide: Int32, level: Int32, isFooter: Bool)] = [
      (slot, hide, level, false)
    ]
    while let (node, hide, level, isFooter) = stack.popLast() {
      rows.tally()
      let record = nodes[Int(node)]
      if isFooter {
        let wanted = record.wantsFooter
        nodes[Int(node)].footerWanted = wanted
        let footer = rows.writable(record.footer)
        footer.pointee.hide = wanted ? hide : hide &+ 1
        footer.pointee.level = level &+ 1
        continue
      }
      if record.entry >= 0 {
        let entry = rows.writable(record.entry)
        entry.pointee.hide = hide
        entry.pointee.level = level
      }
      if record.footer >= 0 { stack.append((node, hide, level, true)) }
      let shown = record.shown
      var index = record.children.count
      while index > 0 {
        index &-= 1
        stack.append((record.children[index], index >= shown ? hide &+ 1 : hide, level &+ 1, false))
      }
    }
    rows.repull(piece)
    rows.insert(piece, at: positions.lowerBound)
  }
}
