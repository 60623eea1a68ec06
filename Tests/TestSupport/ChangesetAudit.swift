import Foundation
import Snapshots

/// The checks of `ChangesetChecker` on one pair of snapshots, each read once through the
/// public API.
struct ChangesetAudit<Section: Hashable, Item: Hashable> {
  let old: Snapshot<Section, Item>
  let new: Snapshot<Section, Item>
  let oldSections: [Section]
  let newSections: [Section]
  let oldItems: [[Item]]
  let newItems: [[Item]]

  init(old: Snapshot<Section, Item>, new: Snapshot<Section, Item>) {
    self.old = old
    self.new = new
    oldSections = old.sectionIdentifiers
    newSections = new.sectionIdentifiers
    oldItems = oldSections.map { old.itemIdentifiers(inSection: $0) }
    newItems = newSections.map { new.itemIdentifiers(inSection: $0) }
  }

  func isOldPath(_ path: IndexPath) -> Bool {
    path.count == 2 && oldItems.indices.contains(path.section)
      && oldItems[path.section].indices.contains(path.item)
  }

  func isNewPath(_ path: IndexPath) -> Bool {
    path.count == 2 && newItems.indices.contains(path.section)
      && newItems[path.section].indices.contains(path.item)
  }

  func oldItem(_ path: IndexPath) -> Item { oldItems[path.section][path.item] }
  func newItem(_ path: IndexPath) -> Item { newItems[path.section][path.item] }

  // MARK: Rule 1: coordinates

  func coordinateProblems(_ changes: Changeset<Section, Item>) -> [String] {
    var problems: [String] = []
    func offsets(_ name: String, _ values: [Int], _ count: Int, ascending: Bool) {
      if let bad = values.first(where: { !(0..<count).contains($0) }) {
        problems.append("\(name): offset \(bad) outside 0..<\(count)")
      }
      if ascending && zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
        problems.append("\(name) not ascending: \(values)")
      }
    }
    func paths(_ name: String, _ values: [IndexPath], old: Bool) {
      if let bad = values.first(where: { old ? !isOldPath($0) : !isNewPath($0) }) {
        problems.append(
          "\(name): \(bad) is not an index path of the \(old ? "old" : "new") snapshot")
      }
    }
    offsets("sectionDeletes", changes.sectionDeletes, oldSections.count, ascending: true)
    offsets("sectionInserts", changes.sectionInserts, newSections.count, ascending: true)
    offsets(
      "sectionMoves (from)", changes.sectionMoves.map { $0.from }, oldSections.count,
      ascending: false)
    offsets(
      "sectionMoves (to)", changes.sectionMoves.map { $0.to }, newSections.count, ascending: false)
    offsets("sectionReloads", changes.sectionReloads, newSections.count, ascending: false)
    offsets(
      "sectionReconfigures", changes.sectionReconfigures, newSections.count, ascending: false)
    paths("itemDeletes", changes.itemDeletes, old: true)
    paths("itemInserts", changes.itemInserts, old: false)
    paths("itemMoves (from)", changes.itemMoves.map { $0.from }, old: true)
    paths("itemMoves (to)", changes.itemMoves.map { $0.to }, old: false)
    paths("itemReloads", changes.itemReloads, old: false)
    paths("itemReconfigures", changes.itemReconfigures, old: false)
    return problems
  }

  // MARK: Rule 3 (and 6): nothing twice on one side

  func repeatProblems(_ changes: Changeset<Section, Item>) -> [String] {
    var problems: [String] = []
    func distinct<T: Hashable>(_ name: String, _ values: [T]) {
      var seen = Set<T>()
      let repeated = values.filter { !seen.insert($0).inserted }
      if !repeated.isEmpty { problems.append("\(name) names \(repeated) twice") }
    }
    distinct(
      "sectionDeletes + sectionMoves.from",
      changes.sectionDeletes + changes.sectionMoves.map { $0.from })
    distinct(
      "sectionInserts + sectionMoves.to",
      changes.sectionInserts + changes.sectionMoves.map { $0.to })
    distinct(
      "itemDeletes + itemMoves.from", changes.itemDeletes + changes.itemMoves.map { $0.from })
    distinct("itemInserts + itemMoves.to", changes.itemInserts + changes.itemMoves.map { $0.to })
    distinct(
      "sectionReloads + sectionReconfigures", changes.sectionReloads + changes.sectionReconfigures)
    distinct("itemReloads + itemReconfigures", changes.itemReloads + changes.itemReconfigures)
    return problems
  }

  // MARK: Replay ("Checking") and rule 2

  /// For every new section, the old section placed there, or -1 for an inserted one.
  func replaySections(
    _ changes: Changeset<Section, Item>
  ) -> Result<[Int], ChangesetChecker.Problem> {
    let removed = Set(changes.sectionDeletes + changes.sectionMoves.map { $0.from })
    var untouched = oldSections.indices.filter { !removed.contains($0) }.makeIterator()
    // The old section each new offset takes, where an insert or a move decides it (-1: new).
    var placed = [Int?](repeating: nil, count: newSections.count)
    for target in changes.sectionInserts { placed[target] = -1 }
    for move in changes.sectionMoves { placed[move.to] = move.from }
    var sources: [Int] = []
    for place in placed {
      guard let source = place ?? untouched.next() else {
        return .failure(.init("rule 2: old sections − deletes + inserts ≠ new sections"))
      }
      sources.append(source)
    }
    if untouched.next() != nil {
      return .failure(.init("rule 2: old sections − deletes + inserts ≠ new sections"))
    }
    for (target, source) in sources.enumerated()
    where source >= 0 && oldSections[source] != newSections[target] {
      return .failure(
        .init(
          "replay: new section \(target) receives old section \(oldSections[source]), expected \(newSections[target])"
        ))
    }
    return .success(sources)
  }

  /// For every item of the new section at `target`, the old index path it comes from, or `nil`
  /// for an insert (all of an inserted section's items are inserts).
  func replayItems(
    _ changes: Changeset<Section, Item>, inSection target: Int, from source: Int
  ) -> Result<[IndexPath?], ChangesetChecker.Problem> {
    let count = newItems[target].count
    guard source >= 0 else { return .success(Array(repeating: nil, count: count)) }
    let removed = Set(
      (changes.itemDeletes + changes.itemMoves.map { $0.from }).filter { $0.section == source }.map
      { $0.item })
    var untouched = oldItems[source].indices.filter { !removed.contains($0) }.makeIterator()
    var slots = [IndexPath??](repeating: nil, count: count)
    for path in changes.itemInserts where path.section == target { slots[path.item] = .some(nil) }
    for move in changes.itemMoves where move.to.section == target {
      slots[move.to.item] = move.from
    }
    var sources: [IndexPath?] = []
    for slot in slots {
      if let slot {
        sources.append(slot)
      } else if let offset = untouched.next() {
        sources.append(IndexPath(item: offset, section: source))
      } else {
        return .failure(.init("rule 2: section \(newSections[target]) count does not add up"))
      }
    }
    if untouched.next() != nil {
      return .failure(.init("rule 2: section \(newSections[target]) count does not add up"))
    }
    for (offset, from) in sources.enumerated() {
      if let from, oldItem(from) != newItems[target][offset] {
        return .failure(
          .init(
            "replay: new \(target).\(offset) receives \(oldItem(from)) from \(from.section).\(from.item), "
              + "expected \(newItems[target][offset])"))
      }
    }
    return .success(sources)
  }

  // MARK: Rules 4–6

  func sectionRuleProblems(_ changes: Changeset<Section, Item>) -> [String] {
    var problems: [String] = []
    let deleted = Set(changes.sectionDeletes)
    let inserted = Set(changes.sectionInserts)
    let movedFrom = Set(changes.sectionMoves.map { $0.from })
    let movedTo = Set(changes.sectionMoves.map { $0.to })
    for path in changes.itemDeletes {
      if deleted.contains(path.section) {
        problems.append("rule 4: item delete \(path) in a deleted section")
      }
      if movedFrom.contains(path.section) {
        problems.append("rule 5: item delete \(path) in a moved section")
      }
    }
    for path in changes.itemInserts {
      if inserted.contains(path.section) {
        problems.append("rule 4: item insert \(path) in an inserted section")
      }
      if movedTo.contains(path.section) {
        problems.append("rule 5: item insert \(path) in a moved section")
      }
    }
    for move in changes.itemMoves {
      if deleted.contains(move.from.section) {
        problems.append("rule 4: item move \(move) out of a deleted section")
      }
      if inserted.contains(move.to.section) {
        problems.append("rule 4: item move \(move) into an inserted section")
      }
      if movedFrom.contains(move.from.section) || movedTo.contains(move.to.section) {
        problems.append("rule 5: item move \(move) touches a moved section")
      }
    }
    return problems
  }
}
