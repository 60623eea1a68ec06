import Foundation
import Snapshots

extension ReorderSession {
  /// Throws unless the drag names a task and a place to drop it in `snapshot`.
  ///
  /// The data source traps on a drag outside its sections, as UIKit does; a script typed by a
  /// person deserves a sentence instead.
  func check(_ drag: Drag, label: String, in snapshot: TodoSnapshot) throws(ReorderSyncError) {
    let lists = snapshot.sectionIdentifiers
    func problem(_ text: String) -> ReorderSyncError { .badDrag("\(label) (\(drag)): \(text)") }
    func list(_ offset: Int) throws(ReorderSyncError) -> String {
      guard lists.indices.contains(offset) else {
        throw problem("there is no list \(offset); the lists are 0 to \(lists.count - 1)")
      }
      return lists[offset]
    }

    let source = try list(drag.source.section)
    let count = snapshot.numberOfItems(inSection: source)
    guard drag.source.item < count else {
      throw problem(
        "list \(drag.source.section) (\(store.name(ofList: source))) has no task \(drag.source.item)"
      )
    }
    let target = try list(drag.destination.section)
    // Within a list the last place is its last task; another list also takes one past its end.
    let targetCount = snapshot.numberOfItems(inSection: target)
    let last = target == source ? targetCount - 1 : targetCount
    guard drag.destination.item <= last else {
      throw problem(
        "list \(drag.destination.section) (\(store.name(ofList: target))) takes a drop at 0 to \(last), "
          + "not at \(drag.destination.item)")
    }
  }

  /// Where a drag takes its task, in words: `down within Today`, `into the empty list Someday`.
  func direction(of drag: Drag, in snapshot: TodoSnapshot) -> String {
    let lists = snapshot.sectionIdentifiers
    let source = store.name(ofList: lists[drag.source.section])
    let target = store.name(ofList: lists[drag.destination.section])
    if drag.source.section == drag.destination.section {
      if drag.destination.item > drag.source.item { return "down within \(source)" }
      if drag.destination.item < drag.source.item { return "up within \(source)" }
      return "onto its own place in \(source)"
    }
    let targetCount = snapshot.numberOfItems(inSection: lists[drag.destination.section])
    if targetCount == 0 { return "from \(source) into the empty list \(target)" }
    if drag.destination.item == targetCount { return "from \(source) to the end of \(target)" }
    return "from \(source) into \(target)"
  }
}
