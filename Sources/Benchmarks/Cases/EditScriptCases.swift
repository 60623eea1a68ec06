import Snapshots

/// `EditScript` on L(100 000), measured against computing the `Diff` alone, and on S(100×1000),
/// without and with section churn, measured against computing the `Changeset` alone (the floor
/// of these cases): the ratio is what ordering the batch into steps adds.
enum EditScriptCases {
  static func all() -> [BenchmarkCase] {
    [list(100_000)] + [false, true].map(sectioned(churn:))
  }

  static func list(_ n: Int) -> BenchmarkCase {
    let name = "EditScript L(\(n))"
    return BenchmarkCase(name, workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let old = workload.oldIDs
      let new = workload.newIDs
      let script = editScript(old, new)
      if old.applying(script) != new { fatalError("\(name): the script does not replay") }
      let measured = measure(
        context.settings, floor: { timed { Diff(from: old, to: new) } },
        body: { timed { editScript(old, new) } })
      return CaseResult(
        name: name, workload: "L(\(n))", measured: measured, floorWorkload: "Diff alone",
        moves: Diff(from: old, to: new).moves.count,
        note: "\(Report.grouped(script.steps.count)) steps, "
          + "\(Report.grouped(script.structuralStepCount)) structural")
    }
  }

  static func sectioned(churn: Bool) -> BenchmarkCase {
    let name = "EditScript S(100×1000)\(churn ? " churn" : "")"
    return BenchmarkCase(name, workloads: [.sections(churn: churn)]) { context in
      let workload = context.workloads.sections(churn: churn)
      let (old, new) = ChangesetCases.snapshots(workload)
      let script = editScript(old, new)
      let changes = ChangesetCases.changeset(old, new)
      let replayed = old.applying(script)
      if replayed != new { fatalError("\(name): the script does not replay to the new snapshot") }
      let measured = measure(
        context.settings, floor: { timed { ChangesetCases.changeset(old, new) } },
        body: { timed { editScript(old, new) } })
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "Changeset alone", moves: changes.itemMoves.count,
        note: "\(Report.grouped(script.steps.count)) steps, "
          + "\(Report.grouped(script.structuralStepCount)) structural")
    }
  }

  /// The call under test, in its own function so that profilers can find it by name.
  @inline(never)
  static func editScript(_ old: [Int], _ new: [Int]) -> EditScript<ListEditStep<Int>> {
    EditScript(from: old, to: new)
  }

  /// The call under test, in its own function so that profilers can find it by name.
  @inline(never)
  static func editScript(
    _ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>
  ) -> EditScript<SnapshotEditStep<Int, Int>> {
    EditScript(from: old, to: new)
  }
}
