import Foundation
import Snapshots

extension ChangesetAudit {
  // MARK: Rule 8: minimal

  /// The checkable parts of rule 8, given a replay that succeeded.
  ///
  /// - Sections kept in place are one longest increasing run of the sections in both
  ///   snapshots, so section moves (and replacements) are a minimal set.
  /// - A section whose items did not change is never replaced by a delete and an insert.
  /// - In every section pair that is neither inserted nor deleted, the items kept in place are
  ///   one longest increasing run of the items the pair shares, so item moves are minimal.
  /// - An item in a surviving, non-replaced section on both sides is moved or untouched,
  ///   never deleted and inserted.
  func minimalityProblems(
    _ changes: Changeset<Section, Item>, sectionSources: [Int], itemSources: [[IndexPath?]]
  ) -> [String] {
    var problems: [String] = []
    let sectionMoveTargets = Set(changes.sectionMoves.map { $0.to })
    let shared = newSections.compactMap { old.indexOfSection($0) }
    let keptSections = sectionSources.indices.filter {
      sectionSources[$0] >= 0 && !sectionMoveTargets.contains($0)
    }
    let longestSections = referenceLongestIncreasingSubsequenceLength(shared)
    if keptSections.count != longestSections {
      problems.append(
        "rule 8: \(keptSections.count) sections kept in place, but \(longestSections) keep their order"
      )
    }
    for (target, section) in newSections.enumerated() where sectionSources[target] < 0 {
      if let source = old.indexOfSection(section), oldItems[source] == newItems[target] {
        problems.append("rule 8: unchanged section \(section) is deleted and inserted")
      }
    }

    let itemMoveTargets = Set(changes.itemMoves.map { $0.to })
    for (target, source) in sectionSources.enumerated() where source >= 0 {
      let oldOffsets = Dictionary(
        uniqueKeysWithValues: oldItems[source].enumerated().map { ($0.element, $0.offset) })
      let shared = newItems[target].compactMap { oldOffsets[$0] }
      let kept = itemSources[target].indices.filter {
        itemSources[target][$0] != nil
          && !itemMoveTargets.contains(IndexPath(item: $0, section: target))
      }
      let longest = referenceLongestIncreasingSubsequenceLength(shared)
      if kept.count != longest {
        problems.append(
          "rule 8: section \(newSections[target]) keeps \(kept.count) items in place, but \(longest) "
            + "keep their order")
      }
    }

    problems += crossSectionProblems(
      changes.itemInserts, newItem, otherSide: old, replaced: Set(changes.sectionDeletes),
      "inserted")
    problems += crossSectionProblems(
      changes.itemDeletes, oldItem, otherSide: new, replaced: Set(changes.sectionInserts),
      "deleted")
    return problems
  }

  /// Rule 8's last part on one side: an item inserted (or deleted) at one of `paths` whose
  /// section on the other side survives there (its offset is not in `replaced`) moves instead.
  private func crossSectionProblems(
    _ paths: [IndexPath], _ item: (IndexPath) -> Item, otherSide: Snapshot<Section, Item>,
    replaced: Set<Int>, _ verb: String
  ) -> [String] {
    paths.compactMap { path in
      let item = item(path)
      guard let section = otherSide.sectionIdentifier(containingItem: item),
        let offset = otherSide.indexOfSection(section), !replaced.contains(offset)
      else { return nil }
      return "rule 8: \(item) moves between surviving sections but is \(verb) at \(path)"
    }
  }

  // MARK: Rule 7: refreshes

  /// Refreshes are exactly the new snapshot's marks (and the content comparison's findings)
  /// on items and sections that survive without a delete or insert, in new coordinates; a
  /// reload wins over a reconfigure; an item refresh may be left out inside a reloaded section.
  func refreshProblems(
    _ changes: Changeset<Section, Item>, sectionSources: [Int], itemSources: [[IndexPath?]],
    content: ChangesetChecker.ContentComparison<Item>?
  ) -> [String] {
    var problems: [String] = []
    var expectedSectionReloads = Set<Int>()
    for section in new.reloadedSectionIdentifiers {
      if let target = new.indexOfSection(section), sectionSources[target] >= 0 {
        expectedSectionReloads.insert(target)
      }
    }
    if Set(changes.sectionReloads) != expectedSectionReloads {
      problems.append(
        "rule 7: sectionReloads \(changes.sectionReloads), expected \(expectedSectionReloads.sorted())"
      )
    }
    // A section whose own content changed is refreshed where it survives, unless reloaded.
    var expectedSectionReconfigures = Set<Int>()
    for section in new.reconfiguredSectionIdentifiers {
      if let target = new.indexOfSection(section), sectionSources[target] >= 0,
        !expectedSectionReloads.contains(target)
      {
        expectedSectionReconfigures.insert(target)
      }
    }
    if Set(changes.sectionReconfigures) != expectedSectionReconfigures {
      problems.append(
        "rule 7: sectionReconfigures \(changes.sectionReconfigures), expected "
          + "\(expectedSectionReconfigures.sorted())")
    }

    let reloadMarks = Set(new.reloadedItemIdentifiers)
    let reconfigureMarks = Set(new.reconfiguredItemIdentifiers)
    var expectedReloads = Set<IndexPath>()
    var expectedReconfigures = Set<IndexPath>()
    for (target, sources) in itemSources.enumerated() {
      for (offset, source) in sources.enumerated() {
        guard let source else { continue }
        let path = IndexPath(item: offset, section: target)
        let item = newItem(path)
        let changed = content.map { !$0.contentEquals(oldItem(source), item) } ?? false
        if reloadMarks.contains(item) || (changed && content?.reloads == true) {
          expectedReloads.insert(path)
        } else if reconfigureMarks.contains(item) || (changed && content?.reloads == false) {
          expectedReconfigures.insert(path)
        }
      }
    }
    let reloadedSections = Set(changes.sectionReloads)
    func compare(_ name: String, _ actual: [IndexPath], _ expected: Set<IndexPath>) {
      let extra = Set(actual).subtracting(expected)
      let missing = expected.subtracting(actual).filter { !reloadedSections.contains($0.section) }
      if !extra.isEmpty || !missing.isEmpty {
        problems.append(
          "rule 7: \(name) has extra \(extra.sorted()) and lacks \(missing.sorted()); "
            + "expected \(expected.sorted())")
      }
    }
    compare("itemReloads", changes.itemReloads, expectedReloads)
    compare("itemReconfigures", changes.itemReconfigures, expectedReconfigures)
    return problems
  }
}
