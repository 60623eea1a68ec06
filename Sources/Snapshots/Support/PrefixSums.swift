/// Running sums over a list of weights (a Fenwick tree): the sum of the weights before any
/// index, the index a given total falls in, and a change to one weight, each in O(log *u*) for
/// *u* weights.
///
/// A section of a snapshot keeps one over the sizes of its chunks, so that an item's offset in
/// the section is the sum before its chunk plus its offset in the chunk, and an edit updates
/// O(log *u*) sums instead of every later offset. An edit script keeps one over its cells (see
/// ``EditCellLayout``), so that an element's offset is the weight of the cells before its own.
@usableFromInline
internal struct PrefixSums {
  /// One-based: `sums[i]` adds up the weights `i - (i & -i) ..< i`.
  @usableFromInline internal var sums: ContiguousArray<Int>

  /// Sums over `weights`.
  ///
  /// - Complexity: O(*u*).
  @inlinable
  internal init<S: Sequence>(_ weights: S) where S.Element == Int {
    sums = [0]
    sums.append(contentsOf: weights)
    let last = sums.count - 1
    if last < 2 { return }
    for index in 1...last {
      let parent = index + (index & -index)
      if parent <= last { sums[parent] += sums[index] }
    }
  }

  /// The number of weights.
  @inlinable
  internal var count: Int { sums.count - 1 }

  /// The sum of the weights before `index`.
  ///
  /// - Complexity: O(log *u*).
  @inlinable
  internal func prefix(_ index: Int) -> Int {
    var total = 0
    var node = index
    sums.withUnsafeBufferPointer { sums in
      while node > 0 {
        total &+= sums[node]
        node &= node &- 1
      }
    }
    return total
  }

  /// Adds `delta` to the weight at `index`.
  ///
  /// - Complexity: O(log *u*).
  @inlinable
  internal mutating func add(_ delta: Int, at index: Int) {
    var node = index + 1
    let last = sums.count - 1
    sums.withUnsafeMutableBufferPointer { sums in
      while node <= last {
        sums[node] &+= delta
        node &+= node & -node
      }
    }
  }

  /// The index whose weight covers the total `offset`, and what remains of it there; the
  /// weights must not be negative and `offset` must be below their sum. Indexes of weight 0
  /// cover nothing: with weights of 0 and 1, it finds the `offset`-th index of weight 1.
  ///
  /// - Complexity: O(log *u*).
  @inlinable
  internal func locate(_ offset: Int) -> (index: Int, offset: Int) {
    var node = 0
    var remaining = offset
    let last = sums.count - 1
    var step = last == 0 ? 0 : 1 << (Int.bitWidth - 1 - last.leadingZeroBitCount)
    sums.withUnsafeBufferPointer { sums in
      while step > 0 {
        let next = node &+ step
        if next <= last && sums[next] <= remaining {
          node = next
          remaining &-= sums[next]
        }
        step >>= 1
      }
    }
    return (node, remaining)
  }
}

// The edit scripts' counting tests read the work of their sums; these variants tally it (the
// inlinable members above cannot reach the counter, which is not public).
extension PrefixSums {
  /// `init(_:)`, tallying one step per weight.
  ///
  /// - Complexity: O(*u*).
  @usableFromInline
  internal static func counted(_ weights: [Int]) -> PrefixSums {
    WorkCounter.tally(weights.count)
    return PrefixSums(weights)
  }

  /// `prefix(_:)`, tallying its steps: one per bit set in `index`.
  ///
  /// - Complexity: O(log *u*).
  @usableFromInline
  internal func countedPrefix(_ index: Int) -> Int {
    WorkCounter.tally(index.nonzeroBitCount)
    return prefix(index)
  }

  /// `add(_:at:)`, tallying at most its steps: one per level of the tree.
  ///
  /// - Complexity: O(log *u*).
  @usableFromInline
  internal mutating func countedAdd(_ delta: Int, at index: Int) {
    WorkCounter.tally(Int.bitWidth - count.leadingZeroBitCount)
    add(delta, at: index)
  }
}
