import Foundation
import Snapshots

/// Every way a sequence of updates seen by a renderer fails to chain and replay: each update
/// starts where the previous one ended; each animated or non-animated changeset passes
/// `ChangesetChecker` from its previous snapshot to its snapshot (replay and rules 1–8); and a
/// reload carries an empty changeset.
///
/// An update's snapshot no longer carries the marks its refreshes came from, so refreshes are
/// checked only for naming index paths of the new snapshot; the marks tests check them exactly.
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
    var structure = update.changeset
    structure.itemReloads = []
    structure.itemReconfigures = []
    structure.sectionReloads = []
    for problem in ChangesetChecker.problems(
      in: structure, from: update.previousSnapshot, to: update.snapshot)
    {
      problems.append("update \(index): \(problem)")
    }
    let new = update.snapshot
    let sections = new.sectionIdentifiers
    for path in update.changeset.itemReloads + update.changeset.itemReconfigures
    where !sections.indices.contains(path.section)
      || !(0..<new.numberOfItems(inSection: sections[path.section])).contains(path.item)
    {
      problems.append("update \(index): refreshed index path \(path) is not in the snapshot")
    }
    for offset in update.changeset.sectionReloads where !sections.indices.contains(offset) {
      problems.append("update \(index): reloaded section \(offset) is not in the snapshot")
    }
  }
  return problems
}
