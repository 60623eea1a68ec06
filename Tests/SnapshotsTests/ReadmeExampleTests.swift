import Foundation
import Snapshots
import Testing

/// The README's quick start and the samples of GettingStarted and The Data Source, checked: if
/// these fail, the documentation is wrong.
@Suite struct ReadmeExampleTests {
  /// The README's first block, with a renderer that records what it is asked to do.
  @Test func quickStartContent() {
    struct Message: Identifiable, Equatable {
      let id: Int
      var text: String
    }
    final class Renderer {
      var shown: [Int] = []
      var performed: [Changeset<String, Int>] = []
      func show(_ snapshot: Snapshot<String, Int>, content: AnyContentSnapshot<String, Int>?) {
        shown = snapshot.itemIdentifiers
      }
      func perform(_ changes: Changeset<String, Int>, content: AnyContentSnapshot<String, Int>?) {
        performed.append(changes)
      }
    }
    let renderer = Renderer()

    var inbox = ContentSnapshot<String, Int, String, Message>()
    inbox.appendSections(["Inbox"])
    inbox.appendItems([Message(id: 1, text: "Invoice"), Message(id: 2, text: "Standup")])

    let dataSource = DiffableDataSource<String, Int>()
    var applied: AnyContentSnapshot<String, Int>?
    dataSource.onUpdate = { update in
      applied = update.content
      switch update.kind {
      case .reloadData:
        renderer.show(update.snapshot, content: update.content)
      case .animated, .nonAnimated:
        renderer.perform(update.changeset, content: update.content)
      }
    }
    dataSource.apply(inbox)
    #expect(renderer.shown == [1, 2])

    inbox.updateItems([Message(id: 2, text: "Standup at 10:00")])
    inbox.appendItems([Message(id: 3, text: "Lunch?")])
    dataSource.apply(inbox)
    #expect(
      renderer.performed == [
        Changeset(
          itemInserts: [IndexPath(item: 2, section: 0)],
          itemReconfigures: [IndexPath(item: 1, section: 0)])
      ])
    #expect(applied?.item(for: 2, as: Message.self)?.text == "Standup at 10:00")
  }

  @Test func quickStartChangeset() {
    var old = Snapshot<String, String>()
    old.appendSections(["Inbox", "Archive"])
    old.appendItems(["invoice", "standup", "lunch"], toSection: "Inbox")
    old.appendItems(["receipt"], toSection: "Archive")

    var new = old
    new.moveItem("invoice", afterItem: "receipt")
    new.deleteItems(["lunch"])
    new.insertItems(["release"], beforeItem: "standup")
    new.reloadItems(["standup"])

    let changes = Changeset(from: old, to: new)
    #expect(changes.itemDeletes == [IndexPath(item: 2, section: 0)])
    #expect(changes.itemInserts == [IndexPath(item: 0, section: 0)])
    #expect(
      changes.itemMoves == [
        .init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
      ])
    #expect(changes.itemReloads == [IndexPath(item: 1, section: 0)])
    #expect(changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty)
  }

  @Test func throwingPaths() throws {
    #expect(throws: SnapshotValidationError<String, Int>(repeatedItems: [2])) {
      try Snapshot<String, Int>(validating: [("Today", [1, 2]), ("Earlier", [3, 2])])
    }
    do {
      _ = try Snapshot<String, Int>(validating: [("Today", [1, 2]), ("Earlier", [3, 2])])
    } catch {
      #expect(error.description == "Snapshot validation failed: repeated item identifiers [2]")
    }
    #expect(throws: SnapshotValidationError<String, Int>(unknownSections: ["Later"])) {
      try Snapshot<String, Int>(
        sectionIdentifiers: ["Today", "Earlier"],
        itemsBySection: [(item: 1, section: "Today"), (item: 3, section: "Later")])
    }
  }

  @Test func collectionDifference() {
    struct Todo: Equatable { var id: Int; var title: String }
    let oldTodos = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
    let newTodos = [Todo(id: 3, title: "c"), Todo(id: 1, title: "A"), Todo(id: 4, title: "d")]
    let diff = Diff(from: oldTodos, to: newTodos, id: \.id)
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.count == 1)
    #expect(diff.updates == [Diff.OffsetPair(from: 0, to: 1)])
    let difference = diff.collectionDifference(from: oldTodos, to: newTodos)
    #expect(oldTodos.applying(difference) == newTodos)
  }

  @Test func dataSourceWriteBack() {
    struct Todo: Equatable { var id: Int }
    let dataSource = DiffableDataSource<String, Int>()
    var kinds: [DataSourceUpdate<String, Int>.Kind] = []
    dataSource.onUpdate = { kinds.append($0.kind) }
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["Today", "Later"])
    snapshot.appendItems([1, 2, 3], toSection: "Today")
    snapshot.appendItems([4], toSection: "Later")
    dataSource.apply(snapshot)

    var todos = [1, 2, 3, 4].map(Todo.init)
    var todosByList = ["Today": [1, 2, 3].map(Todo.init), "Later": [Todo(id: 4)]]
    var lists: [(section: String, items: [Todo])] = [
      ("Today", [1, 2, 3].map(Todo.init)), ("Later", [Todo(id: 4)]),
    ]
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { transaction in
      transaction.applyReorder(to: &todos)
      transaction.applyReorder(to: &todosByList)
      transaction.applyReorder(to: &lists)
      #expect(transaction.reorderedItem == 1)
      #expect(transaction.placement.section == "Later")
      #expect(transaction.placement.parent == nil)
      #expect(transaction.placement.index == 1)
    }
    dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 1))
    #expect(todos.map(\.id) == dataSource.snapshot().itemIdentifiers)
    #expect(todosByList["Today"]!.map(\.id) == [2, 3])
    #expect(todosByList["Later"]!.map(\.id) == [4, 1])
    #expect(lists.map { $0.items.map(\.id) } == [[2, 3], [4, 1]])
    #expect(kinds == [.reloadData, .animated])
  }

  @Test func outlineQuickStart() {
    let categories: [(name: String, emojis: [String])] = [
      ("Smileys", ["😀", "😂", "🥲"]), ("Nature", ["🐶", "🌲"]), ("Food", ["🍎", "🍐"]),
    ]
    var outline = SectionSnapshot<String>()
    for category in categories {
      outline.append([category.name])
      outline.append(category.emojis, to: category.name)
    }
    outline.expand(["Smileys"])
    #expect(outline.visibleItems == ["Smileys", "😀", "😂", "🥲", "Nature", "Food"])
    let dataSource = DiffableDataSource<String, String>()
    dataSource.apply(outline, to: "Library")
    #expect(dataSource.snapshot().itemIdentifiers == outline.visibleItems)
    #expect(dataSource.indexPath(for: "Food") == IndexPath(item: 5, section: 0))
  }
}
