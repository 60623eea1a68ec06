import Outline
import Snapshots

/// Performs a diff on the old rows the way a renderer would: removes `deletes` and
/// `moves.from`, inserts `inserts` (taken from the new rows) and `moves.to` (taken from the old
/// ones), then refreshes `updates` from the new rows. Returns `nil` when the diff is not
/// consistent (offsets out of range, an update whose two rows are not the same row).
func replay<ID: Hashable>(
  _ diff: Diff, on old: [OutlineVisibleRow<ID>], toward new: [OutlineVisibleRow<ID>]
) -> [OutlineVisibleRow<ID>]? {
  let removed = Set(diff.deletes).union(diff.moves.map(\.from))
  let placed = Set(diff.inserts).union(diff.moves.map(\.to))
  guard removed.allSatisfy({ old.indices.contains($0) }),
    placed.allSatisfy({ new.indices.contains($0) }),
    removed.count == diff.deletes.count + diff.moves.count,
    placed.count == diff.inserts.count + diff.moves.count
  else { return nil }
  var kept = old.indices.filter { !removed.contains($0) }.map { old[$0] }.makeIterator()
  var result: [OutlineVisibleRow<ID>] = []
  var moved: [Int: OutlineVisibleRow<ID>] = [:]
  for move in diff.moves { moved[move.to] = old[move.from] }
  let inserted = Set(diff.inserts)
  for offset in new.indices {
    if inserted.contains(offset) {
      result.append(new[offset])
    } else if let row = moved[offset] {
      result.append(row)
    } else {
      guard let row = kept.next() else { return nil }
      result.append(row)
    }
  }
  guard kept.next() == nil else { return nil }
  for update in diff.updates {
    guard old.indices.contains(update.from), new.indices.contains(update.to),
      old[update.from].id == new[update.to].id, result[update.to].id == new[update.to].id
    else { return nil }
    result[update.to] = new[update.to]
  }
  return result
}
