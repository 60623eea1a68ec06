/// Running totals over a list of counts (a Fenwick tree): the sum of any prefix, the place a
/// given offset falls in, and a change to one count, each in O(log *c*) for *c* counts.
///
/// A section keeps one over the sizes of its chunks, so that an item's offset in the section
/// is its chunk's prefix plus its offset in the chunk, and an edit updates O(log *c*) totals
/// instead of every later offset.
@usableFromInline
internal struct CountedPrefixes {
  /// `tree[i]` holds the sum of the counts `i - (i & -i) ..< i`, for `i` in `1...count`.
  @usableFromInline internal var tree: ContiguousArray<Int>

  /// Totals over `counts`.
  ///
  /// - Complexity: O(*c*).
  @inlinable
  internal init<S: Sequence>(_ counts: S) where S.Element == Int {
    tree = [0]
    tree.append(contentsOf: counts)
    let last = tree.count - 1
    if last < 2 { return }
    for index in 1...last {
      let parent = index + (index & -index)
      if parent <= last { tree[parent] += tree[index] }
    }
  }

  /// The number of counts.
  @inlinable
  internal var count: Int { tree.count - 1 }

  /// The sum of the counts before `index`.
  ///
  /// - Complexity: O(log *c*).
  @inlinable
  internal func prefix(_ index: Int) -> Int {
    var total = 0
    var node = index
    tree.withUnsafeBufferPointer { tree in
      while node > 0 {
        total &+= tree[node]
        node &= node &- 1
      }
    }
    return total
  }

  /// Adds `delta` to the count at `index`.
  ///
  /// - Complexity: O(log *c*).
  @inlinable
  internal mutating func add(_ delta: Int, at index: Int) {
    var node = index + 1
    let last = tree.count - 1
    tree.withUnsafeMutableBufferPointer { tree in
      while node <= last {
        tree[node] &+= delta
        node &+= node & -node
      }
    }
  }

  /// The index whose count covers `offset` and the offset within it; the counts must be
  /// positive and `offset` below their sum.
  ///
  /// - Complexity: O(log *c*).
  @inlinable
  internal func locate(_ offset: Int) -> (index: Int, offset: Int) {
    var node = 0
    var remaining = offset
    let last = tree.count - 1
    var step = last == 0 ? 0 : 1 << (Int.bitWidth - 1 - last.leadingZeroBitCount)
    tree.withUnsafeBufferPointer { tree in
      while step > 0 {
        let next = node &+ step
        if next <= last && tree[next] <= remaining {
          node = next
          remaining &-= tree[next]
        }
        step >>= 1
      }
    }
    return (node, remaining)
  }
}
