/// The fewest moves any diff of `old` → `new` can report: matched identities minus the length of
/// a longest increasing run of old offsets taken in new order.
///
/// Computed here independently of the package (a dictionary and a patience-sorting LIS), so a
/// diff's move count is checked against a second opinion. Identities must be unique.
func minimumMoves(old: [Int], new: [Int]) -> Int {
  var offsets = [Int: Int](minimumCapacity: old.count)
  for (offset, id) in old.enumerated() { offsets[id] = offset }
  var matched = 0
  // tails[k]: the smallest last value of an increasing run of length k + 1.
  var tails: [Int] = []
  for id in new {
    guard let offset = offsets[id] else { continue }
    matched += 1
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < offset { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(offset) } else { tails[low] = offset }
  }
  return matched - tails.count
}

/// The number of moves in a `CollectionDifference` after `inferringMoves()`: insertions that are
/// associated with a removal.
func moveCount<Element>(_ difference: CollectionDifference<Element>) -> Int {
  difference.insertions.reduce(0) { count, change in
    if case .insert(_, _, associatedWith: .some) = change { return count + 1 }
    return count
  }
}
