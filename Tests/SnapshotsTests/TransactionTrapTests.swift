import ExitTestSupport
import Foundation
import Snapshots
import TestSupport
import Testing

/// The transaction of dragging 1 from "A" [1, 2, 3] to the front of "B" [4, 5].
private func crossSectionDrag() -> SnapshotTransaction<String, Int> {
  let dataSource = DiffableDataSource<String, Int>()
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A", "B"])
  snapshot.appendItems([1, 2, 3], toSection: "A")
  snapshot.appendItems([4, 5], toSection: "B")
  dataSource.apply(snapshot)
  var transaction: SnapshotTransaction<String, Int>?
  dataSource.reorderingHandlers.canReorderItem = { _ in true }
  dataSource.reorderingHandlers.didReorder = { transaction = $0 }
  dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
  return transaction!
}

/// A transaction over "A" whose parts are given directly.
private func handMade(
  from initial: [Int], to final: [Int], difference: CollectionDifference<Int>
) -> SnapshotTransaction<String, Int> {
  func snapshot(_ items: [Int]) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(items)
    return snapshot
  }
  func section(_ items: [Int]) -> SectionSnapshot<Int> {
    var section = SectionSnapshot<Int>()
    section.append(items)
    return section
  }
  let part = SectionTransaction<String, Int>(
    sectionIdentifier: "A", initialSnapshot: section(initial), finalSnapshot: section(final),
    difference: difference)
  return SnapshotTransaction(
    initialSnapshot: snapshot(initial), finalSnapshot: snapshot(final), difference: difference,
    sectionTransactions: [part])
}

/// A write-back helper given a store that does not line up with the transaction traps with a
/// message naming the operation and what is off.
@Suite("SnapshotTransaction: write-back traps")
struct TransactionTrapTests {
  @Test("a flat store with a different number of elements")
  func flatStoreMisaligned() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var store = [1, 2, 3, 4]
      crossSectionDrag().applyReorder(to: &store)
    }
    #expect(
      standardError(result).contains(
        "SnapshotTransaction.applyReorder(to:): the store has 4 elements but the initial "
          + "snapshot 5 items"))
  }

  @Test("a keyed store whose section has a different number of elements")
  func keyedStoreMisaligned() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var store = ["A": [1, 2, 3], "B": [4]]
      crossSectionDrag().applyReorder(to: &store)
    }
    #expect(
      standardError(result).contains(
        #"SnapshotTransaction.applyReorder(to:): section ["B"] has 1 elements but 2 items"#))
  }

  @Test("a keyed store missing a section that has items")
  func keyedStoreMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var store = ["B": [4, 5]]
      crossSectionDrag().applyReorder(to: &store)
    }
    #expect(
      standardError(result).contains(
        #"SnapshotTransaction.applyReorder(to:): section ["A"] has 0 elements but 3 items"#))
  }

  @Test("an ordered store missing a section")
  func orderedStoreMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var store: [(section: String, items: [Int])] = [("A", [1, 2, 3])]
      crossSectionDrag().applyReorder(to: &store)
    }
    #expect(
      standardError(result).contains(
        #"SnapshotTransaction.applyReorder(to:): section ["B"] is not in the store"#))
  }

  @Test("an ordered store whose section has a different number of elements")
  func orderedStoreMisaligned() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var store: [(section: String, items: [Int])] = [("B", [4, 5]), ("A", [1, 2, 3, 9])]
      crossSectionDrag().applyReorder(to: &store)
    }
    #expect(
      standardError(result).contains(
        #"SnapshotTransaction.applyReorder(to:): section ["A"] has 4 elements but 3 items"#))
  }

  /// A hand-made write-back whose difference deletes or inserts: a flat store refuses both, a
  /// store of sections an item inserted but never removed.
  enum BadDifference: String, Codable, Sendable, CustomTestStringConvertible {
    case flatDelete, flatInsert, sectionInsert

    var testDescription: String { rawValue }

    func writeBack() {
      switch self {
      case .flatDelete:
        var store = [1, 2]
        handMade(from: [1, 2], to: [1], difference: [1].difference(from: [1, 2]))
          .applyReorder(to: &store)
      case .flatInsert:
        var store = [1]
        handMade(from: [1], to: [1, 2], difference: [1, 2].difference(from: [1]))
          .applyReorder(to: &store)
      case .sectionInsert:
        var store = ["A": [1]]
        handMade(from: [1], to: [1, 2], difference: [1, 2].difference(from: [1]))
          .applyReorder(to: &store)
      }
    }
  }

  @Test(arguments: [
    (BadDifference.flatDelete, "the difference deletes an element"),
    (.flatInsert, "the difference inserts a new element"),
    (.sectionInsert, "item [2] is inserted but never removed"),
  ])
  func writeBackOfABadDifference(_ bad: BadDifference, trap: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [bad] in bad.writeBack()
    }
    #expect(
      standardError(result).contains("SnapshotTransaction.applyReorder(to:): \(trap)"))
  }

  @Test("reorderedItem of a transaction that moves nothing")
  func nothingMoved() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = handMade(from: [1], to: [1], difference: [1].difference(from: [1])).reorderedItem
    }
    #expect(
      standardError(result).contains(
        "SnapshotTransaction.reorderedItem: the transaction moves nothing"))
  }
}
