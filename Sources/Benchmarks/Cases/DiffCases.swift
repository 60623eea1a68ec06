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
    diffCase(
      "Diff L(\(n)) ids", n, floorWorkload: "L(\(n)) [Int]", elements: { ($0.oldIDs, $0.newIDs) },
      floor: floorTimer(old:new:), diff: diffIDs,
      problems: { DiffChecker.problems(in: $0, from: $1, to: $2) })
  }

  /// `Diff(from:to:id:contentEquals:)` with a comparison that finds nothing changed.
  static func identityByKey(_ n: Int) -> BenchmarkCase {
    diffCase(
      "Diff L(\(n)) id: \\.id", n, floorWorkload: "L(\(n))", elements: { ($0.old, $0.new) },
      floor: floorTimer(old:new:), diff: diffByKey,
      problems: {
        DiffChecker.problems(in: $0, from: $1, to: $2, id: \.id, contentEquals: { _, _ in true })
      })
  }

  /// `Diff(from:to:id:)` on `Equatable` items: a matched pair with a new version is an update.
  static func contentByKey(_ n: Int) -> BenchmarkCase {
    diffCase(
      "Diff L(\(n)) id: \\.id + content", n, floorWorkload: "L(\(n))",
      elements: { ($0.old, $0.new) }, floor: floorTimer(old:new:), diff: diffWithContent,
      problems: {
        DiffChecker.problems(
          in: $0, from: $1, to: $2, id: \.id, contentEquals: { $0.version == $1.version })
      },
      note: { "\(Report.grouped($0.updates.count)) updates" })
  }

  /// A `Diff` case on L(n): `diff` over the workload's `elements`, checked once by `problems`,
  /// then timed against `floor` over the same elements, with its moves against the fewest.
  static func diffCase<Element>(
    _ name: String, _ n: Int, floorWorkload: String,
    elements: @escaping (ListWorkload) -> (old: [Element], new: [Element]),
    floor: @escaping (_ old: [Element], _ new: [Element]) -> () -> Nanoseconds,
    diff: @escaping ([Element], [Element]) -> Diff,
    problems: @escaping (Diff, [Element], [Element]) -> [String],
    note: @escaping (Diff) -> String? = { _ in nil }
  ) -> BenchmarkCase {
    BenchmarkCase(name, workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let (old, new) = elements(workload)
      let result = diff(old, new)
      requireNoProblems(problems(result, old, new), case: name)
      let measured = measure(
        context.settings, floor: floor(old, new), body: { timed { diff(old, new) } })
      return CaseResult(
        name: name, workload: "L(\(n))", measured: measured, floorWorkload: floorWorkload,
        target: target(n), moves: result.moves.count,
        minimumMoves: referenceMinimumMoveCount(from: workload.oldIDs, to: workload.newIDs),
        note: note(result))
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
