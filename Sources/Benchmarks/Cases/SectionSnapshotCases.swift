import Snapshots
import TestSupport

/// `SectionSnapshot` on Outline O(n): building the forest, and collapsing or expanding the
/// middle root, whose subtree holds n / 1000 − 1 rows.
///
/// An expand or collapse is compared with the baseline of the Benchmark workloads article (re-flatten the
/// whole forest and diff the rows), measured in the same rounds: the spec asks for at least
/// 100× faster at n = 1 000 000, that is at most 0.01× the baseline. The scaling cases compare
/// the same operation at n = 1 000 000 and n = 100 000, which must differ by less than 2×.
enum SectionSnapshotCases {
  /// Operations timed per round; each round reports their mean.
  static let repetitions = 200

  static func all() -> [BenchmarkCase] {
    [100_000, 1_000_000].flatMap { n in
      [build(n), toggle(n, collapse: true), toggle(n, collapse: false)]
    } + [scaling(collapse: true), scaling(collapse: false), insertScaling()]
  }

  static func build(_ n: Int) -> BenchmarkCase {
    let name = "SectionSnapshot build O(\(n))"
    return BenchmarkCase(name, workloads: [.outline(n)]) { context in
      let workload = context.workloads.outline(n)
      let outline = build(workload)
      guard outline.count == n, outline.visibleCount == n,
        outline.visibleItems == workload.flatten(isExpanded: workload.expansion(collapsing: []))
      else { fail("\(name): the outline does not hold the workload") }
      let ids = Array(0..<n)
      let measured = measure(
        context.settings, floor: floorTimer(old: ids, new: ids),
        body: { timed { build(workload).count } })
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "\(n) items",
        note: "append roots, children and grandchildren by parent, then expand every parent")
    }
  }

  /// Collapsing (or expanding again) the middle root, against the re-flatten + Diff baseline.
  static func toggle(_ n: Int, collapse: Bool) -> BenchmarkCase {
    let verb = collapse ? "collapse" : "expand"
    let name = "SectionSnapshot \(verb) O(\(n))"
    return BenchmarkCase(name, workloads: [.outline(n)]) { context in
      let workload = context.workloads.outline(n)
      var outline = build(workload)
      let root = workload.middleRoot
      let hidden = n / OutlineWorkload.rootCount - 1
      outline.collapse([root])
      guard outline.visibleCount == n - hidden,
        outline.visibleItems
          == workload.flatten(isExpanded: workload.expansion(collapsing: [root]))
      else { fail("\(name): collapsing does not hide the root's \(hidden) descendants") }
      if collapse { outline.expand([root]) }
      return OutlineBaselineCases.against(
        name, workload, context, collapse: collapse, rows: hidden, repetitions: repetitions,
        body: { meanTime(of: &outline, root: root, collapse: collapse) })
    }
  }

  /// The same operation at n = 1 000 000 over n = 100 000, in alternating rounds, per row shown
  /// or hidden: the middle root hides 999 rows in the larger forest and 99 in the smaller, so
  /// the per-row times are what must agree within 2×.
  static func scaling(collapse: Bool) -> BenchmarkCase {
    let verb = collapse ? "collapse" : "expand"
    func rows(_ workload: OutlineWorkload) -> Int { workload.n / OutlineWorkload.rootCount - 1 }
    return .outlineScaling(
      "SectionSnapshot \(verb) per row, 1M / 100k",
      floorWorkload: "the same \(verb) on O(100000), per row",
      note: { BenchmarkCase.perRowNote(small: rows($0), large: rows($1)) },
      prepare: { workload in
        var outline = build(workload)
        if !collapse { outline.collapse([workload.middleRoot]) }
        return outline
      },
      time: { meanTime(of: &$0, root: $1.middleRoot, collapse: collapse) / rows($1) })
  }

  /// Appending 100 children to the middle root, at n = 1 000 000 over n = 100 000: the same
  /// operation on the same number of rows, so the times themselves must agree within 2×.
  static func insertScaling() -> BenchmarkCase {
    let name = "SectionSnapshot append 100 children, 1M / 100k"
    func added(_ workload: OutlineWorkload) -> [Int] { Array(workload.n..<(workload.n + 100)) }
    return .outlineScaling(
      name, floorWorkload: "the same append on O(100000)",
      note: { _, _ in
        "100 new visible rows under an expanded middle root (floor column: 100k); "
          + "mean of \(repetitions) per round, each undone untimed"
      },
      prepare: { workload in
        let outline = build(workload)
        var check = outline
        _ = append(&check, added(workload), to: workload.middleRoot)
        guard check.children(of: workload.middleRoot).suffix(100) == added(workload),
          check.visibleCount == workload.n + 100
        else { fail("\(name): the children are not appended") }
        return outline
      },
      time: { outline, workload in
        let ids = added(workload)
        return Benchmarks.meanTime(
          repeating: repetitions, on: &outline, { append(&$0, ids, to: workload.middleRoot) },
          undo: { $0.delete(ids) })
      })
  }

  /// The mean time of `repetitions` collapses (or expands) of `root`, each undone untimed.
  static func meanTime(
    of outline: inout SectionSnapshot<Int>, root: Int, collapse: Bool
  ) -> Nanoseconds {
    Benchmarks.meanTime(
      repeating: repetitions, on: &outline, { toggle(&$0, root, collapse: collapse) },
      undo: { _ = toggle(&$0, root, collapse: !collapse) })
  }

  /// The call under test, in its own function so that profilers can find it by name.
  @inline(never)
  static func toggle(_ outline: inout SectionSnapshot<Int>, _ root: Int, collapse: Bool) -> Int {
    if collapse { outline.collapse([root]) } else { outline.expand([root]) }
    return outline.visibleCount
  }

  /// The call under test, in its own function so that profilers can find it by name.
  @inline(never)
  static func append(_ outline: inout SectionSnapshot<Int>, _ items: [Int], to parent: Int) -> Int {
    outline.append(items, to: parent)
    return outline.visibleCount
  }

  /// Builds the forest: roots, then each node's children under it, then every parent expanded.
  @inline(never)
  static func build(_ workload: OutlineWorkload) -> SectionSnapshot<Int> {
    var outline = SectionSnapshot<Int>()
    outline.append(workload.roots)
    var parents: [Int] = []
    for root in workload.roots {
      outline.append(workload.children[root], to: root)
      parents.append(root)
      for child in workload.children[root] where !workload.children[child].isEmpty {
        outline.append(workload.children[child], to: child)
        parents.append(child)
      }
    }
    outline.expand(parents)
    return outline
  }
}
