/// One structural step of a flat edit script, before its identifiers are attached.
@usableFromInline
package struct PlannedEdit {
  @usableFromInline package enum Kind { case delete, insert, move }

  @usableFromInline package var kind: Kind
  /// The offset the step removes from, in the list as the step finds it (delete, move).
  @usableFromInline package var from: Int
  /// The offset the step inserts at, in the list as the step leaves it (insert, move).
  @usableFromInline package var to: Int
  /// The element's offset in the old list (delete, move), or -1.
  @usableFromInline package var old: Int
  /// The element's offset in the new list (insert, move), or -1.
  @usableFromInline package var new: Int
}

/// Orders a batch of deletes, inserts and moves on one list into steps, each in the offsets
/// left by the ones before: deletes from the back, then inserts and moves by ascending new
/// offset. Returns `nil` when the batch does not fit lists of these lengths.
///
/// - Complexity: O(*c* log *c*) for *c* operations; O(*c*) when the moves come sorted by old
///   offset too.
@usableFromInline
package func planListEdits(
  oldCount: Int, newCount: Int, deletes: [Int], inserts: [Int], moves: [Diff.OffsetPair]
) -> [PlannedEdit]? {
  guard isStrictlyAscending(deletes, below: oldCount),
    isStrictlyAscending(inserts, below: newCount)
  else { return nil }
  var moves = moves
  if !moves.indices.dropFirst().allSatisfy({ moves[$0 - 1].to < moves[$0].to }) {
    moves.sort { $0.to < $1.to }
  }
  let bySource = moves.indices.sorted { moves[$0].from < moves[$1].from }
  let leaving = bySource.map { moves[$0].from }
  let destinations = moves.map(\.to)
  guard isStrictlyAscending(leaving, below: oldCount),
    isStrictlyAscending(destinations, below: newCount),
    areDisjoint(deletes, leaving), areDisjoint(inserts, destinations)
  else { return nil }
  var arriving: [Int] = []
  arriving.reserveCapacity(inserts.count + moves.count)
  forEachMerged(inserts, destinations) { offset, _ in arriving.append(offset) }
  var layout = EditCellLayout()
  guard
    let cells = layout.layOut(
      oldCount: oldCount, removed: deletes, leaving: leaving, newCount: newCount,
      arriving: arriving)
  else { return nil }
  var leavingCell = [Int](repeating: 0, count: moves.count)
  for (rank, move) in bySource.enumerated() { leavingCell[move] = cells.leaving[rank] }

  var plan: [PlannedEdit] = []
  plan.reserveCapacity(deletes.count + arriving.count)
  for offset in deletes.reversed() {
    plan.append(PlannedEdit(kind: .delete, from: offset, to: -1, old: offset, new: -1))
  }
  var positions = PrefixSums.counted(layout.weights)
  // The arrivals again, in the same order: each an insert (`nil`) or the move it finishes.
  var index = 0
  forEachMerged(inserts, destinations) { target, move in
    let cell = cells.arriving[index]
    index += 1
    if let move {
      let source = leavingCell[move]
      let from = positions.countedPrefix(source)
      positions.countedAdd(-1, at: source)
      plan.append(
        PlannedEdit(
          kind: .move, from: from, to: positions.countedPrefix(cell), old: moves[move].from,
          new: target))
    } else {
      plan.append(
        PlannedEdit(
          kind: .insert, from: -1, to: positions.countedPrefix(cell), old: -1, new: target))
    }
    positions.countedAdd(1, at: cell)
  }
  WorkCounter.tally(plan.count)
  return plan
}
