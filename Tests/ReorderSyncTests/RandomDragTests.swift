import Foundation
import TestSupport
import Testing

@testable import reorder_sync

/// Random drags against a plain model of what a drag means: the task leaves its place and ends
/// up exactly at the destination, unless it is done. After every drag, the file on disk must
/// hold that order, with every task's title and done flag intact, and so must the snapshot.
@Suite("reorder-sync random drags")
struct RandomDragTests {
  /// A store of four lists (one empty) and 24 tasks, every fifth done.
  static func randomStore() -> TodoStore {
    var tasks = (0..<24).map { TodoTask(id: "t\($0)", title: "Task \($0)", done: $0 % 5 == 4) }
    var lists: [TodoList] = []
    for (offset, size) in [9, 0, 10, 5].enumerated() {
      lists.append(
        TodoList(id: "l\(offset)", name: "List \(offset)", tasks: Array(tasks.prefix(size))))
      tasks.removeFirst(size)
    }
    return TodoStore(lists: lists)
  }

  @Test(
    "the store on disk always equals the snapshot",
    arguments: [7, 1_592_598_564, 20_250_101] as [UInt64])
  func randomDrags(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    try withTemporaryDirectory { directory in
      let file = StoreFile(url: directory.appendingPathComponent("todos.json"))
      let initial = Self.randomStore()
      try file.save(initial)
      var printed = 0
      let session = try ReorderSession(file: file, print: { _ in printed += 1 })
      session.show()

      let tasks = Dictionary(
        uniqueKeysWithValues: initial.lists.flatMap(\.tasks).map { ($0.id, $0) })
      var model = initial.lists.map { $0.tasks.map(\.id) }
      var outcomes: [ReorderSession.Outcome: Int] = [:]
      for step in 0..<200 {
        let sources = model.indices.filter { !model[$0].isEmpty }
        let from = sources[random.below(sources.count)]
        let item = random.below(model[from].count)
        let to = random.below(model.count)
        let last = to == from ? model[to].count - 1 : model[to].count
        let drag = Drag((from, item), (to, random.below(last + 1)))
        let context: Comment = "seed \(seed), step \(step), drag \(drag)"

        let outcome: ReorderSession.Outcome
        do {
          outcome = try session.perform(drag, label: "Drag \(step)")
        } catch {
          Issue.record("\(context): \(error)")
          return
        }
        outcomes[outcome, default: 0] += 1
        let id = model[from][item]
        let expected: ReorderSession.Outcome =
          tasks[id]!.done ? .refused : drag.source == drag.destination ? .stayed : .moved
        #expect(outcome == expected, context)
        if expected == .moved {
          model[from].remove(at: item)
          model[to].insert(id, at: drag.destination.item)
        }

        let onDisk = try file.load()
        let snapshot = session.dataSource.snapshot()
        #expect(onDisk.lists.map(\.id) == snapshot.sectionIdentifiers, context)
        #expect(onDisk.lists.map { $0.tasks.map(\.id) } == model, context)
        #expect(
          snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) } == model,
          context)
        #expect(onDisk.lists.map(\.tasks) == model.map { $0.map { tasks[$0]! } }, context)
        if onDisk.lists.map({ $0.tasks.map(\.id) }) != model { break }
      }
      // The drags exercised every path, and each printed its steps.
      #expect(outcomes[.moved, default: 0] > 100, "seed \(seed): \(outcomes)")
      #expect(outcomes[.refused, default: 0] > 0, "seed \(seed): \(outcomes)")
      #expect(printed > 200 * 3, "seed \(seed)")
    }
  }
}
