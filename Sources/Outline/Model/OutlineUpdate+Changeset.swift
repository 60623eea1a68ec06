import Snapshots

extension OutlineUpdate {
  /// The update as a view's batch for a section that shows the outline's visible rows: the
  /// deletes, inserts and moves of ``diff`` as index paths in `section`, and every row whose
  /// level, expansion, count or footer changed as a reconfigure at its new place.
  ///
  /// ```swift
  /// let update = tree.expand("c42")
  /// let changes = update.changeset(inSection: 0)
  /// collectionView.performBatchUpdates {
  ///   collectionView.insertItems(at: changes.itemInserts)   // c42's visible children
  /// }
  /// collectionView.reconfigureItems(at: changes.itemReconfigures)   // c42 itself
  /// ```
  ///
  /// - Parameter section: The offset of the section in the view.
  /// - Complexity: O(*k* log *k*) for the *k* rows the update touches, whatever the size of
  ///   the tree.
  public func changeset(inSection section: Int) -> Changeset<Int, OutlineRow<ID>> {
    func path(_ row: Int) -> IndexPath { IndexPath(_row: row, section: section) }
    return Changeset(
      itemDeletes: diff.deletes.map(path),
      itemInserts: diff.inserts.map(path),
      itemMoves: diff.moves.map { Changeset.ItemMove(from: path($0.from), to: path($0.to)) },
      itemReconfigures: diff.updates.map { path($0.to) }.sorted())
  }
}

extension IndexPath {
  /// An index path of two elements; `IndexPath(item:section:)` comes from UIKit or AppKit on
  /// Apple's systems, and library code must build without them.
  fileprivate init(_row row: Int, section: Int) {
    self.init(index: section)
    append(row)
  }
}
