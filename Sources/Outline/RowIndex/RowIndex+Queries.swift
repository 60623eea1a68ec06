extension RowIndex {
  /// Visible entries in the whole index.
  ///
  /// - Complexity: O(1).
  @usableFromInline internal var visibleTotal: Int { visibleCount(root, pending: 0) }

  /// The position of `entry` among all entries, visible or not.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func position(of entry: Int32) -> Int {
    var position = size(self[entry].left)
    var t = entry
    var parent = self[t].parent
    while parent >= 0 {
      tally()
      if self[parent].right == t { position &+= size(self[parent].left) &+ 1 }
      t = parent
      parent = self[t].parent
    }
    return position
  }

  /// The hide and level tags pending above `entry`, summed.
  @inline(__always)
  @usableFromInline
  internal func tagsAbove(_ entry: Int32) -> (hide: Int32, level: Int32) {
    var hide: Int32 = 0
    var level: Int32 = 0
    var t = self[entry].parent
    while t >= 0 {
      tally()
      hide &+= self[t].hideTag
      level &+= self[t].levelTag
      t = self[t].parent
    }
    return (hide, level)
  }

  /// The entry's hide count with every pending tag applied: 0 when visible.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func effectiveHide(_ entry: Int32) -> Int32 {
    self[entry].hide &+ tagsAbove(entry).hide
  }

  /// The entry's level with every pending tag applied.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func effectiveLevel(_ entry: Int32) -> Int32 {
    self[entry].level &+ tagsAbove(entry).level
  }

  /// How many visible entries come before `entry`, whether or not it is visible itself.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func visibleRank(of entry: Int32) -> Int {
    // Walking up, the tags pending above the current node are those above its parent plus the
    // parent's own tag; the left sibling subtree sees exactly the tags above the current node.
    var above = tagsAbove(entry).hide
    var rank = visibleCount(self[entry].left, pending: above &+ self[entry].hideTag)
    var t = entry
    var parent = self[t].parent
    while parent >= 0 {
      tally()
      let p = self[parent]
      let aboveParent = above &- p.hideTag
      if p.right == t {
        rank &+= visibleCount(p.left, pending: above)
        if p.hide &+ aboveParent == 0 { rank &+= 1 }
      }
      t = parent
      above = aboveParent
      parent = p.parent
    }
    return rank
  }

  /// The visible offset of `entry`, or `nil` when it is hidden.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func visibleOffset(of entry: Int32) -> Int? {
    effectiveHide(entry) == 0 ? visibleRank(of: entry) : nil
  }

  /// How many visible entries are among the first `position` entries.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func visibleBefore(position: Int) -> Int {
    var remaining = position
    var count = 0
    var pending: Int32 = 0
    var t = root
    while t >= 0 && remaining > 0 {
      tally()
      let e = self[t]
      let leftSize = size(e.left)
      let below = pending &+ e.hideTag
      if remaining <= leftSize {
        t = e.left
        pending = below
        continue
      }
      count &+= visibleCount(e.left, pending: below)
      if e.hide &+ pending == 0 { count &+= 1 }
      remaining &-= leftSize &+ 1
      t = e.right
      pending = below
    }
    return count
  }

  /// The entry at visible offset `offset`.
  ///
  /// - Precondition: `0 <= offset < visibleTotal`.
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func entry(atVisibleOffset offset: Int) -> Int32 {
    var remaining = offset
    var pending: Int32 = 0
    var t = root
    while t >= 0 {
      tally()
      let e = self[t]
      let below = pending &+ e.hideTag
      let leftVisible = visibleCount(e.left, pending: below)
      if remaining < leftVisible {
        t = e.left
      } else {
        remaining &-= leftVisible
        if e.hide &+ pending == 0 {
          if remaining == 0 { return t }
          remaining &-= 1
        }
        t = e.right
      }
      pending = below
    }
    return -1
  }

  /// The entry at position `position` among all entries.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func entry(atPosition position: Int) -> Int32 {
    var remaining = position
    var t = root
    while t >= 0 {
      let leftSize = size(self[t].left)
      if remaining < leftSize {
        t = self[t].left
      } else if remaining == leftSize {
        return t
      } else {
        remaining &-= leftSize &+ 1
        t = self[t].right
      }
    }
    return -1
  }

  /// Calls `body` with each visible entry whose position is in `range`, in order, with its
  /// position and effective level, skipping hidden subtrees without visiting them.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible entries reported, plus the hidden
  ///   subtrees bordering them.
  @usableFromInline
  internal func forEachVisible(
    in range: Range<Int>, _ body: (_ entry: Int32, _ position: Int, _ level: Int32) -> Void
  ) {
    if range.isEmpty { return }
    visit(root, start: 0, pending: 0, levelAbove: 0, range, body)
  }

  private func visit(
    _ t: Int32, start: Int, pending: Int32, levelAbove: Int32, _ range: Range<Int>,
    _ body: (_ entry: Int32, _ position: Int, _ level: Int32) -> Void
  ) {
    if t < 0 { return }
    let e = self[t]
    if start &+ Int(e.size) <= range.lowerBound || start >= range.upperBound { return }
    if e.minHide &+ pending != 0 { return }
    tally()
    let own = start &+ size(e.left)
    let below = pending &+ e.hideTag
    let levelBelow = levelAbove &+ e.levelTag
    visit(e.left, start: start, pending: below, levelAbove: levelBelow, range, body)
    if e.hide &+ pending == 0 && range.contains(own) { body(t, own, levelAbove &+ e.level) }
    visit(e.right, start: own &+ 1, pending: below, levelAbove: levelBelow, range, body)
  }
}
