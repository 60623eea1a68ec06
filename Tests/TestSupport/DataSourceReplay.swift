import Foundation
import Snapshots

/// Every way `changeset` fails to turn `old` into `new` when a renderer replays it.
///
/// The replay follows `spec/batch-updates.md`: remove deleted sections and items and the
/// sources of moves (old coordinates), place inserted sections, moved sections, inserted items
/// and the targets of moves at their new coordinates, and let the untouched rest fill the free
/// slots in their old order. Moves carry the old identifier, so a wrong move shows up as a
/// wrong identifier; inserts take the new snapshot's identifier at their index path. Refreshes
/// must name index paths of the new snapshot. An empty result means the replay is clean.
public func changesetReplayProblems<Section: Hashable, Item: Hashable>(
  _ changeset: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
  to new: Snapshot<Section, Item>
) -> [String] {
  var problems: [String] = []
  let oldSections = old.sectionIdentifiers
  let newSections = new.sectionIdentifiers

  // Sections.
  let vacated = changeset.sectionDeletes + changeset.sectionMoves.map(\.from)
  let filled = changeset.sectionInserts + changeset.sectionMoves.map(\.to)
  if Set(vacated).count != vacated.count { problems.append("a section offset is vacated twice") }
  if Set(filled).count != filled.count { problems.append("a section offset is filled twice") }
  guard vacated.allSatisfy(oldSections.indices.contains),
    filled.allSatisfy(newSections.indices.contains)
  else { return problems + ["a section offset is out of range: \(changeset)"] }
  var origin = [Int?](repeating: nil, count: newSections.count)
  var isInserted = [Bool](repeating: false, count: newSections.count)
  var sectionSlots = [Section?](repeating: nil, count: newSections.count)
  for offset in changeset.sectionInserts {
    isInserted[offset] = true
    sectionSlots[offset] = newSections[offset]
  }
  for move in changeset.sectionMoves {
    origin[move.to] = move.from
    sectionSlots[move.to] = oldSections[move.from]
  }
  let vacatedSet = Set(vacated)
  var untouchedSections = oldSections.indices.filter { !vacatedSet.contains($0) }.makeIterator()
  for offset in newSections.indices where sectionSlots[offset] == nil {
    guard let source = untouchedSections.next() else {
      return problems + ["section counts do not add up"]
    }
    origin[offset] = source
    sectionSlots[offset] = oldSections[source]
  }
  if untouchedSections.next() != nil { return problems + ["section counts do not add up"] }
  if sectionSlots.map({ $0! }) != newSections {
    return problems + ["sections replay to \(sectionSlots.map { $0! }), not \(newSections)"]
  }

  // Items.
  let deletedSections = Set(changeset.sectionDeletes)
  var vacatedItems: [Int: Set<Int>] = [:]
  for path in changeset.itemDeletes + changeset.itemMoves.map(\.from) {
    guard oldSections.indices.contains(path.section),
      (0..<old.numberOfItems(inSection: oldSections[path.section])).contains(path.item)
    else { return problems + ["old index path \(path) is out of range"] }
    if deletedSections.contains(path.section) {
      problems.append("old index path \(path) is in a deleted section")
    }
    if !vacatedItems[path.section, default: []].insert(path.item).inserted {
      problems.append("old index path \(path) is vacated twice")
    }
  }
  var itemSlots: [Int: [Int: Item]] = [:]
  func fill(_ path: IndexPath, with item: Item) {
    guard newSections.indices.contains(path.section),
      (0..<new.numberOfItems(inSection: newSections[path.section])).contains(path.item)
    else {
      problems.append("new index path \(path) is out of range")
      return
    }
    if isInserted[path.section] {
      problems.append("new index path \(path) is in an inserted section")
    }
    if itemSlots[path.section, default: [:]].updateValue(item, forKey: path.item) != nil {
      problems.append("new index path \(path) is filled twice")
    }
  }
  for path in changeset.itemInserts {
    let items =
      newSections.indices.contains(path.section)
      ? new.itemIdentifiers(inSection: newSections[path.section]) : []
    guard items.indices.contains(path.item) else {
      problems.append("new index path \(path) is out of range")
      continue
    }
    fill(path, with: items[path.item])
  }
  for move in changeset.itemMoves {
    fill(
      move.to, with: old.itemIdentifiers(inSection: oldSections[move.from.section])[move.from.item])
  }
  if !problems.isEmpty { return problems }
  for (offset, section) in newSections.enumerated() where !isInserted[offset] {
    let source = origin[offset]!
    let vacatedHere = vacatedItems[source] ?? []
    var rest = old.itemIdentifiers(inSection: oldSections[source]).enumerated()
      .filter { !vacatedHere.contains($0.offset) }.map(\.element).makeIterator()
    let expected = new.itemIdentifiers(inSection: section)
    var replayed: [Item] = []
    for slot in expected.indices {
      if let item = itemSlots[offset]?[slot] {
        replayed.append(item)
      } else if let item = rest.next() {
        replayed.append(item)
      } else {
        return problems + ["section \(section): item counts do not add up"]
      }
    }
    if rest.next() != nil { return problems + ["section \(section): item counts do not add up"] }
    if replayed != expected {
      problems.append("section \(section) replays to \(replayed), not \(expected)")
    }
  }

  // Refreshes.
  for path in changeset.itemReloads + changeset.itemReconfigures {
    if !newSections.indices.contains(path.section)
      || !(0..<new.numberOfItems(inSection: newSections[path.section])).contains(path.item)
    {
      problems.append("refreshed index path \(path) is not in the new snapshot")
    }
  }
  for offset in changeset.sectionReloads where !newSections.indices.contains(offset) {
    problems.append("reloaded section \(offset) is not in the new snapshot")
  }
  return problems
}

/// Every way a sequence of updates seen by a renderer fails to chain and replay: each update
/// starts where the previous one ended, and each animated or non-animated changeset replays
/// from its previous snapshot to its snapshot (a reload carries an empty changeset).
public func updateReplayProblems<Section: Hashable, Item: Hashable>(
  _ updates: [DataSourceUpdate<Section, Item>]
) -> [String] {
  var problems: [String] = []
  for (index, update) in updates.enumerated() {
    if index > 0 && updates[index - 1].snapshot != update.previousSnapshot {
      problems.append("update \(index) does not start where update \(index - 1) ended")
    }
    if update.kind == .reloadData {
      if !update.changeset.isEmpty { problems.append("update \(index) reloads with changes") }
      continue
    }
    for problem in changesetReplayProblems(
      update.changeset, from: update.previousSnapshot, to: update.snapshot)
    {
      problems.append("update \(index): \(problem)")
    }
  }
  return problems
}
