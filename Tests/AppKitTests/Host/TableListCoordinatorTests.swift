// The list host's coordinator on the table: what it applies when a host hands its state in
// again, and the selection and moves it writes back without a second apply.
import AdapterTesting
import AppKit
import Snapshots
import Testing

/// A table driven by a coordinator whose row views show each note's text, with every value
/// the coordinator wrote back.
@MainActor
final class TableHostScreen {
  let table = NSTableView()
  let coordinator: TableViewListCoordinator<String, Int, Folder, Note>
  private(set) var writtenContent: [Notes] = []
  private(set) var writtenSelections: [Set<Int>] = []

  init() {
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("text")))
    coordinator = TableViewListCoordinator(tableView: table) { _, _, _, note in label(note.text) }
    coordinator.onContentChange = { [unowned self] in writtenContent.append($0) }
    coordinator.onSelectionChange = { [unowned self] in writtenSelections.append($0) }
  }

  /// What the rows show, in order.
  var shown: [String] {
    (0..<table.numberOfRows).map { table.emulatedViews(ofRow: $0).map(text).joined() }
  }

  /// Hands the state in as a SwiftUI update does: whether it applied, the table calls it
  /// made, and the work counted.
  func update(
    _ content: Notes, selection: Set<Int>? = nil
  ) -> (
    applied: Bool, calls: [String], work: Int
  ) {
    let mark = table.emulatedLog.count
    let (applied, work) = WorkCounter.counting {
      let applied = coordinator.update(to: content)
      if let selection { coordinator.update(selection: selection) }
      return applied
    }
    return (applied, Array(table.emulatedLog[mark...]), work)
  }
}

@MainActor
@Suite(.serialized)
struct TableListCoordinatorTests {
  init() { recordExceptions() }

  @Test func anUnchangedStateAppliesNothingAndAnEditedCopyAppliesTheEdit() {
    let screen = TableHostScreen()
    var content = notes([("A", ["a", "b", "c"])])
    #expect(screen.update(content).applied)
    #expect(screen.table.emulatedLog == ["reloadData"])
    let same = screen.update(content)
    #expect(!same.applied && same.calls.isEmpty && same.work == 0)
    let copy = content
    #expect(!screen.update(copy).applied)
    content.updateItems([Note(id: 1, text: "b2")])
    let edited = screen.update(content)
    #expect(edited.applied && edited.calls == ["reloadData(forRowIndexes: [1])"])
    #expect(screen.shown == ["a", "b2", "c"])
    #expect(!screen.update(content).applied)
    expectNoExceptions()
  }

  @Test func anEditedCopyCostsTheEditAndAWholeNewValueADiff() {
    let screen = TableHostScreen()
    let count = 5_000
    var content = notes([("A", (0..<count).map { "n\($0)" })])
    #expect(screen.update(content).applied)
    content.updateItems([Note(id: 7, text: "edited")])
    content.deleteItems([9])
    let edited = screen.update(content)
    #expect(edited.applied && edited.work > 0 && edited.work < count / 50)
    var rebuilt = notes([("A", (0..<count).map { "n\($0)" })])
    rebuilt.deleteItems([9])
    rebuilt.updateItems([Note(id: 7, text: "edited"), Note(id: 8, text: "rebuilt")])
    let replaced = screen.update(rebuilt)
    #expect(replaced.applied && replaced.work >= count)
    #expect(replaced.calls == ["reloadData(forRowIndexes: [8])"])
    expectNoExceptions()
  }

  @Test func aClickedRowIsWrittenBackAndHandingItBackDoesNothing() {
    let screen = TableHostScreen()
    let content = notes([("A", ["a", "b", "c"])])
    _ = screen.update(content, selection: [])
    screen.table.emulateClick(row: 2)
    #expect(screen.writtenSelections == [[2]])
    let changes = screen.table.emulatedSelectionChangeCount
    let back = screen.update(content, selection: screen.writtenSelections[0])
    #expect(!back.applied && back.calls.isEmpty)
    #expect(screen.table.emulatedSelectionChangeCount == changes)
    // The app selects another row: the table shows it, and its notification is not written
    // back.
    _ = screen.update(content, selection: [0, 1])
    #expect(screen.table.selectedRowIndexes == IndexSet([0, 1]))
    #expect(screen.table.emulatedSelectionChangeCount == changes + 1)
    #expect(screen.writtenSelections == [[2]])
    expectNoExceptions()
  }

  @Test func aMoveIsWrittenBackAndHandingItBackAppliesNothing() {
    let screen = TableHostScreen()
    let content = notes([("A", ["a", "b", "c"]), ("B", ["d"])])
    _ = screen.update(content)
    #expect(
      screen.coordinator.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        == .refusedByHandler)
    screen.coordinator.canReorderItem = { _ in true }
    let mark = screen.table.emulatedLog.count
    #expect(
      screen.coordinator.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        == .performed)
    #expect(screen.table.emulatedLog[mark...] == ["moveRow(at: 0, to: 3)"])
    #expect(screen.shown == ["b", "c", "d", "a"])
    #expect(screen.writtenContent.count == 1)
    let written = screen.writtenContent[0]
    #expect(written.snapshot.itemIdentifiers(inSection: "B") == [3, 0])
    let back = screen.update(written)
    #expect(!back.applied && back.calls.isEmpty && back.work == 0)
    // An edit of it is applied as the edit alone.
    var edited = written
    edited.updateItems([Note(id: 0, text: "a2")])
    let after = screen.update(edited)
    #expect(after.calls == ["reloadData(forRowIndexes: [3])"])
    #expect(screen.shown == ["b", "c", "d", "a2"])
    expectNoExceptions()
  }

  @Test func theLookupsAndScrollingReachTheTable() {
    let screen = TableHostScreen()
    _ = screen.update(notes([("A", ["a", "b"]), ("B", ["c"])]))
    #expect(screen.coordinator.dataSource.row(forItemIdentifier: 2) == 2)
    #expect(screen.coordinator.dataSource.itemIdentifier(forRow: 1) == 1)
    #expect(screen.coordinator.scrollToItem(2))
    #expect(screen.table.emulatedScrolledRow == 2)
    #expect(!screen.coordinator.scrollToItem(9))
    expectNoExceptions()
  }
}
