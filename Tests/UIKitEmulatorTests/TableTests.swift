// The emulated table view: its wording, its cells, its titles and its update calls.
import EmulatorTesting
import Testing
import UIKit

@MainActor
@Suite("Table view")
struct TableTests {
  @Test func countsThatDoNotAddUpSayRows() {
    let fixture = TableFixture([["a", "b"]])
    expectRaises(
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
        + "existing section after the update (1) must be equal to the number of rows contained "
        + "in that section before the update (2), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      fixture.view.performBatchUpdates { fixture.source.sections[0].removeLast() }
    }
  }

  @Test func sectionCountsSayTableView() {
    let fixture = TableFixture([["a"]])
    expectRaises(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (1), plus or minus the number of sections inserted "
        + "or deleted (1 inserted, 0 deleted)."
    ) {
      fixture.view.insertSections([0], with: .fade)
    }
  }

  @Test func deleteRowOutOfRange() {
    let fixture = TableFixture([["a", "b", "c"]])
    expectRaises(
      "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
    ) {
      fixture.view.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    }
  }

  /// A cell provider that breaks a rule, and the table view's wording for it.
  @Test(arguments: [
    (
      Misbehaviour.unregistered,
      "unable to dequeue a cell with identifier nope - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard"
    ),
    (
      .notDequeued,
      "UITableView dataSource must return a cell from -tableView:cellForRowAtIndexPath: that it "
        + "dequeued with -dequeueReusableCellWithIdentifier:forIndexPath: for index path "
        + "(\(path(0, 0)))"
    ),
  ])
  func cellProvidersThatBreakARule(_ misbehaviour: Misbehaviour, _ reason: String) {
    let fixture = TableFixture([["a"]])
    fixture.source.misbehaviour = misbehaviour
    expectRaises(reason) { fixture.view.reloadData() }
  }

  @Test func beginAndEndUpdatesAreOneBatch() {
    let fixture = TableFixture([["a", "b", "c"]])
    let cellC = fixture.view.cellForRow(at: IndexPath(row: 2, section: 0))
    fixture.view.beginUpdates()
    fixture.source.sections[0] = ["c", "x", "b"]
    fixture.view.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    fixture.view.beginUpdates()
    fixture.view.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    fixture.view.endUpdates()
    fixture.view.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
    fixture.view.endUpdates()
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.view.emulatedBatchCount == 1)
    #expect(fixture.view.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
    #expect(fixture.shown == fixture.expected)
    #expect(
      fixture.view.emulatedLog == [
        "beginUpdates animated", "deleteRows [0-0] left", "insertRows [0-1] automatic",
        "moveRow [0-2] -> [0-0]",
      ])
  }

  @Test func loneCallsRecordTheirAnimation() {
    let fixture = TableFixture([["a", "b"]])
    fixture.source.sections[0][0] = "A"
    fixture.view.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    if #available(iOS 15.0, tvOS 15.0, *) {
      fixture.source.sections[0][1] = "B"
      fixture.view.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    }
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(
      fixture.view.emulatedLog == [
        "reloadRows [0-0] none animated", "reconfigureRows [0-1] animated",
      ])
    #expect(fixture.shown == [["A", "B"]])
    #expect(fixture.view.indexPathsForVisibleRows?.count == 2)
    #expect(fixture.view.visibleCells.count == 2)
  }

  @Test func headerTitlesComeFromLayout() {
    let fixture = TableFixture([["a"], ["b"]], titles: ["One", nil])
    #expect(fixture.view.emulatedHeaderTitles == ["One", nil])
    fixture.source.titles = ["Uno", "Dos", "Tres"]
    fixture.view.performBatchUpdates {
      fixture.source.sections.append(["c"])
      fixture.view.insertSections([2], with: .fade)
    }
    // Only the new section asks: UIKit keeps the titles of sections it did not reload.
    #expect(fixture.view.emulatedHeaderTitles == ["One", nil, "Tres"])
  }

  @Test func cellsAreCreatedWithTheirStyleAndIdentifier() {
    let fixture = TableFixture([["a"]])
    let cell = fixture.view.emulatedVisibleCells.first?.cell
    #expect(cell?.reuseIdentifier == "row")
    #expect(cell?.emulatedStyle == .default)
    #expect(cell is LabelRowCell)
    #expect(fixture.view.isEditing == false)
  }
}

@Suite("Trapping")
struct TrappingTests {
  @Test func anExceptionTerminatesWithUIKitsWording() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIKitEmulator.trapsOnException = true
        let view = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.deleteSections([3])
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains(
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'attempt to delete section 3, but there are only 0 sections before the "
            + "update'"))
    }
  }
}
