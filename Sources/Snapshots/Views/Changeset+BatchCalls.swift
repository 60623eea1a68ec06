#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
// Only where the views exist, on Apple platforms, which all have Foundation.
import Foundation

extension Changeset {
  /// Makes the structural calls of one batch in the order of the batch-update rules, which
  /// reads best in a log (the views perform deletes before inserts whatever the order):
  /// sections deleted, inserted and moved, then items deleted, inserted and moved. An empty
  /// list makes no call.
  package func makeStructuralCalls(
    deleteSections: (IndexSet) -> Void, insertSections: (IndexSet) -> Void,
    moveSection: (Int, Int) -> Void, deleteItems: ([IndexPath]) -> Void,
    insertItems: ([IndexPath]) -> Void, moveItem: (IndexPath, IndexPath) -> Void
  ) {
    if !sectionDeletes.isEmpty { deleteSections(IndexSet(sectionDeletes)) }
    if !sectionInserts.isEmpty { insertSections(IndexSet(sectionInserts)) }
    for move in sectionMoves { moveSection(move.from, move.to) }
    if !itemDeletes.isEmpty { deleteItems(itemDeletes) }
    if !itemInserts.isEmpty { insertItems(itemInserts) }
    for move in itemMoves { moveItem(move.from, move.to) }
  }

  /// Makes the refresh calls that follow a batch, in new coordinates: sections reloaded, then
  /// items reloaded, then items reconfigured, then sections reconfigured (their headers and
  /// footers). An empty list makes no call.
  package func makeRefreshCalls(
    reloadSections: (IndexSet) -> Void, reloadItems: ([IndexPath]) -> Void,
    reconfigureItems: ([IndexPath]) -> Void, reconfigureSections: (IndexSet) -> Void
  ) {
    if !sectionReloads.isEmpty { reloadSections(IndexSet(sectionReloads)) }
    if !itemReloads.isEmpty { reloadItems(itemReloads) }
    if !itemReconfigures.isEmpty { reconfigureItems(itemReconfigures) }
    if !sectionReconfigures.isEmpty { reconfigureSections(IndexSet(sectionReconfigures)) }
  }
}
#endif
