// The outline host's selection on the outline view: the host's selection shown, a person's
// written back once without a second apply, a selected node hidden and shown again, and a
// removed node dropped from the selection.
import AdapterTesting
import AppKit
import Outline
import Snapshots
import TestSupport
import Testing

extension OutlineHostScreen {
  /// The nodes of the rows the view shows selected.
  var selectedInView: Set<Int> {
    Set(
      view.selectedRowIndexes.compactMap { row in
        view.item(atRow: row).flatMap { coordinator.dataSource.row(for: $0)?.id.node?.value }
      })
  }

  /// Hands the tree and the selection in as a SwiftUI update does, the selection first: whether
  /// the tree applied, and the view calls it made.
  func update(_ tree: OutlineTree<ID>, selection: Set<Int>) -> (applied: Bool, calls: [String]) {
    let mark = view.emulatedLog.count
    coordinator.update(selection: Set(selection.map(id)))
    let applied = coordinator.update(to: tree)
    return (applied, Array(view.emulatedLog[mark...]))
  }
}

@MainActor
@Suite(.serialized)
struct OutlineSelectionTests {
  init() { recordExceptions() }

  @Test func theHostsSelectionIsShownAndAPersonsIsWrittenBackOnce() {
    let screen = OutlineHostScreen { threeChildTree(10, $0) }
    let tree = screen.coordinator.tree
    _ = screen.update(tree, selection: [3])
    #expect(screen.view.selectedRowIndexes == IndexSet([3]))
    #expect(screen.writtenSelections.isEmpty && screen.coordinator.selection.count == 1)
    // The same selection again: the view is not touched.
    let changes = screen.view.emulatedSelectionChangeCount
    _ = screen.update(tree, selection: [3])
    #expect(screen.view.emulatedSelectionChangeCount == changes)
    // A person's click: written back once; handing it back in applies nothing.
    screen.view.emulateClick(row: 5)
    #expect(screen.writtenSelections == [[5]] && screen.selectedInView == [5])
    let back = screen.update(tree, selection: screen.writtenSelections[0])
    #expect(!back.applied && back.calls.isEmpty)
    #expect(screen.view.emulatedSelectionChangeCount == changes + 1)
    // With multiple selection, a second click adds to it.
    screen.view.allowsMultipleSelection = true
    screen.view.emulateClick(row: 7)
    #expect(screen.writtenSelections == [[5], [5, 7]] && screen.selectedInView == [5, 7])
    #expect(screen.writtenTrees.isEmpty)
    expectNoExceptions()
  }

  @Test func aSelectedNodeHiddenByACollapseStaysSelectedAndShowsSelectedAgain() {
    let screen = OutlineHostScreen { threeChildTree(10, $0) }
    screen.view.allowsMultipleSelection = true
    // Root 2's child -21, selected while root 2 is collapsed: kept, shown selected on expand.
    _ = screen.update(screen.coordinator.tree, selection: [-21, 1])
    #expect(screen.selectedInView == [1])
    #expect(screen.view.emulateDisclosureClick(onItem: screen.item(2)))
    #expect(screen.selectedInView == [-21, 1])
    // A person's collapse hides it: the view drops the row, the selection keeps the node and
    // writes nothing back.
    #expect(screen.view.emulateDisclosureClick(onItem: screen.item(2)))
    #expect(screen.selectedInView == [1] && screen.writtenSelections.isEmpty)
    #expect(Set(screen.coordinator.selection.map(\.value)) == [-21, 1])
    // The host expands it again in its copy of the written tree: shown selected.
    var tree = screen.writtenTrees.last!
    tree.expand(screen.id(2))
    #expect(screen.update(tree, selection: [-21, 1]).applied)
    #expect(screen.selectedInView == [-21, 1] && screen.writtenSelections.isEmpty)
    // A person's click on another row, in multiple selection, keeps the hidden node too.
    tree.collapse(screen.id(2))
    _ = screen.update(tree, selection: [-21, 1])
    screen.view.emulateClick(row: 0)
    #expect(screen.writtenSelections == [[-21, 0, 1]])
    // In single selection a person's click replaces it.
    screen.view.allowsMultipleSelection = false
    screen.view.emulateClick(row: 4)
    #expect(screen.writtenSelections.last == [4] && screen.selectedInView == [4])
    #expect(screen.showsTheTree())
    expectNoExceptions()
  }

  @Test func aNodeNotLoadedYetIsSelectedWhenItArrives() {
    let screen = OutlineHostScreen { threeChildTree(4, $0) }
    var tree = screen.coordinator.tree
    _ = screen.update(tree, selection: [77])
    #expect(screen.view.selectedRowIndexes.isEmpty && screen.writtenSelections.isEmpty)
    // Another change that does not bring it: still waiting, nothing written.
    tree.expand(screen.id(1))
    _ = screen.update(tree, selection: [77])
    #expect(screen.coordinator.selection.map(\.value) == [77])
    tree.insert([screen.id(77)], under: nil, at: 0)
    #expect(screen.update(tree, selection: [77]).applied)
    #expect(screen.view.selectedRowIndexes == IndexSet([0]) && screen.writtenSelections.isEmpty)
    expectNoExceptions()
  }

  @Test func aRemovedNodeLeavesTheSelectionWrittenBackOnce() {
    let screen = OutlineHostScreen { threeChildTree(10, $0) }
    screen.view.allowsMultipleSelection = true
    var tree = screen.coordinator.tree
    tree.expand(screen.id(6))
    _ = screen.update(tree, selection: [3, 4, -62])
    #expect(screen.selectedInView == [3, 4, -62])
    // The host deletes root 4, and root 6 with its selected child, hidden or not.
    tree.collapse(screen.id(6))
    _ = screen.update(tree, selection: [3, 4, -62])
    tree.delete([screen.id(4), screen.id(6)])
    #expect(screen.update(tree, selection: [3, 4, -62]).applied)
    #expect(screen.writtenSelections == [[3]] && screen.selectedInView == [3])
    // The host hands the written selection in: nothing changes, nothing is written.
    let changes = screen.view.emulatedSelectionChangeCount
    let back = screen.update(tree, selection: screen.writtenSelections[0])
    #expect(!back.applied && back.calls.isEmpty)
    #expect(screen.view.emulatedSelectionChangeCount == changes)
    #expect(screen.writtenSelections.count == 1 && screen.showsTheTree())
    expectNoExceptions()
  }
}
