extension Changeset {
  /// The changeset read from `new`'s record, or `nil` when the record does not lead from
  /// `old`: for the tests that hold the two paths of ``init(from:to:)`` against each other.
  ///
  /// - Complexity: As the recorded path of ``init(from:to:)``.
  package static func recorded(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Changeset? {
    readRecord(from: old, to: new)
  }

  /// The changeset diffed from the two snapshots, whatever `new` records.
  ///
  /// - Complexity: As ``init(from:to:)`` without a record.
  package static func diffed(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Changeset {
    Changeset(
      diffing: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure, preferringToMove: nil)
  }
}
