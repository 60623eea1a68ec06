extension OutlineEngine {
  /// Whether a load result for `slot` with `generation` is still awaited.
  @inline(__always)
  @usableFromInline
  internal func awaits(_ slot: Int32, generation: UInt64) -> Bool {
    let record = nodes[Int(slot)]
    return record.isLive && record.load == .loading && record.generation == generation
  }

  /// Ends a load with its page: the new children (records built) go after the loaded ones and
  /// show as far as the limit allows; `remaining` is what is still on the server. Starts the
  /// next load if the limit still asks for more.
  ///
  /// - Complexity: O(*c* + *s* + log *n*) for *c* children and *s* new nodes.
  @usableFromInline
  internal func finishLoading(
    _ slot: Int32, with tops: [Int32], remaining: Int?, _ log: inout RowChangeLog
  ) {
    touchNode(slot, &log)
    nodes[Int(slot)].load = .idle
    nodes[Int(slot)].remaining = remaining
    attach(tops, to: slot, at: nodes[Int(slot)].children.count, adjustsLimit: false, &log)
    refreshFooter(slot)
    startLoadIfWanted(slot, &log)
  }

  /// Ends a load in failure: the footer shows it and offers a retry.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func failLoading(_ slot: Int32, _ log: inout RowChangeLog) {
    touch(nodes[Int(slot)].footer, &log)
    nodes[Int(slot)].load = .failed
  }

  /// Starts a failed load again, if the node still asks for more children.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func retryLoading(_ slot: Int32, _ log: inout RowChangeLog) {
    if nodes[Int(slot)].load != .failed { return }
    touch(nodes[Int(slot)].footer, &log)
    nodes[Int(slot)].load = .idle
    startLoadIfWanted(slot, &log)
  }

  // MARK: Replacing a node's children

  /// The positions of a node's children's subtrees (between its own entry and its footer).
  @usableFromInline
  internal func childrenRange(of slot: Int32) -> Range<Int> {
    let children = nodes[Int(slot)].children
    guard let first = children.first, let last = children.last else {
      let footer = nodes[Int(slot)].footer
      let position = footer >= 0 ? rows.position(of: footer) : range(of: slot).upperBound
      return position..<position
    }
    return rows.position(
      of: nodes[Int(first)].entry)..<(rows.position(of: lastEntry(of: last)) &+ 1)
  }

  /// Frees the entries of a node's children's subtrees and empties its child list and theirs;
  /// the caller reuses or frees the records.
  ///
  /// - Returns: The slots below `slot`, in depth-first order.
  /// - Complexity: O(*s* + log *n*) for *s* nodes below.
  @usableFromInline
  internal func detachChildren(of slot: Int32) -> [Int32] {
    let below = Array(subtree(of: slot).dropFirst())
    let positions = childrenRange(of: slot)
    if !positions.isEmpty { rows.freePiece(rows.remove(positions)) }
    nodes[Int(slot)].children = []
    for node in below {
      nodes[Int(node)].children = []
      nodes[Int(node)].entry = -1
      nodes[Int(node)].footer = -1
      nodes[Int(node)].parent = -1
    }
    return below
  }
}
