import Snapshots
import TestSupport

/// The outline baseline of the Benchmark workloads article: what one expand or collapse costs without an
/// outline engine, by re-flattening the whole forest and diffing the visible rows. The outline
/// engine's own cases (in their own file) compare their operations with these.
enum OutlineBaselineCases {
  static func all() -> [BenchmarkCase] {
    [100_000, 1_000_000].flatMap { n in [baseline(n, collapse: true), baseline(n, collapse: false)]
    }
  }

  /// Collapsing (or expanding again) the middle root: re-flatten, then `Diff` the rows.
  static func baseline(_ n: Int, collapse: Bool) -> BenchmarkCase {
    let name = "Outline baseline \(collapse ? "collapse" : "expand") O(\(n))"
    return BenchmarkCase(name, workloads: [.outline(n)]) { context in
      let workload = context.workloads.outline(n)
      let open = workload.expansion(collapsing: [])
      let closed = workload.expansion(collapsing: [workload.middleRoot])
      let before = workload.flatten(isExpanded: collapse ? open : closed)
      let after = collapse ? closed : open
      let hidden = n / OutlineWorkload.rootCount - 1
      let diff = reflattenAndDiff(workload, before: before, isExpanded: after)
      guard diff.moves.isEmpty,
        (collapse ? diff.deletes.count : diff.inserts.count) == hidden,
        (collapse ? diff.inserts.count : diff.deletes.count) == 0
      else { fail("\(name): the diff is not \(hidden) \(collapse ? "deletes" : "inserts")") }
      let rowsAfter = workload.flatten(isExpanded: after)
      let measured = measure(
        context.settings, floor: floorTimer(old: before, new: rowsAfter),
        body: { timed { reflattenAndDiff(workload, before: before, isExpanded: after) } })
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "\(workload.name) rows", moves: diff.moves.count, minimumMoves: 0,
        note:
          "re-flatten all rows, then Diff; \(Report.grouped(hidden)) rows \(collapse ? "hidden" : "shown") of "
          + "\(Report.grouped(max(before.count, rowsAfter.count)))")
    }
  }

  @inline(never)
  static func reflattenAndDiff(
    _ workload: OutlineWorkload, before: [Int], isExpanded: [Bool]
  ) -> Diff {
    Diff(from: before, to: workload.flatten(isExpanded: isExpanded))
  }
}
