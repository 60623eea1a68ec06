import Snapshots

extension OutlineUpdate {
  /// This update with the rows at `targets`, offsets of the visible rows after it, updated
  /// too: those it neither inserts nor already updates, each paired with its offset before.
  ///
  /// The rows that stay in place keep their order, so the offset before of one that neither
  /// moves nor is inserted is its rank among them, counted past the deleted and moved-away
  /// rows.
  ///
  /// - Complexity: O(*t* log *t* + *c* log *c*) for *t* targets and *c* changes in the diff.
  internal func refreshing(_ targets: [Int]) -> OutlineUpdate {
    if targets.isEmpty { return self }
    let inserted = Set(diff.inserts)
    let updated = Set(diff.updates.map(\.to))
    var movedFrom: [Int: Int] = [:]
    for move in diff.moves { movedFrom[move.to] = move.from }
    let arrived = (diff.inserts + diff.moves.map(\.to)).sorted()
    let left = (diff.deletes + diff.moves.map(\.from)).sorted()
    var pairs: [Diff.OffsetPair] = []
    var arrivedBelow = 0
    var leftBelow = 0
    for target in Set(targets).sorted()
    where !inserted.contains(target) && !updated.contains(target) {
      if let from = movedFrom[target] {
        pairs.append(Diff.OffsetPair(from: from, to: target))
        continue
      }
      while arrivedBelow < arrived.count && arrived[arrivedBelow] < target { arrivedBelow += 1 }
      let rank = target - arrivedBelow
      // Targets ascend, so their ranks do, and each count only grows.
      while leftBelow < left.count && left[leftBelow] <= rank + leftBelow { leftBelow += 1 }
      pairs.append(Diff.OffsetPair(from: rank + leftBelow, to: target))
    }
    if pairs.isEmpty { return self }
    var refreshed = self
    refreshed.diff.updates = (diff.updates + pairs).sorted { $0.to < $1.to }
    return refreshed
  }
}
