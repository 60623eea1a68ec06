extension Changeset {
  /// Computes what turns `old` into `new`, with refreshes from the new snapshot's reload and
  /// reconfigure marks.
  ///
  /// ```swift
  /// let changes = Changeset(from: dataSource.snapshot(), to: newSnapshot)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, hashing each new item
  ///   once, plus O(*c* log *c*) for *c* displaced items or sections. When `new` was copied
  ///   from `old` and then edited, expected O(*s* + *k* log *k* + *c*) for the *k* items its
  ///   edits touched, read from its record, wherever that costs less than the diff by the
  ///   items touched and the number of sections they sit in; where it does not, the diff's
  ///   cost, plus at most O(*k*) lookups spent before the record was given up.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.init(
      from: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure)
  }

  /// Computes what turns `old` into `new`; items whose identifiers match but for which
  /// `contentEquals` returns `false` are refreshed too.
  ///
  /// Use it when identifiers carry content (a struct hashed by `id` with a `title`), or when
  /// `contentEquals` looks the items up in a model store.
  ///
  /// ```swift
  /// let changes = Changeset(from: old, to: new, contentEquals: { $0.title == $1.title })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot on screen now.
  ///   - new: The snapshot to show.
  ///   - contentEquals: Called with the old and the new identifier of each item that survives.
  ///   - refresh: How a changed item is refreshed; marks in `new` add to this.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus O(*c* log *c*) for
  ///   *c* displaced items or sections, plus the calls to `contentEquals`.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refreshingChangedItemsBy refresh: ContentRefresh = .reconfigure
  ) {
    self.init(
      from: old, to: new, comparesContent: true, contentEquals: contentEquals, refresh: refresh)
  }

  /// The shared computation, through one `ChangesetBuilder`. Without a content comparison or a
  /// preferred move, when `new` records how it was made from `old` (see `SnapshotRecord`), the
  /// runs come from the record; otherwise from a diff.
  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    comparesContent: Bool, contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refresh: ContentRefresh, preferringToMove preferred: ItemIdentifierType? = nil
  ) {
    if !comparesContent && preferred == nil, let recorded = Self.readRecord(from: old, to: new) {
      self = recorded
      return
    }
    self.init(
      diffing: old, to: new, comparesContent: comparesContent, contentEquals: contentEquals,
      refresh: refresh, preferringToMove: preferred)
  }

  /// The changeset read from `new`'s record, or `nil` when it does not lead from `old` or,
  /// with `choosing`, when a diff is expected to cost less (`ChangesetCost`); kept out of line
  /// so that the diffing path around it stays as small as before.
  @inlinable
  @inline(never)
  internal static func readRecord(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>, choosing: Bool = true
  ) -> Changeset? {
    var builder = ChangesetBuilder(from: old, to: new)
    return builder.readRecord(choosing: choosing)
  }

  /// The changeset diffed from the two snapshots (see `ChangesetBuilder.diff`): sections
  /// matched, each surviving section's items looked up in the old snapshot's item table and
  /// placed, the old items left unmatched deleted, then content changes and marks turned into
  /// refreshes.
  @inlinable
  internal init(
    diffing old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    comparesContent: Bool, contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refresh: ContentRefresh, preferringToMove preferred: ItemIdentifierType?
  ) {
    var builder = ChangesetBuilder(from: old, to: new)
    self = builder.diff(
      comparesContent: comparesContent, contentEquals: contentEquals, refresh: refresh,
      preferringToMove: preferred)
  }
}

extension Changeset {
  /// Computes what turns `old` into `new`, naming `item` as moved whenever a minimal set of
  /// moves allows it: after a drag, the dragged item rather than a neighbour it passed.
  ///
  /// - Complexity: As ``init(from:to:)``, plus one more subsequence search in the item's
  ///   section.
  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    preferringToMove item: ItemIdentifierType
  ) {
    self.init(
      from: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure, preferringToMove: item)
  }
}
