// The emulated table view: calls apply at once, in order, and are checked against its rows.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Table view")
struct TableTests {
  @Test func callsApplyInOrderInTheRowsTheCallsBeforeLeft() {
    let fixture = TableFixture(["a", "b", "c"])
    fixture.source.rows = ["c", "x", "a"]
    expectNoException {
      fixture.view.beginUpdates()
      fixture.view.removeRows(at: [1], withAnimation: .effectFade)  // a c
      fixture.view.moveRow(at: 1, to: 0)  // c a
      fixture.view.insertRows(at: [1], withAnimation: .slideDown)  // c x a
      fixture.view.endUpdates()
    }
    #expect(fixture.labels == ["c", "x", "a"])
  }

  @Test func movesKeepTheirViewsAndInsertsGetNewOnes() {
    let fixture = TableFixture(["a", "b"])
    let serials = fixture.view.emulatedRowSerials
    fixture.source.rows = ["b", "a", "n"]
    fixture.source.viewRequests = []
    expectNoException {
      fixture.view.beginUpdates()
      fixture.view.moveRow(at: 0, to: 1)
      fixture.view.insertRows(at: [2])
      fixture.view.endUpdates()
    }
    #expect(fixture.view.emulatedRowSerials.prefix(2) == [serials[1], serials[0]])
    #expect(fixture.source.viewRequests == [2])
  }

  @Test(arguments: [
    ("insert", 4), ("remove", 3), ("move from", 3), ("move to", 3),
  ])
  func indexesOutOfRangeAreRejected(call: String, index: Int) {
    let fixture = TableFixture(["a", "b", "c"])
    expectRaises("NSTableView error inserting/removing/moving row \(index) (numberOfRows: 3).") {
      switch call {
      case "insert": fixture.view.insertRows(at: [index])
      case "remove": fixture.view.removeRows(at: [index])
      case "move from": fixture.view.moveRow(at: index, to: 0)
      default: fixture.view.moveRow(at: 0, to: index)
      }
    }
  }

  @Test func aCountTheDataSourceDisagreesWithIsRejected() {
    let fixture = TableFixture(["a", "b"])
    fixture.source.rows = ["a"]
    expectRaises(
      "NSTableView: the data source has 1 rows, the table 2 after the updates (emulator's wording)"
    ) {
      fixture.view.beginUpdates()
      fixture.view.endUpdates()
    }
  }

  @Test func reloadedRowsGetNewViewsInTheirPlace() {
    let fixture = TableFixture(["a", "b"])
    fixture.source.rows = ["a", "B"]
    expectNoException { fixture.view.reloadData(forRowIndexes: [1], columnIndexes: [0]) }
    #expect(fixture.labels == ["a", "B"])
  }

  @Test func onlyVisibleRowsGetViews() {
    let fixture = TableFixture([])
    fixture.view.emulatedVisibleRows = 0..<2
    fixture.source.rows = ["a", "b", "c"]
    fixture.view.reloadData()
    #expect(fixture.source.viewRequests == [0, 1])
    #expect(!fixture.view.emulatedHasViews(2))
  }

  @Test func groupRowsHaveOneViewAcrossTheColumns() {
    let fixture = TableFixture([])
    fixture.view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("size")))
    fixture.source.rows = ["Header", "a"]
    fixture.source.groups = ["Header"]
    fixture.view.reloadData()
    #expect(fixture.view.emulatedIsGroupRow(0) && !fixture.view.emulatedIsGroupRow(1))
    #expect(fixture.view.emulatedViews(ofRow: 0).count == 1)
    #expect(fixture.view.emulatedViews(ofRow: 1).count == 2)
  }
}
