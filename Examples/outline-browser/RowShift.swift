import Outline

/// Where each row of a `Diff`'s old list went in the new one: what a renderer needs to keep
/// the rows it has drawn, and to know which moved.
///
/// A diff lists only what changed: deletes and move sources at old offsets, inserts and move
/// targets at new ones. Every other row stayed, keeping its order among the rows that stayed;
/// so the *r*-th staying row of the old list is the *r*-th staying row of the new one. That
/// turns an old offset into a new one by counting, without looking at the rows at all.
struct RowShift {
  /// Old offsets whose row left its place (deleted or moved), ascending.
  private let leaving: [Int]
  /// New offsets taken by a row that arrived (inserted or moved), ascending.
  private let arriving: [Int]
  private let deleted: Set<Int>
  private let moveTargets: [Int: Int]
  private let updated: Set<Int>

  /// Reads a diff.
  ///
  /// - Complexity: O(*k* log *k*) for the *k* offsets the diff lists.
  init(_ diff: Diff) {
    leaving = (diff.deletes + diff.moves.map(\.from)).sorted()
    arriving = (diff.inserts + diff.moves.map(\.to)).sorted()
    deleted = Set(diff.deletes)
    moveTargets = Dictionary(uniqueKeysWithValues: diff.moves.map { ($0.from, $0.to) })
    updated = Set(diff.updates.map(\.to))
  }

  /// The new offset of the row at an old offset, or `nil` when the row was deleted.
  ///
  /// - Complexity: O(log *k*) to rank the row among those that stayed, plus O(*a*) for the
  ///   *a* arriving rows above its new place.
  func newOffset(of old: Int) -> Int? {
    if deleted.contains(old) { return nil }
    if let target = moveTargets[old] { return target }
    // Its rank among the rows that stayed, then the offset of that rank in the new list:
    // skip over every arriving row at or above the place found so far.
    var offset = old - countBelow(old, in: leaving)
    for taken in arriving {
      guard taken <= offset else { break }
      offset += 1
    }
    return offset
  }

  /// Whether the row at a new offset shows different content than before.
  func isUpdated(at new: Int) -> Bool { updated.contains(new) }

  /// How many elements of an ascending array are below a value (a binary search).
  private func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
