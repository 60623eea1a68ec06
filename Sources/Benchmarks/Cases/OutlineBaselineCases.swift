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
      let (before, after) = toggle(workload, collapse: collapse)
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

  /// The rows before the middle root collapses (or expands again), and the expansion after it.
  static func toggle(
    _ workload: OutlineWorkload, collapse: Bool
  ) -> (before: [Int], isExpanded: [Bool]) {
    let open = workload.expansion(collapsing: [])
    let closed = workload.expansion(collapsing: [workload.middleRoot])
    return (workload.flatten(isExpanded: collapse ? open : closed), collapse ? closed : open)
  }

  /// Times `body`, the mean of `repetitions` runs of an outline engine's operation that shows or
  /// hides `rows` rows, against this baseline's collapse (or expand) of the middle root in the
  /// same rounds; the target, at n = 1 000 000, is 100× faster.
  static func against(
    _ name: String, _ workload: OutlineWorkload, _ context: BenchmarkContext, collapse: Bool,
    rows: Int, repetitions: Int, body: () -> Nanoseconds
  ) -> CaseResult {
    let (before, after) = toggle(workload, collapse: collapse)
    let measured = measure(
      context.settings,
      floor: { timed { reflattenAndDiff(workload, before: before, isExpanded: after) } },
      body: body)
    let ratio = measured.ratios?.median ?? 0
    return CaseResult(
      name: name, workload: workload.name, measured: measured,
      floorWorkload: "re-flatten + Diff of \(workload.name)",
      target: workload.n == 1_000_000 ? 0.01 : nil,
      note: "\(Report.grouped(rows)) rows; \(Report.grouped(Int(1 / ratio)))× faster than "
        + "re-flatten + Diff (floor column); mean of \(repetitions) per round")
  }

  @inline(never)
  static func reflattenAndDiff(
    _ workload: OutlineWorkload, before: [Int], isExpanded: [Bool]
  ) -> Diff {
    Diff(from: before, to: workload.flatten(isExpanded: isExpanded))
  }
}
