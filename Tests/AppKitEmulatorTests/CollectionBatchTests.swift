// The emulated collection view applies a batch as UIKit's does: deletes and reloads in old
// coordinates, inserts in new ones, moves from old to new, counts asked before and after.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Collection view batches")
struct CollectionBatchTests {
  @Test func itemCallsUseOldAndNewCoordinates() {
    let fixture = CollectionFixture([["a", "b", "c", "d"]])
    let serials = fixture.view.emulatedRowSerials[0]
    expectNoException {
      fixture.view.performBatchUpdates {
        fixture.source.sections = [["d", "x", "b"]]
        fixture.view.deleteItems(at: [
          IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
        ])
        fixture.view.moveItem(
          at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        fixture.view.insertItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    #expect(fixture.labels == [["d", "x", "b"]])
    let after = fixture.view.emulatedRowSerials[0]
    #expect(after[0] == serials[3] && after[2] == serials[1])
    #expect(!serials.contains(after[1]))
  }

  @Test func sectionCallsUseOldAndNewCoordinates() {
    let fixture = CollectionFixture([["a"], ["b"], ["c"]])
    let serials = fixture.view.emulatedRowSerials
    expectNoException {
      fixture.view.performBatchUpdates {
        fixture.source.sections = [["c"], ["b"], ["n", "m"]]
        fixture.view.deleteSections([0])
        fixture.view.moveSection(2, toSection: 0)
        fixture.view.insertSections([2])
      }
    }
    #expect(fixture.labels == [["c"], ["b"], ["n", "m"]])
    #expect(fixture.view.emulatedRowSerials[0] == serials[2])
    #expect(fixture.view.emulatedRowSerials[1] == serials[1])
  }

  @Test func movesAcrossSectionsKeepTheirItems() {
    let fixture = CollectionFixture([["a", "b"], ["c"]])
    let moving = fixture.item(1)
    expectNoException {
      fixture.view.performBatchUpdates {
        fixture.source.sections = [["a"], ["b", "c"]]
        fixture.view.moveItem(
          at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
      }
    }
    #expect(fixture.labels == [["a"], ["b", "c"]])
    #expect(fixture.item(0, 1) === moving)
    #expect(fixture.source.itemRequests.count == 3)
  }

  @Test func reloadedItemsGetNewItemsInTheirPlace() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let serials = fixture.view.emulatedRowSerials[0]
    let kept = fixture.item(0)
    fixture.source.sections = [["a", "B", "c"]]
    expectNoException { fixture.view.reloadItems(at: [IndexPath(item: 1, section: 0)]) }
    #expect(fixture.labels == [["a", "B", "c"]])
    #expect(fixture.item(0) === kept)
    let after = fixture.view.emulatedRowSerials[0]
    #expect(after[0] == serials[0] && after[2] == serials[2] && after[1] != serials[1])
  }

  @Test func reloadedSectionsAskForTheirNewCount() {
    let fixture = CollectionFixture([["a"], ["b"]])
    fixture.source.sections = [["a"], ["x", "y", "z"]]
    expectNoException { fixture.view.reloadSections([1]) }
    #expect(fixture.labels == [["a"], ["x", "y", "z"]])
  }

  @Test func aLoneCallIsABatchFromTheModelTheViewHas() {
    let fixture = CollectionFixture([["a", "b"]])
    fixture.source.sections = [["a", "b", "c"]]
    expectNoException { fixture.view.insertItems(at: [IndexPath(item: 2, section: 0)]) }
    #expect(fixture.labels == [["a", "b", "c"]])
    #expect(fixture.view.emulatedBatchCount == 1)
  }

  @Test func countsAreAskedBeforeTheUpdateBlock() {
    let fixture = CollectionFixture([["a", "b"]])
    var asked: [Int] = []
    fixture.view.performBatchUpdates {
      asked = fixture.view.emulatedItemCounts
      fixture.source.sections = [["a"]]
      fixture.view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(asked == [2])
    #expect(fixture.labels == [["a"]])
    #expect(fixture.view.emulatedModelResyncCount == 0)
  }

  @Test func theLogNamesEachCall() {
    let fixture = CollectionFixture([["a", "b"]])
    fixture.source.sections = [["b", "a"]]
    expectNoException {
      fixture.view.animator().performBatchUpdates {
        fixture.view.moveItem(
          at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
      }
    }
    #expect(
      fixture.view.emulatedLog == [
        "reloadData", "animator()", "performBatchUpdates", "moveItem [0-0] -> [0-1]",
      ])
    #expect(fixture.view.emulatedAnimatorCount == 1)
  }
}
