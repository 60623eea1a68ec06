import Snapshots
import TestSupport
import Testing

/// A data source fed snapshots taken from it and edited: each apply reads its changeset from
/// the snapshot's record, and the renderer receives what diffing would have given it.
@Suite("DiffableDataSource: applies of edited snapshots read the record")
struct DataSourceRecordedApplyTests {
  static let generator = SnapshotOperationGenerator(itemRange: 40, sectionRange: 8)

  /// Random steps: most take `snapshot()`, edit it and apply it; some apply a snapshot taken
  /// before the last apply (its record leads from an older state), some one built from scratch.
  @Test func appliesMatchDiffing() {
    for seed in RunLength.seeds(200, default: 50) {
      var random = SeededGenerator(seed: seed &+ 42_000_000)
      let dataSource = DiffableDataSource<Int, Int>()
      var received: Changeset<Int, Int>?
      // An apply to an empty state is a reload, with no changeset to compare.
      dataSource.onUpdate = { received = $0.kind == .reloadData ? nil : $0.changeset }
      var start = Snapshot<Int, Int>()
      start.appendSections([0])
      dataSource.apply(start)
      var stale = dataSource.snapshot()
      var recordedApplies = 0
      for step in 0..<60 {
        let previous = dataSource.snapshot()
        var next: Snapshot<Int, Int>
        switch random.below(10) {
        case 0: next = stale
        case 1: next = SnapshotModel(dataSource.snapshot()).structuralSnapshot
        default: next = dataSource.snapshot()
        }
        var model = SnapshotModel(next)
        var calls: [SnapshotOperation] = []
        for _ in 0..<(1 + random.below(6)) {
          let operation = Self.generator.operation(for: model, using: &random)
          calls.append(operation)
          operation.apply(to: &model)
          operation.apply(to: &next)
        }
        if random.chance(1, in: 4) { stale = dataSource.snapshot() }
        if Changeset.recorded(from: previous, to: next) != nil { recordedApplies += 1 }
        let diffed = Changeset.diffed(from: previous, to: next)
        received = nil
        dataSource.apply(next)
        guard let changes = received else {
          #expect(previous.numberOfSections == 0, "seed \(seed &+ 42_000_000), step \(step)")
          continue
        }
        var structural = changes
        structural.itemMoves = diffed.itemMoves
        let problems = ChangesetChecker.problems(in: changes, from: previous, to: next)
        #expect(
          structural == diffed && changes.itemMoves.count == diffed.itemMoves.count
            && problems.isEmpty && dataSource.snapshot() == next,
          "seed \(seed &+ 42_000_000), step \(step): \(calls)\n\(changes)\n\(diffed)\n\(problems)"
        )
        if !problems.isEmpty || structural != diffed { return }
      }
      #expect(recordedApplies >= 30, "seed \(seed &+ 42_000_000): \(recordedApplies) recorded")
    }
  }
}
