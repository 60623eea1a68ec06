import TestSupport

extension BenchmarkCase {
  /// The same operation on Outline O(1 000 000) over Outline O(100 000), in alternating rounds:
  /// the body times it on the larger workload, the floor on the smaller, and the ratio must stay
  /// under 2×.
  ///
  /// `prepare` builds (and may check) the state the operation runs on; `time` returns the time
  /// to report for one round on that state, per row when the operation's rows grow with n.
  static func outlineScaling<State>(
    _ name: String, floorWorkload: String,
    note: @escaping (_ small: OutlineWorkload, _ large: OutlineWorkload) -> String,
    prepare: @escaping (OutlineWorkload) -> State,
    time: @escaping (inout State, OutlineWorkload) -> Nanoseconds
  ) -> BenchmarkCase {
    BenchmarkCase(name, workloads: [.outline(100_000), .outline(1_000_000)]) { context in
      let small = context.workloads.outline(100_000)
      let large = context.workloads.outline(1_000_000)
      var smallState = prepare(small)
      var largeState = prepare(large)
      let measured = measure(
        context.settings, floor: { time(&smallState, small) },
        body: { time(&largeState, large) })
      return CaseResult(
        name: name, workload: "O(1000000), O(100000)", measured: measured,
        floorWorkload: floorWorkload, target: 2.0, note: note(small, large))
    }
  }

  /// The note of a scaling case timed per row: how many rows the operation touches at each size.
  static func perRowNote(small smallRows: Int, large largeRows: Int) -> String {
    "time per row: \(largeRows) rows at 1M against \(smallRows) at 100k (floor column: 100k)"
  }
}
