// What the AppKit collection view adapter does with content: the changed items reload, a
// section's changed model updates its header in place, and the providers get the models of
// the state being applied.
import AdapterTesting
import AppKit
import ExitTestSupport
import Snapshots
import Testing

@MainActor
@Suite(.serialized)
struct ContentCollectionTests {
  let view = NSCollectionView()
  let dataSource: CollectionViewDiffableDataSource<String, Int>
  let received = Received()

  init() {
    recordExceptions()
    AppKitEmulator.emulateAnimationsFinishing()
    view.register(EmulatedTextFieldItem.self, forItemWithIdentifier: .showing)
    view.register(
      SectionHeader.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
      withIdentifier: .sectionHeader)
    view.emulatedHeaderKind = NSCollectionView.elementKindSectionHeader
    view.emulatedIsInWindow = true
    let received = received
    dataSource = CollectionViewDiffableDataSource(collectionView: view) {
      (collectionView, indexPath, note: Note) in
      received.texts.append(note.text)
      let item = collectionView.makeItem(withIdentifier: .showing, for: indexPath)
      item.textField?.stringValue = note.text
      return item
    }
    let dataSource = dataSource
    dataSource.supplementaryViewProvider = { [unowned dataSource] collectionView, kind, indexPath in
      let header =
        collectionView.makeSupplementaryView(
          ofKind: kind, withIdentifier: .sectionHeader, for: indexPath) as? SectionHeader
      header?.title = dataSource.folder(at: indexPath.section)?.title ?? "?"
      return header
    }
    dataSource.supplementaryViewReconfigureHandler = {
      [unowned dataSource] _, view, kind, indexPath in
      #expect(kind == NSCollectionView.elementKindSectionHeader)
      (view as? SectionHeader)?.title = dataSource.folder(at: indexPath.section)?.title ?? "?"
    }
  }

  var shown: [String?] { view.emulatedLoadedItems.map { $0.item.textField?.stringValue } }
  var items: [NSCollectionViewItem] { view.emulatedLoadedItems.map(\.item) }
  var headers: [NSView?] { view.emulatedHeaders }
  var titles: [String?] { headers.map { ($0 as? SectionHeader)?.title } }

  @Test func aChangedModelReloadsExactlyItsItem() {
    var content = notes([("A", ["a", "b", "c"]), ("B", ["d"])])
    dataSource.apply(content)
    let items = items
    let serials = view.emulatedRowSerials
    let mark = view.emulatedLog.count
    let asked = received.texts.count
    content.updateItems([Note(id: 1, text: "b2")])
    dataSource.apply(content)
    #expect(Array(view.emulatedLog[mark...]) == ["animator()", "reloadItems [0-1]"])
    #expect(shown == ["a", "b2", "c", "d"])
    #expect(Array(received.texts[asked...]) == ["b2"])
    #expect([0, 2, 3].allSatisfy { self.items[$0] === items[$0] })
    #expect(view.emulatedRowSerials[1] == serials[1])
    #expect(view.emulatedRowSerials[0].enumerated().allSatisfy { $0 == 1 || $1 == serials[0][$0] })
    #expect(view.emulatedReloadDataCount == 1)
    expectNoExceptions()
  }

  @Test func aSectionsChangedModelUpdatesItsHeaderInPlace() {
    var content = notes([("A", ["a", "b"]), ("B", ["c"])])
    dataSource.apply(content)
    #expect(titles == ["A", "B"])
    let headers = headers
    let items = items
    let serials = view.emulatedRowSerials
    let mark = view.emulatedLog.count
    let asked = received.texts.count
    content.updateSections([Folder(id: "A", title: "A2")])
    dataSource.apply(content)
    #expect(titles == ["A2", "B"])
    #expect(zip(self.headers, headers).allSatisfy { $0 === $1 })
    #expect(zip(self.items, items).allSatisfy { $0 === $1 } && self.items.count == 3)
    #expect(view.emulatedLog.count == mark)
    #expect(received.texts.count == asked)
    #expect(view.emulatedRowSerials == serials)
    #expect(view.emulatedBatchCount == 0)
    expectNoExceptions()
  }

  @Test func itemsMadeDuringABatchGetTheModelsBeingApplied() {
    var content = notes([("A", ["a", "b"])])
    dataSource.apply(content)
    content.appendItems([Note(id: 7, text: "new")], toSection: "A")
    content.moveItem(0, afterItem: 7)
    content.updateItems([Note(id: 0, text: "a2"), Note(id: 1, text: "b2")])
    dataSource.apply(content)
    #expect(shown == ["b2", "new", "a2"])
    #expect(dataSource.contentSnapshot()?.item(for: 7, as: Note.self)?.text == "new")
    expectNoExceptions()
  }

  @Test func anItemOfAnotherModelTypeTrapsNamingTheItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { applyNotesToAStringCollection() }
    }
    expectStandardError(
      result,
      naming: "CollectionViewDiffableDataSource.collectionView(_:itemForRepresentedObjectAt:)",
      "no model of type String for item 0")
  }
}

extension CollectionViewDiffableDataSource where SectionIdentifierType == String {
  /// The folder the view shows at `section`, from the content it shows.
  func folder(at section: Int) -> Folder? {
    sectionIdentifier(for: section).flatMap { contentSnapshot()?.section(for: $0, as: Folder.self) }
  }
}

/// Notes applied to a collection view whose provider expects strings.
@MainActor
func applyNotesToAStringCollection() {
  let view = NSCollectionView()
  view.register(EmulatedTextFieldItem.self, forItemWithIdentifier: .showing)
  view.emulatedIsInWindow = true
  let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) {
    (collectionView, indexPath, text: String) in
    collectionView.makeItem(withIdentifier: .showing, for: indexPath)
  }
  dataSource.apply(notes([("A", ["a"])]))
}
