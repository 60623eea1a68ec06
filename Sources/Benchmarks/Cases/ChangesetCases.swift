import Snapshots
import TestSupport

/// `Changeset` on S(100×1000), without and with section churn; updated sections and items are
/// marked for reload and reconfigure in the new snapshot.
enum ChangesetCases {
  static func all() -> [BenchmarkCase] {
    [false, true].map(sectioned(churn:))
  }

  static func sectioned(churn: Bool) -> BenchmarkCase {
    let name = "Changeset S(100×1000)\(churn ? " churn" : "")"
    return BenchmarkCase(name, workloads: [.sections(churn: churn)]) { context in
      let workload = context.workloads.sections(churn: churn)
      let (old, new) = snapshots(workload)
      let changes = changeset(old, new)
      // Every batch-update rule, then the move counts next to the least possible ones.
      requireNoProblems(ChangesetChecker.problems(in: changes, from: old, to: new), case: name)
      let reinserted = changes.sectionInserts.filter {
        old.indexOfSection(new.sectionIdentifiers[$0]) != nil
      }
      let displacedSections = changes.sectionMoves.count + reinserted.count
      let minimumDisplacedSections = referenceMinimumMoveCount(
        from: old.sectionIdentifiers, to: new.sectionIdentifiers)
      let measured = measure(
        context.settings,
        floor: floorTimer(
          old: workload.oldItems.map(\.id), new: workload.newItems.map(\.id)),
        body: { timed { changeset(old, new) } })
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "\(workload.name) items", target: churn ? 3.0 : nil,
        moves: changes.itemMoves.count,
        minimumMoves: ChangesetChecker.minimumItemMoves(in: changes, from: old, to: new),
        note: "moves: items; sections moved \(changes.sectionMoves.count), displaced "
          + "\(displacedSections) (min \(minimumDisplacedSections)); "
          + "\(Report.grouped(changes.itemReconfigures.count)) reconfigures, "
          + "\(changes.sectionReloads.count) section reloads")
    }
  }

  /// The old and new snapshots of a sectioned workload, built by bulk appends; the new one marks
  /// its updated sections for reload and its updated items for reconfigure.
  static func snapshots(_ workload: SectionedWorkload) -> (Snapshot<Int, Int>, Snapshot<Int, Int>) {
    func snapshot(_ sections: [SectionedWorkload.Section]) -> Snapshot<Int, Int> {
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections(sections.map(\.id))
      for section in sections {
        snapshot.appendItems(section.items.map(\.id), toSection: section.id)
      }
      return snapshot
    }
    var new = snapshot(workload.new)
    new.reloadSections(workload.updatedSections)
    new.reconfigureItems(workload.updatedItems)
    return (snapshot(workload.old), new)
  }

  /// The call under test, in its own function so that profilers can find it by name.
  @inline(never)
  static func changeset(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> Changeset<Int, Int>
  {
    Changeset(from: old, to: new)
  }
}
