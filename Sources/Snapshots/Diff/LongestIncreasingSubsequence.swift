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
  // runEnds[k] is the position of the smallest value that ends an increasing run of length k+1.
  var runEnds: [Int] = []
  var previous = [Int](repeating: -1, count: count)
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      for position in 0..<count {
        let value = values[position]
        if value < 0 { continue }
        if let last = runEnds.last {
          if values[last] < value {
            previous[position] = last
            runEnds.append(position)
            continue
          }
          var low = 0
          var high = runEnds.count &- 1
          while low < high {
            let middle = (low &+ high) >> 1
            if values[runEnds[middle]] < value { low = middle &+ 1 } else { high = middle }
          }
          previous[position] = low > 0 ? runEnds[low &- 1] : -1
          runEnds[low] = position
        } else {
          runEnds.append(position)
        }
      }
    }
  }
  var position = runEnds.last ?? -1
  while position >= 0 {
    keep[position] = true
    position = previous[position]
  }
  return keep
}
