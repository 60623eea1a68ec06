import Foundation
import Snapshots

/// What the example's renderer prints for an update: a real one would perform these changes
/// on screen (see `Changeset` for how they map onto `performBatchUpdates`).
func describe(_ update: TodoDataSource.Update) -> String {
  switch update.kind {
  case .reloadData:
    let snapshot = update.snapshot
    return "reload data, \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items"
  case .animated, .nonAnimated:
    let changes = update.changeset
    func paths(_ paths: [IndexPath]) -> String {
      paths.map { "\($0.section).\($0.item)" }.joined(separator: ", ")
    }
    var parts: [String] = []
    if !changes.sectionDeletes.isEmpty { parts.append("delete sections \(changes.sectionDeletes)") }
    if !changes.sectionInserts.isEmpty { parts.append("insert sections \(changes.sectionInserts)") }
    if !changes.sectionMoves.isEmpty { parts.append("move sections \(changes.sectionMoves)") }
    if !changes.itemDeletes.isEmpty { parts.append("delete \(paths(changes.itemDeletes))") }
    if !changes.itemInserts.isEmpty { parts.append("insert \(paths(changes.itemInserts))") }
    for move in changes.itemMoves { parts.append("move \(move)") }
    if !changes.itemReloads.isEmpty { parts.append("reload \(paths(changes.itemReloads))") }
    if parts.isEmpty { parts.append("nothing to change") }
    return (update.animatingDifferences ? "animated, " : "") + parts.joined(separator: ", ")
  }
}

/// The changes of a difference, such as `remove notes at 0, insert notes at 2`.
func describe(_ difference: CollectionDifference<String>) -> String {
  let changes = difference.map { change in
    switch change {
    case .remove(let offset, let id, _): "remove \(id) at \(offset)"
    case .insert(let offset, let id, _): "insert \(id) at \(offset)"
    }
  }
  return changes.isEmpty ? "no change" : changes.joined(separator: ", ")
}
