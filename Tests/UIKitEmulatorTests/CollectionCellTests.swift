// Cells, reconfiguration, the visible window, headers and registrations of the emulated
// collection view.
import EmulatorTesting
import Testing
import UIKit

@MainActor
@Suite("Collection view cells")
struct CollectionCellTests {
  @Test func reconfigureOutsideABatchReusesTheExistingCell() throws {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let cell = try #require(fixture.cell(1))
    fixture.source.cellRequests = []
    fixture.source.sections[0][1] = "B"
    fixture.view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.source.cellRequests == [IndexPath(item: 1, section: 0)])
    #expect(fixture.cell(1) === cell)
    #expect(cell.label == "B")
    #expect(cell.emulatedPrepareForReuseCount == 0)
  }

  @Test func reconfigureInsideABatchUsesOldCoordinates() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    let cellC = fixture.cell(2)
    fixture.source.cellRequests = []
    fixture.view.performBatchUpdates {
      fixture.source.sections[0] = ["b", "C"]
      fixture.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      fixture.view.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.source.cellRequests == [IndexPath(item: 1, section: 0)])
    #expect(fixture.cell(1) === cellC)
    #expect(cellC?.label == "C")
  }

  @Test func reconfigureIgnoresRowsWithoutACell() {
    let fixture = CollectionFixture([["a", "b", "c"]])
    fixture.view.emulatedVisibleRows = 0..<1
    fixture.view.layoutIfNeeded()
    fixture.source.cellRequests = []
    fixture.view.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.source.cellRequests.isEmpty)
  }

  @Test func theVisibleWindowCreatesAndRecyclesCells() {
    let fixture = CollectionFixture([["a", "b"], ["c", "d"]])
    fixture.view.emulatedVisibleRows = 0..<2
    fixture.view.reloadData()
    #expect(fixture.view.indexPathsForVisibleItems.count == 2)
    let cellA = fixture.cell(0)
    let preparedBefore = cellA?.emulatedPrepareForReuseCount ?? -1
    fixture.view.emulatedVisibleRows = 1..<3
    fixture.view.layoutIfNeeded()
    #expect(
      fixture.view.emulatedVisibleCells.map(\.indexPath) == [
        IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
      ])
    #expect(fixture.cell(0) == nil)
    // The recycled cell came back, prepared, for the row entering the window.
    #expect(fixture.cell(0, 1) === cellA)
    #expect(cellA?.emulatedPrepareForReuseCount == preparedBefore + 1)
    #expect(cellA?.label == "c")
    #expect(fixture.view.visibleCells.count == 2)
  }

  @Test func headersOfVisibleSections() {
    let fixture = CollectionFixture([["a"], ["b"], ["c"]])
    fixture.view.emulatedHeaderKind = UICollectionView.elementKindSectionHeader
    fixture.view.emulatedVisibleRows = 0..<2
    fixture.view.layoutIfNeeded()
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(
      fixture.source.headerRequests == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    #expect(fixture.view.emulatedHeaders.map { ($0 as? HeaderView)?.section } == [0, 1, nil])
  }

  @Test func cellRegistrationsConfigureWithTheItem() {
    recordExceptions()
    let source = RegistrationSource()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    let cells = view.emulatedVisibleCells.compactMap { $0.cell as? UICollectionViewListCell }
    #expect(
      cells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == [
        "one", "two",
      ])
    #expect(
      cells.first?.accessories.map(\.emulatedKind) == [.outlineDisclosure, .disclosureIndicator])
    #expect(cells.first?.reuseIdentifier != nil)
    withExtendedLifetime(source) {}
  }

  @Test func indexPathAccessors() {
    var indexPath = IndexPath(row: 4, section: 2)
    #expect(indexPath.section == 2 && indexPath.row == 4 && indexPath.item == 4)
    indexPath.item = 7
    indexPath.section = 1
    #expect(indexPath == IndexPath(item: 7, section: 1))
    #expect(Array(indexPath) == [1, 7])
  }
}
