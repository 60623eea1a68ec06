import Snapshots
import TestSupport

/// Records scattered over many sections: random edits of a 1 000 × 1 000 snapshot, each on
/// items of any section (moves mostly carry an item to another section). The changeset
/// `Changeset(from:to:)` computes, which reads the record or diffs as the record's spread
/// decides, against the same pair diffed; and the record read whatever it holds, to show the
/// cost the choice avoids.
enum ScatteredRecordCases {
  static func all() -> [BenchmarkCase] {
    [1000, 10_000, 50_000, 100_000].flatMap {
      [chosen($0, 1000, 1000), readAnyway($0, 1000, 1000)]
    } + [3000, 10_000].flatMap { [chosen($0, 10_000, 10), readAnyway($0, 10_000, 10)] }
  }

  /// The base, and the base edited by `count` random edits (seed 24), its record kept past
  /// the capacity, checked: the record read gives the diffed changeset's deletes and inserts
  /// and as many moves.
  static func pair(
    _ count: Int, _ sections: Int, _ items: Int, name: String
  ) -> (
    base: Snapshot<Int, Int>, edited: Snapshot<Int, Int>
  ) {
    let base = RecordedApplyCases.snapshot(sections, items)
    var random = SeededGenerator(seed: 24)
    var fresh = sections * items
    let edits = RecordedApplyCases.edits(
      count, among: 0..<(sections * items), fresh: &fresh, using: &random)
    var edited = base
    edited._recordWithoutLimit()
    RecordedApplyCases.perform(edits, on: &edited)
    guard let recorded = Changeset.recorded(from: base, to: edited) else {
      fail("\(name): no record")
    }
    let diffed = Changeset.diffed(from: base, to: edited)
    guard recorded.itemMoves.count == diffed.itemMoves.count,
      recorded.itemDeletes == diffed.itemDeletes, recorded.itemInserts == diffed.itemInserts,
      Changeset(from: base, to: edited) == diffed || Changeset(from: base, to: edited) == recorded
    else { fail("\(name): the recorded changeset differs from the diffed one") }
    return (base, edited)
  }

  /// What `Changeset(from:to:)` costs on a scattered record, as a ratio to diffing.
  static func chosen(_ count: Int, _ sections: Int, _ items: Int) -> BenchmarkCase {
    let shape = "\(sections)×\(items)"
    let name =
      "Scattered record: Changeset(from:to:) ÷ diffing, \(Report.grouped(count)) edits (\(shape))"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let (base, edited) = pair(count, sections, items, name: name)
      let reads = Changeset<Int, Int>.readsRecord(from: base, to: edited)
      let measured = measure(
        context.settings, floor: { timed { Changeset.diffed(from: base, to: edited) } },
        body: { timed { Changeset(from: base, to: edited) } })
      return CaseResult(
        name: name, workload: shape, measured: measured,
        floorWorkload: "the same pair diffed", target: 1.0,
        note: "random inserts, deletes and moves over every section; the record "
          + (reads ? "is read" : "gives way to the diff") + "; "
          + "\(Report.seconds(measured.time.median)) against "
          + "\(Report.seconds(measured.floor!.median)) diffed")
    }
  }

  /// The record read whatever it holds, as a ratio to diffing: what the choice weighs.
  static func readAnyway(_ count: Int, _ sections: Int, _ items: Int) -> BenchmarkCase {
    let shape = "\(sections)×\(items)"
    let name =
      "Scattered record: the record read anyway ÷ diffing, \(Report.grouped(count)) edits (\(shape))"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let (base, edited) = pair(count, sections, items, name: name)
      let measured = measure(
        context.settings, floor: { timed { Changeset.diffed(from: base, to: edited) } },
        body: { timed { Changeset.recorded(from: base, to: edited) } })
      return CaseResult(
        name: name, workload: shape, measured: measured,
        floorWorkload: "the same pair diffed",
        note: "the record read even where Changeset(from:to:) diffs; "
          + "\(Report.seconds(measured.time.median)) against "
          + "\(Report.seconds(measured.floor!.median)) diffed")
    }
  }
}
