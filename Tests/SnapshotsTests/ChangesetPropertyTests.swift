import Snapshots
import TestSupport
import Testing

/// The replay and rules 1–8 of `spec/batch-updates.md` (as `ChangesetChecker` checks them) on
/// thousands of seeded random snapshot pairs (`RandomSnapshotPair`).
///
/// A failure names the seed; `RandomSnapshotPair(using: &SeededGenerator(seed: seed))` rebuilds
/// the pair, and its description lists the calls that made the new snapshot.
@Suite("Changeset: properties on random pairs")
struct ChangesetPropertyTests {
  /// Random pairs per property test.
  static let cases: UInt64 = 3000

  @Test func replayAndRulesHold() {
    var shapes: [RandomSnapshotPair.Shape: Int] = [:]
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed)
      let pair = RandomSnapshotPair(using: &random)
      shapes[pair.shape, default: 0] += 1
      let changes = Changeset(from: pair.old, to: pair.new)
      let problems = ChangesetChecker.problems(in: changes, from: pair.old, to: pair.new)
      #expect(problems.isEmpty, "seed \(seed): \(pair)\n\(changes)\n\(problems)")
      if !problems.isEmpty { break }  // one seed is enough to reproduce
    }
    // Every shape was drawn often, so none of the cases the rules call for went untested.
    #expect(shapes.count == RandomSnapshotPair.Shape.allCases.count)
    #expect(shapes.values.allSatisfy { $0 > Int(Self.cases) / 10 }, "\(shapes)")
  }

  /// With a content comparison: the items it calls changed are refreshed too, by reconfigure
  /// or by reload as asked, unless they get a structural operation.
  @Test(arguments: [false, true])
  func contentComparisonRefreshes(reloads: Bool) {
    for seed in 0..<Self.cases / 2 {
      var random = SeededGenerator(seed: seed &+ 10_000_000)
      let pair = RandomSnapshotPair(using: &random)
      let salt = Int(seed % 7)
      let unchanged: (Int, Int) -> Bool = { old, new in (old &* 31 &+ new &+ salt) % 5 != 0 }
      let changes = Changeset(
        from: pair.old, to: pair.new, contentEquals: unchanged,
        refreshingChangedItemsBy: reloads ? .reload : .reconfigure)
      let problems = ChangesetChecker.problems(
        in: changes, from: pair.old, to: pair.new,
        comparingContent: .init(reloads: reloads, contentEquals: unchanged))
      #expect(
        problems.isEmpty,
        "seed \(seed &+ 10_000_000), salt \(salt): \(pair)\n\(changes)\n\(problems)")
      if !problems.isEmpty { break }
    }
  }

  /// Marks never matter to the structure: the same pair without marks has the same
  /// structural batch and no refreshes.
  @Test func marksDoNotChangeTheBatch() {
    for seed in 0..<Self.cases / 2 {
      var random = SeededGenerator(seed: seed &+ 20_000_000)
      let pair = RandomSnapshotPair(using: &random)
      let marked = Changeset(from: pair.old, to: pair.new)
      let plain = Changeset(from: pair.old, to: pair.new.withoutMarks)
      var structural = marked
      structural.sectionReloads = []
      structural.itemReloads = []
      structural.itemReconfigures = []
      #expect(plain == structural, "seed \(seed &+ 20_000_000): \(pair)")
    }
  }

  /// The way back obeys the rules too (the new snapshot, without its marks, to the old).
  @Test func reverseBatchObeysTheRules() {
    for seed in 0..<Self.cases / 2 {
      var random = SeededGenerator(seed: seed &+ 30_000_000)
      let pair = RandomSnapshotPair(using: &random)
      let backward = Changeset(from: pair.new.withoutMarks, to: pair.old)
      let problems = ChangesetChecker.problems(
        in: backward, from: pair.new.withoutMarks, to: pair.old)
      #expect(problems.isEmpty, "seed \(seed &+ 30_000_000): \(pair)\n\(backward)\n\(problems)")
      if !problems.isEmpty { break }
    }
  }
}
