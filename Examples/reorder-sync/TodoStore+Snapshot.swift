import Snapshots

/// The snapshot type the app shows: list ids as sections, task ids as items.
typealias TodoSnapshot = Snapshot<String, String>

extension TodoStore {
  /// The snapshot that shows the store: one section per list, one item per task, in order.
  ///
  /// The store comes from a file a person may have edited, so it is validated rather than
  /// trusted: a repeated list or task id is reported, where the plain snapshot API would trap.
  func snapshot() throws(SnapshotValidationError<String, String>) -> TodoSnapshot {
    try TodoSnapshot(validating: lists.map { ($0.id, $0.tasks.map(\.id)) })
  }

  /// `nil` when `snapshot` shows exactly this store's lists and tasks in this order; otherwise
  /// a sentence naming the first difference.
  func disagreement(with snapshot: TodoSnapshot) -> String? {
    let listIDs = lists.map(\.id)
    if listIDs != snapshot.sectionIdentifiers {
      return "the store has the lists \(listIDs) but the snapshot the sections "
        + "\(snapshot.sectionIdentifiers)"
    }
    for list in lists {
      let taskIDs = list.tasks.map(\.id)
      let itemIDs = snapshot.itemIdentifiers(inSection: list.id)
      if taskIDs != itemIDs {
        return "list \(list.name) holds \(taskIDs) in the store but \(itemIDs) in the snapshot"
      }
    }
    return nil
  }

  /// One line per list, such as `Today: review, dentist (done), notes`.
  var outline: [String] {
    lists.map { list in
      let tasks = list.tasks.map { $0.done ? "\($0.id) (done)" : $0.id }
      return "\(list.name): " + (tasks.isEmpty ? "(empty)" : tasks.joined(separator: ", "))
    }
  }
}
