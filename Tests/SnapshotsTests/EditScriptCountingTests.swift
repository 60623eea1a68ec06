import TestSupport
import Testing

@testable import Snapshots

/// The cost of ordering a batch into steps, by counting: no hashing beyond the batch's own,
/// and position queries that grow as *c* log *c* in the steps, whatever the list's length.
@Suite("EditScript: cost by counting")
struct EditScriptCountingTests {
  static let counts: Comment = "work is counted only in SNAPSHOTS_INVARIANTS=1 builds"

  @Test func noHashingBeyondTheChangeset() {
    let counter = HashCounter()
    var random = SeededGenerator(seed: 42)
    for _ in 0..<20 {
      let pair = RandomSnapshotPair(using: &random)
      func wrap(_ snapshot: Snapshot<Int, Int>) -> Snapshot<Int, CountingHashable<Int>> {
        var result = Snapshot<Int, CountingHashable<Int>>()
        result.appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers {
          result.appendItems(
            snapshot.itemIdentifiers(inSection: section).map {
              CountingHashable($0, counter: counter)
            },
            toSection: section)
        }
        return result
      }
      let (old, new) = (wrap(pair.old), wrap(pair.new))
      let batch = counter.counting { Changeset(from: old, to: new) }
      let script = counter.counting { EditScript(from: old, to: new) }
      #expect(script.hashes == batch.hashes && script.equalities == batch.equalities)
      let ordering = counter.counting { EditScript(batch.result, from: old, to: new) }
      #expect(ordering.hashes == 0 && ordering.equalities == 0)
    }
  }

  /// Reversing *n* elements: *n* − 1 moves, the most a list of that length can need.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts), arguments: [1 << 8, 1 << 11, 1 << 14])
  func reversalCostsCLogC(count: Int) {
    let old = Array(0..<count)
    let diff = Diff(from: old, to: old.reversed())
    let (plan, work) = WorkCounter.counting {
      planListEdits(
        oldCount: count, newCount: count, deletes: diff.deletes, inserts: diff.inserts,
        moves: diff.moves)
    }
    #expect(plan?.count == count - 1)
    let log = Int.bitWidth - count.leadingZeroBitCount
    #expect(work <= 4 * count * (log + 1), "\(work) for \(count)")
    #expect(work >= count - 1, "the counter missed the steps: \(work)")
  }

  /// A few steps on a long list cost what the steps need, not the list's length.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts), arguments: [1 << 10, 1 << 20])
  func fewStepsOnALongList(count: Int) {
    let (plan, work) = WorkCounter.counting {
      planListEdits(
        oldCount: count, newCount: count, deletes: [3], inserts: [count / 2],
        moves: [Diff.OffsetPair(from: count - 1, to: 0), Diff.OffsetPair(from: 7, to: count - 1)])
    }
    #expect(plan?.count == 4)
    #expect(work < 200, "\(work) for \(count)")
    #expect(work >= 4, "the counter missed the steps: \(work)")
  }

  /// Items moved across sections in a long snapshot: position queries grow with the moves.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts), arguments: [64, 512, 4096])
  func crossSectionMovesCostCLogC(moves: Int) throws {
    var old = Snapshot<Int, Int>()
    old.appendSections([0, 1])
    old.appendItems(Array(0..<moves), toSection: 0)
    old.appendItems(Array(moves..<(moves + 5_000)), toSection: 1)
    var new = old
    // Every item of section 0 moves to the end of section 1, in reverse.
    new.deleteItems(Array(0..<moves))
    new.appendItems(Array((0..<moves).reversed()), toSection: 1)
    let changes = Changeset(from: old, to: new)
    let counts = (0..<2).map { old.numberOfItems(inSection: $0) }
    let newCounts = (0..<2).map { new.numberOfItems(inSection: $0) }
    let sections = SectionCorrespondence(oldCount: 2, newCount: 2, changes: changes)
    let plan = try #require(
      ItemEditPlan(
        changes, sections: sections, oldCount: { counts[$0] }, newCount: { newCounts[$0] }))
    let work = WorkCounter.counting { plan.forEachArrival { _, _, _ in } }.work
    let log = Int.bitWidth - moves.leadingZeroBitCount
    #expect(changes.itemMoves.count == moves)
    #expect(work <= 8 * moves * (log + 1), "\(work) for \(moves) moves")
    #expect(work >= moves, "the counter missed the moves: \(work)")
    if moves == 64 { #expect(old.applying(EditScript(changes, from: old, to: new)) == new) }
  }
}
