import Outline
import Snapshots

/// Performs a diff on the old rows as a renderer would, and returns the rows it shows then.
///
/// Deletes and move sources leave (old offsets); inserts take the new row at their new offset;
/// moved rows keep the content they had; every other row keeps its place and its old content;
/// updates then refresh the content of their rows. So the result equals the new rows only if
/// the diff names every row whose identity, place or content changed. `nil` when the diff's
/// offsets do not fit the rows.
func replay(
  _ diff: Diff, on old: [OutlineVisibleRow<String>], toward new: [OutlineVisibleRow<String>]
) -> [OutlineVisibleRow<String>]? {
  let leaving = Set(diff.deletes + diff.moves.map(\.from))
  let arriving = Set(diff.inserts + diff.moves.map(\.to))
  guard leaving.count == diff.deletes.count + diff.moves.count,
    arriving.count == diff.inserts.count + diff.moves.count,
    leaving.allSatisfy(old.indices.contains), arriving.allSatisfy(new.indices.contains),
    old.count - leaving.count == new.count - arriving.count
  else { return nil }
  var staying = old.indices.filter { !leaving.contains($0) }.map { old[$0] }.makeIterator()
  let moved = Dictionary(uniqueKeysWithValues: diff.moves.map { ($0.to, old[$0.from]) })
  let inserted = Set(diff.inserts)
  var rows = new.indices.map { offset in
    inserted.contains(offset) ? new[offset] : moved[offset] ?? staying.next()!
  }
  for update in diff.updates {
    guard old.indices.contains(update.from), rows.indices.contains(update.to),
      old[update.from].id == rows[update.to].id
    else { return nil }
    rows[update.to] = new[update.to]
  }
  return rows
}
