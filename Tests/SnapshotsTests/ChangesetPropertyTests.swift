import Snapshots
import TestSupport
import Testing

/// The replay and rules 1–8 of the Batch-update rules article (as `ChangesetChecker` checks them) on
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
    var seen: [Feature: Int] = [:]
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed)
      let pair = RandomSnapshotPair(using: &random)
      shapes[pair.shape, default: 0] += 1
      let changes = Changeset(from: pair.old, to: pair.new)
      for feature in Feature.allCases where feature.isPresent(in: pair, changes) {
        seen[feature, default: 0] += 1
      }
      let problems = ChangesetChecker.problems(in: changes, from: pair.old, to: pair.new)
      #expect(problems.isEmpty, "seed \(seed): \(pair)\n\(changes)\n\(problems)")
      if !problems.isEmpty { break }  // one seed is enough to reproduce
    }
    // Every shape, and every situation the rules call for, came up often.
    #expect(shapes.count == RandomSnapshotPair.Shape.allCases.count)
    #expect(shapes.values.allSatisfy { $0 > Int(Self.cases) / 10 }, "\(shapes)")
    for feature in Feature.allCases {
      #expect(
        seen[feature, default: 0] >= 50, "\(feature) came up \(seen[feature, default: 0]) times")
    }
  }

  /// Situations the Batch-update rules article asks the random pairs to include.
  enum Feature: CaseIterable {
    case emptySnapshot, emptySection, itemChangesSection, sectionMoves, sectionReplaced
    case markOnDeletedItem, reload, reconfigure, sectionReload, sectionReconfigure

    func isPresent(in pair: RandomSnapshotPair, _ changes: Changeset<Int, Int>) -> Bool {
      switch self {
      case .emptySnapshot: pair.old.numberOfSections == 0 || pair.new.numberOfSections == 0
      case .emptySection:
        pair.new.sectionIdentifiers.contains { pair.new.numberOfItems(inSection: $0) == 0 }
      case .itemChangesSection: changes.itemMoves.contains { $0.from.section != $0.to.section }
      case .sectionMoves: !changes.sectionMoves.isEmpty
      case .sectionReplaced:
        changes.sectionDeletes.contains {
          pair.new.indexOfSection(pair.old.sectionIdentifiers[$0]) != nil
        }
      case .markOnDeletedItem:
        (pair.new.reloadedItemIdentifiers + pair.new.reconfiguredItemIdentifiers).contains {
          pair.new.indexOfItem($0) == nil
        }
      case .reload: !changes.itemReloads.isEmpty
      case .reconfigure: !changes.itemReconfigures.isEmpty
      case .sectionReload: !changes.sectionReloads.isEmpty
      case .sectionReconfigure: !changes.sectionReconfigures.isEmpty
      }
    }
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
      structural.sectionReconfigures = []
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

  /// Bigger pairs from the sectioned workload of the Benchmark workloads article (S(20 × 30), with and
  /// without section churn): many items change section, new sections receive items.
  @Test(arguments: [false, true])
  func sectionedWorkloadsObeyTheRules(churn: Bool) throws {
    for seed in RunLength.seeds(60, default: 15) {
      let workload = SectionedWorkload(sections: 20, itemsPerSection: 30, churn: churn, seed: seed)
      let old = try Snapshot<Int, Int>(validating: workload.oldIdentifiers)
      var new = try Snapshot<Int, Int>(validating: workload.newIdentifiers)
      var random = SeededGenerator(seed: seed)
      let marked = new.itemIdentifiers.filter { _ in random.chance(1, in: 10) }
      new.reloadItems(Array(marked.prefix(marked.count / 2)))
      new.reconfigureItems(Array(marked.suffix(marked.count / 2)))
      let changes = Changeset(from: old, to: new)
      let problems = ChangesetChecker.problems(in: changes, from: old, to: new)
      #expect(problems.isEmpty, "seed \(seed), churn \(churn): \(problems)")
      if !problems.isEmpty { break }
    }
  }
}
