import Snapshots
import TestSupport
import Testing

/// The documented semantics of `Snapshot`, one behaviour per test.
@Suite("Snapshot: Apple's semantics")
struct SnapshotTests {
  /// Two sections, "A" with 1 2 3 and "B" with 4 5.
  static func twoSections() -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5], toSection: "B")
    return snapshot
  }

  static func contents(_ snapshot: Snapshot<String, Int>) -> [String: [Int]] {
    Dictionary(
      uniqueKeysWithValues: snapshot.sectionIdentifiers.map {
        ($0, snapshot.itemIdentifiers(inSection: $0))
      })
  }

  @Test func emptySnapshot() {
    let snapshot = Snapshot<String, Int>()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("A") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot == Snapshot())
  }

  @Test func queries() {
    let snapshot = Self.twoSections()
    #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.numberOfItems(inSection: "B") == 2)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
    #expect(snapshot.indexOfSection("B") == 1)
  }

  /// `indexOfItem` is the offset in `itemIdentifiers`, counted across sections, and stays so
  /// past empty sections.
  @Test func indexOfItemIsGlobal() {
    var snapshot = Self.twoSections()
    snapshot.insertSections(["empty"], beforeSection: "B")
    snapshot.appendSections(["C"])
    snapshot.appendItems([6])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
    for (offset, item) in snapshot.itemIdentifiers.enumerated() {
      #expect(snapshot.indexOfItem(item) == offset)
    }
    #expect(snapshot.indexOfItem(99) == nil)
  }

  @Test func appendWithoutSectionGoesToTheLastSection() {
    var snapshot = Self.twoSections()
    snapshot.appendItems([6, 7])
    #expect(Self.contents(snapshot) == ["A": [1, 2, 3], "B": [4, 5, 6, 7]])
    snapshot.appendSections(["C"])
    snapshot.appendItems([8], toSection: nil)
    #expect(snapshot.itemIdentifiers(inSection: "C") == [8])
  }

  /// Appending an item that is already present moves it: within its section, across sections.
  @Test func appendingAPresentItemMovesIt() {
    var snapshot = Self.twoSections()
    snapshot.appendItems([1], toSection: "A")
    #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 3, 1])
    snapshot.appendItems([9, 2, 4], toSection: "B")
    #expect(Self.contents(snapshot) == ["A": [3, 1], "B": [5, 9, 2, 4]])
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
  }

  @Test func insertingAPresentItemMovesIt() {
    var snapshot = Self.twoSections()
    snapshot.insertItems([5, 1], beforeItem: 3)
    #expect(Self.contents(snapshot) == ["A": [2, 5, 1, 3], "B": [4]])
    snapshot.insertItems([2, 7], afterItem: 4)
    #expect(Self.contents(snapshot) == ["A": [5, 1, 3], "B": [4, 2, 7]])
    #expect(snapshot.itemIdentifiers == [5, 1, 3, 4, 2, 7])
  }

  @Test func moveItemAcrossSections() {
    var snapshot = Self.twoSections()
    snapshot.moveItem(1, afterItem: 5)
    #expect(Self.contents(snapshot) == ["A": [2, 3], "B": [4, 5, 1]])
    snapshot.moveItem(5, beforeItem: 2)
    #expect(Self.contents(snapshot) == ["A": [5, 2, 3], "B": [4, 1]])
    snapshot.moveItem(3, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [5, 3, 2])
  }

  @Test func deleteItemsIgnoresAbsentAndKeepsSections() {
    var snapshot = Self.twoSections()
    snapshot.deleteItems([4, 99, 5, 2])
    #expect(Self.contents(snapshot) == ["A": [1, 3], "B": []])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.indexOfItem(3) == 1 && snapshot.indexOfItem(4) == nil)
  }

  @Test func deleteAllItemsLeavesNoSections() {
    var snapshot = Self.twoSections()
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    #expect(snapshot == Snapshot())
    snapshot.appendSections(["A"])
    snapshot.appendItems([1])
    #expect(snapshot.itemIdentifiers == [1])
  }

  @Test func sectionOperations() {
    var snapshot = Self.twoSections()
    snapshot.insertSections(["X", "Y"], beforeSection: "B")
    #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B"])
    snapshot.insertSections(["Z"], afterSection: "B")
    #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B", "Z"])
    snapshot.moveSection("A", afterSection: "B")
    #expect(snapshot.sectionIdentifiers == ["X", "Y", "B", "A", "Z"])
    snapshot.moveSection("Z", beforeSection: "X")
    #expect(snapshot.sectionIdentifiers == ["Z", "X", "Y", "B", "A"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    #expect(snapshot.indexOfItem(1) == 2)
    snapshot.deleteSections(["B", "nope", "X"])
    #expect(snapshot.sectionIdentifiers == ["Z", "Y", "A"])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil && snapshot.indexOfItem(4) == nil)
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
  }

  /// Sections and items are separate namespaces: a section and an item may share a value.
  @Test func sectionAndItemNamespacesAreSeparate() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([1, 2])
    snapshot.appendItems([2, 1], toSection: 1)
    #expect(snapshot.indexOfSection(1) == 0 && snapshot.indexOfItem(1) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == 1)
    snapshot.deleteItems([1])
    #expect(snapshot.sectionIdentifiers == [1, 2])
    snapshot.deleteSections([2])
    #expect(snapshot.itemIdentifiers == [2])
  }

  /// An empty identifier list is a no-op for every call, even when the destination is missing
  /// (or there are no sections at all).
  @Test func emptyListsAreNoOpsEvenWithMissingDestinations() {
    var empty = Snapshot<String, Int>()
    empty.appendItems([])
    empty.appendItems([], toSection: "missing")
    #expect(empty == Snapshot())
    var snapshot = Self.twoSections()
    let before = snapshot
    snapshot.appendItems([], toSection: "missing")
    snapshot.insertItems([], beforeItem: 99)
    snapshot.insertItems([], afterItem: 99)
    snapshot.deleteItems([])
    snapshot.reloadItems([])
    snapshot.reconfigureItems([])
    snapshot.appendSections([])
    snapshot.insertSections([], beforeSection: "missing")
    snapshot.insertSections([], afterSection: "missing")
    snapshot.deleteSections([])
    snapshot.reloadSections([])
    #expect(snapshot == before)
    #expect(Self.contents(snapshot) == Self.contents(before))
    #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  /// Marks are ordered in call order and free of repeats.
  @Test func marksAreOrderedWithoutRepeats() {
    var snapshot = Self.twoSections()
    snapshot.reloadItems([3, 1])
    snapshot.reloadItems([1, 4, 3])
    snapshot.reconfigureItems([5, 2, 5])
    snapshot.reloadSections(["B", "A", "B"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [5, 2])
    #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
  }

  /// Marks are copied with the value, and a copy's marks are its own.
  @Test func marksAreCopiedWithTheValue() {
    var snapshot = Self.twoSections()
    snapshot.reloadItems([2])
    var copy = snapshot
    #expect(copy.reloadedItemIdentifiers == [2])
    copy.reloadItems([3])
    copy.reconfigureItems([4])
    copy.reloadSections(["A"])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(copy.reloadedItemIdentifiers == [2, 3])
  }

  /// Equality compares sections and items in order, never marks.
  @Test func equalityIgnoresMarks() {
    var marked = Self.twoSections()
    marked.reloadItems([1])
    marked.reconfigureItems([2])
    marked.reloadSections(["B"])
    #expect(marked == Self.twoSections())

    var reordered = Self.twoSections()
    reordered.moveItem(1, afterItem: 2)
    #expect(reordered != Self.twoSections())
    var renamed = Snapshot<String, Int>()
    renamed.appendSections(["A", "C"])
    renamed.appendItems([1, 2, 3], toSection: "A")
    renamed.appendItems([4, 5], toSection: "C")
    #expect(renamed != Self.twoSections())
    var regrouped = Snapshot<String, Int>()
    regrouped.appendSections(["A", "B"])
    regrouped.appendItems([1, 2], toSection: "A")
    regrouped.appendItems([3, 4, 5], toSection: "B")
    #expect(regrouped != Self.twoSections())
    #expect(regrouped.itemIdentifiers == Self.twoSections().itemIdentifiers)
  }

  /// Marks stay with an item that moves, by append, insert or move.
  @Test func marksFollowMoves() {
    var snapshot = Self.twoSections()
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2, 3])
    snapshot.appendItems([1], toSection: "B")
    snapshot.insertItems([2], beforeItem: 4)
    snapshot.moveItem(3, afterItem: 5)
    #expect(Self.contents(snapshot) == ["A": [], "B": [2, 4, 5, 3, 1]])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
  }

  /// Like Apple's, marks stay listed when the marked item is deleted later in the same value.
  @Test func marksOfDeletedItemsStayListed() {
    var snapshot = Self.twoSections()
    snapshot.reloadItems([1])
    snapshot.deleteItems([1])
    #expect(snapshot.reloadedItemIdentifiers == [1])
  }

  /// A `Snapshot` of `Sendable` identifiers crosses concurrency domains.
  @Test func snapshotsAreSendable() async {
    let snapshot = Self.twoSections()
    let count = await Task.detached { snapshot.numberOfItems }.value
    #expect(count == 5)
  }
}
