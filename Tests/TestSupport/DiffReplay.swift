import Snapshots

/// Performs a flat diff on the old rows as a renderer would, and returns the rows it shows
/// then: the one replay oracle for flat diffs, shared by the suites of every module.
///
/// Deletes and move sources leave (old offsets); inserts take the new row at their new offset;
/// moved rows keep the content they had; every other row keeps its place and its old content;
/// updates then refresh their rows from the new ones. So the result equals `new` only if the
/// diff names every row whose identity, place or content changed. `nil` when the diff does
/// not fit the rows: offsets out of range or named twice, counts that do not add up, or an
/// update whose old row is not the row at its new offset.
///
/// - Complexity: O(*n* + *m*) expected; for tests only.
public func replay<Row, ID: Hashable>(
  _ diff: Diff, on old: [Row], toward new: [Row], id: (Row) -> ID
) -> [Row]? {
  let leaving = Set(diff.deletes + diff.moves.map(\.from))
  let arriving = Set(diff.inserts + diff.moves.map(\.to))
  guard leaving.count == diff.deletes.count + diff.moves.count,
    arriving.count == diff.inserts.count + diff.moves.count,
    leaving.allSatisfy(old.indices.contains), arriving.allSatisfy(new.indices.contains),
    let newToOld = DiffChecker.replayMatching(diff, oldCount: old.count, newCount: new.count)
  else { return nil }
  var rows = newToOld.enumerated().map { to, from in from < 0 ? new[to] : old[from] }
  for update in diff.updates {
    guard old.indices.contains(update.from), rows.indices.contains(update.to),
      id(old[update.from]) == id(rows[update.to])
    else { return nil }
    rows[update.to] = new[update.to]
  }
  return rows
}
