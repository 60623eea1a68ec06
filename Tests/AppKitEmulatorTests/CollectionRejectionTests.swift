// Each rule the emulated collection view enforces, broken by a hand-written batch, in the words
// it raises (UIKit's batch messages; see BatchUpdate.swift and NSCollectionView.swift).
import AppKit
import Testing

/// One item call of a batch, in section 0.
enum CollectionCall: Sendable, CustomStringConvertible {
  case delete(Int), insert(Int), reload(Int), move(Int, Int)

  @MainActor
  func send(to view: NSCollectionView) {
    switch self {
    case .delete(let item): view.deleteItems(at: [IndexPath(item: item, section: 0)])
    case .insert(let item): view.insertItems(at: [IndexPath(item: item, section: 0)])
    case .reload(let item): view.reloadItems(at: [IndexPath(item: item, section: 0)])
    case .move(let from, let to):
      view.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
    }
  }

  var description: String {
    switch self {
    case .delete(let item): "delete \(item)"
    case .insert(let item): "insert \(item)"
    case .reload(let item): "reload \(item)"
    case .move(let from, let to): "move \(from) to \(to)"
    }
  }
}

@MainActor
@Suite("Collection view rejections")
struct CollectionRejectionTests {
  let fixture = CollectionFixture([["a", "b", "c"], ["d", "e"]])
  var view: NSCollectionView { fixture.view }
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

  /// Two calls in one batch that the view cannot both apply.
  @Test(arguments: [
    (
      [CollectionCall.delete(0), .move(0, 1)],
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
    ([.delete(2), .delete(2)], "attempt to delete item 2 from section 0 twice"),
    ([.reload(2), .reload(2)], "attempt to reload the same index path twice (\(path(0, 2)))"),
  ])
  func callsThatClash(_ calls: [CollectionCall], _ reason: String) {
    expectRaises(reason) {
      view.performBatchUpdates {
        for call in calls { call.send(to: view) }
      }
    }
  }

  @Test func aRejectedBatchReloadsTheModelFromTheDataSource() {
    expectRaises(
      "attempt to delete item 9 from section 0 which only contains 3 items before the update"
    ) {
      view.performBatchUpdates {
        source.sections = [["a"], ["d", "e", "f"]]
        view.deleteItems(at: [IndexPath(item: 9, section: 0)])
      }
    }
    #expect(view.emulatedItemCounts == [1, 3])
    #expect(view.emulatedBatchCount == 0)
  }

  @Test func reloadDataInsideABatch() {
    expectRaises(
      "attempt to call -reloadData on the collection view while it is performing batch updates "
        + "or asking its data source for an item"
    ) {
      view.performBatchUpdates { view.reloadData() }
    }
  }

  @Test func aBatchInsideABatch() {
    expectRaises(
      "attempt to perform batch updates on the collection view while it is already performing "
        + "batch updates or asking its data source for an item"
    ) {
      view.performBatchUpdates { view.performBatchUpdates(nil) }
    }
  }
}
