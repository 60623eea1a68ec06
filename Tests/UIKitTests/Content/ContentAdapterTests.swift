// What the UIKit adapters do with content: exactly the changed cells reconfigured, a section's
// headers updated in place, and the providers given the models of the state being applied.
import AdapterTesting
import ExitTestSupport
import Snapshots
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct ContentAdapterTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test(arguments: ViewKind.allCases)
  func aChangedModelReconfiguresExactlyItsCellInPlace(_ kind: ViewKind) {
    let screen = ContentScreen(kind)
    var content = notes([("A", ["a", "b", "c"]), ("B", ["d"])])
    screen.dataSource.apply(content)
    let cells = screen.cells
    let serials = screen.view.emulatedRowSerials
    let mark = screen.view.emulatedLog.count
    let received = screen.received.count
    content.updateItems([Note(id: 1, text: "b2"), Note(id: 3, text: "d2")])
    screen.dataSource.apply(content)
    let call = kind == .collection ? "reconfigureItems" : "reconfigureRows"
    #expect(screen.calls(since: mark) == ["\(call) [0-1, 1-0] animated"])
    #expect(screen.shown == ["a", "b2", "c", "d2"])
    // The same cells, asked again for the two changed notes only.
    #expect(zip(screen.cells, cells).allSatisfy { $0 === $1 } && screen.cells.count == 4)
    #expect(Array(screen.received[received...]) == ["b2", "d2"])
    #expect(screen.view.emulatedRowSerials == serials)
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func aSectionsChangedModelUpdatesItsHeaderOnly(_ kind: ViewKind) {
    let screen = ContentScreen(kind)
    var content = notes([("A", ["a", "b"]), ("B", ["c"])])
    screen.dataSource.apply(content)
    #expect(screen.headers.map { $0?.title } == ["A", "B"])
    let headers = screen.headers.map { $0?.view }
    let cells = screen.cells
    let serials = screen.view.emulatedRowSerials
    let mark = screen.view.emulatedLog.count
    let received = screen.received.count
    content.updateSections([Folder(id: "B", title: "B, renamed")])
    screen.dataSource.apply(content)
    #expect(screen.headers.map { $0?.title } == ["A", "B, renamed"])
    // The same header views, the same cells: no call on the view, nothing asked again.
    #expect(zip(screen.headers.map { $0?.view }, headers).allSatisfy { $0 === $1 })
    #expect(zip(screen.cells, cells).allSatisfy { $0 === $1 } && screen.cells.count == 3)
    #expect(screen.calls(since: mark).isEmpty)
    #expect(screen.received.count == received)
    #expect(screen.view.emulatedRowSerials == serials)
    #expect(screen.view.emulatedReloadDataCount == 1)
    #expect(screen.view.emulatedBatchCount == 0)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aTableTitleFooterGetsItsNewTitleToo() {
    let screen = ContentScreen(.table)
    let table = screen.view as! UITableView
    var content = notes([("A", ["a"]), ("B", ["b"])])
    screen.dataSource.apply(content)
    let footer = table.footerView(forSection: 0)
    #expect(footer?.textLabel?.text == "end of A")
    content.updateSections([Folder(id: "A", title: "A2")])
    screen.dataSource.apply(content)
    #expect(table.footerView(forSection: 0) === footer)
    #expect(footer?.textLabel?.text == "end of A2")
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "end of B")
    #expect(footer?.emulatedNeedsLayoutCount == 1)
  }

  @Test(arguments: ViewKind.allCases)
  func theHandlerReceivesTheReconfiguredSectionsViewsOnScreen(_ kind: ViewKind) {
    let screen = ContentScreen(kind)
    screen.view.emulatedVisibleRows = 0..<3
    var content = notes([("A", ["a", "b"]), ("B", ["c"]), ("C", ["d"])])
    screen.dataSource.apply(content)
    var handled: [String] = []
    if let collection = screen.collection {
      collection.supplementaryViewReconfigureHandler = { _, view, elementKind, indexPath in
        #expect(elementKind == UICollectionView.elementKindSectionHeader)
        #expect(view === screen.headers[indexPath.section]?.view)
        handled.append("\(indexPath.section) \(collection.folder(at: indexPath.section)!.title)")
      }
    } else if let table = screen.table {
      table.headerFooterReconfigureHandler = { _, view, kind, section in
        handled.append("\(section) \(kind) \(table.folder(at: section)!.title)")
      }
    }
    // Section C is off screen: it has no view to update.
    content.updateSections([Folder(id: "B", title: "B2"), Folder(id: "C", title: "C2")])
    screen.dataSource.apply(content)
    #expect(
      handled == (kind == .collection ? ["1 B2"] : ["1 header B2", "1 footer B2"]))
    // The handler updates the views: without it doing so, they are as they were.
    #expect(screen.headers[1]?.title == "B")
  }

  @Test(arguments: ViewKind.allCases)
  func cellsAskedForDuringABatchGetTheModelsBeingApplied(_ kind: ViewKind) {
    let screen = ContentScreen(kind)
    var content = notes([("A", ["a", "b"])])
    screen.dataSource.apply(content)
    let received = screen.received.count
    // One apply: a new note, a moved and changed one, and a changed one.
    content.appendItems([Note(id: 7, text: "new")], toSection: "A")
    content.moveItem(0, afterItem: 7)
    content.updateItems([Note(id: 0, text: "a2"), Note(id: 1, text: "b2")])
    screen.dataSource.apply(content)
    #expect(screen.shown == ["b2", "new", "a2"])
    #expect(Set(screen.received[received...]) == ["b2", "new", "a2"])
    #expect(screen.dataSource.contentSnapshot()?.item(for: 7, as: Note.self)?.text == "new")
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func aReloadRefreshReplacesTheChangedCells(_ kind: ViewKind) {
    let screen = ContentScreen(kind)
    var content = notes([("A", ["a", "b"])])
    screen.dataSource.apply(content)
    let mark = screen.view.emulatedLog.count
    content.updateItems([Note(id: 0, text: "a2")])
    screen.dataSource.apply(content, refreshingChangedItemsBy: .reload)
    let call =
      kind == .collection ? "reloadItems [0-0] animated" : "reloadRows [0-0] automatic animated"
    #expect(screen.calls(since: mark).first == call)
    #expect(screen.shown == ["a2", "b"])
  }

  @Test(arguments: ViewKind.allCases)
  func theAsyncApplyReturnsOnceTheBatchHasEnded(_ kind: ViewKind) async {
    let screen = ContentScreen(kind)
    var content = notes([("A", ["a"])])
    await screen.dataSource.apply(content)
    content.appendItems([Note(id: 1, text: "b")], toSection: "A")
    let next = content
    let applied = Task { await screen.dataSource.apply(next) }
    while screen.view.emulatedAnimatingBatches == 0 { await Task.yield() }
    screen.view.emulateAnimationsFinishing()
    await applied.value
    #expect(screen.shown == ["a", "b"])
  }

  // Apple-shaped code must keep its meaning: a trailing closure that would fit either init,
  // its item's type unconstrained, is the identifier provider.
  @Test func anUnconstrainedTrailingClosureStaysTheIdentifierProvider() {
    let collectionView = ViewKind.collection.makeView() as! UICollectionView
    let tableView = ViewKind.table.makeView() as! UITableView
    let window = UIWindow(frame: .zero)
    window.addSubview(collectionView)
    window.addSubview(tableView)
    let collection = CollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
      view, indexPath, item in view.showingCell(at: indexPath, "\(item)")
    }
    let table = TableViewDiffableDataSource<String, Int>(tableView: tableView) {
      view, indexPath, item in view.showingCell(at: indexPath, "\(item)")
    }
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems([4, 2])
    collection.apply(snapshot)
    table.apply(snapshot)
    #expect(collectionView.shownCells.map(\.shown) == ["4", "2"])
    #expect(tableView.shownCells.map(\.shown) == ["4", "2"])
  }

  @Test func aCellAskedForWithoutContentTrapsNamingTheItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { applyASnapshotToAContentProvider() }
    }
    expectStandardError(
      result, naming: "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)",
      "item 5", "no ContentSnapshot was applied")
  }

  @Test func aModelOfAnotherTypeTrapsNamingTheItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { applyContentOfAnotherType() }
    }
    expectStandardError(
      result, naming: "TableViewDiffableDataSource.tableView(_:cellForRowAt:)",
      "no model of type String for item 0")
  }
}

/// A plain snapshot applied to a data source whose cells are made from models.
@MainActor
func applyASnapshotToAContentProvider() {
  let screen = ContentScreen(.collection)
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A"])
  snapshot.appendItems([5])
  screen.dataSource.apply(snapshot)
}

/// Notes applied to a table whose provider expects strings.
@MainActor
func applyContentOfAnotherType() {
  let view = ViewKind.table.makeView() as! UITableView
  let dataSource = TableViewDiffableDataSource<String, Int>(tableView: view) {
    (view, indexPath, text: String) in view.showingCell(at: indexPath, text)
  }
  dataSource.apply(notes([("A", ["a"])]))
}
