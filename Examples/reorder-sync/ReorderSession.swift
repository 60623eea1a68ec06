import Foundation
import Snapshots

/// The data source the app drives: list ids as sections, task ids as items.
typealias TodoDataSource = DiffableDataSource<String, String>

/// A model layer and a data source kept in step through a JSON file.
///
/// The flow is the one an app with drag and drop follows:
/// 1. load the store and apply its snapshot to the data source;
/// 2. a person drags a task: `moveItem(at:to:)` asks `canReorderItem`, commits the new order
///    and tells the renderer (`onUpdate`);
/// 3. `didReorder` receives the transaction and writes the new order back to the store with
///    `applyReorder(to:)`; the store is saved and read back, and must agree with `snapshot()`.
final class ReorderSession {
  /// The file the store lives in.
  let file: StoreFile
  /// The model layer's store, replaced after every save by what is read back from the file.
  var store: TodoStore
  /// The data source, headless: its renderer prints instead of drawing.
  let dataSource = TodoDataSource()
  /// How many updates the renderer has received.
  private(set) var updates = 0
  /// How many reorders `didReorder` has written back.
  private(set) var writeBacks = 0

  /// Where every step is printed.
  private let print: (String) -> Void
  /// The snapshot of the store as loaded, until `show()` applies it.
  private let loadedSnapshot: TodoSnapshot
  /// What went wrong inside `didReorder`, which cannot throw; `perform(_:label:)` throws it.
  private var handlerError: ReorderSyncError?

  /// Loads the store from `file` and connects the renderer and the reordering handlers;
  /// `show()` then applies the store's snapshot.
  init(file: StoreFile, print: @escaping (String) -> Void) throws(ReorderSyncError) {
    self.file = file
    self.print = print
    do {
      store = try file.load()
    } catch {
      throw .store(error)
    }
    do {
      loadedSnapshot = try store.snapshot()
    } catch {
      var repeats: [String] = []
      if !error.repeatedSections.isEmpty { repeats.append("list ids \(error.repeatedSections)") }
      if !error.repeatedItems.isEmpty { repeats.append("task ids \(error.repeatedItems)") }
      throw .store(
        StoreError(path: file.path, problem: "repeats " + repeats.joined(separator: " and ")))
    }

    // The handlers capture the session unowned: the session owns the data source that holds
    // them, so a strong capture would keep both alive forever.
    dataSource.onUpdate = { [unowned self] update in
      updates += 1
      print("  renderer: \(describe(update))")
    }
    dataSource.reorderingHandlers.canReorderItem = { [unowned self] id in
      store.task(id)?.done == false
    }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      do throws(ReorderSyncError) {
        try writeBack(transaction)
      } catch {
        handlerError = error
      }
    }
  }

  /// Applies the loaded store's snapshot: the first apply, which the renderer gets as a reload.
  func show() {
    dataSource.apply(loadedSnapshot)
  }

  /// What a drag did.
  enum Outcome: Equatable {
    /// The task moved and the store was written back.
    case moved
    /// `canReorderItem` refused the task.
    case refused
    /// The task was dropped where it already was.
    case stayed
  }

  /// Performs one drag as a person would, printing each step, and checks afterwards that the
  /// store on disk and the snapshot agree.
  @discardableResult
  func perform(_ drag: Drag, label: String) throws(ReorderSyncError) -> Outcome {
    let before = dataSource.snapshot()
    try check(drag, label: label, in: before)
    let id = dataSource.itemIdentifier(for: drag.source)!
    let task = store.task(id)!
    print("\(label): \(drag) drags \"\(task.title)\" (\(id)) \(direction(of: drag, in: before))")

    let (updatesBefore, writeBacksBefore) = (updates, writeBacks)
    dataSource.moveItem(at: drag.source, to: drag.destination)
    if let error = handlerError {
      handlerError = nil
      if case .disagreement(let problem) = error {
        throw .disagreement("after \(label) (\(drag)), \(problem)")
      }
      throw error
    }
    if writeBacks > writeBacksBefore { return .moved }

    // Nothing may have changed: no update, no write, the same snapshot, the same file.
    guard updates == updatesBefore, dataSource.snapshot() == before else {
      throw .disagreement(
        "after \(label) (\(drag)), the snapshot changed but was never written back")
    }
    let outcome: Outcome = task.done ? .refused : .stayed
    print(
      outcome == .refused
        ? "  canReorderItem said no: \(id) is done, and done tasks cannot be dragged"
        : "  dropped where it already was")
    print("  nothing happened: no update, no write")
    try verify(try reload(), "  store on disk and snapshot still agree")
    return outcome
  }

  /// `didReorder`: write the new order to the store, save it, read it back, compare.
  private func writeBack(
    _ transaction: SnapshotTransaction<String, String>
  ) throws(ReorderSyncError) {
    print("  didReorder, difference over all tasks: \(describe(transaction.difference))")
    for part in transaction.sectionTransactions {
      print("    in \(store.name(ofList: part.sectionIdentifier)): \(describe(part.difference))")
    }
    // The transaction's per-section differences line up with the store's per-list arrays.
    transaction.applyReorder(to: &store.tasksByList)
    writeBacks += 1
    do {
      try file.save(store)
    } catch {
      throw .store(error)
    }
    let reloaded = try reload()
    print("  wrote back with applyReorder(to:), saved \(file.url.lastPathComponent), read it back:")
    for line in reloaded.outline { print("    \(line)") }
    try verify(reloaded, "  store and snapshot agree")
    store = reloaded
  }

  /// The store as the file now holds it.
  private func reload() throws(ReorderSyncError) -> TodoStore {
    do {
      return try file.load()
    } catch {
      throw .store(error)
    }
  }

  /// Throws unless `reloaded` and the data source's snapshot agree; prints `success` if they do.
  private func verify(_ reloaded: TodoStore, _ success: String) throws(ReorderSyncError) {
    if let problem = reloaded.disagreement(with: dataSource.snapshot()) {
      throw .disagreement(problem)
    }
    print(success)
  }
}
