/// Whether `values` ascend strictly.
///
/// - Complexity: O(*n*).
@usableFromInline
package func isStrictlyAscending<T: Comparable>(_ values: [T]) -> Bool {
  values.indices.dropFirst().allSatisfy { values[$0 - 1] < values[$0] }
}

/// Whether `offsets` ascend strictly and lie in `0 ..< bound`.
///
/// - Complexity: O(*n*).
@usableFromInline
package func isStrictlyAscending(_ offsets: [Int], below bound: Int) -> Bool {
  guard let first = offsets.first, let last = offsets.last else { return true }
  return first >= 0 && last < bound && isStrictlyAscending(offsets)
}

/// Whether two ascending lists share no element, by one merge-like pass.
///
/// - Complexity: O(*a* + *b*).
@usableFromInline
package func areDisjoint<T: Comparable>(_ a: [T], _ b: [T]) -> Bool {
  var i = 0
  var j = 0
  while i < a.count && j < b.count {
    if a[i] == b[j] { return false }
    if a[i] < b[j] { i += 1 } else { j += 1 }
  }
  return true
}

/// Calls `body` with the elements of two ascending lists that share no element, in ascending
/// order, each with its index in `b`, or `nil` when it comes from `a`: the arrivals of an edit,
/// its inserts merged with its moves' destinations.
///
/// - Complexity: O(*a* + *b*).
@inlinable
package func forEachMerged<T: Comparable>(
  _ a: [T], _ b: [T], _ body: (_ element: T, _ indexInB: Int?) -> Void
) {
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if j == b.count || (i < a.count && a[i] < b[j]) {
      body(a[i], nil)
      i += 1
    } else {
      body(b[j], j)
      j += 1
    }
  }
}
