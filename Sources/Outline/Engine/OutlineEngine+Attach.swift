extension OutlineEngine {
  /// Gives a node that never had children its footer entry, right after its own entry.
  @usableFromInline
  internal func ensureFooter(_ slot: Int32, _ log: inout RowChangeLog) {
    if nodes[Int(slot)].footer >= 0 { return }
    let entry = nodes[Int(slot)].entry
    let footer = rows.allocate(
      node: ~slot, hide: rows.effectiveHide(entry) &+ 1, level: rows.effectiveLevel(entry) &+ 1)
    rows.insert(footer, at: rows.position(of: entry) &+ 1)
    nodes[Int(slot)].footer = footer
    nodes[Int(slot)].footerWanted = false
    touchNew(footer, &log)
  }

  /// Creates the entries of a new subtree in depth-first order, with absolute hide counts and
  /// levels, appending them to `entries`.
  ///
  /// - Complexity: O(*s*) for *s* nodes.
  @usableFromInline
  internal func emit(_ slot: Int32, hide: Int32, level: Int32, into entries: inout [Int32]) {
    var stack: [(slot: Int32, hide: Int32, level: Int32, isFooter: Bool)] = [
      (slot, hide, level, false)
    ]
    while let (node, hide, level, isFooter) = stack.popLast() {
      let record = nodes[Int(node)]
      if isFooter {
        let wanted = record.wantsFooter
        let footer = rows.allocate(node: ~node, hide: wanted ? hide : hide &+ 1, level: level &+ 1)
        nodes[Int(node)].footer = footer
        nodes[Int(node)].footerWanted = wanted
        entries.append(footer)
        continue
      }
      let entry = rows.allocate(node: node, hide: hide, level: level)
      nodes[Int(node)].entry = entry
      entries.append(entry)
      if record.mayHaveChildren { stack.append((node, hide, level, true)) }
      let shown = record.shown
      var index = record.children.count
      while index > 0 {
        index &-= 1
        stack.append((record.children[index], index >= shown ? hide &+ 1 : hide, level &+ 1, false))
      }
    }
  }

  /// Inserts new subtrees (records built, entries not yet) as children of `parent` at `index`.
  ///
  /// With `adjustsLimit`, children inserted among the shown ones raise a counted limit so that
  /// they show and nothing else hides; otherwise (a loaded page) they only fill the room the
  /// limit leaves. Starts the loads that new expanded nodes ask for. Without `recordsRows` the
  /// new rows are left for the caller to report (a region diff).
  ///
  /// - Complexity: O(*c* + *s* + log *n*) for *c* children of `parent` and *s* new nodes.
  @usableFromInline
  internal func attach(
    _ tops: [Int32], to parent: Int32, at index: Int, adjustsLimit: Bool,
    recordsRows: Bool = true, _ log: inout RowChangeLog
  ) {
    touchNode(parent, &log)
    if tops.isEmpty { return }
    ensureFooter(parent, &log)
    let record = nodes[Int(parent)]
    if adjustsLimit && index < record.shown && record.limit != NodeRecord.all {
      let raised = Int(record.limit) &+ tops.count
      nodes[Int(parent)].limit = Int32(Swift.min(raised, Int(NodeRecord.all) &- 1))
    }
    let position =
      index < record.children.count
      ? rows.position(of: nodes[Int(record.children[index])].entry)
      : rows.position(of: record.footer)
    nodes[Int(parent)].children.insert(contentsOf: tops, at: index)
    for top in tops { nodes[Int(top)].parent = parent }
    let shown = nodes[Int(parent)].shown
    let hide = hideCount(of: parent)
    let level = level(of: parent) &+ 1
    var entries: [Int32] = []
    for (offset, top) in tops.enumerated() {
      emit(top, hide: index &+ offset >= shown ? hide &+ 1 : hide, level: level, into: &entries)
    }
    rows.tally(entries.count)
    rows.insert(rows.build(entries), at: position)
    if recordsRows { log.newBlocks.append((entries[0], entries[entries.count &- 1])) }
    refreshFooter(parent)
    for entry in entries where rows[entry].node >= 0 {
      startLoadIfWanted(rows[entry].node, &log)
    }
  }
}
