import ExitTestSupport
import Foundation
import Snapshots
import TestSupport
import Testing

/// A data source showing `initial` (applied as a reload), with a recorder attached afterwards
/// and `policy` set.
func policyDataSource<Section: Hashable, Item: Hashable>(
  _ initial: Snapshot<Section, Item>, policy: DataSourceUpdatePolicy
) -> (DiffableDataSource<Section, Item>, DataSourceRecorder<Section, Item>) {
  let dataSource = DiffableDataSource<Section, Item>()
  dataSource.applySnapshotUsingReloadData(initial)
  let recorder = DataSourceRecorder<Section, Item>()
  recorder.attach(to: dataSource)
  dataSource.updatePolicy = policy
  return (dataSource, recorder)
}

/// The kind of the one update that applying `new` over `old` delivers under `policy`.
func deliveredKind(
  _ old: Snapshot<String, Int>, _ new: Snapshot<String, Int>, policy: DataSourceUpdatePolicy
) -> DataSourceUpdate<String, Int>.Kind? {
  let (dataSource, recorder) = policyDataSource(old, policy: policy)
  dataSource.apply(new)
  return recorder.updates.count == 1 ? recorder.updates[0].kind : nil
}

/// The reference's measure of a batch, counted from the new snapshot's side: the elements
/// (sections and items) of the new snapshot that the changeset leaves where they were.
///
/// The implementation counts from the old side; the two agree only if the changeset is read
/// the same way, which is the point.
struct ReferenceBatchSize {
  var changes: Int
  /// Elements of the larger snapshot.
  var size: Int
  /// Elements that keep their place.
  var kept: Int

  init<Section: Hashable, Item: Hashable>(
    _ changeset: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>
  ) {
    changes =
      changeset.sectionDeletes.count + changeset.sectionInserts.count
      + changeset.sectionMoves.count + changeset.itemDeletes.count
      + changeset.itemInserts.count + changeset.itemMoves.count
    size = max(
      old.numberOfSections + old.numberOfItems, new.numberOfSections + new.numberOfItems)
    let insertedSections = Set(changeset.sectionInserts)
    let movedSections = Set(changeset.sectionMoves.map(\.to))
    let arrivedItems = Set(changeset.itemInserts + changeset.itemMoves.map(\.to))
    kept = 0
    for (offset, section) in new.sectionIdentifiers.enumerated()
    where !insertedSections.contains(offset) {
      if !movedSections.contains(offset) { kept += 1 }
      for item in 0..<new.numberOfItems(inSection: section)
      where !arrivedItems.contains(IndexPath(item: item, section: offset)) {
        kept += 1
      }
    }
  }

  /// Whether more than `numerator / denominator` of the list changes place, exactly.
  func exceeds(_ numerator: Int, over denominator: Int) -> Bool {
    (size - kept) * denominator > numerator * size
  }
}

@Suite("DiffableDataSource: update policy")
struct DataSourceUpdatePolicyTests {
  /// Section A with items 0..<count.
  func list(_ count: Int) -> Snapshot<String, Int> { makeSnapshot([("A", Array(0..<count))]) }

  @Test("by default every batch is delivered, however large, as in UIKit")
  func defaultBatches() {
    let dataSource = DiffableDataSource<String, Int>()
    #expect(dataSource.updatePolicy == .alwaysBatch)
    #expect(dataSource.updatePolicy.maximumChangeCount == nil)
    #expect(dataSource.updatePolicy.maximumChangedFraction == nil)
    let recorder = DataSourceRecorder<String, Int>()
    recorder.attach(to: dataSource)
    dataSource.apply(list(1000))
    dataSource.apply(makeSnapshot([("A", Array((1000..<2000).reversed()))]))
    dataSource.apply(makeSnapshot([("A", Array((1000..<2000)))]))
    #expect(recorder.updates.map(\.kind) == [.reloadData, .animated, .animated])
    #expect(recorder.updates[1].changeset.itemDeletes.count == 1000)
    #expect(recorder.updates[1].changeset.itemInserts.count == 1000)
    #expect(recorder.updates[2].changeset.itemMoves.count == 999)
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("a change count exactly at the limit is a batch; one above is a reload")
  func countAtLimit() {
    let old = makeSnapshot([("A", [1, 2, 3, 4, 5]), ("B", [6])])
    // Three operations of different kinds: a section insert, an item move, an item insert.
    var three = old
    three.appendSections(["C"])
    three.moveItem(1, afterItem: 5)
    three.appendItems([7], toSection: "B")
    var four = three
    four.deleteItems([3])
    let policy = DataSourceUpdatePolicy.reloadAbove(changes: 3)
    #expect(DataSourceUpdatePolicy.changeCount(of: Changeset(from: old, to: three)) == 3)
    #expect(DataSourceUpdatePolicy.changeCount(of: Changeset(from: old, to: four)) == 4)

    let (dataSource, recorder) = policyDataSource(old, policy: policy)
    dataSource.apply(three)
    dataSource.apply(old)  // back: three operations (a section delete, a move, a delete)
    dataSource.apply(four)
    #expect(recorder.updates.map(\.kind) == [.animated, .animated, .reloadData])
    #expect(recorder.updates[0].changeset == Changeset(from: old, to: three))
    #expect(recorder.updates[1].changeset == Changeset(from: three, to: old))
    #expect(recorder.updates[2].changeset.isEmpty)
    #expect(dataSource.snapshot() == four)
    #expect(updateReplayProblems(recorder.updates) == [])

    // The non-animated batch obeys the same limit.
    let (quiet, quietRecorder) = policyDataSource(old, policy: policy)
    quiet.apply(three, animatingDifferences: false)
    quiet.apply(four, animatingDifferences: false)  // one delete
    #expect(quietRecorder.updates.map(\.kind) == [.nonAnimated, .nonAnimated])
    quiet.apply(old, animatingDifferences: false)  // four operations
    #expect(quietRecorder.updates.last?.kind == .reloadData)
  }

  @Test("a section deleted or inserted counts once, whatever it holds")
  func sectionsCountOnce() {
    let old = makeSnapshot([("A", [1]), ("B", Array(10..<60))])
    let new = makeSnapshot([("A", [1]), ("C", Array(100..<150))])
    let changeset = Changeset(from: old, to: new)
    #expect(DataSourceUpdatePolicy.changeCount(of: changeset) == 2)
    #expect(deliveredKind(old, new, policy: .reloadAbove(changes: 2)) == .animated)
    #expect(deliveredKind(old, new, policy: .reloadAbove(changes: 1)) == .reloadData)
  }

  @Test("refreshes do not count: a batch of reloads and reconfigures is never reloaded")
  func refreshesDoNotCount() {
    let old = list(20)
    var marked = old
    marked.reloadItems(Array(0..<10))
    marked.reconfigureItems(Array(10..<20))
    marked.reloadSections(["A"])
    let strictest = DataSourceUpdatePolicy.reloadAbove(changes: 0, fraction: 0)
    #expect(DataSourceUpdatePolicy.changeCount(of: Changeset(from: old, to: marked)) == 0)
    let (dataSource, recorder) = policyDataSource(old, policy: strictest)
    dataSource.apply(marked)
    #expect(recorder.updates.map(\.kind) == [.animated])
    #expect(recorder.updates[0].changeset.sectionReloads == [0])

    // One structural operation beside the marks crosses the strictest limits.
    var markedAndMoved = marked
    markedAndMoved.moveItem(0, afterItem: 1)
    dataSource.apply(markedAndMoved)
    #expect(recorder.updates.map(\.kind) == [.animated, .reloadData])
    #expect(recorder.updates[1].changeset.isEmpty)
  }

  @Test("a changed fraction exactly at the limit is a batch; above it is a reload")
  func fractionAtLimit() {
    // 1 section + 7 items: 8 elements; a limit of ½ allows 4 to leave their place.
    let old = list(7)
    let half = DataSourceUpdatePolicy.reloadAbove(fraction: 0.5)
    var fourGone = old
    fourGone.deleteItems([0, 2, 4, 6])
    var fiveGone = fourGone
    fiveGone.deleteItems([1])
    #expect(
      DataSourceUpdatePolicy.changedFraction(
        of: Changeset(from: old, to: fourGone), from: old, to: fourGone) == 0.5)
    #expect(deliveredKind(old, fourGone, policy: half) == .animated)
    #expect(deliveredKind(old, fiveGone, policy: half) == .reloadData)

    // Appending as many items as the list has elements: 8 of 16 arrive, exactly ½.
    var eightMore = old
    eightMore.appendItems(Array(100..<108))
    var nineMore = eightMore
    nineMore.appendItems([108])
    #expect(deliveredKind(old, eightMore, policy: half) == .animated)
    #expect(deliveredKind(old, nineMore, policy: half) == .reloadData)

    // Moves: reversing 7 items keeps the section and one item, 2 of 8.
    let reversed = makeSnapshot([("A", Array((0..<7).reversed()))])
    #expect(deliveredKind(old, reversed, policy: .reloadAbove(fraction: 0.75)) == .animated)
    #expect(deliveredKind(old, reversed, policy: .reloadAbove(fraction: 0.74)) == .reloadData)

    // A moved section's items travel with it: only the section counts as changing place.
    let sections = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5, 6, 7])])
    let swapped = makeSnapshot([("B", [4, 5, 6, 7]), ("A", [1, 2, 3])])
    #expect(
      DataSourceUpdatePolicy.changedFraction(
        of: Changeset(from: sections, to: swapped), from: sections, to: swapped) == 1.0 / 9)
  }

  @Test("empty lists: no change never reloads; an empty section gaining an item is half new")
  func emptyLists() {
    let strictest = DataSourceUpdatePolicy.reloadAbove(changes: 0, fraction: 0)
    let empty = makeSnapshot([("A", [])])
    #expect(deliveredKind(empty, empty, policy: strictest) == .animated)
    #expect(
      DataSourceUpdatePolicy.changedFraction(
        of: Changeset<String, Int>(), from: Snapshot(), to: Snapshot()) == 0)

    let one = makeSnapshot([("A", [1])])
    #expect(deliveredKind(empty, one, policy: .reloadAbove(fraction: 0.5)) == .animated)
    #expect(deliveredKind(empty, one, policy: .reloadAbove(fraction: 0.49)) == .reloadData)
    #expect(deliveredKind(empty, one, policy: .reloadAbove(changes: 1)) == .animated)
    #expect(deliveredKind(empty, one, policy: .reloadAbove(changes: 0)) == .reloadData)

    // Deleting every section leaves nothing in place: the whole list changes.
    let nothing = Snapshot<String, Int>()
    let two = makeSnapshot([("A", [1, 2])])
    #expect(
      DataSourceUpdatePolicy.changedFraction(
        of: Changeset(from: two, to: nothing), from: two, to: nothing) == 1)
    #expect(deliveredKind(two, nothing, policy: .reloadAbove(fraction: 1)) == .animated)
    #expect(deliveredKind(two, nothing, policy: .reloadAbove(fraction: 0.99)) == .reloadData)
  }

  @Test("with both limits, exceeding either one reloads; at both it is a batch")
  func bothLimits() {
    let policy = DataSourceUpdatePolicy.reloadAbove(changes: 4, fraction: 0.5)
    let long = list(100)
    var fiveOfMany = long
    fiveOfMany.deleteItems([0, 1, 2, 3, 4])  // count above, fraction 5/101 below
    var fourOfMany = long
    fourOfMany.deleteItems([0, 1, 2, 3])  // at the count, fraction below
    let short = list(5)  // 6 elements: a fraction of ½ allows 3
    var fourOfFew = short
    fourOfFew.deleteItems([0, 1, 2, 3])  // count at the limit, fraction 4/6 above
    var threeOfFew = short
    threeOfFew.deleteItems([0, 1, 2])  // count below, fraction exactly ½
    let seven = list(7)  // 8 elements: 4 changes are at both limits
    var fourOfEight = seven
    fourOfEight.deleteItems([0, 1, 2, 3])

    #expect(deliveredKind(long, fiveOfMany, policy: policy) == .reloadData)
    #expect(deliveredKind(long, fourOfMany, policy: policy) == .animated)
    #expect(deliveredKind(short, fourOfFew, policy: policy) == .reloadData)
    #expect(deliveredKind(short, threeOfFew, policy: policy) == .animated)
    #expect(deliveredKind(seven, fourOfEight, policy: policy) == .animated)
    // Each limit alone, on the cases the other decided.
    #expect(deliveredKind(short, fourOfFew, policy: .reloadAbove(changes: 4)) == .animated)
    #expect(deliveredKind(long, fiveOfMany, policy: .reloadAbove(fraction: 0.5)) == .animated)
  }

  @Test("the first apply into an empty data source is a reload under any policy")
  func firstApplyReloads() {
    for policy in [
      DataSourceUpdatePolicy.alwaysBatch, .reloadAbove(changes: .max, fraction: 1),
      .reloadAbove(changes: 0),
    ] {
      let dataSource = DiffableDataSource<String, Int>()
      dataSource.updatePolicy = policy
      let recorder = DataSourceRecorder<String, Int>()
      recorder.attach(to: dataSource)
      dataSource.apply(list(3))
      dataSource.apply(Snapshot())
      dataSource.apply(list(2))  // into an empty data source again
      #expect(recorder.updates.map(\.kind)[0] == .reloadData)
      #expect(recorder.updates.map(\.kind)[2] == .reloadData)
      #expect(recorder.updates.allSatisfy { $0.kind != .reloadData || $0.changeset.isEmpty })
    }
  }

  @Test("applySnapshotUsingReloadData stays a reload under any policy")
  func reloadDataUnaffected() {
    let old = list(10)
    var small = old
    small.deleteItems([0])
    for policy in [DataSourceUpdatePolicy.alwaysBatch, .reloadAbove(changes: .max, fraction: 1)] {
      let (dataSource, recorder) = policyDataSource(old, policy: policy)
      dataSource.applySnapshotUsingReloadData(small)
      dataSource.applySnapshotUsingReloadData(small)
      #expect(recorder.updates.map(\.kind) == [.reloadData, .reloadData])
      #expect(dataSource.snapshot() == small)
    }
  }

  @Test("a section snapshot apply goes through the policy")
  func sectionSnapshotApply() {
    let (dataSource, recorder) = policyDataSource(
      makeSnapshot([("F", [1])]), policy: .reloadAbove(changes: 2))
    // A new section counts once; then three new rows, then two.
    dataSource.apply(outline([N(10, [N(11)]), N(20)], expanded: [10]), to: "T")
    dataSource.apply(
      outline([N(10, [N(11)]), N(20), N(30), N(40), N(50)], expanded: [10]), to: "T")
    dataSource.apply(
      outline([N(10, [N(11)]), N(20), N(30), N(40), N(50), N(60), N(70)], expanded: [10]), to: "T")
    #expect(recorder.updates.map(\.kind) == [.animated, .reloadData, .animated])
    #expect(
      dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 20, 30, 40, 50, 60, 70])
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("expand and collapse: a subtree of more rows than the limit reloads")
  func expansionFlows() {
    let (dataSource, recorder) = policyDataSource(
      makeSnapshot([("F", [1])]), policy: .reloadAbove(changes: 2))
    dataSource.apply(
      outline([N(10, [N(11), N(12), N(13)]), N(20, [N(21), N(22)]), N(30)]), to: "T")
    recorder.reset()
    #expect(dataSource.expandItem(20) == .performed)  // two inserts: at the limit
    #expect(dataSource.expandItem(10) == .performed)  // three inserts: above it
    #expect(
      dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 12, 13, 20, 21, 22, 30])
    #expect(dataSource.collapseItem(20) == .performed)
    #expect(dataSource.collapseItem(10) == .performed)
    #expect(recorder.updates.map(\.kind) == [.animated, .reloadData, .animated, .reloadData])
    #expect(recorder.updates[0].changeset.itemInserts.count == 2)
    #expect(recorder.updates[2].changeset.itemDeletes.count == 2)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 20, 30])
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("a drag is one move: reloaded only below one change; the collapse before it too")
  func drags() throws {
    for (limit, kinds) in [
      (0, [DataSourceUpdate<String, Int>.Kind.reloadData, .reloadData]),
      (1, [.reloadData, .animated]),
      (2, [.animated, .animated]),
    ] {
      let (dataSource, recorder) = policyDataSource(
        makeSnapshot([("F", [1])]), policy: .reloadAbove(changes: limit))
      dataSource.apply(outline([N(10, [N(11), N(12)]), N(20)], expanded: [10]), to: "T")
      recorder.reset()
      dataSource.reorderingHandlers.canReorderItem = { _ in true }
      var transaction: SnapshotTransaction<String, Int>?
      dataSource.reorderingHandlers.didReorder = { transaction = $0 }
      // 10 is expanded: the drag collapses it (two deletes), then moves it after 20.
      #expect(
        dataSource.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1))
          == .performed)
      #expect(recorder.updates.map(\.kind) == kinds, "limit \(limit)")
      #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [20, 10])
      #expect(dataSource.snapshot(for: "T").children(of: 10) == [11, 12])
      let final = try #require(transaction).finalSnapshot
      #expect(final == dataSource.snapshot())
      #expect(updateReplayProblems(recorder.updates) == [])
    }
  }

  @Test("a feed's snapshots go through the policy")
  func feed() async {
    let (dataSource, recorder) = policyDataSource(list(10), policy: .reloadAbove(changes: 3))
    var small = list(10)
    small.deleteItems([0, 1, 2])
    var large = small
    large.deleteItems([3, 4, 5, 6])
    for (snapshot, kind) in [
      (small, DataSourceUpdate<String, Int>.Kind.animated), (large, .reloadData),
    ] {
      let feed = SnapshotFeed<String, Int>()
      feed.submit(snapshot)
      feed.finish()
      await dataSource.applySnapshots(from: feed)
      #expect(recorder.updates.last?.kind == kind)
      #expect(dataSource.snapshot() == snapshot)
    }
    #expect(recorder.updates.count == 2)
  }

  /// 600 random pairs (edits, section churn, cross-section moves, empty sections, empty and
  /// unrelated snapshots) under random limits, against the reference's exact count.
  @Test("random pairs and limits: the delivered kind is the reference's decision")
  func randomAgainstReference() {
    var random = SeededGenerator(seed: 0x5EED_9011C1)
    var reloads = 0
    var batches = 0
    for round in 0..<600 {
      let pair = RandomSnapshotPair(using: &random)
      let changes: Int? = random.chance(2, in: 3) ? random.below(12) : nil
      let eighths: Int? = random.chance(2, in: 3) ? random.below(9) : nil
      let policy = DataSourceUpdatePolicy.reloadAbove(
        changes: changes, fraction: eighths.map { Double($0) / 8 })
      let changeset = Changeset(from: pair.old, to: pair.new)
      let reference = ReferenceBatchSize(changeset, from: pair.old, to: pair.new)
      let expectReload =
        pair.old.numberOfSections == 0 || changes.map { reference.changes > $0 } ?? false
        || eighths.map { reference.exceeds($0, over: 8) } ?? false

      #expect(DataSourceUpdatePolicy.changeCount(of: changeset) == reference.changes)
      let fraction = DataSourceUpdatePolicy.changedFraction(
        of: changeset, from: pair.old, to: pair.new)
      let referenceFraction =
        reference.size == 0 ? 0 : Double(reference.size - reference.kept) / Double(reference.size)
      #expect(abs(fraction - referenceFraction) < 1e-12, "round \(round): \(pair)")

      let (dataSource, recorder) = policyDataSource(pair.old, policy: policy)
      dataSource.apply(pair.new, animatingDifferences: random.chance(1, in: 2))
      let update = recorder.updates[0]
      #expect(
        (update.kind == .reloadData) == expectReload,
        "round \(round): policy \(policy), \(reference), \(pair)")
      if update.kind == .reloadData {
        reloads += 1
        #expect(update.changeset.isEmpty)
      } else {
        batches += 1
        #expect(update.changeset == changeset)
      }
      #expect(dataSource.snapshot() == pair.new)
    }
    // Both outcomes must be common, or the test decides nothing.
    #expect(reloads > 100 && batches > 100, "\(reloads) reloads, \(batches) batches")
  }
}

@Suite("DataSourceUpdatePolicy: traps")
struct DataSourceUpdatePolicyTrapTests {
  @Test("a negative change count")
  func negativeCount() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DataSourceUpdatePolicy.reloadAbove(changes: -1)
    }
    #expect(
      standardError(result).contains(
        "DataSourceUpdatePolicy(maximumChangeCount:maximumChangedFraction:): "
          + "maximumChangeCount -1 is negative"))
  }

  @Test("a fraction above 1")
  func fractionAboveOne() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DataSourceUpdatePolicy.reloadAbove(changes: 10, fraction: 1.5)
    }
    #expect(
      standardError(result).contains(
        "DataSourceUpdatePolicy(maximumChangeCount:maximumChangedFraction:): "
          + "maximumChangedFraction 1.5 is not in 0...1"))
  }

  @Test("a NaN fraction")
  func fractionNaN() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DataSourceUpdatePolicy(maximumChangedFraction: .nan)
    }
    #expect(
      standardError(result).contains(
        "DataSourceUpdatePolicy(maximumChangeCount:maximumChangedFraction:): "
          + "maximumChangedFraction nan is not in 0...1"))
  }
}
