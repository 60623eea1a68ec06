import Foundation
import Snapshots
import Testing

/// The README's quick start and the samples of GettingStarted and The Data Source, checked: if
/// these fail, the documentation is wrong.
@Suite struct ReadmeExampleTests {
  /// The README's quick start, with a renderer that records what it is asked to do.
  @Test func quickStartContent() {
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
    var applied: AnyContentSnapshot<String, Int>?

    // README block 2
    struct Message: Identifiable, Equatable {
      let id: Int
      var text: String
    }

    var inbox = ContentSnapshot<String, Int, String, Message>()  // sections named by strings
    inbox.appendSections(["Inbox"])
    inbox.appendItems([Message(id: 1, text: "Invoice"), Message(id: 2, text: "Standup")])

    let dataSource = DiffableDataSource<String, Int>()
    dataSource.onUpdate = { update in
      switch update.kind {
      case .reloadData:  // the first apply: draw everything
        renderer.show(update.snapshot, content: update.content)
      case .animated, .nonAnimated:  // then only what changed
        renderer.perform(update.changeset, content: update.content)
      }
    }
    dataSource.apply(inbox)
    // end of README block 2
    let onUpdate = dataSource.onUpdate
    dataSource.onUpdate = { update in
      applied = update.content
      onUpdate?(update)
    }
    #expect(renderer.shown == [1, 2])

    // README block 2, continued
    inbox.updateItems([Message(id: 2, text: "Standup at 10:00")])
    inbox.appendItems([Message(id: 3, text: "Lunch?")])
    dataSource.apply(inbox)
    // changeset: itemInserts [[0, 2]], itemReconfigures [[0, 1]]: one new row, one cell updated
    // in place; update.content?.item(for: 2, as: Message.self) is the message as applied
    // end of README block 2
    #expect(
      renderer.performed == [
        Changeset(
          itemInserts: [IndexPath(item: 2, section: 0)],
          itemReconfigures: [IndexPath(item: 1, section: 0)])
      ])
    #expect(applied?.item(for: 2, as: Message.self)?.text == "Standup at 10:00")
  }

  @Test func quickStartChangeset() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    // README block 3
    var old = Snapshot<String, String>()
    old.appendSections(["Inbox", "Archive"])
    old.appendItems(["invoice", "standup", "lunch"], toSection: "Inbox")
    old.appendItems(["receipt"], toSection: "Archive")

    var new = old
    new.moveItem("invoice", afterItem: "receipt")  // archived: moves across sections
    new.deleteItems(["lunch"])
    new.insertItems(["release"], beforeItem: "standup")
    new.reloadItems(["standup"])

    let changes = Changeset(from: old, to: new)
    print(changes.itemDeletes)  // [[0, 2]]   "lunch", old coordinates
    print(changes.itemInserts)  // [[0, 0]]   "release", new coordinates
    print(changes.itemMoves)  // [0.0→1.1]  "invoice", section.item
    print(changes.itemReloads)  // [[0, 1]]   "standup", after the batch
    // end of README block 3
    // What the block's comments say it prints.
    #expect(printed == ["[[0, 2]]", "[[0, 0]]", "[0.0→1.1]", "[[0, 1]]"])
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
    var printed: [String] = []
    func print(_ values: Any...) { printed.append(values.map { "\($0)" }.joined(separator: " ")) }
    func assert(_ condition: Bool) { #expect(condition) }

    // README block 4
    let diff = Diff(from: oldTodos, to: newTodos, id: \.id)  // updated when != (Equatable)
    print(diff.deletes, diff.inserts, diff.moves, diff.updates)

    let difference = diff.collectionDifference(from: oldTodos, to: newTodos)
    assert(oldTodos.applying(difference) == newTodos)
    // end of README block 4
    #expect(printed.count == 1)
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.count == 1)
    #expect(diff.updates == [Diff.OffsetPair(from: 0, to: 1)])
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
