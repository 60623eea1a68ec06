extension DiffableDataSource {
  /// Makes `snapshot` the current state and tells the renderer what changed.
  ///
  /// Sections driven by a section snapshot keep their tree: items that are gone are removed
  /// from it (with their hidden children), items that are new are placed by the rule of
  /// ``apply(_:to:animatingDifferences:)``'s discussion, and expansion is kept. The first
  /// apply into an empty data source is delivered as a reload. Reload and reconfigure marks of
  /// `snapshot` become refreshes in the changeset, then are dropped.
  ///
  /// Traps when called from inside another apply or a handler it runs.
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus the size of the
  ///   trees of sections whose items changed.
  public func apply(_ snapshot: SnapshotType, animatingDifferences: Bool = true) {
    requireNotRunning("apply(_:animatingDifferences:)")
    let newTrees = rebasedTrees(onto: snapshot)
    commit(
      snapshot, trees: newTrees, kind: animatingDifferences ? .animated : .nonAnimated,
      "apply(_:animatingDifferences:)")
  }

  /// Makes `snapshot` the current state without diffing: the renderer is told to reload
  /// everything. Use it to reset, or for changes too large to animate.
  ///
  /// - Complexity: Expected O(*n* + *s*), plus the size of the trees kept.
  public func applySnapshotUsingReloadData(_ snapshot: SnapshotType) {
    requireNotRunning("applySnapshotUsingReloadData(_:)")
    let newTrees = rebasedTrees(onto: snapshot)
    commit(snapshot, trees: newTrees, kind: .reloadData, "applySnapshotUsingReloadData(_:)")
  }
}
