import Foundation
import Snapshots
import TestSupport
import Testing

/// Every way the data source's lookups disagree with `snapshot`, out-of-range queries included.
func lookupMismatches(
  _ dataSource: DiffableDataSource<String, Int>, _ snapshot: Snapshot<String, Int>
) -> [String] {
  var problems: [String] = []
  for (sectionOffset, section) in snapshot.sectionIdentifiers.enumerated() {
    if dataSource.sectionIdentifier(for: sectionOffset) != section {
      problems.append("sectionIdentifier(for: \(sectionOffset)) is not \(section)")
    }
    if dataSource.index(for: section) != sectionOffset {
      problems.append("index(for: \(section)) is not \(sectionOffset)")
    }
    let items = snapshot.itemIdentifiers(inSection: section)
    for (offset, item) in items.enumerated() {
      let path = IndexPath(item: offset, section: sectionOffset)
      if dataSource.itemIdentifier(for: path) != item {
        problems.append("itemIdentifier(for: \(path)) is not \(item)")
      }
      if dataSource.indexPath(for: item) != path {
        problems.append("indexPath(for: \(item)) is not \(path)")
      }
    }
    for offset in [-1, items.count] {
      if let item = dataSource.itemIdentifier(for: IndexPath(item: offset, section: sectionOffset))
      {
        problems.append("itemIdentifier(for: [\(sectionOffset), \(offset)]) is \(item)")
      }
    }
  }
  let sectionCount = snapshot.numberOfSections
  for offset in [-1, sectionCount] {
    if dataSource.sectionIdentifier(for: offset) != nil {
      problems.append("sectionIdentifier(for: \(offset)) is not nil")
    }
    if dataSource.itemIdentifier(for: IndexPath(item: 0, section: offset)) != nil {
      problems.append("itemIdentifier(for: [\(offset), 0]) is not nil")
    }
  }
  if dataSource.itemIdentifier(for: IndexPath(index: 0)) != nil {
    problems.append("a one-index path names an item")
  }
  if dataSource.indexPath(for: -1) != nil { problems.append("indexPath(for: -1) is not nil") }
  if dataSource.index(for: "missing") != nil { problems.append("index(for: missing) is not nil") }
  return problems
}

@Suite("DiffableDataSource: apply")
struct DataSourceApplyTests {
  @Test("the first apply into an empty data source is a reload with no changes")
  func firstApplyReloads() {
    for animating in [true, false] {
      let (dataSource, recorder) = recordedDataSource()
      let snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
      dataSource.apply(snapshot, animatingDifferences: animating)
      #expect(recorder.updates.count == 1)
      let update = recorder.updates[0]
      #expect(update.kind == .reloadData)
      #expect(!update.animatingDifferences)
      #expect(update.changeset.isEmpty)
      #expect(update.previousSnapshot == Snapshot())
      #expect(update.snapshot == snapshot)
      #expect(dataSource.snapshot() == snapshot)
    }
  }

  @Test("later applies carry the changeset between the states, animated or not")
  func laterAppliesDiff() {
    let (dataSource, recorder) = recordedDataSource()
    let first = makeSnapshot([("A", [1, 2, 3]), ("B", [4])])
    let second = makeSnapshot([("B", [4, 1]), ("A", [3, 5])])
    let third = makeSnapshot([("A", [5]), ("C", [6])])
    dataSource.apply(first)
    dataSource.apply(second)
    dataSource.apply(third, animatingDifferences: false)
    #expect(recorder.updates.map(\.kind) == [.reloadData, .animated, .nonAnimated])
    #expect(recorder.updates.map(\.animatingDifferences) == [false, true, false])
    #expect(recorder.updates[1].changeset == Changeset(from: first, to: second))
    #expect(recorder.updates[2].changeset == Changeset(from: second, to: third))
    #expect(!recorder.updates[1].changeset.isEmpty)
    #expect(updateReplayProblems(recorder.updates) == [])
    #expect(dataSource.snapshot() == third)
  }

  @Test("applySnapshotUsingReloadData reloads without a changeset")
  func reloadData() {
    let (dataSource, recorder) = recordedDataSource()
    dataSource.apply(makeSnapshot([("A", [1, 2])]))
    let next = makeSnapshot([("A", [2, 3]), ("B", [1])])
    dataSource.applySnapshotUsingReloadData(next)
    #expect(recorder.updates.map(\.kind) == [.reloadData, .reloadData])
    #expect(recorder.updates[1].changeset.isEmpty)
    #expect(recorder.updates[1].previousSnapshot == makeSnapshot([("A", [1, 2])]))
    #expect(dataSource.snapshot() == next)
    #expect(lookupMismatches(dataSource, next) == [])
  }

  @Test("marks become refreshes of the update and never reach snapshot()")
  func marksBecomeRefreshes() throws {
    let (dataSource, recorder) = recordedDataSource()
    let base = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5])])
    dataSource.apply(base)
    var marked = base
    marked.reloadItems([2])
    marked.reconfigureItems([3, 5])
    marked.reloadSections(["B"])
    dataSource.apply(marked)
    let changeset = try #require(recorder.updates.last).changeset
    #expect(!changeset.hasStructuralChanges)
    #expect(changeset.itemReloads == [IndexPath(item: 1, section: 0)])
    #expect(changeset.itemReconfigures == [IndexPath(item: 2, section: 0)])
    #expect(changeset.sectionReloads == [1])
    #expect(ChangesetChecker.problems(in: changeset, from: base, to: marked) == [])
    for snapshot in [dataSource.snapshot(), recorder.updates.last!.snapshot] {
      #expect(snapshot.reloadedItemIdentifiers.isEmpty)
      #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
      #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    // Marks of items that move follow them; marks of items deleted after marking are dropped.
    var moved = dataSource.snapshot()
    moved.reloadItems([1, 4])
    moved.moveItem(1, afterItem: 5)
    moved.deleteItems([4])
    dataSource.apply(moved)
    let last = try #require(recorder.updates.last).changeset
    #expect(last.itemReloads == [IndexPath(item: 1, section: 1)])
    #expect(last.itemMoves.map(\.to) == [IndexPath(item: 1, section: 1)])
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("applying the current snapshot again changes nothing")
  func reapplyIsEmpty() {
    let (dataSource, recorder) = recordedDataSource()
    dataSource.apply(makeSnapshot([("A", [1, 2]), ("B", [])]))
    let version = dataSource.stateVersion
    dataSource.apply(dataSource.snapshot())
    #expect(recorder.updates.count == 2)
    #expect(recorder.updates[1].changeset.isEmpty)
    #expect(dataSource.stateVersion == version + 1)
  }

  /// 60 seeds × 25 applies: after each, every lookup agrees with the applied snapshot, and
  /// the renderer's updates chain and replay.
  @Test("lookups agree with the snapshot on random states", arguments: 0..<3)
  func randomLookups(batch: Int) {
    for seed in UInt64(batch * 20)..<UInt64(batch * 20 + 20) {
      var random = SeededGenerator(seed: seed)
      let (dataSource, recorder) = recordedDataSource()
      for step in 0..<25 {
        let snapshot = random.snapshot(sections: ["A", "B", "C", "D", "E"], items: 0..<30)
        switch random.below(3) {
        case 0: dataSource.applySnapshotUsingReloadData(snapshot)
        case 1: dataSource.apply(snapshot, animatingDifferences: false)
        default: dataSource.apply(snapshot)
        }
        let problems = lookupMismatches(dataSource, snapshot)
        #expect(problems == [], "seed \(seed), step \(step): \(snapshot)")
        #expect(dataSource.snapshot() == snapshot, "seed \(seed), step \(step)")
        if !problems.isEmpty { return }
      }
      #expect(recorder.updates.count == 25, "seed \(seed)")
      #expect(updateReplayProblems(recorder.updates) == [], "seed \(seed)")
    }
  }

  @Test("works with no renderer attached")
  func noRenderer() {
    let dataSource = DiffableDataSource<String, Int>()
    let snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [])])
    dataSource.apply(snapshot)
    #expect(dataSource.snapshot() == snapshot)
    dataSource.applySnapshotUsingReloadData(makeSnapshot([("A", [3, 1])]))
    #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 0))

    var outline = SectionSnapshot<Int>()
    outline.append([10, 20])
    outline.append([11], to: 10)
    dataSource.apply(outline, to: "Tree")
    dataSource.expandItem(10)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "Tree") == [10, 11, 20])

    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(dataSource.snapshot() == makeSnapshot([("A", [1]), ("Tree", [10, 3, 11, 20])]))
    #expect(dataSource.stateVersion == 5)
  }
}
