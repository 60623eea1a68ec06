extension OutlineEngine {
  /// Takes a child out of its parent's list, lowering a counted limit if the child was shown
  /// (so that nothing else shows instead); a limit that reaches 0 leaves the parent collapsed
  /// (the invisible root then shows no roots, only its footer).
  @usableFromInline
  internal func unlink(_ slot: Int32) {
    let parent = nodes[Int(slot)].parent
    let record = nodes[Int(parent)]
    rows.tally(record.children.count)
    guard let index = record.children.firstIndex(of: slot) else { return }
    if index < record.shown && record.limit != NodeRecord.all {
      nodes[Int(parent)].limit = record.limit &- 1
    }
    nodes[Int(parent)].children.remove(at: index)
    nodes[Int(slot)].parent = -1
  }

  /// Deletes nodes with their subtrees; nodes below another deleted node go with it.
  ///
  /// - Returns: The freed slots, for the caller's identifier table.
  /// - Complexity: O(*s* + Σ(*c* + *d*) + *t* log *n*) for *s* deleted nodes and, per listed
  ///   node, *c* siblings and level *d*, *t* of them.
  @usableFromInline
  internal func delete(_ slots: [Int32], _ log: inout RowChangeLog) -> [Int32] {
    let listed = Set(slots)
    var targets: [Int32] = []
    var seen = Set<Int32>()
    for slot in slots {
      var ancestor = nodes[Int(slot)].parent
      var covered = false
      while ancestor > 0 {
        if listed.contains(ancestor) {
          covered = true
          break
        }
        ancestor = nodes[Int(ancestor)].parent
      }
      if !covered && seen.insert(slot).inserted { targets.append(slot) }
    }
    for target in targets { touchNode(nodes[Int(target)].parent, &log) }
    for target in targets {
      recordDeletion(nodes[Int(target)].entry, lastEntry(of: target), &log)
    }
    var freed: [Int32] = []
    for target in targets {
      let parent = nodes[Int(target)].parent
      let positions = range(of: target)
      let doomed = subtree(of: target)
      unlink(target)
      rows.freePiece(rows.remove(positions))
      for node in doomed { freeNode(node) }
      freed += doomed
      refreshFooter(parent)
      startLoadIfWanted(parent, &log)
    }
    return freed
  }

  /// Moves a node with its subtree to `parent` at `index` (counted after taking it out).
  ///
  /// The subtree's entries move as one piece: its hide counts and levels are shifted by one
  /// tag each, so hidden descendants cost nothing.
  ///
  /// - Precondition: `parent` is not `slot` nor below it.
  /// - Complexity: O(*c* + *d* + log *n*) for *c* children of the two parents and level *d*,
  ///   plus O(*k*) for the *k* rows reported.
  @usableFromInline
  internal func move(
    _ slot: Int32, to parent: Int32, at index: Int, _ log: inout RowChangeLog
  ) {
    let oldParent = nodes[Int(slot)].parent
    if oldParent == parent && nodes[Int(parent)].children.firstIndex(of: slot) == index { return }
    touchNode(oldParent, &log)
    touchNode(parent, &log)
    let first = nodes[Int(slot)].entry
    let last = lastEntry(of: slot)
    let oldHide = hideCount(of: slot)
    let oldLevel = level(of: slot)
    let newLevel = level(of: parent) &+ 1
    beginBlock(first, last, levelChanged: newLevel != oldLevel, &log)

    let positions = range(of: slot)
    let oldRecord = nodes[Int(oldParent)]
    let wasShown = (oldRecord.children.firstIndex(of: slot) ?? Int.max) < oldRecord.shown
    unlink(slot)
    let piece = rows.remove(positions)
    refreshFooter(oldParent)

    ensureFooter(parent, &log)
    let record = nodes[Int(parent)]
    // Inserted before a shown child, the node joins the window. A shown node that stays under
    // its parent also keeps its place when it lands right after the last shown child: the
    // window keeps its size, and the rows move as one block.
    let staysShown = parent == oldParent && wasShown && index <= record.shown
    if (index < record.shown || staysShown) && record.limit != NodeRecord.all {
      nodes[Int(parent)].limit = Swift.min(record.limit &+ 1, NodeRecord.all &- 1)
    }
    let position =
      index < record.children.count
      ? rows.position(of: nodes[Int(record.children[index])].entry)
      : rows.position(of: record.footer)
    nodes[Int(parent)].children.insert(slot, at: index)
    nodes[Int(slot)].parent = parent
    let shown = nodes[Int(parent)].shown
    let newHide = hideCount(of: parent) &+ (index >= shown ? 1 : 0)
    rows.apply(piece, hide: newHide &- oldHide, level: newLevel &- oldLevel)
    rows.insert(piece, at: position)
    refreshFooter(parent)
    startLoadIfWanted(oldParent, &log)
    startLoadIfWanted(parent, &log)
  }
}
