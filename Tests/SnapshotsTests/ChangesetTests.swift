import Foundation
import Snapshots
import TestSupport
import Testing

/// Hand-written changesets, each worked out from the Batch-update rules article and also run through
/// `ChangesetChecker`.
@Suite("Changeset: hand-written cases")
struct ChangesetTests {
  typealias Snap = Snapshot<String, Int>

  /// The changeset, after checking it against every rule.
  static func changes(
    _ old: Snap, _ new: Snap, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Changeset<String, Int> {
    let changes = Changeset(from: old, to: new)
    let problems = ChangesetChecker.problems(in: changes, from: old, to: new)
    #expect(problems.isEmpty, "\(changes): \(problems)", sourceLocation: sourceLocation)
    return changes
  }

  @Test func identicalSnapshotsGiveAnEmptyChangeset() {
    let old = makeSnapshot(["A": [1, 2], "B": []])
    let changes = Self.changes(old, old)
    #expect(changes.isEmpty)
    #expect(changes == Changeset())
    #expect(Self.changes(Snap(), Snap()).isEmpty)
  }

  /// An unchanged section that moves is one section move.
  @Test func unchangedSectionMoveIsOneMove() {
    let old = makeSnapshot(["A": [1], "B": [2], "C": [3]])
    let new = makeSnapshot(["B": [2], "C": [3], "A": [1]])
    #expect(Self.changes(old, new) == Changeset(sectionMoves: [.init(from: 0, to: 2)]))
  }

  /// A section that moves while its items change is a delete plus an insert (rule 5), with no
  /// item operations of its own. B and C keep their order, so A is the one that moves.
  @Test func sectionMoveWithItemChangesIsDeletePlusInsert() {
    let old = makeSnapshot(["A": [1, 2], "B": [3], "C": [4]])
    let new = makeSnapshot(["B": [3], "C": [4], "A": [2, 1, 9]])
    #expect(Self.changes(old, new) == Changeset(sectionDeletes: [0], sectionInserts: [2]))
  }

  /// An item that changes section between two surviving sections is one move.
  @Test func crossSectionItemMoveIsOneMove() {
    let old = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
    let new = makeSnapshot(["A": [1, 3], "B": [4, 2, 5]])
    #expect(
      Self.changes(old, new)
        == Changeset(itemMoves: [.init(from: path(0, 1), to: path(1, 1))]))
  }

  /// Items leaving a deleted section for a surviving one are inserts (rule 4), not moves, and
  /// the deleted section's items are not listed as deletes.
  @Test func itemsOutOfADeletedSectionAreInserts() {
    let old = makeSnapshot(["A": [1, 2], "B": [3]])
    let new = makeSnapshot(["B": [3, 1]])
    #expect(
      Self.changes(old, new) == Changeset(sectionDeletes: [0], itemInserts: [path(0, 1)]))
  }

  /// Items leaving a surviving section for an inserted one are deletes (rule 4), and the
  /// inserted section's items are not listed as inserts.
  @Test func itemsIntoAnInsertedSectionAreDeletes() {
    let old = makeSnapshot(["A": [1, 2]])
    let new = makeSnapshot(["A": [1], "C": [2, 7]])
    #expect(
      Self.changes(old, new) == Changeset(sectionInserts: [1], itemDeletes: [path(0, 1)]))
  }

  /// A reloaded item that moves is a move plus a reload at its new index path.
  @Test func reloadOfAMovedItemIsMovePlusReloadAtTheNewPath() {
    let old = makeSnapshot(["A": [1, 2, 3]])
    var new = makeSnapshot(["A": [2, 3, 1]])
    new.reloadItems([1])
    #expect(
      Self.changes(old, new)
        == Changeset(
          itemMoves: [.init(from: path(0, 0), to: path(0, 2))],
          itemReloads: [path(0, 2)]))
  }

  /// Marks on items deleted later in the same snapshot are ignored.
  @Test func marksOnDeletedItemsAreIgnored() {
    let old = makeSnapshot(["A": [1, 2, 3]])
    var new = old
    new.reloadItems([2])
    new.reconfigureItems([3])
    new.deleteItems([2, 3])
    #expect(Self.changes(old, new) == Changeset(itemDeletes: [path(0, 1), path(0, 2)]))
  }

  /// Marks on inserted items, or on items of a section replaced by delete + insert, need no
  /// refresh (rule 7).
  @Test func marksOnInsertedItemsAreIgnored() {
    let old = makeSnapshot(["A": [1], "B": [2], "C": [3]])
    var new = makeSnapshot(["B": [2], "C": [3], "A": [1, 4]])
    new.appendItems([5], toSection: "B")
    new.reloadItems([1, 4, 5])
    new.reconfigureItems([2])
    #expect(
      Self.changes(old, new)
        == Changeset(
          sectionDeletes: [0], sectionInserts: [2], itemInserts: [path(0, 1)],
          itemReconfigures: [path(0, 0)]))
  }

  /// An item marked both ways is reloaded, not reconfigured.
  @Test func reloadWinsOverReconfigure() {
    let old = makeSnapshot(["A": [1, 2]])
    var new = old
    new.reconfigureItems([1, 2])
    new.reloadItems([2])
    #expect(
      Self.changes(old, new)
        == Changeset(itemReloads: [path(0, 1)], itemReconfigures: [path(0, 0)]))
  }

  /// `isEmpty` only when there is nothing at all: a lone refresh makes it non-empty.
  @Test func isEmptyOnlyWhenNothingAtAll() {
    let old = makeSnapshot(["A": [1, 2], "B": []])
    var reconfigured = old
    reconfigured.reconfigureItems([2])
    let refresh = Self.changes(old, reconfigured)
    #expect(!refresh.isEmpty && refresh.itemReconfigures == [path(0, 1)])
    var sectionReload = old
    sectionReload.reloadSections(["B"])
    let reload = Self.changes(old, sectionReload)
    #expect(!reload.isEmpty && reload == Changeset(sectionReloads: [1]))
  }

  /// A reloaded section covers its items: their own reload and reconfigure marks, and
  /// content changes found by `contentEquals`, give no item refresh; items elsewhere keep
  /// theirs.
  @Test func aReloadedSectionCoversTheRefreshesOfItsItems() {
    let old = makeSnapshot(["A": Array(0..<10), "B": Array(10..<20)])
    var new = old
    new.reloadItems([15, 3])
    new.reconfigureItems([16, 4])
    new.reloadSections(["B"])
    #expect(
      Self.changes(old, new)
        == Changeset(
          sectionReloads: [1], itemReloads: [path(0, 3)],
          itemReconfigures: [path(0, 4)]))
    let byContent = Changeset(
      from: old, to: new, contentEquals: { old, _ in old != 17 && old != 5 })
    #expect(
      byContent
        == Changeset(
          sectionReloads: [1], itemReloads: [path(0, 3)],
          itemReconfigures: [path(0, 4), path(0, 5)]))
  }

  /// A reloaded section that moves is reloaded at its new offset.
  @Test func reloadOfAMovedSectionIsAtTheNewOffset() {
    let old = makeSnapshot(["A": [1], "B": [2], "C": [3]])
    var new = makeSnapshot(["B": [2], "C": [3], "A": [1]])
    new.reloadSections(["A"])
    #expect(
      Self.changes(old, new)
        == Changeset(sectionMoves: [.init(from: 0, to: 2)], sectionReloads: [2]))
  }

  @Test func fromAndToEmpty() {
    let full = makeSnapshot(["A": [1, 2], "B": [3]])
    #expect(Self.changes(Snap(), full) == Changeset(sectionInserts: [0, 1]))
    #expect(Self.changes(full, Snap()) == Changeset(sectionDeletes: [0, 1]))
  }

  /// Within one section, moves are minimal: reversing three items is two moves.
  @Test func itemMovesAreMinimal() {
    let changes = Self.changes(makeSnapshot(["A": [1, 2, 3]]), makeSnapshot(["A": [3, 2, 1]]))
    #expect(changes.itemMoves.count == 2)
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)
  }

  struct Todo: Hashable, Sendable {
    var id: Int
    var title: String
    static func == (lhs: Todo, rhs: Todo) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// A content comparison refreshes the items whose content changed, by reconfigure unless
  /// asked to reload.
  @Test func contentComparisonRefreshesChangedItems() {
    var old = Snapshot<String, Todo>()
    old.appendSections(["A"])
    old.appendItems([Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")])
    var new = Snapshot<String, Todo>()
    new.appendSections(["A"])
    new.appendItems([Todo(id: 3, title: "c"), Todo(id: 1, title: "a"), Todo(id: 2, title: "B")])
    let sameTitle: (Todo, Todo) -> Bool = { $0.title == $1.title }

    let reconfigured = Changeset(from: old, to: new, contentEquals: sameTitle)
    #expect(reconfigured.itemReconfigures == [path(0, 2)] && reconfigured.itemReloads.isEmpty)
    #expect(reconfigured.itemMoves == [.init(from: path(0, 2), to: path(0, 0))])
    let reloaded = Changeset(
      from: old, to: new, contentEquals: sameTitle, refreshingChangedItemsBy: .reload)
    #expect(reloaded.itemReloads == [path(0, 2)] && reloaded.itemReconfigures.isEmpty)
    for (changes, reloads) in [(reconfigured, false), (reloaded, true)] {
      let problems = ChangesetChecker.problems(
        in: changes, from: old, to: new,
        comparingContent: .init(reloads: reloads, contentEquals: sameTitle))
      #expect(problems.isEmpty, "\(problems)")
    }
    #expect(Changeset(from: old, to: new).itemReconfigures.isEmpty)
  }
}
