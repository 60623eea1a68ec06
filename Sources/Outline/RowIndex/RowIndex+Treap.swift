extension RowIndex {
  // MARK: Aggregates and lazy tags

  /// Entries in the subtree at `t` (0 for none).
  @inline(__always)
  @usableFromInline
  internal func size(_ t: Int32) -> Int {
    t < 0 ? 0 : Int(self[t].size)
  }

  /// Visible entries in the subtree at `t`, given the hide tags `pending` above it.
  @inline(__always)
  @usableFromInline
  internal func visibleCount(_ t: Int32, pending: Int32) -> Int {
    if t < 0 { return 0 }
    let entry = self[t]
    return entry.minHide &+ pending == 0 ? Int(entry.minCount) : 0
  }

  /// Adds `hide` to every hide count and `level` to every level of the subtree at `t`.
  @inline(__always)
  @usableFromInline
  internal func apply(_ t: Int32, hide: Int32, level: Int32) {
    if t < 0 { return }
    let p = writable(t)
    p.pointee.hide &+= hide
    p.pointee.minHide &+= hide
    p.pointee.hideTag &+= hide
    p.pointee.level &+= level
    p.pointee.levelTag &+= level
  }

  /// Hands the tags of `t` down to its children.
  @inline(__always)
  @usableFromInline
  internal func push(_ t: Int32) {
    let p = writable(t)
    let hide = p.pointee.hideTag
    let level = p.pointee.levelTag
    if hide == 0 && level == 0 { return }
    apply(p.pointee.left, hide: hide, level: level)
    apply(p.pointee.right, hide: hide, level: level)
    p.pointee.hideTag = 0
    p.pointee.levelTag = 0
  }

  /// Recomputes the aggregates of `t` from its own values and its children's.
  @inline(__always)
  @usableFromInline
  internal func pull(_ t: Int32) {
    tally()
    let p = writable(t)
    let tag = p.pointee.hideTag
    var size: Int32 = 1
    var minimum = p.pointee.hide
    var count: Int32 = 1
    @inline(__always) func include(_ child: Int32) {
      if child < 0 { return }
      let c = self[child]
      size &+= c.size
      let value = c.minHide &+ tag
      if value < minimum {
        minimum = value
        count = c.minCount
      } else if value == minimum {
        count &+= c.minCount
      }
    }
    include(p.pointee.left)
    include(p.pointee.right)
    p.pointee.size = size
    p.pointee.minHide = minimum
    p.pointee.minCount = count
  }

  // MARK: Split and merge

  /// Splits the subtree at `t` into its first `k` entries and the rest; both come back
  /// detached (no parent) with no tags pending from above.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func split(_ t: Int32, _ k: Int) -> (Int32, Int32) {
    if t < 0 { return (-1, -1) }
    tally()
    push(t)
    let p = writable(t)
    let leftSize = size(p.pointee.left)
    if k <= leftSize {
      let (a, b) = split(p.pointee.left, k)
      p.pointee.left = b
      if b >= 0 { writable(b).pointee.parent = t }
      pull(t)
      p.pointee.parent = -1
      return (a, t)
    } else {
      let (a, b) = split(p.pointee.right, k &- leftSize &- 1)
      p.pointee.right = a
      if a >= 0 { writable(a).pointee.parent = t }
      pull(t)
      p.pointee.parent = -1
      return (t, b)
    }
  }

  /// Joins two detached subtrees, every entry of `a` before every entry of `b`.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func merge(_ a: Int32, _ b: Int32) -> Int32 {
    if a < 0 { return b }
    if b < 0 { return a }
    tally()
    if self[a].priority > self[b].priority {
      push(a)
      let joined = merge(self[a].right, b)
      writable(a).pointee.right = joined
      writable(joined).pointee.parent = a
      pull(a)
      writable(a).pointee.parent = -1
      return a
    } else {
      push(b)
      let joined = merge(a, self[b].left)
      writable(b).pointee.left = joined
      writable(joined).pointee.parent = b
      pull(b)
      writable(b).pointee.parent = -1
      return b
    }
  }

  // MARK: Range operations on the whole index

  /// Takes the entries at positions `range` out of the index as one detached subtree.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func remove(_ range: Range<Int>) -> Int32 {
    let (head, rest) = split(root, range.lowerBound)
    let (middle, tail) = split(rest, range.count)
    root = merge(head, tail)
    return middle
  }

  /// Puts a detached subtree into the index so that its first entry lands at `position`.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func insert(_ piece: Int32, at position: Int) {
    let (head, tail) = split(root, position)
    root = merge(merge(head, piece), tail)
  }

  /// Adds `delta` to the hide counts of the entries at positions `range`.
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func addHide(_ delta: Int32, in range: Range<Int>) {
    if range.isEmpty || delta == 0 { return }
    let middle = remove(range)
    apply(middle, hide: delta, level: 0)
    insert(middle, at: range.lowerBound)
  }

  /// Adds `delta` to one entry's own hide count (not its subtree's).
  ///
  /// - Complexity: O(log *n*) expected.
  @usableFromInline
  internal func addOwnHide(_ delta: Int32, at entry: Int32) {
    writable(entry).pointee.hide &+= delta
    var t = entry
    while t >= 0 {
      pull(t)
      t = self[t].parent
    }
  }
}
