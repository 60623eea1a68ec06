import Snapshots
import TestSupport

/// `Diff` on L(n): identity only (over bare identifiers, and by key with no content
/// comparison) and with content updates (by key on an `Equatable` element).
enum DiffCases {
  static func all() -> [BenchmarkCase] {
    [10_000, 100_000].flatMap { n in
      [identifiers(n), identityByKey(n), contentByKey(n)]
    }
  }

  /// The spec's target for `Diff` on L(100 000); smaller lists carry no target.
  static func target(_ n: Int) -> Double? { n == 100_000 ? 2.0 : nil }

  /// `Diff(from:to:)` over the identifiers themselves; the floor runs over the same `[Int]`.
  static func identifiers(_ n: Int) -> BenchmarkCase {
    BenchmarkCase("Diff L(\(n)) ids", workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let old = workload.oldIDs
      let new = workload.newIDs
      let diff = diffIDs(old, new)
      requireNoProblems(
        DiffChecker.problems(in: diff, from: old, to: new), case: "Diff L(\(n)) ids")
      let measured = measure(
        context.settings, floor: floorTimer(old: old, new: new),
        body: { timed { diffIDs(old, new) } })
      return CaseResult(
        name: "Diff L(\(n)) ids", workload: "L(\(n))", measured: measured,
        floorWorkload: "L(\(n)) [Int]", target: target(n), moves: diff.moves.count,
        minimumMoves: referenceMinimumMoveCount(from: old, to: new))
    }
  }

  /// `Diff(from:to:id:contentEquals:)` with a comparison that finds nothing changed.
  static func identityByKey(_ n: Int) -> BenchmarkCase {
    BenchmarkCase("Diff L(\(n)) id: \\.id", workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let old = workload.old
      let new = workload.new
      let diff = diffByKey(old, new)
      requireNoProblems(
        DiffChecker.problems(
          in: diff, from: old, to: new, id: \.id, contentEquals: { _, _ in true }),
        case: "Diff L(\(n)) id: \\.id")
      let measured = measure(
        context.settings, floor: floorTimer(old: old, new: new),
        body: { timed { diffByKey(old, new) } })
      return CaseResult(
        name: "Diff L(\(n)) id: \\.id", workload: "L(\(n))", measured: measured,
        floorWorkload: "L(\(n))", target: target(n), moves: diff.moves.count,
        minimumMoves: referenceMinimumMoveCount(from: workload.oldIDs, to: workload.newIDs))
    }
  }

  /// `Diff(from:to:id:)` on `Equatable` items: a matched pair with a new version is an update.
  static func contentByKey(_ n: Int) -> BenchmarkCase {
    BenchmarkCase("Diff L(\(n)) id: \\.id + content", workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let old = workload.old
      let new = workload.new
      let diff = diffWithContent(old, new)
      requireNoProblems(
        DiffChecker.problems(
          in: diff, from: old, to: new, id: \.id, contentEquals: { $0.version == $1.version }),
        case: "Diff L(\(n)) id: \\.id + content")
      let measured = measure(
        context.settings, floor: floorTimer(old: old, new: new),
        body: { timed { diffWithContent(old, new) } })
      return CaseResult(
        name: "Diff L(\(n)) id: \\.id + content", workload: "L(\(n))", measured: measured,
        floorWorkload: "L(\(n))", target: target(n), moves: diff.moves.count,
        minimumMoves: referenceMinimumMoveCount(from: workload.oldIDs, to: workload.newIDs),
        note: "\(Report.grouped(diff.updates.count)) updates")
    }
  }

  // The calls under test, each in its own function so that profilers can find them by name
  // (`valgrind --tool=callgrind --toggle-collect='*DiffCases*diff*'`).

  @inline(never)
  static func diffIDs(_ old: [Int], _ new: [Int]) -> Diff {
    Diff(from: old, to: new)
  }

  @inline(never)
  static func diffByKey(_ old: [Item], _ new: [Item]) -> Diff {
    Diff(from: old, to: new, id: \.id, contentEquals: { _, _ in true })
  }

  @inline(never)
  static func diffWithContent(_ old: [Item], _ new: [Item]) -> Diff {
    Diff(from: old, to: new, id: \.id)
  }
}
