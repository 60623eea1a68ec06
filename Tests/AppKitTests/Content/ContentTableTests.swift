// What the AppKit table does with content: the rows of changed models reload their views, a
// section's changed model reloads its header row's view only, and the providers get the models
// of the state being applied.
import AdapterTesting
import AppKit
import ExitTestSupport
import Snapshots
import Testing

@MainActor
@Suite(.serialized)
struct ContentTableTests {
  let table = NSTableView()
  let dataSource: TableViewDiffableDataSource<String, Int>
  /// The text of every note the cell provider received, in order.
  let received = Received()

  init() {
    recordExceptions()
    table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("text")))
    let received = received
    dataSource = TableViewDiffableDataSource(tableView: table) {
      (_, _, _, note: Note) in
      received.texts.append(note.text)
      return label(note.text)
    }
    let dataSource = dataSource
    dataSource.sectionHeaderViewProvider = { [unowned dataSource] _, _, section in
      label(dataSource.contentSnapshot()?.section(for: section, as: Folder.self)?.title ?? "?")
    }
  }

  var shown: [String] {
    (0..<table.numberOfRows).map { table.emulatedViews(ofRow: $0).map(text).joined() }
  }
  var views: [NSView?] { (0..<table.numberOfRows).map { table.emulatedViews(ofRow: $0).first } }

  @Test func aChangedModelReloadsItsRowsViewsOnly() {
    var content = notes([("A", ["a", "b"]), ("B", ["c"])])
    dataSource.apply(content)
    #expect(shown == ["A", "a", "b", "B", "c"])
    let views = views
    let serials = table.emulatedRowSerials
    let mark = table.emulatedLog.count
    let asked = received.texts.count
    content.updateItems([Note(id: 1, text: "b2"), Note(id: 2, text: "c2")])
    dataSource.apply(content)
    #expect(Array(table.emulatedLog[mark...]) == ["reloadData(forRowIndexes: [2, 4])"])
    #expect(shown == ["A", "a", "b2", "B", "c2"])
    #expect(Array(received.texts[asked...]) == ["b2", "c2"])
    #expect([0, 1, 3].allSatisfy { self.views[$0] === views[$0] })
    #expect(table.emulatedRowSerials == serials)
    #expect(table.emulatedReloadDataCount == 1)
    expectNoExceptions()
  }

  @Test func aSectionsChangedModelReloadsItsHeaderRowOnly() {
    var content = notes([("A", ["a", "b"]), ("B", ["c"])])
    dataSource.apply(content)
    let views = views
    let serials = table.emulatedRowSerials
    let mark = table.emulatedLog.count
    let asked = received.texts.count
    content.updateSections([Folder(id: "B", title: "B2")])
    dataSource.apply(content)
    #expect(Array(table.emulatedLog[mark...]) == ["reloadData(forRowIndexes: [3])"])
    #expect(shown == ["A", "a", "b", "B2", "c"])
    // The item rows keep their views, and no cell was asked for.
    #expect([0, 1, 2, 4].allSatisfy { self.views[$0] === views[$0] })
    #expect(received.texts.count == asked)
    #expect(table.emulatedRowSerials == serials)
    #expect(table.emulatedReloadDataCount == 1)
    expectNoExceptions()
  }

  @Test func withoutHeadersASectionsChangedModelReloadsNothing() {
    dataSource.sectionHeaderViewProvider = nil
    var content = notes([("A", ["a"]), ("B", ["c"])])
    dataSource.apply(content)
    let mark = table.emulatedLog.count
    content.updateSections([Folder(id: "B", title: "B2")])
    dataSource.apply(content)
    #expect(table.emulatedLog.count == mark)
    #expect(shown == ["a", "c"])
  }

  @Test func rowsInsertedInABatchGetTheModelsBeingApplied() {
    var content = notes([("A", ["a", "b"])])
    dataSource.apply(content)
    content.appendItems([Note(id: 7, text: "new")], toSection: "A")
    content.moveItem(0, afterItem: 7)
    content.updateItems([Note(id: 0, text: "a2")])
    content.updateSections([Folder(id: "A", title: "A2")])
    dataSource.apply(content)
    #expect(shown == ["A2", "b", "new", "a2"])
    #expect(dataSource.contentSnapshot()?.item(for: 7, as: Note.self)?.text == "new")
    expectNoExceptions()
  }

  @Test func theAsyncApplyReturnsOnceTheGroupHasEnded() async {
    var content = notes([("A", ["a"])])
    await dataSource.apply(content)
    content.appendItems([Note(id: 1, text: "b")], toSection: "A")
    let next = content
    let dataSource = dataSource
    let groups = NSAnimationContext.emulatedGroupCount
    let applied = Task { await dataSource.apply(next) }
    while NSAnimationContext.emulatedGroupCount == groups { await Task.yield() }
    AppKitEmulator.emulateAnimationsFinishing()
    await applied.value
    #expect(shown == ["A", "a", "b"])
  }

  @Test func aRowAskedForWithoutContentTrapsNamingTheItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { applyASnapshotToAContentTable() }
    }
    expectStandardError(
      result, naming: "TableViewDiffableDataSource.tableView(_:viewFor:row:)", "item 5",
      "no ContentSnapshot was applied")
  }
}

/// The texts a content provider received.
@MainActor
final class Received {
  var texts: [String] = []
}

/// A plain snapshot applied to a table whose views are made from models.
@MainActor
func applyASnapshotToAContentTable() {
  let table = NSTableView()
  table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("text")))
  let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) {
    (_, _, _, note: Note) in label(note.text)
  }
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A"])
  snapshot.appendItems([5])
  dataSource.apply(snapshot)
}
