import Foundation
import Snapshots
import TestSupport
import Testing

@Suite("DiffableDataSource: reordering")
struct DataSourceReorderingTests {
  /// Sections A [1, 2, 3, 4], B [5, 6], C [].
  func makeHarness() -> DataSourceReorderHarness {
    DataSourceReorderHarness(
      snapshot: makeSnapshot([("A", [1, 2, 3, 4]), ("B", [5, 6]), ("C", [])]))
  }

  /// Runs a drag, requires it to keep every promise, and returns its transaction.
  func drag(
    _ harness: DataSourceReorderHarness, _ source: IndexPath, _ destination: IndexPath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SnapshotTransaction<String, Int>? {
    var transaction: SnapshotTransaction<String, Int>?
    let previous = harness.dataSource.reorderingHandlers.didReorder
    harness.dataSource.reorderingHandlers.didReorder = {
      transaction = $0
      previous?($0)
    }
    defer { harness.dataSource.reorderingHandlers.didReorder = previous }
    let problems = harness.drag(from: source, to: destination)
    #expect(problems == [], sourceLocation: sourceLocation)
    return transaction
  }

  @Test("down within a section: one section transaction, the item at the destination")
  func sameSectionDown() throws {
    let harness = makeHarness()
    let transaction = try #require(drag(harness, path(0, 0), path(0, 2)))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "A") == [2, 3, 1, 4])
    #expect(
      Array(transaction.difference) == [
        .remove(offset: 0, element: 1, associatedWith: 2),
        .insert(offset: 2, element: 1, associatedWith: 0),
      ])
    #expect(transaction.sectionTransactions.count == 1)
    #expect(transaction.sectionTransactions[0].finalSnapshot.items == [2, 3, 1, 4])
    #expect(harness.recorder.updates.last?.changeset.itemMoves.count == 1)
  }

  @Test("the dragged item is the one that moves, in the changeset and both differences")
  func draggedItemMoves() throws {
    let harness = makeHarness()
    let transaction = try #require(drag(harness, path(0, 0), path(0, 1)))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "A") == [2, 1, 3, 4])
    let changeset = try #require(harness.recorder.updates.last?.changeset)
    #expect(changeset.itemMoves == [Changeset.ItemMove(from: path(0, 0), to: path(0, 1))])
    #expect(changeset.itemMoves.description == "[0.0→0.1]")
    #expect(
      Array(transaction.sectionTransactions[0].difference) == [
        .remove(offset: 0, element: 1, associatedWith: 1),
        .insert(offset: 1, element: 1, associatedWith: 0),
      ])
  }

  @Test("moveRow(at:to:), the table view's reorder path, runs the same flow")
  func moveRow() throws {
    let harness = makeHarness()
    var transaction: SnapshotTransaction<String, Int>?
    harness.dataSource.reorderingHandlers.didReorder = { transaction = $0 }
    #expect(
      harness.dataSource.moveRow(at: IndexPath(row: 3, section: 0), to: path(1, 0)) == .performed)
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "B") == [4, 5, 6])
    #expect(try #require(transaction).reorderedItem == 4)
    #expect(harness.recorder.updates.last?.changeset.itemMoves.description == "[0.3→1.0]")
  }

  @Test("a reorder that does nothing says why")
  func reorderOutcomes() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(makeSnapshot([("A", [1, 2, 3])]))
    #expect(dataSource.moveItem(at: path(0, 0), to: path(0, 2)) == .refusedByHandler)
    dataSource.reorderingHandlers.canReorderItem = { $0 != 2 }
    #expect(dataSource.moveItem(at: path(0, 1), to: path(0, 2)) == .refusedByHandler)
    #expect(dataSource.moveRow(at: path(0, 0), to: path(0, 0)) == .alreadyInState)
    #expect(dataSource.moveItem(at: path(0, 0), to: path(0, 2)) == .performed)
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
  }

  @Test("up within a section")
  func sameSectionUp() {
    let harness = makeHarness()
    _ = drag(harness, path(0, 3), path(0, 1))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "A") == [1, 4, 2, 3])
  }

  @Test("across sections: two section transactions, source first; global offsets")
  func crossSection() throws {
    let harness = makeHarness()
    let transaction = try #require(drag(harness, path(0, 1), path(1, 1)))
    #expect(
      harness.dataSource.snapshot()
        == makeSnapshot([("A", [1, 3, 4]), ("B", [5, 2, 6]), ("C", [])]))
    #expect(
      Array(transaction.difference) == [
        .remove(offset: 1, element: 2, associatedWith: 4),
        .insert(offset: 4, element: 2, associatedWith: 1),
      ])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
    #expect(transaction.sectionTransactions[0].difference.removals.count == 1)
    #expect(transaction.sectionTransactions[1].difference.insertions.count == 1)
  }

  @Test("to one past the end of another section, and into an empty one")
  func sectionEnds() {
    let harness = makeHarness()
    _ = drag(harness, path(0, 0), path(1, 2))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "B") == [5, 6, 1])
    _ = drag(harness, path(1, 0), path(2, 0))
    #expect(
      harness.dataSource.snapshot()
        == makeSnapshot([("A", [2, 3, 4]), ("B", [6, 1]), ("C", [5])]))
    _ = drag(harness, path(2, 0), path(0, 0))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "A") == [5, 2, 3, 4])
    #expect(harness.dataSource.snapshot().numberOfItems(inSection: "C") == 0)
  }

  @Test("willReorder sees the old state, didReorder the new one, the item at the destination")
  func handlerOrderAndState() {
    let harness = makeHarness()
    let dataSource = harness.dataSource
    var log: [String] = []
    let will = dataSource.reorderingHandlers.willReorder
    dataSource.reorderingHandlers.willReorder = { [unowned dataSource] transaction in
      log.append("will: \(dataSource.indexPath(for: transaction.reorderedItem)!)")
      will?(transaction)
    }
    let did = dataSource.reorderingHandlers.didReorder
    dataSource.reorderingHandlers.didReorder = { [unowned dataSource] transaction in
      log.append("did: \(dataSource.indexPath(for: transaction.reorderedItem)!)")
      did?(transaction)
    }
    _ = drag(harness, path(0, 3), path(1, 0))
    #expect(log == ["will: \(path(0, 3))", "did: \(path(1, 0))"])
    #expect(harness.recorder.events == ["willReorder", "update", "didReorder"])
  }

  @Test("nothing happens without canReorderItem, when it refuses, or when dropped in place")
  func nothingHappens() {
    let harness = makeHarness()
    let dataSource = harness.dataSource
    let before = dataSource.snapshot()
    let version = dataSource.stateVersion
    var asked: [Int] = []
    dataSource.reorderingHandlers.canReorderItem = nil
    dataSource.moveItem(at: path(0, 0), to: path(1, 0))
    dataSource.reorderingHandlers.canReorderItem = {
      asked.append($0)
      return $0 != 2
    }
    dataSource.moveItem(at: path(0, 1), to: path(1, 0))
    #expect(asked == [2])
    dataSource.moveItem(at: path(0, 2), to: path(0, 2))
    #expect(asked == [2, 3])
    #expect(harness.recorder.events.isEmpty)
    #expect(dataSource.snapshot() == before)
    #expect(dataSource.stateVersion == version)
    #expect(harness.storeMismatches() == [])
  }

  /// Outline "T": 10 (expanded) > [11, 12 (expanded) > [13]], 20 > [21]; flat "F" [1, 2].
  func makeOutlineHarness() -> DataSourceReorderHarness {
    DataSourceReorderHarness(
      snapshot: makeSnapshot([("T", []), ("F", [1, 2])]),
      trees: ["T": outline([N(10, [N(11), N(12, [N(13)])]), N(20, [N(21)])], expanded: [10, 12])])
  }

  @Test("an expanded parent is collapsed first and carries its subtree")
  func expandedParentCarriesSubtree() throws {
    let harness = makeOutlineHarness()
    // T shows [10, 11, 12, 13, 20]; dragging 10 collapses it to [10, 20] first.
    let transaction = try #require(drag(harness, path(0, 0), path(0, 1)))
    #expect(harness.recorder.updates.count == 2)
    #expect(harness.recorder.updates[0].snapshot.itemIdentifiers(inSection: "T") == [10, 20])
    let tree = harness.dataSource.snapshot(for: "T")
    #expect(tree.rootItems == [20, 10])
    #expect(tree.items == [20, 21, 10, 11, 12, 13])
    #expect(tree.expandedItems == [12])
    #expect(transaction.sectionTransactions[0].initialSnapshot.items == [10, 11, 12, 13, 20, 21])
    #expect(transaction.sectionTransactions[0].finalSnapshot.items == tree.items)
  }

  @Test("a subtree dragged into a flat section makes it an outline section")
  func subtreeIntoFlatSection() {
    let harness = makeOutlineHarness()
    #expect(!harness.dataSource.hasSectionSnapshot(for: "F"))
    _ = drag(harness, path(0, 2), path(1, 1))
    let tree = harness.dataSource.snapshot(for: "F")
    #expect(harness.dataSource.hasSectionSnapshot(for: "F"))
    #expect(tree.items == [1, 12, 13, 2])
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "F") == [1, 12, 2])
    #expect(harness.dataSource.snapshot(for: "T").items == [10, 11, 20, 21])
  }

  @Test("dropped after an expanded parent, an item becomes its first child")
  func afterExpandedParent() throws {
    let harness = makeOutlineHarness()
    let transaction = try #require(drag(harness, path(1, 0), path(0, 1)))
    #expect(harness.dataSource.snapshot(for: "T").children(of: 10) == [1, 11, 12])
    #expect(transaction.placement == ("T", 10, 0))
    _ = drag(harness, path(1, 0), path(0, 6))
    #expect(harness.dataSource.snapshot(for: "T").rootItems == [10, 20, 2])
    #expect(!harness.dataSource.hasSectionSnapshot(for: "F"))
  }

  @Test("a leaf dragged out of an outline into a flat section leaves it flat")
  func leafIntoFlatSection() {
    let harness = makeOutlineHarness()
    _ = drag(harness, path(0, 1), path(1, 2))
    #expect(!harness.dataSource.hasSectionSnapshot(for: "F"))
    #expect(harness.dataSource.snapshot().itemIdentifiers(inSection: "F") == [1, 2, 11])
  }

  @Test("the expanded parent dropped where it was: collapsed, nothing else")
  func expandedParentInPlace() {
    let harness = makeOutlineHarness()
    #expect(harness.drag(from: path(0, 0), to: path(0, 0)) == [])
    #expect(harness.recorder.events == ["update"])
    #expect(!harness.dataSource.snapshot(for: "T").isExpanded(10))
  }
}

@Suite("DiffableDataSource: random drags write back to every store shape")
struct DataSourceReorderingPropertyTests {
  /// 80 seeds × 30 drags over flat sections (some empty): after each drag, every store shape
  /// (flat, keyed, ordered, tree) equals the data source, and the flow keeps every promise.
  @Test("flat sections", arguments: 0..<4)
  func flatDrags(batch: Int) {
    for seed in UInt64(batch * 20)..<UInt64(batch * 20 + 20) {
      var random = SeededGenerator(seed: seed)
      var snapshot = random.snapshot(sections: ["A", "B", "C", "D"], items: 0..<24)
      if snapshot.numberOfItems == 0 {
        snapshot.appendSections(["X"])
        snapshot.appendItems([100, 101])
      }
      let harness = DataSourceReorderHarness(snapshot: snapshot)
      for step in 0..<30 {
        let source = random.itemPath(in: harness.dataSource.snapshot())!
        let destination = random.destination(from: source, in: harness.dataSource.snapshot())
        let problems = harness.drag(from: source, to: destination)
        #expect(problems == [], "seed \(seed), step \(step): \(source) → \(destination)")
        if !problems.isEmpty { return }
      }
    }
  }

  /// 80 seeds × 30 drags over outline sections with expanded parents, flat sections and
  /// empty ones, with taps on disclosure controls in between: the keyed, ordered and tree
  /// stores follow every drag, and each subtree travels whole.
  @Test("outline sections with expanded parents", arguments: 0..<4)
  func outlineDrags(batch: Int) {
    for seed in UInt64(batch * 20)..<UInt64(batch * 20 + 20) {
      var random = SeededGenerator(seed: seed)
      var snapshot = makeSnapshot([("A", []), ("B", []), ("C", []), ("D", [])])
      snapshot.appendItems([90, 91, 92], toSection: "B")
      let pool = Array(0..<30).shuffled(using: &random)
      var trees: [String: SectionSnapshot<Int>] = [:]
      for (offset, section) in ["A", "C", "D"].enumerated() where random.chance(4, in: 5) {
        let items = pool[(offset * 10)..<(offset * 10 + random.below(11))]
        trees[section] = SectionSnapshot(reference: random.forest(Array(items)))
      }
      let harness = DataSourceReorderHarness(snapshot: snapshot, trees: trees)
      for step in 0..<30 {
        let state = harness.dataSource.snapshot()
        if random.chance(1, in: 4) {
          let items = trees.values.flatMap(\.items)
          if let item = items.randomElement(using: &random) {
            if random.chance(1, in: 2) {
              harness.dataSource.expandItem(item)
            } else {
              harness.dataSource.collapseItem(item)
            }
          }
          continue
        }
        let source = random.itemPath(in: state)!
        let layout = harness.layout(dragging: harness.dataSource.itemIdentifier(for: source)!)
        let destination = random.destination(from: source, in: layout)
        let problems = harness.drag(from: source, to: destination)
        #expect(problems == [], "seed \(seed), step \(step): \(source) → \(destination)")
        if !problems.isEmpty { return }
      }
    }
  }
}
