/// The model layer of a small to-do app: lists of tasks, in the order the person arranged them.
///
/// This is what the app owns and saves; the data source only shows it. Each list becomes a
/// section of the snapshot and each task an item, identified by their `id`s.
struct TodoStore: Codable, Equatable {
  /// The lists, in display order.
  var lists: [TodoList]
}

/// One list of tasks: a section on screen.
struct TodoList: Codable, Equatable {
  /// Stable identifier, used as the section identifier.
  var id: String
  /// What the person calls the list.
  var name: String
  /// The tasks, in display order.
  var tasks: [TodoTask]
}

/// One task: an item on screen.
struct TodoTask: Codable, Equatable {
  /// Stable identifier, used as the item identifier.
  var id: String
  /// What to do.
  var title: String
  /// Whether it is done; done tasks cannot be dragged in this app.
  var done: Bool
}

extension TodoStore {
  /// The store a fresh run starts from: two lists of tasks and an empty one.
  static let sample = TodoStore(lists: [
    TodoList(
      id: "today", name: "Today",
      tasks: [
        TodoTask(id: "notes", title: "Write release notes", done: false),
        TodoTask(id: "review", title: "Review pull request", done: false),
        TodoTask(id: "dentist", title: "Call the dentist", done: true),
        TodoTask(id: "sprint", title: "Plan the sprint", done: false),
      ]),
    TodoList(
      id: "errands", name: "Errands",
      tasks: [
        TodoTask(id: "milk", title: "Buy milk", done: false),
        TodoTask(id: "parcel", title: "Pick up the parcel", done: false),
        TodoTask(id: "books", title: "Return library books", done: false),
      ]),
    TodoList(id: "someday", name: "Someday", tasks: []),
  ])

  /// Each list's id with its tasks: the shape `SnapshotTransaction.applyReorder(to:)` writes a
  /// reorder back to.
  ///
  /// The setter expects the lists in the same order (the write-back never adds, removes or
  /// reorders lists) and replaces each list's tasks.
  var tasksByList: [(section: String, items: [TodoTask])] {
    get { lists.map { (section: $0.id, items: $0.tasks) } }
    set {
      for (offset, entry) in newValue.enumerated() where lists[offset].id == entry.section {
        lists[offset].tasks = entry.items
      }
    }
  }

  /// The task with an identifier, if any list holds it.
  func task(_ id: String) -> TodoTask? {
    for list in lists {
      if let task = list.tasks.first(where: { $0.id == id }) { return task }
    }
    return nil
  }

  /// The name of the list with an identifier, or the identifier if there is no such list.
  func name(ofList id: String) -> String {
    lists.first { $0.id == id }?.name ?? id
  }
}
