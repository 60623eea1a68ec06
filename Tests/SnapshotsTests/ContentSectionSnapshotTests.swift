import Snapshots
import Testing

/// `ContentSectionSnapshot`: an outline's items with their models, what changed between two
/// states, and an apply through a data source.
@Suite("ContentSectionSnapshot")
struct ContentSectionSnapshotTests {
  struct Folder: Identifiable, Equatable {
    var id: Int
    var name: String
    var subfolders: [Folder] = []
  }

  typealias Content = ContentSectionSnapshot<Int, Folder>

  /// 1 "mail" > 2 "inbox", 3 "archive" > 4 "2025"; 5 "notes".
  static func folders() -> Content {
    var content = Content()
    content.append([Folder(id: 1, name: "mail"), Folder(id: 5, name: "notes")])
    content.append([Folder(id: 2, name: "inbox"), Folder(id: 3, name: "archive")], to: 1)
    content.append([Folder(id: 4, name: "2025")], to: 3)
    return content
  }

  @Test func holdsTheOutlineAndTheModels() {
    var content = Self.folders()
    #expect(content.snapshot.items == [1, 2, 3, 4, 5])
    #expect(content.snapshot.visibleItems == [1, 5])
    #expect(content.item(for: 4)?.name == "2025")
    #expect(content.item(for: 9) == nil)
    #expect(content.items.map(\.name) == ["mail", "inbox", "archive", "2025", "notes"])
    content.expand([1])
    #expect(content.visibleItems.map(\.id) == [1, 2, 3, 5])
    #expect(content.children(of: 1).map(\.id) == [2, 3])
    #expect(content.children(of: nil).map(\.id) == [1, 5])
    content.insert([Folder(id: 6, name: "drafts")], before: 3)
    content.insert([Folder(id: 7, name: "trash")], after: 3)
    #expect(content.snapshot.items == [1, 2, 6, 3, 4, 7, 5])
    content.collapse([1])
    #expect(content.snapshot.visibleItems == [1, 5])
    #expect("\(content)" == "ContentSectionSnapshot(items: 7, visible: 2)")
  }

  @Test func deletingAnItemDeletesTheModelsOfItsSubtree() {
    var content = Self.folders()
    content.delete([3])
    #expect(content.snapshot.items == [1, 2, 5])
    #expect(content.item(for: 3) == nil && content.item(for: 4) == nil)
    content.deleteAll()
    #expect(content.snapshot.isEmpty && content.item(for: 1) == nil)
  }

  @Test func changesAreTheItemsInBothWhoseContentDiffers() {
    let old = Self.folders()
    var new = old
    #expect(new.changes(since: old).isEmpty)
    new.expand([1, 3])
    #expect(new.changes(since: old).isEmpty, "expanding changes no content")
    new.updateItems([
      Folder(id: 4, name: "2026"), Folder(id: 1, name: "mail"), Folder(id: 2, name: "in"),
    ])
    new.updateItems([Folder(id: 42, name: "gone")])
    new.append([Folder(id: 8, name: "new")], to: 2)
    #expect(new.changes(since: old) == [2, 4], "depth-first order, a same model not a change")
    #expect(new.item(for: 42) == nil)
    // Built afresh, the same models compare the same way, one by one.
    var rebuilt = Content()
    rebuilt.append(new.children(of: nil))
    rebuilt.append(new.children(of: 1), to: 1)
    rebuilt.append(new.children(of: 3), to: 3)
    #expect(rebuilt.changes(since: old) == [2, 4])
  }

  /// A copy that set one model of a thousand compares that one only.
  @Test func anEditedCopyComparesOnlyTheModelsItSet() {
    var comparisons = 0
    var old = ContentSectionSnapshot<Int, Folder>(
      items: ContentIdentity(identifier: \.id) {
        comparisons += 1; return $0 == $1
      })
    old.append((0..<1_000).map { Folder(id: $0, name: "\($0)") })
    var new = old
    new.updateItems([Folder(id: 500, name: "renamed")])
    comparisons = 0
    #expect(new.changes(since: old) == [500])
    #expect(comparisons == 1)
    var rebuilt = ContentSectionSnapshot<Int, Folder>(items: old.itemIdentity)
    rebuilt.append(new.items)
    comparisons = 0
    #expect(rebuilt.changes(since: old) == [500])
    #expect(comparisons == 1_000)
  }

  @Test func validatingBuildsFromNestedModelsOrReportsEveryRepeat() throws {
    let tree = [
      Folder(id: 1, name: "mail", subfolders: [Folder(id: 2, name: "inbox")]),
      Folder(id: 5, name: "notes"),
    ]
    let content = try Content(validatingRoots: tree, children: \.subfolders, items: .identifiable)
    #expect(content.snapshot.items == [1, 2, 5])
    #expect(content.item(for: 2)?.name == "inbox")
    // The same identifier with other content is a repeat, as with the same content.
    let repeated = tree + [Folder(id: 2, name: "inbox, again")]
    #expect(throws: SectionSnapshotValidationError<Int>.self) {
      try Content(validatingRoots: repeated, children: \.subfolders, items: .identifiable)
    }
    do {
      _ = try Content(validatingRoots: repeated, children: \.subfolders, items: .identifiable)
    } catch {
      #expect(error.repeatedItems == [2])
    }
  }

  // MARK: Through a data source

  @Test func anApplyRefreshesTheShownItemsWhoseContentChangedOnly() {
    let dataSource = DiffableDataSource<String, Int>()
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    var content = Self.folders()
    content.expand([1])
    dataSource.apply(content, to: "mail")
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 5])
    // 2 is shown, 4 is hidden: only 2 has a cell to refresh.
    content.updateItems([Folder(id: 2, name: "in"), Folder(id: 4, name: "2026")])
    dataSource.apply(content, to: "mail")
    #expect(updates.last?.changeset == Changeset(itemReconfigures: [[0, 1]]))
    #expect(updates.last?.content?.item(for: 4, as: Folder.self)?.name == "2026")
    #expect(dataSource.contentSnapshot()?.item(for: 2, as: Folder.self)?.name == "in")
    // Shown now, 4 is inserted with its new model, not refreshed.
    content.expand([3])
    content.updateItems([Folder(id: 5, name: "notes2")])
    dataSource.apply(content, to: "mail", refreshingChangedItemsBy: .reload)
    #expect(updates.last?.changeset == Changeset(itemInserts: [[0, 3]], itemReloads: [[0, 4]]))
    dataSource.apply(content, to: "mail")
    #expect(updates.last?.changeset.isEmpty == true, "an unchanged state refreshes nothing")
  }

  @Test func thePlainAppliesDropTheOutlinesContent() {
    let dataSource = DiffableDataSource<String, Int>()
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    var content = Self.folders()
    dataSource.apply(content, to: "mail")
    dataSource.apply(SectionSnapshot<Int>(), to: "other")
    #expect(dataSource.contentSnapshot()?.item(for: 1, as: Folder.self)?.name == "mail")
    dataSource.apply(content.snapshot, to: "mail")
    #expect(dataSource.contentSnapshot() == nil)
    // Content compared with nothing: no refresh.
    content.updateItems([Folder(id: 1, name: "post")])
    dataSource.apply(content, to: "mail")
    #expect(updates.last?.changeset.isEmpty == true)
    dataSource.apply(dataSource.snapshot())
    #expect(dataSource.contentSnapshot() == nil)
  }

  /// A list's content and an outline's answer together: each item from where it is.
  @Test func aListsContentAndAnOutlinesAnswerTogether() {
    let dataSource = DiffableDataSource<String, Int>()
    var list = ContentSnapshot<String, Int, String, Folder>()
    list.appendSections(["recent"])
    list.appendItems([Folder(id: 100, name: "today")])
    dataSource.apply(list)
    dataSource.apply(Self.folders(), to: "mail")
    let content = dataSource.contentSnapshot()
    #expect(content?.item(for: 100, as: Folder.self)?.name == "today")
    #expect(content?.item(for: 4, as: Folder.self)?.name == "2025", "a hidden item too")
    #expect(content?.section(for: "recent", as: String.self) == "recent")
    #expect(content?.base is ContentSnapshot<String, Int, String, Folder>)
    #expect(content?.item(for: 77, as: Folder.self) == nil)
  }
}
