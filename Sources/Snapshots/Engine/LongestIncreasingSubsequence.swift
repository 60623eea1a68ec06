/// Marks one longest strictly increasing subsequence of `values`, skipping negative entries.
///
/// Every diff in the package keeps the matched elements of this subsequence in place and moves
/// the others, which makes the moves a minimal set.
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

/// Marks a longest strictly increasing subsequence of `values` that leaves out `position`, if
/// one exists; else one that keeps it.
///
/// Leaving it out then costs no extra move: both subsequences are longest. That is how a diff
/// after a drag names the dragged element as moved instead of a neighbour it passed.
///
/// - Complexity: Twice ``markLongestIncreasingSubsequence(_:)`` at most.
@inlinable
internal func markLongestIncreasingSubsequence(
  _ values: [Int], leavingOut position: Int
) -> [Bool] {
  let keep = markLongestIncreasingSubsequence(values)
  guard values.indices.contains(position), keep[position] else { return keep }
  var without = values
  without[position] = -1
  let alternative = markLongestIncreasingSubsequence(without)
  let kept = keep.reduce(0) { $1 ? $0 + 1 : $0 }
  let keptWithout = alternative.reduce(0) { $1 ? $0 + 1 : $0 }
  return keptWithout == kept ? alternative : keep
}
