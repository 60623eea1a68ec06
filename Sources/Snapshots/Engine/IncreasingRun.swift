/// Marks one heaviest strictly increasing run of `values`, skipping negative entries: the
/// run whose `weights` sum highest, or, without weights, the longest one.
///
/// Every changeset and diff in the package keeps the elements of this run in place and moves
/// the others, which makes the moves a minimal set. A weight is the number of items an element
/// stands for: a recorded changeset passes pieces of untouched items, contiguous on both sides,
/// that move or stay whole; a diff passes single items, the weight-1 case, which takes the
/// patience-sorting path below with its fast path for values that already increase.
///
/// - Parameters:
///   - values: Old offsets in new order, distinct where not negative.
///   - weights: Each element's weight, positive; `nil` when every weight is 1.
/// - Returns: `true` at the positions that belong to the run.
/// - Complexity: As ``markLongestIncreasingSubsequence(_:)`` without weights; O(*n* log *n*)
///   with them.
@inlinable
internal func markIncreasingRun(_ values: [Int], weights: [Int]?) -> [Bool] {
  guard let weights else { return markLongestIncreasingSubsequence(values) }
  return markHeaviestIncreasingRun(values, weights: weights)
}

/// Marks a run as ``markIncreasingRun(_:weights:)`` does that leaves out `position`, if one as
/// heavy exists; else one that keeps it.
///
/// Leaving it out then costs no extra move: both runs are heaviest. That is how a diff after a
/// drag names the dragged element as moved instead of a neighbour it passed.
///
/// - Complexity: Twice ``markIncreasingRun(_:weights:)`` at most.
@inlinable
internal func markIncreasingRun(
  _ values: [Int], weights: [Int]?, leavingOut position: Int
) -> [Bool] {
  let keep = markIncreasingRun(values, weights: weights)
  guard values.indices.contains(position), keep[position] else { return keep }
  var without = values
  without[position] = -1
  let alternative = markIncreasingRun(without, weights: weights)
  func weight(_ marks: [Bool]) -> Int {
    var total = 0
    for index in marks.indices where marks[index] { total &+= weights?[index] ?? 1 }
    return total
  }
  return weight(alternative) == weight(keep) ? alternative : keep
}

/// The weighted case of ``markIncreasingRun(_:weights:)``: a Fenwick tree over the ranks of the
/// values holds the heaviest run ending below each rank.
///
/// - Complexity: O(*n* log *n*).
@inlinable
internal func markHeaviestIncreasingRun(_ values: [Int], weights: [Int]) -> [Bool] {
  let count = values.count
  var kept = [Bool](repeating: false, count: count)
  // The values are distinct where not negative; rank them 1...ranked for the tree.
  var byValue = values.indices.filter { values[$0] >= 0 }
  if byValue.isEmpty { return kept }
  byValue.sort { values[$0] < values[$1] }
  let ranked = byValue.count
  var rank = [Int](repeating: 0, count: count)
  for (position, index) in byValue.enumerated() { rank[index] = position &+ 1 }
  // best[i]: the heaviest run in the tree's range at i, as (weight, position ending it).
  var best = [(weight: Int, end: Int)](repeating: (0, -1), count: ranked &+ 1)
  var previous = [Int](repeating: -1, count: count)
  var top = (weight: 0, end: -1)
  for index in 0..<count where rank[index] > 0 {
    var below = (weight: 0, end: -1)
    var cursor = rank[index] &- 1
    while cursor > 0 {
      if best[cursor].weight > below.weight { below = best[cursor] }
      cursor &-= cursor & -cursor
    }
    let ending = (weight: below.weight &+ weights[index], end: index)
    previous[index] = below.end
    cursor = rank[index]
    while cursor <= ranked {
      if ending.weight > best[cursor].weight { best[cursor] = ending }
      cursor &+= cursor & -cursor
    }
    if ending.weight > top.weight { top = ending }
  }
  var index = top.end
  while index >= 0 {
    kept[index] = true
    index = previous[index]
  }
  return kept
}

/// The weight-1 case of ``markIncreasingRun(_:weights:)``: marks one longest strictly
/// increasing subsequence of `values`, skipping negative entries, by patience sorting.
///
/// - Returns: `true` at the positions that belong to the subsequence.
/// - Complexity: O(*n* log *n*) in the worst case; O(*n* + *c* log *n*) when all but *c* values
///   already increase, because a value above the longest run is appended without a search.
@inlinable
internal func markLongestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  let count = values.count
  var keep = [Bool](repeating: false, count: count)
  if count == 0 { return keep }
  // runEnds[k] is the position of the smallest value that ends an increasing run of length k+1,
  // and runEndValues[k] that value (so a search reads one array); previous[p] is the position
  // before p in the run that p ends (written before it is read).
  let runEnds = UnsafeMutablePointer<Int>.allocate(capacity: count)
  let runEndValues = UnsafeMutablePointer<Int>.allocate(capacity: count)
  let previous = UnsafeMutablePointer<Int>.allocate(capacity: count)
  defer {
    runEnds.deallocate()
    runEndValues.deallocate()
    previous.deallocate()
  }
  var runCount = 0
  var lastValue = Int.min  // runEndValues[runCount - 1]
  values.withUnsafeBufferPointer { values in
    for position in 0..<count {
      let value = values[position]
      if value < 0 { continue }
      if value > lastValue {
        previous[position] = runCount > 0 ? runEnds[runCount &- 1] : -1
        runEnds[runCount] = position
        runEndValues[runCount] = value
        runCount &+= 1
        lastValue = value
        continue
      }
      // The first run whose end is not below `value`; it exists, because the last one is not.
      var low = 0
      var high = runCount &- 1
      while low < high {
        let middle = (low &+ high) >> 1
        if runEndValues[middle] < value { low = middle &+ 1 } else { high = middle }
      }
      previous[position] = low > 0 ? runEnds[low &- 1] : -1
      runEnds[low] = position
      runEndValues[low] = value
      if low == runCount &- 1 { lastValue = value }
    }
  }
  keep.withUnsafeMutableBufferPointer { keep in
    var position = runCount > 0 ? runEnds[runCount &- 1] : -1
    while position >= 0 {
      keep[position] = true
      position = previous[position]
    }
  }
  return keep
}
