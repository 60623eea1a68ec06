import Snapshots
import TestSupport
import Testing

/// What the content layer promises a caller, example by example: lookups, the changes it
/// finds, the refreshes an apply makes of them, its errors, and its cost.
@Suite("ContentSnapshot")
struct ContentSnapshotTests {
  struct Message: Identifiable, Equatable {
    var id: Int
    var text: String
    var revision = 0
  }

  struct Folder: Identifiable, Equatable {
    var id: String
    var unread: Int
  }

  typealias Content = ContentSnapshot<String, Int, Folder, Message>

  static func inbox(_ texts: [String], unread: Int = 0) -> Content {
    var content = Content()
    content.appendSections([Folder(id: "Inbox", unread: unread), Folder(id: "Archive", unread: 0)])
    content.appendItems(
      texts.enumerated().map { Message(id: $0.offset, text: $0.element) }, toSection: "Inbox")
    content.appendItems([Message(id: 100, text: "old")], toSection: "Archive")
    return content
  }

  @Test func statesContentOnce() {
    let content = Self.inbox(["a", "b", "c"])
    #expect(content.snapshot.itemIdentifiers == [0, 1, 2, 100])
    #expect(content.snapshot.sectionIdentifiers == ["Inbox", "Archive"])
    #expect(content.item(for: 1)?.text == "b")
    #expect(content.item(for: 7) == nil)
    #expect(content.section(for: "Inbox") == Folder(id: "Inbox", unread: 0))
    #expect(content.items(inSection: "Inbox").map(\.text) == ["a", "b", "c"])
    #expect(content.sections.map(\.id) == ["Inbox", "Archive"])
    #expect("\(content)" == "ContentSnapshot(sections: 2, items: 4)")
  }

  @Test func findsChangedContentInNewOrder() {
    let old = Self.inbox(["a", "b", "c"])
    var new = Self.inbox(["a", "B", "C"], unread: 2)
    new.moveItem(2, beforeItem: 0)
    new.deleteItems([100])
    #expect(new.changes(since: old) == ContentChanges(sections: ["Inbox"], items: [2, 1]))
    #expect(old.changes(since: old).isEmpty)
    var edited = old
    edited.moveItem(0, afterItem: 2)
    #expect(edited.changes(since: old).isEmpty, "a move changes no content")
  }

  @Test func comparesARevisionWhenAsked() {
    var old = ContentSnapshot<String, Int, String, Message>(
      sections: .identifierOnly,
      items: ContentIdentity(identifier: \.id, revision: \.revision))
    old.appendSections(["Main"])
    old.appendItems([Message(id: 1, text: "a"), Message(id: 2, text: "b")])
    var new = old
    new.updateItems([Message(id: 1, text: "changed, same revision")])
    new.updateItems([Message(id: 2, text: "b", revision: 1)])
    #expect(new.changes(since: old).items == [2])
  }

  @Test func ignoresContentForMissingIdentifiers() {
    var content = Self.inbox(["a"])
    content.updateItems([Message(id: 42, text: "gone")])
    content.updateSections([Folder(id: "Trash", unread: 1)])
    #expect(content.item(for: 42) == nil && content.section(for: "Trash") == nil)
    #expect(content.snapshot.numberOfItems == 2)
  }

  @Test func anItemAlreadyPresentWithTheSameContentMoves() {
    var content = Self.inbox(["a"])
    content.appendItems([Message(id: 100, text: "old")], toSection: "Inbox")
    #expect(content.snapshot.itemIdentifiers(inSection: "Inbox") == [0, 100])
  }

  @Test func validatingReportsRepeatsAndBuildsNothing() throws {
    let messages = [Message(id: 1, text: "a"), Message(id: 1, text: "b")]
    #expect(throws: SnapshotValidationError<String, Int>.self) {
      try Content(
        validating: [(Folder(id: "Inbox", unread: 0), messages)], sections: .identifiable,
        items: .identifiable)
    }
    do {
      _ = try Content(
        validating: [(Folder(id: "Inbox", unread: 0), messages)], sections: .identifiable,
        items: .identifiable)
    } catch {
      #expect(error.repeatedItems == [1])
    }
    let valid = try Content(
      validating: [(Folder(id: "Inbox", unread: 0), [messages[0]])], sections: .identifiable,
      items: .identifiable)
    #expect(valid.item(for: 1)?.text == "a")
  }

  // MARK: Through a data source

  @Test func anApplyReconfiguresTheChangedItemsAndSectionsOnly() {
    let dataSource = DiffableDataSource<String, Int>()
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    var content = Self.inbox(["a", "b", "c"])
    dataSource.apply(content)
    content.updateItems([Message(id: 1, text: "B")])
    content.updateSections([Folder(id: "Inbox", unread: 5)])
    dataSource.apply(content)
    #expect(
      updates.last?.changeset
        == Changeset(itemReconfigures: [[0, 1]], sectionReconfigures: [0]))
    #expect(updates.last?.content?.item(for: 1, as: Message.self)?.text == "B")
    #expect(updates.last?.content?.section(for: "Inbox", as: Folder.self)?.unread == 5)
    #expect(dataSource.contentSnapshot()?.item(for: 1, as: Message.self)?.text == "B")
    content.updateItems([Message(id: 2, text: "C")])
    dataSource.apply(content, refreshingChangedItemsBy: .reload)
    #expect(updates.last?.changeset == Changeset(itemReloads: [[0, 2]]))
    dataSource.apply(content)
    #expect(updates.last?.changeset.isEmpty == true, "an unchanged state refreshes nothing")
  }

  /// A new section is not reconfigured; one deleted and appended again under its identifier
  /// is the same section to an identity diff, so its changed content reconfigures it.
  @Test func onlySurvivingSectionsAreReconfigured() {
    let dataSource = DiffableDataSource<String, Int>()
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    var content = Self.inbox(["a"])
    dataSource.apply(content)
    content.deleteSections(["Archive"])
    content.appendSections([Folder(id: "Archive", unread: 9)])
    content.insertSections([Folder(id: "Drafts", unread: 1)], beforeSection: "Inbox")
    dataSource.apply(content)
    #expect(
      updates.last?.changeset
        == Changeset(sectionInserts: [0], itemDeletes: [[1, 0]], sectionReconfigures: [2]))
  }

  @Test func contentAfterAPlainSnapshotRefreshesNothing() {
    let dataSource = DiffableDataSource<String, Int>()
    var updates: [DataSourceUpdate<String, Int>] = []
    dataSource.onUpdate = { updates.append($0) }
    dataSource.apply(Self.inbox(["a"]).snapshot)
    #expect(dataSource.contentSnapshot() == nil)
    dataSource.apply(Self.inbox(["A"], unread: 3))
    #expect(updates.last?.changeset.isEmpty == true)
    dataSource.apply(Self.inbox(["a"]).snapshot)
    #expect(dataSource.contentSnapshot() == nil, "a plain snapshot drops the content")
  }

  /// An edited copy of the state applied compares the models it set, not all of them.
  @Test func anEditedStateComparesWhatItSet() {
    var comparisons = 0
    var content = ContentSnapshot<Int, Int, Int, Message>(
      sections: .identifierOnly,
      items: ContentIdentity(identifier: \.id) {
        comparisons += 1
        return $0 == $1
      })
    content.appendSections([0])
    content.appendItems((0..<10_000).map { Message(id: $0, text: "\($0)") })
    let dataSource = DiffableDataSource<Int, Int>()
    dataSource.apply(content)
    var updates: [Changeset<Int, Int>] = []
    dataSource.onUpdate = { updates.append($0.changeset) }
    for round in 0..<3 {
      comparisons = 0
      content.updateItems([Message(id: 5 + round, text: "edited"), Message(id: 9, text: "9")])
      dataSource.apply(content)
      #expect(comparisons == 2, "round \(round): \(comparisons) comparisons")
      #expect(updates.last == Changeset(itemReconfigures: [[0, 5 + round]]))
    }
    comparisons = 0
    var rebuilt = ContentSnapshot<Int, Int, Int, Message>(
      sections: .identifierOnly, items: content.itemIdentity)
    rebuilt.appendSections([0])
    rebuilt.appendItems((0..<10_000).map { Message(id: $0, text: $0 == 3 ? "new" : "\($0)") })
    dataSource.apply(rebuilt)
    #expect(comparisons == 10_000, "a state built afresh compares each item once")
  }
}
