// The emulated outline view's selection: it follows its rows, leaves with rows that leave the
// view, tells the delegate of every change and rejects rows out of range.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Outline view selection")
struct OutlineSelectionTests {
  /// The names of the selected rows' items.
  func selected(_ fixture: OutlineFixture) -> [String] {
    fixture.view.selectedRowIndexes.map { (fixture.view.item(atRow: $0) as! Node).name }
  }

  @Test func theSelectionFollowsItsRowsThroughInsertsAndMoves() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    fixture.view.selectRowIndexes([1, 3], byExtendingSelection: false)
    #expect(selected(fixture) == ["a1", "b"] && fixture.view.emulatedSelectionChangeCount == 1)
    fixture.source.roots.insert(Node("new"), at: 0)
    expectNoException { fixture.view.insertItems(at: [0], inParent: nil) }
    #expect(selected(fixture) == ["a1", "b"])
    let b = fixture.source.roots.removeLast()
    fixture.a.children.insert(b, at: 0)
    expectNoException { fixture.view.moveItem(at: 2, inParent: nil, to: 0, inParent: fixture.a) }
    #expect(selected(fixture) == ["b", "a1"] && fixture.view.emulatedSelectionChangeCount == 1)
    fixture.view.selectRowIndexes([0], byExtendingSelection: true)
    #expect(selected(fixture) == ["new", "b", "a1"])
  }

  @Test func rowsThatLeaveTheViewLeaveTheSelectionAndTheDelegateIsTold() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    fixture.view.selectRowIndexes([0, 1, 2], byExtendingSelection: false)
    // A collapse hides a1 and a2: deselected, the collapsed row stays as it was, told once.
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    #expect(selected(fixture) == ["a"] && fixture.view.emulatedSelectionChangeCount == 2)
    // Shown again, they are not selected again.
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    #expect(selected(fixture) == ["a"] && fixture.view.emulatedSelectionChangeCount == 2)
    // A removed row leaves, told once when the updates end.
    fixture.view.selectRowIndexes([3], byExtendingSelection: true)
    fixture.source.roots.removeLast()
    fixture.view.beginUpdates()
    fixture.view.removeItems(at: [1], inParent: nil)
    #expect(fixture.view.emulatedSelectionChangeCount == 3)
    fixture.view.endUpdates()
    #expect(selected(fixture) == ["a"] && fixture.view.emulatedSelectionChangeCount == 4)
    // A reload keeps the item's row and its selection; `reloadData()` clears it.
    fixture.view.reloadItem(fixture.a)
    #expect(selected(fixture) == ["a"])
    fixture.view.reloadData()
    #expect(selected(fixture).isEmpty && fixture.view.emulatedSelectionChangeCount == 5)
  }

  @Test func aClickSelectsAndARowOutOfRangeIsRejected() {
    let fixture = OutlineFixture()
    fixture.view.emulateClick(row: 1)
    fixture.view.emulateClick(row: 0)
    #expect(selected(fixture) == ["a"])
    fixture.view.allowsMultipleSelection = true
    fixture.view.emulateClick(row: 1)
    fixture.view.emulateClick(row: 0)
    #expect(selected(fixture) == ["b"])
    fixture.view.deselectRow(1)
    #expect(selected(fixture).isEmpty && fixture.view.emulatedSelectionChangeCount == 5)
    expectRaises("NSOutlineView selectRowIndexes: row index out of range (numberOfRows: 2)") {
      fixture.view.selectRowIndexes([2], byExtendingSelection: false)
    }
  }
}
