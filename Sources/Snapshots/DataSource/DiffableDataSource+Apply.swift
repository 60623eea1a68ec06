extension DiffableDataSource {
  /// Makes `snapshot` the current state and tells the renderer what changed.
  ///
  /// Sections driven by a section snapshot keep their outline: items that are gone are removed
  /// from it (with their hidden children), items that are new are placed by the rule of
  /// ``apply(_:to:animatingDifferences:completion:)``'s discussion, and expansion is kept. The
  /// first apply into an empty data source is delivered as a reload, and so is a batch that
  /// ``updatePolicy`` finds too large. Reload and reconfigure marks of `snapshot` become
  /// refreshes in the changeset, then are dropped.
  ///
  /// The order is always: the state is committed, `onUpdate` receives the update and returns,
  /// then `completion` runs. The completion runs outside the apply, so it may apply again.
  ///
  /// Traps when called from inside another apply or a handler it runs.
  ///
  /// - Parameters:
  ///   - snapshot: The state to show.
  ///   - animatingDifferences: Whether the renderer should animate the changes.
  ///   - completion: Runs once the renderer has received the update.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus, for each section
  ///   driven by a section snapshot of *t* items, *v* of them visible, O(*t* + *v* log *v*) to
  ///   rebase it (O(*t*) when its items did not change). For a snapshot taken with
  ///   ``snapshot()`` and edited, the changeset is read from the snapshot's record in expected
  ///   O(*s* + *k* log *k* + *c*) for *k* items touched and *c* changes, wherever the items
  ///   touched and the sections they sit in cost less than a diff; otherwise it is diffed,
  ///   after at most O(*k*) lookups (see ``Changeset/init(from:to:)``).
  public func apply(
    _ snapshot: SnapshotType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    requireNotRunning("apply(_:animatingDifferences:completion:)")
    sectionContent = [:]
    commit(
      snapshot, outlines: rebasedOutlines(onto: snapshot),
      kind: animatingDifferences ? .animated : .nonAnimated, content: nil,
      "apply(_:animatingDifferences:completion:)")
    completion?()
  }

  /// Makes `snapshot` the current state and returns once the renderer has received the update:
  /// the `async` form of ``apply(_:animatingDifferences:completion:)``, as in UIKit.
  ///
  /// Call it on the actor the data source lives on (the main actor in an app); it runs there.
  ///
  /// - Complexity: As ``apply(_:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: SnapshotType, animatingDifferences: Bool = true,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Makes `snapshot` the current state without diffing: the renderer is told to reload
  /// everything. Use it to reset, or for changes too large to animate.
  ///
  /// `completion` runs after `onUpdate` has returned, outside the apply.
  ///
  /// - Complexity: Expected O(*n* + *s*), plus O(*t* + *v* log *v*) to rebase each outline
  ///   kept, of *t* items, *v* of them visible.
  public func applySnapshotUsingReloadData(
    _ snapshot: SnapshotType, completion: (() -> Void)? = nil
  ) {
    requireNotRunning("applySnapshotUsingReloadData(_:completion:)")
    sectionContent = [:]
    commit(
      snapshot, outlines: rebasedOutlines(onto: snapshot), kind: .reloadData, content: nil,
      "applySnapshotUsingReloadData(_:completion:)")
    completion?()
  }

  /// Makes `snapshot` the current state without diffing and returns once the renderer has
  /// received the reload: the `async` form of ``applySnapshotUsingReloadData(_:completion:)``.
  ///
  /// - Complexity: As ``applySnapshotUsingReloadData(_:completion:)``.
  public func applySnapshotUsingReloadData(
    _ snapshot: SnapshotType, isolation: isolated (any Actor)? = #isolation
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }
}
