import Snapshots

/// Checks a `Diff` of `old` → `new` before it is timed: replaying it must rebuild `new`, its moves
/// must be the minimum, and, when versions are given, its updates must be exactly the matched
/// pairs whose versions differ. Stops the run on any mismatch.
func checkDiff(
  _ diff: Diff, old: [Int], new: [Int], oldVersions: [Int]? = nil, newVersions: [Int]? = nil,
  case name: String
) {
  // Sources and targets, each side free of repeats.
  var removed = [Bool](repeating: false, count: old.count)
  for offset in diff.deletes + diff.moves.map(\.from) {
    guard old.indices.contains(offset), !removed[offset] else {
      fail("\(name): old offset \(offset) removed twice or out of range")
    }
    removed[offset] = true
  }
  var placed = [Int?](repeating: nil, count: new.count)
  for offset in diff.inserts {
    guard new.indices.contains(offset), placed[offset] == nil else {
      fail("\(name): new offset \(offset) inserted twice or out of range")
    }
    placed[offset] = new[offset]
  }
  for move in diff.moves {
    guard new.indices.contains(move.to), placed[move.to] == nil else {
      fail("\(name): new offset \(move.to) inserted twice or out of range")
    }
    placed[move.to] = old[move.from]
  }
  // Replay: the untouched rest fills the free slots in its old order.
  var rest = old.indices.lazy.filter { !removed[$0] }.map { old[$0] }.makeIterator()
  var rebuilt: [Int] = []
  rebuilt.reserveCapacity(new.count)
  for slot in placed {
    guard let id = slot ?? rest.next() else { fail("\(name): replay ran out of old elements") }
    rebuilt.append(id)
  }
  guard rest.next() == nil, rebuilt == new else { fail("\(name): replay does not rebuild new") }
  guard diff.moves.map(\.to) == diff.moves.map(\.to).sorted(),
    diff.deletes == diff.deletes.sorted(), diff.inserts == diff.inserts.sorted()
  else { fail("\(name): offsets are not ascending") }
  let minimum = minimumMoves(old: old, new: new)
  guard diff.moves.count == minimum else {
    fail("\(name): \(diff.moves.count) moves, the minimum is \(minimum)")
  }
  // Updates: every matched pair whose versions differ, ascending by new offset.
  guard let oldVersions, let newVersions else {
    guard diff.updates.isEmpty else { fail("\(name): updates without content") }
    return
  }
  var offsets = [Int: Int](minimumCapacity: old.count)
  for (offset, id) in old.enumerated() { offsets[id] = offset }
  var expected: [Diff.OffsetPair] = []
  for (to, id) in new.enumerated() {
    if let from = offsets[id], oldVersions[from] != newVersions[to] {
      expected.append(Diff.OffsetPair(from: from, to: to))
    }
  }
  guard diff.updates == expected else {
    fail("\(name): \(diff.updates.count) updates, expected \(expected.count)")
  }
}
