// Valid batches on the emulated collection view: the rows and cells they leave.
import Testing
import UIKit

@MainActor
@Suite("Collection view batches")
struct CollectionBatchTests {
  @Test func deletesComeBeforeInsertsWhateverTheCallOrder() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let cellA = fixture.cell(0)
    let serials = fixture.view.emulatedRowSerials[0]
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["x", "a", "c"]
      fixture.view.insertItems(at: [IndexPath(item: 0, section: 0)])
      fixture.view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.shown == fixture.expected)
    #expect(fixture.cell(1) === cellA)
    let after = fixture.view.emulatedRowSerials[0]
    #expect(after[1] == serials[0] && after[2] == serials[2])
    #expect(!serials.contains(after[0]))
    #expect(fixture.view.emulatedBatchCount == 1)
  }

  @Test func aMoveKeepsItsRowAndCell() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let cellC = fixture.cell(2)
    let serialC = fixture.view.emulatedRowSerials[0][2]
    fixture.source.cellRequests = []
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["c", "a", "b"]
      fixture.view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.cell(0) === cellC)
    #expect(fixture.view.emulatedRowSerials[0][0] == serialC)
    #expect(fixture.source.cellRequests.isEmpty)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func aReloadReplacesTheRowAndAsksForANewCell() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let serialB = fixture.view.emulatedRowSerials[0][1]
    let oldCell = fixture.cell(1)
    fixture.source.cellRequests = []
    fixture.source.sections[0][1] = "B"
    fixture.view.reloadItems(at: [IndexPath(item: 1, section: 0)])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedRowSerials[0][1] != serialB)
    #expect(fixture.source.cellRequests == [IndexPath(item: 1, section: 0)])
    // The old cell went to the reuse queue and came back prepared.
    #expect(fixture.cell(1) === oldCell)
    #expect(oldCell?.emulatedPrepareForReuseCount == 1)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func aReloadInABatchStaysInItsPlace() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["B", "c"]
      fixture.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      fixture.view.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func sectionMovesCarryTheirRows() {
    let fixture = CollectionFixture([["a", "b"], ["c"]])
    let serials = fixture.view.emulatedRowSerials
    let cellC = fixture.cell(0, 1)
    fixture.view.performBatchUpdates {
      fixture.source.sections = [["c"], ["a", "b"]]
      fixture.view.moveSection(1, toSection: 0)
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedRowSerials == [serials[1], serials[0]])
    #expect(fixture.cell(0, 0) === cellC)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func itemsMoveAcrossSections() {
    let fixture = CollectionFixture([["a", "b"], ["c"]])
    let cellA = fixture.cell(0, 0)
    fixture.view.performBatchUpdates {
      fixture.source.sections = [["b"], ["c", "a"]]
      fixture.view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.cell(1, 1) === cellA)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func untouchedRowsFillTheRemainingPlacesInOrder() {
    let fixture = CollectionFixture([["a", "b", "c", "d", "e"]])
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["x", "a", "c", "e"]
      fixture.view.deleteItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)])
      fixture.view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func sectionDeletesAndInsertsUseOldAndNewIndexes() {
    let fixture = CollectionFixture([["a"], ["b"], ["c"]])
    let serialB = fixture.view.emulatedRowSerials[1][0]
    fixture.view.performBatchUpdates {
      fixture.source.sections = [["b"], ["n", "m"], ["c"]]
      fixture.view.insertSections([1])
      fixture.view.deleteSections([0])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedRowCounts == [1, 2, 1])
    #expect(fixture.view.emulatedRowSerials[0][0] == serialB)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func aReloadedSectionTakesItsNewCount() {
    let fixture = CollectionFixture([["a"], ["b"]])
    let serialA = fixture.view.emulatedRowSerials[0][0]
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["x", "y", "z"]
      fixture.view.reloadSections([0])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedRowCounts == [3, 1])
    #expect(!fixture.view.emulatedRowSerials[0].contains(serialA))
    #expect(fixture.shown == fixture.expected)
  }

  @Test func hundredsOfRowsKeepTheirCellsThroughAMixedBatch() {
    let labels = (0..<600).map { "r\($0)" }
    let fixture = CollectionFixture([Array(labels[..<300]), Array(labels[300...])])
    var first = Array(labels[..<300])
    var second = Array(labels[300...])
    let deleted = stride(from: 0, to: 300, by: 3).map { IndexPath(item: $0, section: 0) }
    let moved = (IndexPath(item: 10, section: 1), IndexPath(item: 0, section: 0))
    let cellMoved = fixture.cell(10, 1)
    fixture.view.performBatchUpdates {
      first = first.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
      let carried = second.remove(at: 10)
      first.insert(carried, at: 0)
      for i in stride(from: 0, to: 40, by: 4) { second.insert("new\(i)", at: i) }
      fixture.source.sections = [first, second]
      fixture.view.deleteItems(at: deleted)
      fixture.view.moveItem(at: moved.0, to: moved.1)
      fixture.view.insertItems(
        at: stride(from: 0, to: 40, by: 4).map { IndexPath(item: $0, section: 1) })
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedRowCounts == [201, 309])
    #expect(fixture.cell(0, 0) === cellMoved)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func counts() {
    let fixture = CollectionFixture([["a", "b", "c"], []])
    #expect(fixture.view.numberOfSections == 2)
    #expect(fixture.view.numberOfItems(inSection: 0) == 3)
    #expect(fixture.view.numberOfItems(inSection: 1) == 0)
    // The model does not follow the data source until the view is told.
    fixture.source.sections[1] = ["z"]
    #expect(fixture.view.numberOfItems(inSection: 1) == 0)
    fixture.view.reloadData()
    #expect(fixture.view.numberOfItems(inSection: 1) == 1)
    #expect(fixture.view.emulatedReloadDataCount == 1)
    #expect(fixture.view.emulatedLog == ["reloadData"])
  }

  @Test func anotherDataSourceInvalidatesTheModel() {
    let fixture = CollectionFixture([["a", "b"]])
    let other = CollectionSource([["x"], ["y", "z"]])
    fixture.view.dataSource = other
    #expect(fixture.view.emulatedRowCounts == [])
    #expect(fixture.view.numberOfSections == 2)
    fixture.view.layoutIfNeeded()
    #expect(fixture.view.emulatedRowCounts == [1, 2])
    #expect(fixture.view.visibleCells.compactMap { ($0 as? LabelCell)?.label } == ["x", "y", "z"])
    withExtendedLifetime(other) {}
  }

  @Test func theLogHasOneLinePerCall() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["c", "b"]
      fixture.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      fixture.view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    }
    UIView.performWithoutAnimation {
      fixture.source.sections[0] = ["c"]
      fixture.view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(
      fixture.view.emulatedLog == [
        "performBatchUpdates animated", "deleteItems [0-0]", "moveItem [0-2] -> [0-0]",
        "deleteItems [0-1] not animated",
      ])
    #expect(fixture.view.emulatedBatchCount == 2)
  }
}
