// The list host's selection on the table: items the host selects before they arrive, the
// selection kept through reloads, and deleted items dropped from it, written back once.
import AdapterTesting
import AppKit
import Snapshots
import Testing

extension TableHostScreen {
  /// The items of the rows the table shows selected.
  var selectedInTable: Set<Int> {
    Set(table.selectedRowIndexes.compactMap { coordinator.dataSource.itemIdentifier(forRow: $0) })
  }

  /// Hands the selection, then the state, in, as the SwiftUI host does: whether it applied.
  func update(selection: Set<Int>, then content: Notes) -> Bool {
    coordinator.update(selection: selection)
    return coordinator.update(to: content)
  }
}

@MainActor
@Suite(.serialized)
struct TableSelectionTests {
  init() { recordExceptions() }

  @Test func itemsSelectedBeforeTheyArriveAreSelectedWhenTheyDo() {
    let screen = TableHostScreen()
    screen.table.allowsMultipleSelection = true
    var content = notes([("A", ["a", "b"])])
    // The first apply is a reload, which shows the selection it finds.
    #expect(screen.update(selection: [1, 5], then: content))
    #expect(screen.table.emulatedLog == ["reloadData"] && screen.selectedInTable == [1])
    content.appendItems([Note(id: 5, text: "e")], toSection: "A")
    #expect(screen.update(selection: [1, 5], then: content))
    #expect(screen.selectedInTable == [1, 5] && screen.writtenSelections.isEmpty)
    #expect(screen.coordinator.selection == [1, 5])
    expectNoExceptions()
  }

  @Test func aReloadShowsTheSelectionAgain() {
    let screen = TableHostScreen()
    var content = notes([("A", ["a", "b", "c"])])
    _ = screen.update(selection: [2], then: content)
    // Every change a reload: the table forgets its selection, the coordinator selects again.
    screen.coordinator.dataSource.updatePolicy = DataSourceUpdatePolicy(maximumChangeCount: 0)
    content.appendItems([Note(id: 9, text: "z")], toSection: "A")
    let changes = screen.table.emulatedSelectionChangeCount
    #expect(screen.update(selection: [2], then: content))
    #expect(screen.table.emulatedReloadDataCount == 2)
    #expect(screen.selectedInTable == [2] && screen.writtenSelections.isEmpty)
    #expect(screen.table.emulatedSelectionChangeCount == changes + 1)
    expectNoExceptions()
  }

  @Test func deletedItemsLeaveTheSelectionWrittenBackOnce() {
    let screen = TableHostScreen()
    screen.table.allowsMultipleSelection = true
    var content = notes([("A", ["a", "b", "c"]), ("B", ["d"])])
    _ = screen.update(selection: [0, 1, 3], then: content)
    content.deleteItems([1])
    content.deleteSections(["B"])
    #expect(screen.update(selection: [0, 1, 3], then: content))
    #expect(screen.writtenSelections == [[0]] && screen.selectedInTable == [0])
    // Handing the written selection back in changes nothing and writes nothing.
    let changes = screen.table.emulatedSelectionChangeCount
    #expect(!screen.update(selection: [0], then: content))
    #expect(screen.table.emulatedSelectionChangeCount == changes)
    #expect(screen.writtenSelections.count == 1)
    // An item deleted and inserted again later is not selected: it left the selection.
    content.appendItems([Note(id: 1, text: "b")], toSection: "A")
    #expect(screen.update(selection: [0], then: content))
    #expect(screen.selectedInTable == [0] && screen.writtenSelections.count == 1)
    expectNoExceptions()
  }
}
