// What the UIKit outline adapters do with models: a node whose model changed has its cell
// reconfigured in place, and nothing else is touched.
import AdapterTesting
import ExitTestSupport
import Outline
import Snapshots
import Testing
import UIKit

/// An outline adapter in an emulated view whose cells show each node's note, with a record of
/// every note the cell provider received.
@MainActor
final class NoteOutlineScreen {
  let view: any EmulatedListView
  let dataSource: ListViewOutlineDataSource<Int>
  let window = UIWindow(frame: .zero)
  private(set) var received: [String] = []

  /// 1 "one" (expanded) > 10 "ten", 11 "eleven"; 2 "two"; 3 "three" (collapsed) > 30 "thirty".
  static let notes = [
    Note(id: 1, text: "one"), Note(id: 10, text: "ten"), Note(id: 11, text: "eleven"),
    Note(id: 2, text: "two"), Note(id: 3, text: "three"), Note(id: 30, text: "thirty"),
  ]

  init(_ kind: ViewKind) {
    view = kind.makeView()
    window.addSubview(view)
    var tree = OutlineTree<Int>(roots: [1, 2, 3]) {
      switch $0 {
      case 1: .loaded([10, 11])
      case 3: .loaded([30])
      default: .leaf
      }
    }
    _ = tree.expand(1)
    var provide: (UIView, IndexPath, Note) -> UIView? = { _, _, _ in nil }
    if let collection = view as? UICollectionView {
      dataSource = CollectionViewOutlineDataSource(
        collectionView: collection, tree: tree, models: Self.notes, identity: .identifiable
      ) { view, indexPath, _, note in provide(view, indexPath, note) as? UICollectionViewCell }
    } else {
      dataSource = TableViewOutlineDataSource(
        tableView: view as! UITableView, tree: tree, models: Self.notes, identity: .identifiable
      ) { view, indexPath, _, note in provide(view, indexPath, note) as? UITableViewCell }
    }
    provide = { [unowned self] view, indexPath, note in
      received.append(note.text)
      return (view as? any EmulatedListView)?.showingCell(at: indexPath, note.text)
    }
    view.layoutIfNeeded()
  }

  var cells: [UIView] { view.visibleCellsByPath.map(\.cell) }
  var shown: [String?] { view.shownCells.map(\.shown) }
  func calls(since mark: Int) -> [String] { Array(view.emulatedLog[mark...]) }
}

@MainActor
@Suite(.serialized)
struct ContentOutlineTests {
  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
  }

  @Test(arguments: ViewKind.allCases)
  func aChangedModelReconfiguresExactlyItsRowsCellInPlace(_ kind: ViewKind) {
    let screen = NoteOutlineScreen(kind)
    #expect(screen.shown == ["one", "ten", "eleven", "two", "three"])
    let cells = screen.cells
    let serials = screen.view.emulatedRowSerials
    let reloads = screen.view.emulatedReloadDataCount
    let mark = screen.view.emulatedLog.count
    let received = screen.received.count
    // Two shown nodes changed, one given unchanged, one hidden node changed.
    screen.dataSource.update(models: [
      Note(id: 10, text: "ten!"), Note(id: 2, text: "two"), Note(id: 3, text: "three!"),
      Note(id: 30, text: "thirty!"),
    ])
    let call = kind == .collection ? "reconfigureItems" : "reconfigureRows"
    #expect(screen.calls(since: mark) == ["\(call) [0-1, 0-4] animated"])
    #expect(screen.shown == ["one", "ten!", "eleven", "two", "three!"])
    #expect(zip(screen.cells, cells).allSatisfy { $0 === $1 } && screen.cells.count == 5)
    #expect(Array(screen.received[received...]) == ["ten!", "three!"])
    #expect(screen.view.emulatedRowSerials == serials)
    #expect(screen.view.emulatedReloadDataCount == reloads)
    #expect(screen.dataSource.model(for: 30, as: Note.self)?.text == "thirty!")
    // The hidden node shows its new model once expanded.
    screen.dataSource.expand(3)
    screen.view.emulateAnimationsFinishing()
    #expect(screen.shown == ["one", "ten!", "eleven", "two", "three!", "thirty!"])
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func aChangeOfTreeAndModelsShowsNewNodesAndRefreshesChangedOnes(_ kind: ViewKind) {
    let screen = NoteOutlineScreen(kind)
    let mark = screen.view.emulatedLog.count
    // 12 is new, 11 changed and stays; 99 is no node, its model ignored.
    let update = screen.dataSource.update(
      models: [Note(id: 12, text: "twelve"), Note(id: 11, text: "eleven!"), Note(id: 99, text: "")]
    ) { $0.append([12], to: 1) }
    #expect(screen.shown == ["one", "ten", "eleven!", "twelve", "two", "three"])
    // Row 0 is the tree's own update: its node's count of children changed.
    #expect(update.diff.inserts == [3])
    #expect(update.diff.updates == [.init(from: 0, to: 0), .init(from: 2, to: 2)])
    let call = kind == .collection ? "reconfigureItems" : "reconfigureRows"
    #expect(
      screen.calls(since: mark).filter { $0.hasPrefix("reconfigure") }
        == ["\(call) [0-0, 0-2] animated"])
    #expect(screen.dataSource.model(for: 99, as: Note.self) == nil)
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
  }

  @Test func aNodeWithoutAModelTrapsNamingIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let screen = NoteOutlineScreen(.collection)
        screen.dataSource.update { $0.append([77], to: nil) }
        screen.view.layoutIfNeeded()
      }
    }
    expectStandardError(
      result, naming: "CollectionViewOutlineDataSource.collectionView(_:cellForItemAt:)",
      "no model for node 77")
  }

  @Test func modelsForAnAdapterMadeWithoutThemTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = ViewKind.table.makeView() as! UITableView
        let dataSource = TableViewOutlineDataSource(
          tableView: view, tree: OutlineTree<Int>(roots: [1]) { _ in .leaf }
        ) { view, indexPath, _ in view.showingCell(at: indexPath, "") }
        dataSource.update(models: [Note(id: 1, text: "one")])
      }
    }
    expectStandardError(
      result, naming: "update(animatingDifferences:models:_:completion:)", "made without models")
  }
}
