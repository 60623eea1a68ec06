import Foundation
import Snapshots
import TestSupport
import Testing

/// The code of the article "Reordering and writing back", checked: if these fail, the article
/// is wrong.
@Suite("Article: Reordering and writing back")
struct DataSourceArticleExampleTests {
  struct Todo: Equatable {
    var id: Int
    var title: String
  }

  /// "Today" [1, 2] and "Later" [3], every item reorderable.
  func makeDataSource() -> DiffableDataSource<String, Int> {
    let dataSource = DiffableDataSource<String, Int>()
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["Today", "Later"])
    snapshot.appendItems([1, 2], toSection: "Today")
    snapshot.appendItems([3], toSection: "Later")
    dataSource.apply(snapshot)
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    return dataSource
  }

  @Test("a flat array, and identifiers with the standard library")
  func flatArray() {
    let dataSource = makeDataSource()
    var todos = [1, 2, 3].map { Todo(id: $0, title: "todo \($0)") }
    var ids = [1, 2, 3]
    dataSource.reorderingHandlers.didReorder = { transaction in
      transaction.applyReorder(to: &todos)
      ids = ids.applying(transaction.difference)!
    }
    dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(todos.map(\.id) == [2, 3, 1])
    #expect(ids == dataSource.snapshot().itemIdentifiers)
  }

  @Test("sections, keyed and ordered; and the drag of the testing section")
  func sections() {
    let dataSource = makeDataSource()
    var todosByList = ["Today": [1, 2], "Later": [3]].mapValues {
      $0.map { Todo(id: $0, title: "todo \($0)") }
    }
    var lists: [(section: String, items: [Todo])] = [
      ("Today", todosByList["Today"]!), ("Later", todosByList["Later"]!),
    ]
    dataSource.reorderingHandlers.didReorder = { transaction in
      transaction.applyReorder(to: &todosByList)
      transaction.applyReorder(to: &lists)
    }
    dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(todosByList.mapValues { $0.map(\.id) } == ["Today": [2], "Later": [3, 1]])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "Later") == [3, 1])
    #expect(lists.map { $0.items.map(\.id) } == [[2], [3, 1]])
  }

  @Test("a tree store moves the node to the placement")
  func treeStore() {
    let dataSource = DiffableDataSource<String, Int>()
    var outline = SectionSnapshot<Int>()
    outline.append([10, 20])
    outline.append([11, 12], to: 10)
    outline.expand([10])
    dataSource.apply(outline, to: "Folders")
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var folders = DataSourceTreeStore(dataSource)
    dataSource.reorderingHandlers.didReorder = { transaction in
      let place = transaction.placement
      folders.move(
        transaction.reorderedItem, to: place.section, parent: place.parent, at: place.index)
    }
    // Shown: 10, 11, 12, 20. Dropped right after the expanded 10: its first child.
    dataSource.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
    #expect(dataSource.snapshot(for: "Folders").children(of: 10) == [20, 11, 12])
    #expect(folders == DataSourceTreeStore(dataSource))
    // Dragging the expanded 10 collapses it; its subtree travels along.
    dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == [10])
  }
}
