// What the outline view's data source does with models: a node whose model changed has its
// row's views reloaded, without its children, and no other row is touched.
import AdapterTesting
import AppKit
import ExitTestSupport
import Outline
import Snapshots
import Testing

@MainActor
@Suite(.serialized)
struct ContentOutlineViewTests {
  init() { recordExceptions() }

  /// 1 "one" (expanded) > 10 "ten", 11 "eleven"; 2 "two"; 3 "three" (collapsed) > 30 "thirty".
  static let notes = [
    Note(id: 1, text: "one"), Note(id: 10, text: "ten"), Note(id: 11, text: "eleven"),
    Note(id: 2, text: "two"), Note(id: 3, text: "three"), Note(id: 30, text: "thirty"),
  ]

  /// A view and a data source whose views show each node's note; `received` records every
  /// note the provider was given.
  @MainActor
  final class NoteOutline {
    /// The texts of the notes the provider received, in order.
    final class Received { var texts: [String] = [] }

    let view = NSOutlineView()
    let dataSource: OutlineViewDiffableDataSource<Int>
    private let record = Received()
    var received: [String] { record.texts }

    init() {
      view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
      var tree = OutlineTree<Int>(roots: [1, 2, 3]) {
        switch $0 {
        case 1: .loaded([10, 11])
        case 3: .loaded([30])
        default: .leaf
        }
      }
      _ = tree.expand(1)
      let record = record
      dataSource = OutlineViewDiffableDataSource(
        outlineView: view, tree: tree, models: ContentOutlineViewTests.notes,
        identity: .identifiable
      ) { _, _, note in
        record.texts.append(note.text)
        return label(note.text)
      }
    }

    var shown: [String] {
      view.emulatedRows.map { ($0.view as? NSTableCellView)?.textField?.stringValue ?? "?" }
    }
    var views: [NSView?] { view.emulatedRows.map(\.view) }
  }

  @Test func aChangedModelReloadsExactlyItsRowsViews() {
    let outline = NoteOutline()
    #expect(outline.shown == ["one", "ten", "eleven", "two", "three"])
    let views = outline.views
    let serials = outline.view.emulatedRowSerials
    let mark = outline.view.emulatedLog.count
    let received = outline.received.count
    let reloads = outline.view.emulatedReloadDataCount
    // Two shown nodes changed, one given unchanged, one hidden node changed.
    outline.dataSource.update(models: [
      Note(id: 10, text: "ten!"), Note(id: 2, text: "two"), Note(id: 3, text: "three!"),
      Note(id: 30, text: "thirty!"),
    ])
    #expect(
      Array(outline.view.emulatedLog[mark...]) == [
        "reloadItem(10, reloadChildren: false)", "reloadItem(3, reloadChildren: false)",
      ])
    #expect(outline.shown == ["one", "ten!", "eleven", "two", "three!"])
    #expect(Array(outline.received[received...]) == ["ten!", "three!"])
    // The other rows keep their views; no row is removed or inserted.
    let now = outline.views
    #expect([0, 2, 3].allSatisfy { now[$0] === views[$0] })
    #expect(outline.view.emulatedRowSerials == serials)
    #expect(outline.view.emulatedReloadDataCount == reloads)
    outline.dataSource.expand(3)
    #expect(outline.shown == ["one", "ten!", "eleven", "two", "three!", "thirty!"])
    expectNoExceptions()
  }

  @Test func aChangeOfTreeAndModelsShowsNewNodesAndReloadsChangedOnes() {
    let outline = NoteOutline()
    let mark = outline.view.emulatedLog.count
    outline.dataSource.update(
      models: [Note(id: 12, text: "twelve"), Note(id: 11, text: "eleven!")]
    ) { $0.append([12], to: 1) }
    #expect(outline.shown == ["one", "ten", "eleven!", "twelve", "two", "three"])
    let reloads = outline.view.emulatedLog[mark...].filter { $0.hasPrefix("reloadItem") }
    // Row 1's count of children changed: the tree's own update; 11 is the model's.
    #expect(
      reloads == ["reloadItem(1, reloadChildren: false)", "reloadItem(11, reloadChildren: false)"])
    #expect(outline.dataSource.model(for: 12, as: Note.self)?.text == "twelve")
    expectNoExceptions()
  }

  @Test func aNodeWithoutAModelTrapsNamingIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let outline = ContentOutlineViewTests.NoteOutline()
        outline.dataSource.update { $0.append([77], to: nil) }
      }
    }
    expectStandardError(
      result, naming: "OutlineViewDiffableDataSource.outlineView(_:viewFor:item:)",
      "no model for node 77")
  }
}
