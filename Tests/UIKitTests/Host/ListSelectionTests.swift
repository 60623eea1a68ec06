// The list host's selection on the collection view: items the host selects before they
// arrive, the selection kept through reloads, and deleted items dropped from it, written
// back once.
import AdapterTesting
import Snapshots
import Testing
import UIKit

extension HostScreen {
  /// The items the view shows selected.
  var selectedInView: Set<Int> {
    Set(
      (view.indexPathsForSelectedItems ?? []).compactMap {
        coordinator.dataSource.itemIdentifier(for: $0)
      })
  }

  /// Hands the selection, then the state, in, as the SwiftUI host does: whether it applied.
  func update(selection: Set<Int>, then content: Notes) -> Bool {
    coordinator.update(selection: selection)
    return coordinator.update(to: content)
  }
}

@MainActor
@Suite(.serialized)
struct ListSelectionTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test func itemsSelectedBeforeTheyArriveAreSelectedWhenTheyDo() {
    let screen = HostScreen()
    screen.view.allowsMultipleSelection = true
    var content = notes([("A", ["a", "b"])])
    // The first apply is a reload, which shows the selection it finds.
    #expect(screen.update(selection: [1, 5], then: content))
    #expect(screen.view.emulatedLog == ["reloadData"] && screen.selectedInView == [1])
    content.appendItems([Note(id: 5, text: "e")], toSection: "A")
    #expect(screen.update(selection: [1, 5], then: content))
    #expect(screen.selectedInView == [1, 5] && screen.writtenSelections.isEmpty)
    #expect(screen.coordinator.selection == [1, 5])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aReloadShowsTheSelectionAgain() {
    let screen = HostScreen()
    var content = notes([("A", ["a", "b", "c"])])
    _ = screen.update(selection: [2], then: content)
    // Every change a reload: the view forgets its selection, the coordinator selects again.
    screen.coordinator.dataSource.updatePolicy = DataSourceUpdatePolicy(maximumChangeCount: 0)
    content.appendItems([Note(id: 9, text: "z")], toSection: "A")
    #expect(screen.update(selection: [2], then: content))
    #expect(screen.view.emulatedLog.filter { $0 == "reloadData" }.count == 2)
    #expect(screen.selectedInView == [2] && screen.writtenSelections.isEmpty)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func deletedItemsLeaveTheSelectionWrittenBackOnce() {
    let screen = HostScreen()
    screen.view.allowsMultipleSelection = true
    var content = notes([("A", ["a", "b", "c"]), ("B", ["d"])])
    _ = screen.update(selection: [0, 1, 3], then: content)
    content.deleteItems([1])
    content.deleteSections(["B"])
    #expect(screen.update(selection: [0, 1, 3], then: content))
    #expect(screen.writtenSelections == [[0]] && screen.selectedInView == [0])
    let mark = screen.view.emulatedLog.count
    #expect(!screen.update(selection: [0], then: content))
    #expect(screen.view.emulatedLog.count == mark && screen.writtenSelections.count == 1)
    // An item deleted and inserted again later is not selected: it left the selection.
    content.appendItems([Note(id: 1, text: "b")], toSection: "A")
    #expect(screen.update(selection: [0], then: content))
    #expect(screen.selectedInView == [0] && screen.writtenSelections.count == 1)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }
}
