import TestSupport

/// Swift's own `difference(from:)` followed by `inferringMoves()`, for comparison: on L(n) over
/// the identifiers, and two-level on S (sections, then the items of each section present on
/// both sides).
enum StandardLibraryCases {
  static func all() -> [BenchmarkCase] {
    [list(10_000, inclusion: .always), list(100_000, inclusion: .slowOnly)]
      + [false, true].map(sectioned(churn:))
  }

  static func list(_ n: Int, inclusion: BenchmarkCase.Inclusion) -> BenchmarkCase {
    let name = "stdlib difference+inferringMoves L(\(n))"
    return BenchmarkCase(name, inclusion: inclusion, workloads: [.list(n)]) { context in
      let workload = context.workloads.list(n)
      let old = workload.oldIDs
      let new = workload.newIDs
      // The slow comparison runs once: at over 10 s a run, seven would say nothing more.
      let settings =
        inclusion == .slowOnly ? RunSettings(warmup: 0, runs: 1) : context.settings
      // The first timed result is the one checked, so the slow case runs only once in all.
      var first: CollectionDifference<Int>?
      let measured = measure(
        settings, floor: floorTimer(old: old, new: new),
        body: {
          var difference: CollectionDifference<Int>?
          let duration = timed { difference = new.difference(from: old).inferringMoves() }
          first = first ?? difference
          return duration
        })
      guard let difference = first, old.applying(difference) == new else {
        fail("\(name): does not rebuild new")
      }
      return CaseResult(
        name: name, workload: "L(\(n))", measured: measured,
        floorWorkload: "L(\(n)) [Int]", moves: moveCount(difference),
        minimumMoves: referenceMinimumMoveCount(from: old, to: new),
        note: settings.runs == 1 ? "single run, only with --include-slow" : nil)
    }
  }

  static func sectioned(churn: Bool) -> BenchmarkCase {
    let name = "stdlib two-level S(100×1000)\(churn ? " churn" : "")"
    return BenchmarkCase(name, workloads: [.sections(churn: churn)]) { context in
      let workload = context.workloads.sections(churn: churn)
      let old = workload.old.map { ($0.id, $0.items.map(\.id)) }
      let new = workload.new.map { ($0.id, $0.items.map(\.id)) }
      let moves = twoLevelDifference(old: old, new: new)
      let measured = measure(
        context.settings,
        floor: floorTimer(old: workload.oldItems, new: workload.newItems),
        body: { timed { twoLevelDifference(old: old, new: new) } })
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "\(workload.name) items", moves: moves,
        minimumMoves: twoLevelMinimumMoves(old: old, new: new),
        note: "moves within sections only; items changing section are delete + insert")
    }
  }

  /// Diffs the section identifiers, then the items of every section present on both sides;
  /// returns the number of moves inferred at both levels.
  @inline(never)
  static func twoLevelDifference(old: [(Int, [Int])], new: [(Int, [Int])]) -> Int {
    let sections = new.map(\.0).difference(from: old.map(\.0)).inferringMoves()
    var moves = moveCount(sections)
    var oldItems = [Int: [Int]](minimumCapacity: old.count)
    for (id, items) in old { oldItems[id] = items }
    for (id, items) in new {
      guard let before = oldItems[id] else { continue }
      moves += moveCount(items.difference(from: before).inferringMoves())
    }
    return moves
  }

  /// The least moves a two-level diff can report: the section minimum plus, for each section
  /// on both sides, the minimum within it.
  static func twoLevelMinimumMoves(old: [(Int, [Int])], new: [(Int, [Int])]) -> Int {
    var oldItems = [Int: [Int]](minimumCapacity: old.count)
    for (id, items) in old { oldItems[id] = items }
    var total = referenceMinimumMoveCount(from: old.map(\.0), to: new.map(\.0))
    for (id, items) in new {
      if let before = oldItems[id] { total += referenceMinimumMoveCount(from: before, to: items) }
    }
    return total
  }
}

/// The number of moves in a `CollectionDifference` after `inferringMoves()`: insertions that are
/// associated with a removal.
func moveCount<Element>(_ difference: CollectionDifference<Element>) -> Int {
  difference.insertions.reduce(0) { count, change in
    if case .insert(_, _, associatedWith: .some) = change { return count + 1 }
    return count
  }
}
