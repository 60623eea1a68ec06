// The list host's coordinator on the collection view: what it applies when a host hands its
// state in again, and the selection and drags it writes back without a second apply.
import AdapterTesting
import Snapshots
import Testing
import UIKit

/// A collection view in a window, driven by a coordinator whose cells show each note's text,
/// with every value the coordinator wrote back.
@MainActor
final class HostScreen {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let window = UIWindow(frame: .zero)
  let coordinator: CollectionViewListCoordinator<String, Int, Folder, Note>
  private(set) var writtenContent: [Notes] = []
  private(set) var writtenSelections: [Set<Int>] = []

  init() {
    view.register(ShowingCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(view)
    coordinator = CollectionViewListCoordinator(collectionView: view) { view, indexPath, note in
      view.showingCell(at: indexPath, note.text)
    }
    coordinator.onContentChange = { [unowned self] in writtenContent.append($0) }
    coordinator.onSelectionChange = { [unowned self] in writtenSelections.append($0) }
  }

  /// What the visible cells show, in order.
  var shown: [String?] { view.shownCells.map(\.shown) }

  /// Hands the state in as a SwiftUI update does, counting the work of the apply: whether it
  /// applied, the view calls it made, and the work counted.
  func update(
    _ content: Notes, selection: Set<Int>? = nil
  ) -> (
    applied: Bool, calls: [String], work: Int
  ) {
    let mark = view.emulatedLog.count
    let batches = view.emulatedBatchCount
    let (applied, work) = WorkCounter.counting {
      let applied = coordinator.update(to: content)
      if let selection { coordinator.update(selection: selection) }
      return applied
    }
    #expect(applied || view.emulatedBatchCount == batches)
    return (applied, Array(view.emulatedLog[mark...]), work)
  }
}

/// A state of one folder of `count` notes, "n0", "n1"...
func bigNotes(_ count: Int) -> Notes {
  notes([("A", (0..<count).map { "n\($0)" })])
}

@MainActor
@Suite(.serialized)
struct ListCoordinatorTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test func anUnchangedStateAppliesNothingAndAnEditedCopyAppliesTheEdit() {
    let screen = HostScreen()
    var content = notes([("A", ["a", "b", "c"])])
    #expect(screen.update(content).applied)
    #expect(screen.view.emulatedReloadDataCount == 1)
    // The same value, and an unmutated copy of it: nothing.
    let same = screen.update(content)
    #expect(!same.applied && same.calls.isEmpty && same.work == 0)
    let copy = content
    #expect(!screen.update(copy).applied)
    // An edit: one reconfigure, and nothing when handed in again.
    content.updateItems([Note(id: 1, text: "b2")])
    let edited = screen.update(content)
    #expect(edited.applied && edited.calls == ["reconfigureItems [0-1] animated"])
    #expect(screen.shown == ["a", "b2", "c"])
    #expect(!screen.update(content).applied)
    #expect(screen.coordinator.content?.item(for: 1)?.text == "b2")
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func anEditedCopyCostsTheEditAndAWholeNewValueADiff() {
    let screen = HostScreen()
    let count = 5_000
    var content = bigNotes(count)
    #expect(screen.update(content).applied)
    // Held and edited, as in @State: the record is read, far below the item count.
    content.updateItems([Note(id: 7, text: "edited")])
    content.deleteItems([9])
    let edited = screen.update(content)
    #expect(edited.applied && edited.work > 0 && edited.work < count / 50)
    // Rebuilt equal but for one row, sharing no record: a diff, at least one step per item.
    var rebuilt = bigNotes(count)
    rebuilt.deleteItems([9])
    rebuilt.updateItems([Note(id: 7, text: "edited"), Note(id: 8, text: "rebuilt")])
    let replaced = screen.update(rebuilt)
    #expect(replaced.applied && replaced.work >= count)
    #expect(replaced.calls == ["reconfigureItems [0-8] animated"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aTappedItemIsWrittenBackAndHandingItBackDoesNothing() {
    let screen = HostScreen()
    let content = notes([("A", ["a", "b", "c"])])
    _ = screen.update(content, selection: [])
    screen.view.emulateTap(at: IndexPath(item: 2, section: 0))
    #expect(screen.writtenSelections == [[2]])
    #expect(screen.coordinator.selection == [2])
    // The host's next update carries the written selection: no apply, no select call.
    let back = screen.update(content, selection: screen.writtenSelections[0])
    #expect(!back.applied && back.calls.isEmpty)
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // The app selects another item: the view shows it, and nothing is written back.
    _ = screen.update(content, selection: [0])
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(screen.writtenSelections == [[2]])
    // A deselecting tap with multiple selection.
    screen.view.allowsMultipleSelection = true
    screen.view.emulateTap(at: IndexPath(item: 1, section: 0))
    screen.view.emulateTap(at: IndexPath(item: 0, section: 0))
    #expect(screen.writtenSelections == [[2], [0, 1], [1]])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aDragIsWrittenBackAndHandingItBackAppliesNothing() {
    let screen = HostScreen()
    screen.coordinator.canReorderItem = { _ in true }
    let count = 1_000
    let content = notes([("A", (0..<count).map { "n\($0)" }), ("B", ["b"])])
    _ = screen.update(content)
    let mark = screen.view.emulatedLog.count
    let moved = screen.view.emulateInteractiveMove(
      from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(moved && screen.view.emulatedLog[mark...] == ["interactiveMove 0-0 -> 1-1"])
    #expect(screen.writtenContent.count == 1)
    let written = screen.writtenContent[0]
    #expect(written.snapshot.itemIdentifiers(inSection: "B") == [count, 0])
    #expect(written.snapshot == screen.coordinator.dataSource.snapshot())
    // The host hands the written value in: nothing.
    let back = screen.update(written)
    #expect(!back.applied && back.calls.isEmpty && back.work == 0)
    // An edit of it reads its record: the drag left the data source's state shared with the
    // app's, so nothing is diffed.
    var edited = written
    edited.updateItems([Note(id: 0, text: "moved")])
    edited.deleteItems([5])
    let after = screen.update(edited)
    #expect(after.work > 0 && after.work < count / 10)
    #expect(screen.coordinator.dataSource.indexPath(for: 0) == IndexPath(item: 1, section: 1))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func theLookupsAndScrollingReachTheView() {
    let screen = HostScreen()
    _ = screen.update(notes([("A", ["a", "b"]), ("B", ["c"])]))
    #expect(screen.coordinator.dataSource.indexPath(for: 2) == IndexPath(item: 0, section: 1))
    #expect(screen.coordinator.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
    #expect(screen.coordinator.scrollToItem(2, at: .top))
    #expect(screen.view.emulatedScrollTarget == IndexPath(item: 0, section: 1))
    #expect(!screen.coordinator.scrollToItem(9, at: .top))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }
}
