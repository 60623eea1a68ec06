import Foundation
import Snapshots
import TestSupport
import Testing

/// The transaction of one drag in a data source showing `snapshot` (and `trees`).
func transactionOfDrag(
  in snapshot: Snapshot<String, Int>, trees: [String: SectionSnapshot<Int>] = [:],
  from source: IndexPath, to destination: IndexPath
) -> SnapshotTransaction<String, Int>? {
  let dataSource = DiffableDataSource<String, Int>()
  dataSource.apply(snapshot)
  for (section, tree) in trees { dataSource.apply(tree, to: section) }
  var transaction: SnapshotTransaction<String, Int>?
  dataSource.reorderingHandlers.canReorderItem = { _ in true }
  dataSource.reorderingHandlers.didReorder = { transaction = $0 }
  dataSource.moveItem(at: source, to: destination)
  return transaction
}

@Suite("SnapshotTransaction: writing a reorder back")
struct TransactionWriteBackTests {
  let snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])])

  @Test("a flat store of models, and Apple's identifier array option")
  func flatStore() throws {
    let transaction = try #require(
      transactionOfDrag(
        in: snapshot, from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
    var models = [1, 2, 3, 4, 5].map(DataSourceModel.init)
    transaction.applyReorder(to: &models)
    #expect(models.map(\.id) == [3, 1, 2, 4, 5])
    #expect(models.map(\.title) == ["item 3", "item 1", "item 2", "item 4", "item 5"])
    #expect([1, 2, 3, 4, 5].applying(transaction.difference) == [3, 1, 2, 4, 5])
  }

  @Test("a keyed store: sections missing from it are created, others left alone")
  func keyedStore() throws {
    let transaction = try #require(
      transactionOfDrag(
        in: snapshot, from: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 2)))
    var store: [String: [DataSourceModel]] = [
      "A": [1, 2, 3].map(DataSourceModel.init), "B": [4, 5].map(DataSourceModel.init),
      "Z": [99].map(DataSourceModel.init),
    ]
    transaction.applyReorder(to: &store)
    #expect(store.mapValues { $0.map(\.id) } == ["A": [1, 2, 3], "B": [4], "C": [5], "Z": [99]])
  }

  @Test("an ordered store, whatever its order of sections")
  func orderedStore() throws {
    let transaction = try #require(
      transactionOfDrag(
        in: snapshot, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1)))
    var store: [(section: String, items: [DataSourceModel])] = [
      ("C", []), ("B", [4, 5].map(DataSourceModel.init)),
      ("A", [1, 2, 3].map(DataSourceModel.init)),
    ]
    transaction.applyReorder(to: &store)
    #expect(store.map(\.section) == ["C", "B", "A"])
    #expect(store.map { $0.items.map(\.id) } == [[], [4, 5, 1], [2, 3]])
  }

  @Test("section stores of an outline section line up with all of its items, hidden ones too")
  func outlineSectionStore() throws {
    let tree = outline([N(10, [N(11)]), N(20, [N(21)])], expanded: [20])
    let transaction = try #require(
      transactionOfDrag(
        in: makeSnapshot([("T", [])]), trees: ["T": tree], from: IndexPath(item: 0, section: 0),
        to: IndexPath(item: 2, section: 0)))
    var store = ["T": [10, 11, 20, 21].map(DataSourceModel.init)]
    transaction.applyReorder(to: &store)
    #expect(store["T"]?.map(\.id) == [20, 21, 10, 11])
    #expect(transaction.placement == ("T", 20, 1))
    #expect(transaction.reorderedItem == 10)
  }

  @Test("placement names the section, the parent and the offset among siblings")
  func placement() throws {
    let tree = outline([N(10, [N(11), N(12)]), N(20)], expanded: [10])
    let moved = try #require(
      transactionOfDrag(
        in: makeSnapshot([("F", [1]), ("T", [])]), trees: ["T": tree],
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1)))
    #expect(moved.reorderedItem == 1)
    #expect(moved.placement == ("T", 10, 2))
    let root = try #require(
      transactionOfDrag(
        in: makeSnapshot([("F", [1]), ("T", [])]), trees: ["T": tree],
        from: IndexPath(item: 1, section: 1), to: IndexPath(item: 1, section: 0)))
    #expect(root.placement == ("F", nil, 1))
  }

  @Test("a section difference with moves described another way still writes back")
  func otherDifferences() {
    var before = SectionSnapshot<Int>()
    before.append([1, 2, 3, 4])
    var after = SectionSnapshot<Int>()
    after.append([2, 1, 4, 3])
    let part = SectionTransaction<String, Int>(
      sectionIdentifier: "A", initialSnapshot: before, finalSnapshot: after,
      difference: after.items.difference(from: before.items))
    let transaction = SnapshotTransaction<String, Int>(
      initialSnapshot: makeSnapshot([("A", [1, 2, 3, 4])]),
      finalSnapshot: makeSnapshot([("A", [2, 1, 4, 3])]),
      difference: [2, 1, 4, 3].difference(from: [1, 2, 3, 4]).inferringMoves(),
      sectionTransactions: [part])
    var keyed = ["A": [1, 2, 3, 4].map(DataSourceModel.init)]
    transaction.applyReorder(to: &keyed)
    #expect(keyed["A"]?.map(\.id) == [2, 1, 4, 3])
    var ordered = [(section: "A", items: [1, 2, 3, 4].map(DataSourceModel.init))]
    transaction.applyReorder(to: &ordered)
    #expect(ordered[0].items.map(\.id) == [2, 1, 4, 3])
    var flat = [1, 2, 3, 4].map(DataSourceModel.init)
    transaction.applyReorder(to: &flat)
    #expect(flat.map(\.id) == [2, 1, 4, 3])
  }
}
