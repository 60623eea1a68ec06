/// The cells of the lists an edit script edits, laid out one list after another.
///
/// For one list, the elements that stay are numbered 0 ..< *k* in their (shared) old and new
/// order; *gap g* follows the stayer *g* (gap −1 comes first). Within a gap the cells are: the
/// stayers up to it (pooled into one weighted cell), then the elements that end in the gap, in
/// new order, then the elements that leave it, in old order. A step that places an element
/// ahead of the leavers of its gap keeps the occupied cells in list order, whatever order the
/// steps come in.
@usableFromInline
internal struct EditCellLayout {
  /// The initial weight of each cell: a pool's stayers, 1 for a leaver, 0 for an arrival.
  @usableFromInline internal var weights: [Int] = []

  @usableFromInline
  internal init() {}

  /// Lays out one list and returns the cell of each leaver and of each arrival, or `nil` when
  /// the counts do not add up (the list cannot be edited that way).
  ///
  /// - Parameters:
  ///   - oldCount: The list's length before the script.
  ///   - removed: Old offsets of the elements deleted before any move, ascending.
  ///   - leaving: Old offsets of the elements that move, ascending.
  ///   - newCount: The list's length after the script.
  ///   - arriving: New offsets of the elements inserted or moved in, ascending.
  /// - Returns: The first cell of the list, and the cells parallel to `leaving` and `arriving`.
  /// - Complexity: O(*c*) for *c* listed offsets.
  @usableFromInline
  internal mutating func layOut(
    oldCount: Int, removed: [Int], leaving: [Int], newCount: Int, arriving: [Int]
  ) -> (base: Int, leaving: [Int], arriving: [Int])? {
    let stayers = oldCount - removed.count - leaving.count
    guard stayers >= 0, stayers == newCount - arriving.count else { return nil }
    let base = weights.count
    var leavingCells = [Int](repeating: 0, count: leaving.count)
    var arrivingCells = [Int](repeating: 0, count: arriving.count)
    // The gap of each leaver: stayers before it, minus one.
    var leavingGaps = [Int](repeating: 0, count: leaving.count)
    var removedBefore = 0
    for (index, offset) in leaving.enumerated() {
      while removedBefore < removed.count && removed[removedBefore] < offset { removedBefore += 1 }
      leavingGaps[index] = offset - removedBefore - index - 1
    }
    var pooled = -1  // stayers 0 ... pooled have a cell already
    var nextLeaver = 0
    var nextArrival = 0
    while nextLeaver < leaving.count || nextArrival < arriving.count {
      let arrivalGap = nextArrival < arriving.count ? arriving[nextArrival] - nextArrival - 1 : .max
      let leaverGap = nextLeaver < leaving.count ? leavingGaps[nextLeaver] : .max
      let gap = Swift.min(arrivalGap, leaverGap)
      if gap > pooled {
        weights.append(gap - pooled)
        pooled = gap
      }
      while nextArrival < arriving.count && arriving[nextArrival] - nextArrival - 1 == gap {
        arrivingCells[nextArrival] = weights.count
        weights.append(0)
        nextArrival += 1
      }
      while nextLeaver < leaving.count && leavingGaps[nextLeaver] == gap {
        leavingCells[nextLeaver] = weights.count
        weights.append(1)
        nextLeaver += 1
      }
    }
    if stayers - 1 > pooled { weights.append(stayers - 1 - pooled) }
    return (base, leavingCells, arrivingCells)
  }
}
