import Snapshots

/// Checks a `Changeset` of `old` → `new` before it is timed, and returns its move counts with the
/// least possible ones. Stops the run on any mismatch.
///
/// Replays it as the Batch-update rules article describes (remove deleted and moved-out sections and
/// items, place inserted and moved ones at their new coordinates, let the untouched rest fill
/// the remaining slots in old order), requires the replay to rebuild `new`, and requires:
/// - no item operation inside a deleted, inserted or moved section, and moved sections keep
///   their items;
/// - as few displaced sections (moved, or deleted and inserted again) as matched sections minus
///   their longest increasing run;
/// - given the sections it keeps, as few item moves as items changing section plus, per
///   section, same-section matches minus their longest increasing run.
func checkChangeset(
  _ changes: Changeset<Int, Int>, old: [(id: Int, items: [Int])],
  new: [(id: Int, items: [Int])], case name: String
) -> (
  displacedSections: Int, minimumDisplacedSections: Int, itemMoves: Int, minimumItemMoves: Int
) {
  // Sections.
  let sectionRemoved = Set(changes.sectionDeletes + changes.sectionMoves.map(\.from))
  let movedTo = Dictionary(
    uniqueKeysWithValues: changes.sectionMoves.map { ($0.to, $0.from) })
  let inserted = Set(changes.sectionInserts)
  var rest = old.indices.filter { !sectionRemoved.contains($0) }.makeIterator()
  var keptOld: [Int: Int] = [:]  // new offset → old offset, for sections kept in place
  for target in new.indices {
    let sourceID: Int
    if inserted.contains(target) {
      sourceID = new[target].id
    } else if let from = movedTo[target] {
      guard old[from].items == new[target].items else {
        fail("\(name): section \(old[from].id) moves and changes its items")
      }
      sourceID = old[from].id
    } else {
      guard let from = rest.next() else { fail("\(name): section replay ran out") }
      keptOld[target] = from
      sourceID = old[from].id
    }
    guard sourceID == new[target].id else { fail("\(name): section replay differs at \(target)") }
  }
  guard rest.next() == nil else { fail("\(name): section replay left sections over") }

  // Items, per kept section.
  let keptNew = Set(keptOld.values)
  var removedBySection: [Int: Set<Int>] = [:]
  for path in changes.itemDeletes + changes.itemMoves.map(\.from) {
    guard keptNew.contains(path.section) else {
      fail("\(name): item operation in old section \(path.section), which is not kept")
    }
    removedBySection[path.section, default: []].insert(path.item)
  }
  var placedBySection: [Int: [Int: Int]] = [:]
  for path in changes.itemInserts {
    guard keptOld[path.section] != nil else {
      fail("\(name): item insert in new section \(path.section), which is not kept")
    }
    placedBySection[path.section, default: [:]][path.item] = new[path.section].items[path.item]
  }
  for move in changes.itemMoves {
    guard keptOld[move.to.section] != nil else {
      fail("\(name): item move into new section \(move.to.section), which is not kept")
    }
    placedBySection[move.to.section, default: [:]][move.to.item] =
      old[move.from.section].items[move.from.item]
  }
  for (target, source) in keptOld {
    let removed = removedBySection[source] ?? []
    let placed = placedBySection[target] ?? [:]
    var survivors = old[source].items.indices.lazy.filter { !removed.contains($0) }
      .map { old[source].items[$0] }.makeIterator()
    var rebuilt: [Int] = []
    for offset in new[target].items.indices {
      guard let item = placed[offset] ?? survivors.next() else {
        fail("\(name): item replay ran out in section \(new[target].id)")
      }
      rebuilt.append(item)
    }
    guard survivors.next() == nil, rebuilt == new[target].items else {
      fail("\(name): item replay differs in section \(new[target].id)")
    }
  }

  // Minimal displacement.
  let displacedSections =
    changes.sectionMoves.count
    + Set(changes.sectionDeletes.map { old[$0].id })
    .intersection(changes.sectionInserts.map { new[$0].id }).count
  let minimumSections = minimumMoves(old: old.map(\.id), new: new.map(\.id))
  guard displacedSections == minimumSections else {
    fail("\(name): \(displacedSections) sections displaced, the minimum is \(minimumSections)")
  }
  var oldSection: [Int: Int] = [:]  // item → old offset of its section, kept sections only
  for source in keptNew { for item in old[source].items { oldSection[item] = source } }
  var minimumItems = 0
  for (target, source) in keptOld {
    let items = new[target].items
    minimumItems += items.count { oldSection[$0] != nil && oldSection[$0] != source }
    minimumItems += minimumMoves(old: old[source].items, new: items)
  }
  guard changes.itemMoves.count == minimumItems else {
    fail("\(name): \(changes.itemMoves.count) item moves, the minimum is \(minimumItems)")
  }
  return (displacedSections, minimumSections, changes.itemMoves.count, minimumItems)
}
