// Each rule the emulated collection view enforces, broken by a hand-written batch.
import Testing
import UIKit

@MainActor
@Suite("Collection view rejections")
struct CollectionRejectionTests {
  let fixture = CollectionFixture([["a", "b", "c"], ["d", "e"]])
  var view: UICollectionView { fixture.view }
  var source: CollectionSource { fixture.source }

  @Test func countsThatDoNotAddUp() {
    expectRaises(
      "Invalid update: invalid number of items in section 0. The number of items contained in "
        + "an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      view.performBatchUpdates { source.sections[0].append("x") }
    }
  }

  @Test func dataSourceChangedBeforeTheBatch() {
    source.sections[0].append("x")
    expectRaises(
      "Invalid update: invalid number of items in section 0. The number of items contained in "
        + "an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (4), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 3, section: 0)]) }
    }
    #expect(view.emulatedModelResyncCount == 1)
  }

  @Test func sectionCountThatDoesNotAddUp() {
    expectRaises(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections "
        + "contained in the collection view before the update (2), plus or minus the number of "
        + "sections inserted or deleted (0 inserted, 0 deleted)."
    ) {
      view.performBatchUpdates { source.sections.append(["z"]) }
    }
  }

  @Test func deleteItemOutOfRange() {
    expectRaises(
      "attempt to delete item 5 from section 0 which only contains 3 items before the update"
    ) {
      view.performBatchUpdates {
        source.sections[0].removeLast()
        view.deleteItems(at: [IndexPath(item: 5, section: 0)])
      }
    }
  }

  @Test func deleteItemFromMissingSection() {
    expectRaises(
      "attempt to delete item 0 from section 4, but there are only 2 sections before the update"
    ) {
      view.deleteItems(at: [IndexPath(item: 0, section: 4)])
    }
  }

  @Test func deleteSectionOutOfRange() {
    expectRaises("attempt to delete section 4, but there are only 2 sections before the update") {
      view.deleteSections([4])
    }
  }

  @Test func insertItemOutOfRange() {
    expectRaises(
      "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after "
        + "the update"
    ) {
      view.performBatchUpdates {
        source.sections[0].append("x")
        view.insertItems(at: [IndexPath(item: 7, section: 0)])
      }
    }
  }

  @Test func insertSectionOutOfRange() {
    expectRaises("attempt to insert section 5 but there are only 3 sections after the update") {
      view.performBatchUpdates {
        source.sections.append([])
        view.insertSections([5])
      }
    }
  }

  /// Two calls in one batch that UIKit cannot both apply.
  @Test(arguments: [
    (
      [ItemCall.delete(0), .move(0, 1)],
      "attempt to perform a delete and a move from the same index path (\(path(0, 0)))"
    ),
    ([.reload(1), .delete(1)], "attempt to delete and reload the same index path (\(path(0, 1)))"),
    (
      [.move(0, 2), .move(1, 2)],
      "attempt to move index path (\(path(0, 1))) to index path (\(path(0, 2))) that already exists"
    ),
    (
      [.move(0, 1), .insert(1)],
      "attempt to perform an insert and a move to the same index path (\(path(0, 1)))"
    ),
    ([.move(0, 1), .move(0, 2)], "attempt to move index path (\(path(0, 0))) twice"),
    (
      [.reload(0), .move(0, 1)],
      "attempt to perform a reload and a move of the same index path (\(path(0, 0)))"
    ),
  ])
  func callsThatClash(_ calls: [ItemCall], _ reason: String) {
    expectRaises(reason) {
      view.performBatchUpdates {
        for call in calls { call.send(to: view) }
      }
    }
  }

  @Test func deleteTwice() {
    expectRaises("attempt to delete item 1 from section 0 twice") {
      view.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
    }
  }

  @Test func insertTwice() {
    expectRaises("attempt to insert the same index path twice (\(path(0, 1)))") {
      view.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
    }
  }

  @Test func moveIntoAnInsertedSection() {
    expectRaises("attempt to move item 0 into section 0, which is being inserted") {
      view.performBatchUpdates {
        source.sections.insert(["d"], at: 0)
        source.sections[2].removeFirst()
        view.insertSections([0])
        view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
      }
    }
  }

  @Test func moveOutOfADeletedSection() {
    expectRaises("attempt to move item 0 from section 1, which is being deleted") {
      view.performBatchUpdates {
        source.sections.remove(at: 1)
        source.sections[0].insert("d", at: 0)
        view.deleteSections([1])
        view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
      }
    }
  }

  @Test func itemOpsInsideSectionsThatChangeIdentity() {
    // Each case on a fresh view: a rejected batch leaves its data source changed.
    var fresh = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    expectRaises("attempt to delete item 1 from section 0, which is being deleted") {
      fresh.view.performBatchUpdates {
        fresh.source.sections.remove(at: 0)
        fresh.view.deleteSections([0])
        fresh.view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    fresh = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    expectRaises("attempt to delete item 0 from section 0, which is being moved") {
      fresh.view.performBatchUpdates {
        fresh.view.moveSection(0, toSection: 1)
        fresh.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    fresh = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    expectRaises("attempt to insert item 0 into section 0, which is being reloaded") {
      fresh.view.performBatchUpdates {
        fresh.view.reloadSections([0])
        fresh.view.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    fresh = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    expectRaises("attempt to insert item 0 into section 0, which is being inserted") {
      fresh.view.performBatchUpdates {
        fresh.source.sections.insert(["n"], at: 0)
        fresh.view.insertSections([0])
        fresh.view.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
  }

  @Test func sectionMovedTwiceOrDeletedAndMoved() {
    expectRaises("attempt to move section 0 twice") {
      view.performBatchUpdates {
        view.moveSection(0, toSection: 1)
        view.moveSection(0, toSection: 0)
      }
    }
    expectRaises("attempt to perform a delete and a move from the same section (0)") {
      view.performBatchUpdates {
        view.deleteSections([0])
        view.moveSection(0, toSection: 1)
      }
    }
  }

  @Test func reloadDataInsideABatch() {
    expectRaises(
      "attempt to call -reloadData on the collection view while it is performing batch updates "
        + "or asking its data source for a view"
    ) {
      view.performBatchUpdates { view.reloadData() }
    }
  }

  @Test func nestedBatch() {
    expectRaises(
      "attempt to perform batch updates on the collection view while it is already performing "
        + "batch updates or asking its data source for a view"
    ) {
      view.performBatchUpdates { view.performBatchUpdates {} }
    }
    #expect(view.emulatedBatchCount == 0)
  }

  /// A cell provider that breaks a rule, and the collection view's wording for it.
  @Test(arguments: [
    (
      Misbehaviour.reloadDataInside,
      "attempt to call -reloadData on the collection view while it is performing batch updates "
        + "or asking its data source for a view"
    ),
    (
      .notDequeued,
      "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    ),
    (
      .unregistered,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard"
    ),
    (
      .wrongPath,
      "attempt to dequeue a view for index path (\(path(0, 1))) while the data source is asked "
        + "for the view at index path (\(path(0, 0)))"
    ),
  ])
  func cellProvidersThatBreakARule(_ misbehaviour: Misbehaviour, _ reason: String) {
    source.misbehaviour = misbehaviour
    expectRaises(reason) { view.reloadData() }
  }

  @Test func dequeueTwiceOrOutsideARequest() {
    let message =
      "Expected dequeued view to be returned to the collection view in preparation for display. "
      + "When the collection view's data source is asked to provide a view for a given index "
      + "path, ensure that a single view is dequeued and returned to the collection view. Also, "
      + "do not dequeue views from the data source for any reason other than the collection "
      + "view asking for them."
    source.misbehaviour = .dequeueTwice
    expectRaises(message) { view.reloadData() }
    source.misbehaviour = .none
    expectRaises(message) {
      _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    }
  }

  @Test func reconfigureAMissingPath() {
    expectRaises(
      "attempt to reconfigure item 9 in section 0 which only contains 3 items before the update"
    ) {
      view.reconfigureItems(at: [IndexPath(item: 9, section: 0)])
    }
  }

  @Test func reconfigureThatReturnsAnotherCell() {
    source.misbehaviour = .notDequeued
    expectRaises(
      "the cell returned from the data source when reconfiguring index path (\(path(0, 1))) is "
        + "not its existing cell"
    ) {
      view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
  }

  @Test func supplementaryViewTheDataSourceCannotGive() {
    let bare = RegistrationSource()
    view.dataSource = bare
    view.emulatedHeaderKind = UICollectionView.elementKindSectionHeader
    expectRaises(
      "the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "(UICollectionElementKindSectionHeader, \(path(0, 0)))"
    ) {
      view.reloadData()
    }
  }

  @Test func aRejectionReloadsTheModelFromTheDataSource() {
    expectRaises("attempt to delete section 4, but there are only 2 sections before the update") {
      view.performBatchUpdates({
        source.sections.append(["z"])
        view.deleteSections([4])
      }) { _ in Issue.record("a rejected batch never completes") }
    }
    #expect(view.emulatedRowCounts == [3, 2, 1])
    view.emulateAnimationsFinishing()
    view.layoutIfNeeded()
    #expect(fixture.shown == fixture.expected)
  }
}

/// An update call on the items of section 0, as a value a test's arguments can carry.
enum ItemCall: Sendable {
  case delete(Int), insert(Int), reload(Int), move(Int, Int)

  @MainActor
  func send(to view: UICollectionView) {
    func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    switch self {
    case .delete(let i): view.deleteItems(at: [item(i)])
    case .insert(let i): view.insertItems(at: [item(i)])
    case .reload(let i): view.reloadItems(at: [item(i)])
    case .move(let from, let to): view.moveItem(at: item(from), to: item(to))
    }
  }
}
