/// The entries of a row index in order, with their effective hide counts and levels, as the
/// invariant checks see them.
@usableFromInline
internal struct RowIndexSnapshot {
  @usableFromInline internal var entries: UnsafeMutableBufferPointer<Int32>
  @usableFromInline internal var hides: UnsafeMutableBufferPointer<Int32>
  @usableFromInline internal var levels: UnsafeMutableBufferPointer<Int32>
  @usableFromInline internal var count = 0

  @usableFromInline
  internal init(capacity: Int) {
    entries = .allocate(capacity: Swift.max(1, capacity))
    hides = .allocate(capacity: Swift.max(1, capacity))
    levels = .allocate(capacity: Swift.max(1, capacity))
  }

  @usableFromInline
  internal func deallocate() {
    entries.deallocate()
    hides.deallocate()
    levels.deallocate()
  }
}

extension RowIndex {
  /// Verifies the treap: parent links, heap order of priorities, sizes and hide aggregates
  /// (tags included), and that the free list and the tree partition the allocated entries.
  /// Returns every entry in order with its effective hide count and level; the caller
  /// deallocates the result.
  ///
  /// Written with raw buffers and an explicit stack: it runs after every mutation of every
  /// debug build, so it must stay cheap even unoptimised.
  ///
  /// - Complexity: O(*n*).
  @inline(never)
  @usableFromInline
  internal func verifyInvariants() -> RowIndexSnapshot {
    var result = RowIndexSnapshot(capacity: highWater)
    let marks = UnsafeMutableBufferPointer<Bool>.allocate(capacity: Swift.max(1, highWater))
    marks.initialize(repeating: false)
    defer { marks.deallocate() }
    if root >= 0 {
      precondition(self[root].parent == -1, "RowIndex: root has a parent")
      // Frames: entry, tags pending above it, and whether its children are done.
      let capacity = Swift.max(1, 2 * highWater)
      let frames = UnsafeMutableBufferPointer<(Int32, Int32, Int32, Bool)>.allocate(
        capacity: capacity)
      defer { frames.deallocate() }
      // Per entry, its subtree's (size, minimum, count) relative to the tags above it.
      let sums = UnsafeMutableBufferPointer<(Int32, Int32, Int32)>.allocate(
        capacity: Swift.max(1, highWater))
      defer { sums.deallocate() }
      var top = 0
      frames[0] = (root, 0, 0, false)
      top = 1
      // In-order output needs a second stack; a post-order pass computes the sums.
      while top > 0 {
        top -= 1
        let (t, pending, levelAbove, done) = frames[top]
        let e = self[t]
        let below = pending &+ e.hideTag
        if !done {
          precondition(e.node != RowEntry.freed, "RowIndex: freed entry \(t) in the tree")
          frames[top] = (t, pending, levelAbove, true)
          top += 1
          var side = 0
          while side < 2 {
            let child = side == 0 ? e.left : e.right
            side += 1
            if child < 0 { continue }
            precondition(self[child].parent == t, "RowIndex: parent link of \(child)")
            precondition(
              self[child].priority <= e.priority, "RowIndex: heap order at \(child)")
            frames[top] = (child, below, levelAbove &+ e.levelTag, false)
            top += 1
          }
          continue
        }
        var size: Int32 = 1
        var minimum = e.hide &+ pending
        var count: Int32 = 1
        precondition(minimum >= 0, "RowIndex: negative hide count at \(t)")
        var side = 0
        while side < 2 {
          let child = side == 0 ? e.left : e.right
          side += 1
          if child < 0 { continue }
          let (childSize, childMinimum, childCount) = sums[Int(child)]
          size &+= childSize
          if childMinimum < minimum {
            minimum = childMinimum
            count = childCount
          } else if childMinimum == minimum {
            count &+= childCount
          }
        }
        precondition(e.size == size, "RowIndex: size of \(t)")
        precondition(e.minHide &+ pending == minimum, "RowIndex: minimum hide of \(t)")
        precondition(e.minCount == count, "RowIndex: minimum count of \(t)")
        sums[Int(t)] = (size, minimum, count)
      }
      // In order, with effective values.
      var t = root
      var pending: Int32 = 0
      var levelAbove: Int32 = 0
      top = 0
      while t >= 0 || top > 0 {
        while t >= 0 {
          frames[top] = (t, pending, levelAbove, false)
          top += 1
          let e = self[t]
          pending &+= e.hideTag
          levelAbove &+= e.levelTag
          t = e.left
        }
        top -= 1
        let (entry, entryPending, entryLevelAbove, _) = frames[top]
        let e = self[entry]
        result.entries[result.count] = entry
        result.hides[result.count] = e.hide &+ entryPending
        result.levels[result.count] = e.level &+ entryLevelAbove
        result.count += 1
        marks[Int(entry)] = true
        t = e.right
        pending = entryPending &+ e.hideTag
        levelAbove = entryLevelAbove &+ e.levelTag
      }
    }
    for entry in freeEntries {
      precondition(!marks[Int(entry)], "RowIndex: entry \(entry) both free and in the tree")
      precondition(self[entry].node == RowEntry.freed, "RowIndex: free entry not marked")
      marks[Int(entry)] = true
    }
    precondition(!marks.prefix(highWater).contains(false), "RowIndex: an allocated entry is lost")
    return result
  }
}
