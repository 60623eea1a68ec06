extension Changeset {
  /// The changeset read from `new`'s record, or `nil` when the record does not lead from
  /// `old`, even where ``init(from:to:)`` would diff: for the tests that hold the two paths of
  /// ``init(from:to:)`` against each other, and the benchmarks that time them (inlinable, so
  /// that both run specialized, as the public initializer does).
  ///
  /// - Complexity: As the recorded path of ``init(from:to:)``.
  @inlinable
  package static func recorded(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Changeset? {
    readRecord(from: old, to: new, choosing: false)
  }

  /// The changeset diffed from the two snapshots, whatever `new` records.
  ///
  /// - Complexity: As ``init(from:to:)`` without a record.
  @inlinable
  package static func diffed(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Changeset {
    Changeset(
      diffing: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure, preferringToMove: nil)
  }
}

extension Changeset {
  /// Whether ``init(from:to:)`` reads `new`'s record rather than diffing.
  ///
  /// - Complexity: As the recorded path of ``init(from:to:)``, which it runs.
  @inlinable
  package static func readsRecord(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Bool {
    readRecord(from: old, to: new) != nil
  }
}
