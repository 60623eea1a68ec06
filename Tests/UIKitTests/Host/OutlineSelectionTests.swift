// The outline host's selection on the collection view: the host's selection shown, a
// person's written back once without a second apply, a selected node hidden and shown again,
// and a removed node dropped from the selection.
import AdapterTesting
import Outline
import Snapshots
import TestSupport
import Testing
import UIKit

extension OutlineHostScreen {
  /// The nodes of the rows the view shows selected.
  var selectedInView: Set<Int> {
    Set(
      (view.indexPathsForSelectedItems ?? []).compactMap {
        coordinator.dataSource.row(for: $0)?.id.node?.value
      })
  }

  /// Hands the selection, then the tree, in, as the SwiftUI host does: whether it applied.
  func update(_ tree: OutlineTree<ID>, selection: Set<Int>) -> Bool {
    coordinator.update(selection: Set(selection.map(id)))
    return coordinator.update(to: tree)
  }

  /// The index path of a node's row.
  func path(_ value: Int) -> IndexPath { coordinator.dataSource.indexPath(for: .node(id(value)))! }
}

@MainActor
@Suite(.serialized)
struct OutlineSelectionTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test func theHostsSelectionIsShownAndAPersonsIsWrittenBackOnce() {
    let screen = OutlineHostScreen { threeChildTree(10, $0) }
    var tree = screen.coordinator.tree
    tree.expand(screen.id(0))
    _ = screen.update(tree, selection: [5])
    #expect(screen.view.indexPathsForSelectedItems == [screen.path(5)])
    #expect(screen.writtenSelections.isEmpty)
    // A person's tap on a leaf: written back once, though UIKit deselects root 5 on the way.
    screen.view.emulateTap(at: screen.path(-2))
    #expect(screen.writtenSelections == [[-2]] && screen.selectedInView == [-2])
    let mark = screen.view.emulatedLog.count
    #expect(!screen.update(tree, selection: screen.writtenSelections[0]))
    #expect(screen.view.emulatedLog.count == mark && screen.selectedInView == [-2])
    // With multiple selection, a tap adds to it and a second tap takes it out again.
    screen.view.allowsMultipleSelection = true
    screen.view.emulateTap(at: screen.path(-3))
    screen.view.emulateTap(at: screen.path(-2))
    #expect(screen.writtenSelections == [[-2], [-2, -3], [-3]])
    // With `tapTogglesExpansion` off (Apple's `.cell` style), a parent's tap selects it.
    screen.coordinator.tapTogglesExpansion = false
    screen.view.emulateTap(at: screen.path(7))
    #expect(screen.writtenSelections.last == [-3, 7] && screen.writtenTrees.isEmpty)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aSelectedNodeHiddenByACollapseStaysSelectedAndShowsSelectedAgain() {
    let screen = OutlineHostScreen { threeChildTree(10, $0) }
    screen.view.allowsMultipleSelection = true
    // Root 2's child -21, selected while root 2 is collapsed: kept, shown selected on expand.
    _ = screen.update(screen.coordinator.tree, selection: [-21, 1])
    #expect(screen.selectedInView == [1])
    // A tap on the selected root 1 expands it, and it stays selected.
    screen.view.emulateTap(at: screen.path(1))
    #expect(screen.coordinator.tree.isExpanded(screen.id(1)) && screen.selectedInView == [1])
    #expect(screen.writtenSelections.isEmpty)
    screen.view.emulateTap(at: screen.path(2))
    #expect(screen.selectedInView == [-21, 1])
    // A person's collapse hides it: the selection keeps the node and writes nothing back.
    screen.view.emulateTap(at: screen.path(2))
    #expect(screen.selectedInView == [1] && screen.writtenSelections.isEmpty)
    #expect(Set(screen.coordinator.selection.map(\.value)) == [-21, 1])
    // The host expands it again in its copy of the written tree: shown selected.
    var tree = screen.writtenTrees.last!
    tree.expand(screen.id(2))
    #expect(screen.update(tree, selection: [-21, 1]))
    #expect(screen.selectedInView == [-21, 1] && screen.writtenSelections.isEmpty)
    // Hidden again, a person's tap on a leaf in multiple selection keeps it.
    tree.collapse(screen.id(2))
    tree.expand(screen.id(0))
    _ = screen.update(tree, selection: [-21, 1])
    screen.view.emulateTap(at: screen.path(-1))
    #expect(screen.writtenSelections == [[-21, -1, 1]])
    // In single selection a person's tap replaces it.
    screen.view.allowsMultipleSelection = false
    screen.view.emulateTap(at: screen.path(-3))
    #expect(screen.writtenSelections.last == [-3] && screen.selectedInView == [-3])
    #expect(screen.showsTheTree())
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aNodeNotLoadedYetIsSelectedWhenItArrives() {
    let screen = OutlineHostScreen { threeChildTree(4, $0) }
    var tree = screen.coordinator.tree
    _ = screen.update(tree, selection: [77])
    #expect(screen.view.indexPathsForSelectedItems == nil && screen.writtenSelections.isEmpty)
    tree.expand(screen.id(1))
    _ = screen.update(tree, selection: [77])
    #expect(screen.coordinator.selection.map(\.value) == [77])
    tree.insert([screen.id(77)], under: nil, at: 0)
    #expect(screen.update(tree, selection: [77]))
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(screen.writtenSelections.isEmpty)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
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
    #expect(screen.update(tree, selection: [3, 4, -62]))
    #expect(screen.writtenSelections == [[3]] && screen.selectedInView == [3])
    let mark = screen.view.emulatedLog.count
    #expect(!screen.update(tree, selection: screen.writtenSelections[0]))
    #expect(screen.view.emulatedLog.count == mark && screen.writtenSelections.count == 1)
    #expect(screen.showsTheTree())
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }
}
