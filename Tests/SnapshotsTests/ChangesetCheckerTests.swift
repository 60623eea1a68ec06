import Foundation
import Snapshots
import TestSupport
import Testing

/// `ChangesetChecker` must reject every kind of wrong batch, or the property tests would pass
/// vacuously: each case here breaks one rule of the Batch-update rules article on purpose.
@Suite("Changeset: checker self-tests")
struct ChangesetCheckerTests {
  typealias Snap = Snapshot<String, Int>

  static func expectRejected(
    _ changes: Changeset<String, Int>, from old: Snap, to new: Snap, mentioning fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let problems = ChangesetChecker.problems(in: changes, from: old, to: new)
    #expect(
      problems.contains { $0.contains(fragment) },
      "\(changes) should be rejected for \(fragment), got \(problems)",
      sourceLocation: sourceLocation)
  }

  // A: 1 2 3, B: 4 5  →  A: 1 3, B: 4 2 5 (item 2 changes section).
  static let old = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
  static let new = makeSnapshot(["A": [1, 3], "B": [4, 2, 5]])
  static let right = Changeset<String, Int>(
    itemMoves: [.init(from: path(0, 1), to: path(1, 1))])

  @Test func acceptsTheRightBatch() {
    #expect(ChangesetChecker.problems(in: Self.right, from: Self.old, to: Self.new) == [])
  }

  @Test func rejectsPathsOutsideTheSnapshots() {
    let changes = Changeset<String, Int>(
      itemMoves: [.init(from: path(0, 1), to: path(1, 3))])
    Self.expectRejected(changes, from: Self.old, to: Self.new, mentioning: "not an index path")
  }

  @Test func rejectsAPathTwiceOnOneSide() {
    let changes = Changeset<String, Int>(
      itemDeletes: [path(0, 1)], itemInserts: [path(1, 1)],
      itemMoves: [.init(from: path(0, 1), to: path(1, 1))])
    Self.expectRejected(changes, from: Self.old, to: Self.new, mentioning: "twice")
  }

  @Test func rejectsABatchThatDoesNotReplay() {
    Self.expectRejected(Changeset(), from: Self.old, to: Self.new, mentioning: "rule 2")
    let wrongItem = Changeset<String, Int>(
      itemMoves: [.init(from: path(0, 0), to: path(1, 1))])
    Self.expectRejected(wrongItem, from: Self.old, to: Self.new, mentioning: "replay")
  }

  @Test func rejectsDeleteAndInsertOfAnItemBetweenSurvivingSections() {
    let changes = Changeset<String, Int>(
      itemDeletes: [path(0, 1)], itemInserts: [path(1, 1)])
    Self.expectRejected(changes, from: Self.old, to: Self.new, mentioning: "rule 8")
  }

  @Test func rejectsNeedlessItemMoves() {
    let changes = Changeset<String, Int>(
      itemMoves: [
        .init(from: path(0, 1), to: path(1, 1)),
        .init(from: path(1, 0), to: path(1, 0)),
      ])
    Self.expectRejected(changes, from: Self.old, to: Self.new, mentioning: "rule 8")
  }

  @Test func rejectsItemOperationsInDeletedOrInsertedSections() {
    let old = makeSnapshot(["A": [1, 2], "B": [3]])
    let new = makeSnapshot(["B": [3]])
    let deletesInDeleted = Changeset<String, Int>(
      sectionDeletes: [0], itemDeletes: [path(0, 0), path(0, 1)])
    Self.expectRejected(deletesInDeleted, from: old, to: new, mentioning: "rule 4")
    let insertsInInserted = Changeset<String, Int>(
      sectionInserts: [0, 1], itemInserts: [path(0, 0), path(0, 1)])
    Self.expectRejected(
      insertsInInserted, from: Snap(), to: makeSnapshot(["A": [1, 2], "B": []]),
      mentioning: "rule 4")
  }

  @Test func rejectsItemOperationsInAMovedSection() {
    let old = makeSnapshot(["A": [1, 2], "B": [3], "C": [4]])
    let new = makeSnapshot(["B": [3], "C": [4], "A": [1, 2, 9]])
    let moveAndInsert = Changeset<String, Int>(
      sectionMoves: [.init(from: 0, to: 2)], itemInserts: [path(2, 2)])
    Self.expectRejected(moveAndInsert, from: old, to: new, mentioning: "rule 5")
  }

  @Test func rejectsNeedlessSectionMovesAndReplacements() {
    let old = makeSnapshot(["A": [1], "B": [2], "C": [3]])
    let new = makeSnapshot(["B": [2], "C": [3], "A": [1]])
    let twoMoves = Changeset<String, Int>(
      sectionMoves: [.init(from: 1, to: 0), .init(from: 2, to: 1)])
    Self.expectRejected(twoMoves, from: old, to: new, mentioning: "rule 8")
    let replaced = Changeset<String, Int>(sectionDeletes: [0], sectionInserts: [2])
    Self.expectRejected(replaced, from: old, to: new, mentioning: "unchanged section")
  }

  @Test func rejectsMissingOrMisplacedRefreshes() {
    var marked = Self.new
    marked.reloadItems([2])
    marked.reconfigureItems([1])
    let right = Changeset<String, Int>(
      itemMoves: [.init(from: path(0, 1), to: path(1, 1))],
      itemReloads: [path(1, 1)], itemReconfigures: [path(0, 0)])
    #expect(ChangesetChecker.problems(in: right, from: Self.old, to: marked) == [])
    Self.expectRejected(Self.right, from: Self.old, to: marked, mentioning: "rule 7")
    var oldPath = right
    oldPath.itemReloads = [path(0, 1)]
    Self.expectRejected(oldPath, from: Self.old, to: marked, mentioning: "rule 7")
    var both = right
    both.itemReconfigures = [path(0, 0), path(1, 1)]
    Self.expectRejected(both, from: Self.old, to: marked, mentioning: "twice")
  }

  @Test func rejectsRefreshesOfInsertedItems() {
    let old = makeSnapshot(["A": [1]])
    var new = makeSnapshot(["A": [1, 2]])
    new.reloadItems([2])
    let changes = Changeset<String, Int>(
      itemInserts: [path(0, 1)], itemReloads: [path(0, 1)])
    Self.expectRejected(changes, from: old, to: new, mentioning: "rule 7")
  }

  @Test func rejectsStructuralOperationsBetweenEqualSnapshots() {
    let same = makeSnapshot(["A": [1, 2]])
    let churn = Changeset<String, Int>(
      itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])
    Self.expectRejected(churn, from: same, to: same, mentioning: "structural operations")
  }
}
