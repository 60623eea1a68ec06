import Snapshots
import TestSupport

/// Applying a snapshot taken from the data source and edited a little: the changeset read from
/// the snapshot's record, against the same snapshot applied by diffing; a run of many small
/// applies; and how the cost of one mid-section edit grows with the section.
enum RecordedApplyCases {
  static let shapes = [(sections: 1, items: 1_000_000), (sections: 1000, items: 1000)]

  static func all() -> [BenchmarkCase] {
    shapes.flatMap { shape in
      [false, true].map { tenEdits(shape.sections, shape.items, applyOnly: $0) }
    }
      + [manyApplies()] + [10, 1000, 10_000, 100_000, 300_000].map(recordAgainstDiffing)
      + [10_000, 100_000, 1_000_000].map(midSectionInsert)
  }

  /// One edit of a snapshot of integer identifiers.
  enum Edit {
    case insert(Int, before: Int)
    case delete(Int)
    case move(Int, after: Int)
  }

  /// `count` edits at random places among the items `candidates`: inserts of new identifiers,
  /// deletes and moves, each on items no earlier edit of the list touched, so that every one
  /// is valid in order.
  static func edits(
    _ count: Int, among candidates: Range<Int>, fresh: inout Int,
    using random: inout SeededGenerator
  ) -> [Edit] {
    var used = Set<Int>()
    func untouched() -> Int {
      while true {
        let item = candidates.lowerBound + random.below(candidates.count)
        if used.insert(item).inserted { return item }
      }
    }
    return (0..<count).map { _ in
      fresh += 1
      switch random.below(3) {
      case 0: return .insert(fresh, before: untouched())
      case 1: return .delete(untouched())
      default: return .move(untouched(), after: untouched())
      }
    }
  }

  static func perform(_ edits: [Edit], on snapshot: inout Snapshot<Int, Int>) {
    for edit in edits {
      switch edit {
      case .insert(let item, let next): snapshot.insertItems([item], beforeItem: next)
      case .delete(let item): snapshot.deleteItems([item])
      case .move(let item, let previous): snapshot.moveItem(item, afterItem: previous)
      }
    }
  }

  /// `sections` sections of `items` items, identifiers 0 up, built from scratch.
  static func snapshot(_ sections: Int, _ items: Int) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(Array(0..<sections))
    for section in 0..<sections {
      snapshot.appendItems(Array((section * items)..<((section + 1) * items)), toSection: section)
    }
    return snapshot
  }

  /// The same sections and items, built from scratch: a snapshot without a record.
  static func rebuilt(_ snapshot: Snapshot<Int, Int>) -> Snapshot<Int, Int> {
    var copy = Snapshot<Int, Int>()
    copy.appendSections(snapshot.sectionIdentifiers)
    for section in snapshot.sectionIdentifiers {
      copy.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
    }
    return copy
  }

  static func dataSource(showing snapshot: Snapshot<Int, Int>) -> DiffableDataSource<Int, Int> {
    let dataSource = DiffableDataSource<Int, Int>()
    dataSource.apply(snapshot)
    return dataSource
  }

  /// The shared setup of the two 10-edit cases: the base, the edits, two data sources showing
  /// the base, and a check that the recorded apply gives a right changeset with as few moves as
  /// the diffing one.
  struct TenEdits {
    var base: Snapshot<Int, Int>
    var edits: [Edit]
    var unrecorded: Snapshot<Int, Int>
    var recordedSource: DiffableDataSource<Int, Int>
    var diffingSource: DiffableDataSource<Int, Int>

    init(_ sections: Int, _ items: Int, name: String) {
      base = RecordedApplyCases.snapshot(sections, items)
      var random = SeededGenerator(seed: 20)
      var fresh = sections * items
      edits = RecordedApplyCases.edits(
        10, among: 0..<(sections * items), fresh: &fresh, using: &random)
      var edited = base
      perform(edits, on: &edited)
      unrecorded = rebuilt(edited)
      recordedSource = dataSource(showing: base)
      diffingSource = dataSource(showing: base)
      var recorded: Changeset<Int, Int>?
      recordedSource.onUpdate = { recorded = $0.changeset }
      var snapshot = recordedSource.snapshot()
      perform(edits, on: &snapshot)
      recordedSource.apply(snapshot)
      recordedSource.onUpdate = nil
      guard let recorded, recordedSource.snapshot() == edited else { fail("\(name): no update") }
      requireNoProblems(
        ChangesetChecker.problems(in: recorded, from: base, to: edited), case: name)
      let diffed = Changeset(from: base, to: unrecorded)
      guard recorded.itemMoves.count <= diffed.itemMoves.count,
        recorded.itemDeletes == diffed.itemDeletes, recorded.itemInserts == diffed.itemInserts
      else { fail("\(name): the recorded changeset differs from the diffed one") }
      recordedSource.applySnapshotUsingReloadData(base)
    }

    /// `snapshot()`, the 10 edits and the apply on a data source, timed (the apply alone with
    /// `applyOnly`); then the source goes back to the base, untimed. `read`, `apply` and
    /// `reset` are the source's calls; `apply` returns what the source shows after it.
    func timeEditedApply(
      applyOnly: Bool = false, read: () -> Snapshot<Int, Int>,
      apply: (Snapshot<Int, Int>) -> Int, reset: (Snapshot<Int, Int>) -> Void
    ) -> Nanoseconds {
      let time: Nanoseconds
      if applyOnly {
        var snapshot = read()
        perform(edits, on: &snapshot)
        time = timed { apply(snapshot) }
      } else {
        time = timed {
          var snapshot = read()
          perform(edits, on: &snapshot)
          return apply(snapshot)
        }
      }
      reset(base)
      return time
    }

    /// The diffing apply of the edited snapshot, timed; the source is reset after.
    func timeDiffingApply() -> Nanoseconds {
      let time = timed { diffingSource.apply(unrecorded) }
      diffingSource.applySnapshotUsingReloadData(base)
      return time
    }
  }

  /// `snapshot()`, the 10 edits and the apply, timed together or, with `applyOnly`, the apply
  /// alone.
  static func tenEdits(_ sections: Int, _ items: Int, applyOnly: Bool) -> BenchmarkCase {
    let name =
      applyOnly
      ? "Recorded apply: the apply alone (\(sections)×\(items))"
      : "Recorded apply: snapshot(), 10 edits, apply (\(sections)×\(items))"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let setup = TenEdits(sections, items, name: name)
      let source = setup.recordedSource
      let measured = measure(
        context.settings, floor: setup.timeDiffingApply,
        body: {
          setup.timeEditedApply(
            applyOnly: applyOnly, read: { source.snapshot() },
            apply: { snapshot in
              source.apply(snapshot)
              return snapshot.numberOfItems
            }, reset: { source.applySnapshotUsingReloadData($0) })
        })
      return CaseResult(
        name: name, workload: "\(sections)×\(items)", measured: measured,
        floorWorkload: "the same snapshot applied by diffing", target: 0.01,
        note: applyOnly
          ? "the apply of the 10-edit snapshot, its changeset read from the record"
          : "10 random inserts, deletes and moves, the first copying the shared storage; "
            + "floor: the data source's apply of the edited snapshot without a record")
    }
  }

  /// A live list: each apply inserts, deletes or moves 1 to 5 of the newest 10 000 items, as a
  /// chat, a log or a feed does.
  static func manyApplies() -> BenchmarkCase {
    let name = "Recorded apply: 1000 applies of 1–5 edits (1×1 000 000)"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let base = snapshot(1, 1_000_000)
      var random = SeededGenerator(seed: 21)
      var fresh = 1_000_000
      // Each apply's edits touch items of the base that no earlier apply touched.
      let counts = (0..<1000).map { _ in 1 + random.below(5) }
      let all = edits(
        counts.reduce(0, +), among: 990_000..<1_000_000, fresh: &fresh, using: &random)
      var rounds: [[Edit]] = []
      var next = 0
      for count in counts {
        rounds.append(Array(all[next..<(next + count)]))
        next += count
      }
      let source = dataSource(showing: base)
      func applyAll() -> Int {
        for edits in rounds {
          var snapshot = source.snapshot()
          perform(edits, on: &snapshot)
          source.apply(snapshot)
        }
        return source.snapshot().numberOfItems
      }
      var expected = base
      for edits in rounds { perform(edits, on: &expected) }
      _ = applyAll()
      guard source.snapshot() == expected else { fail("\(name): wrong final state") }
      source.applySnapshotUsingReloadData(base)
      let editsOnly = dataSource(showing: base)
      let measured = measure(
        context.settings,
        floor: {
          timed {
            var total = 0
            for edits in rounds {
              var snapshot = editsOnly.snapshot()
              perform(edits, on: &snapshot)
              total &+= snapshot.numberOfItems
            }
            return total
          }
        },
        body: {
          let time = timed { applyAll() }
          source.applySnapshotUsingReloadData(base)
          return time
        })
      return CaseResult(
        name: name, workload: "1×1 000 000", measured: measured,
        floorWorkload: "the same snapshot() and edits, not applied",
        note: "\(Report.seconds(measured.time.median / 1000)) per apply of 1–5 edits among "
          + "the newest 10 000 items; floor: taking the snapshot and making the edits alone")
    }
  }

  /// The changeset read from the record of `count` random edits of one section of 1 000 000
  /// items, against the same pair diffed: where the two cross is where the record's capacity
  /// belongs. The record is kept past its capacity here, so that every row reads it; only the
  /// rows the capacity keeps have the target of costing less than the diff.
  static func recordAgainstDiffing(_ count: Int) -> BenchmarkCase {
    let items = 1_000_000
    let name = "Recorded changeset ÷ diffing, \(Report.grouped(count)) edits (1×1 000 000)"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let base = snapshot(1, items)
      var random = SeededGenerator(seed: 23)
      var fresh = items
      let edits = edits(count, among: 0..<items, fresh: &fresh, using: &random)
      var edited = base
      edited._recordWithoutLimit()
      perform(edits, on: &edited)
      guard let recorded = Changeset.recorded(from: base, to: edited) else {
        fail("\(name): no record")
      }
      let diffed = Changeset.diffed(from: base, to: edited)
      guard recorded.itemMoves.count == diffed.itemMoves.count,
        recorded.itemDeletes == diffed.itemDeletes, recorded.itemInserts == diffed.itemInserts
      else { fail("\(name): the recorded changeset differs from the diffed one") }
      var capped = base
      perform(edits, on: &capped)
      let served = Changeset.recorded(from: base, to: capped) != nil
      let measured = measure(
        context.settings, floor: { timed { Changeset.diffed(from: base, to: edited) } },
        body: { timed { Changeset.recorded(from: base, to: edited) } })
      return CaseResult(
        name: name, workload: "1×1 000 000", measured: measured,
        floorWorkload: "the same pair diffed", target: served ? 1.0 : nil,
        note: "random inserts, deletes and moves; \(Report.seconds(measured.time.median)) "
          + "read, \(Report.seconds(measured.floor!.median)) diffed; the capacity "
          + (served ? "keeps" : "drops") + " this record")
    }
  }

  /// One insert in the middle of a section of `n` items, against the same at 10 000 items.
  static func midSectionInsert(_ n: Int) -> BenchmarkCase {
    let name = "Snapshot mid-section insert, \(Report.grouped(n)) items ÷ 10 000 items"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      func timer(_ count: Int) -> () -> Nanoseconds {
        var snapshot = snapshot(1, count)
        var random = SeededGenerator(seed: 22)
        let places = (0..<20).map { _ in random.below(count) }
        return {
          var index = 0
          return meanTime(
            repeating: places.count, on: &snapshot,
            { snapshot in
              snapshot.insertItems([-1], beforeItem: places[index])
              index += 1
            },
            undo: { $0.deleteItems([-1]) })
        }
      }
      let measured = measure(context.settings, floor: timer(10_000), body: timer(n))
      return CaseResult(
        name: name, workload: "1×\(Report.grouped(n))", measured: measured,
        floorWorkload: "the same insert at 10 000 items",
        note: "\(Report.seconds(measured.time.median)) per insert (the mean of 20, each "
          + "undone untimed); log n grows 1.5× from 10 000 to 1 000 000")
    }
  }
}
