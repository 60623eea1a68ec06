extension DiffableDataSource {
  /// Makes `content`, a value equal to the state shown, the state, without telling the
  /// renderer: after a reorder written back to the app's content, so that the next apply of a
  /// copy of `content` that the app edited reads its records (the snapshot's and the
  /// content's) rather than diffing. Sections keep their outlines.
  ///
  /// - Complexity: O(1); O(*n* + *s*) in builds with invariants, which check the equality.
  package func adopt<Section, Item>(
    _ content: ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>
  ) {
    requireNotRunning("adopt(_:)")
    checkInvariantsIfEnabled {
      precondition(content.snapshot == state, "adopted content differs from the state shown")
    }
    state = content.snapshot
    state._record = nil
    self.content = AnyContentSnapshot(content)
  }
}
