/// Phase 1 of every changeset: sections match by identifier, and one longest increasing run of
/// them stays in place. A moved section whose items change becomes a delete plus an insert
/// (rule 5 of the Batch-update rules article); `itemsEqual` says whether they changed, by
/// comparing them (a diff) or by reading a record (`ChangesetBuilder`'s two sources of runs).
@usableFromInline
internal struct SectionMatching {
  /// Each old section's new position, or `nil` when it is deleted (or moved with other items).
  @usableFromInline internal var oldToNew: [Int?]
  /// Each new section's old position, or `nil` when it is inserted.
  @usableFromInline internal var newToOld: [Int?]
  /// The sections that move, ascending by new position.
  @usableFromInline internal var moves: [Diff.OffsetPair] = []

  /// No sections on either side, until a matching is computed.
  @inlinable
  internal init() {
    oldToNew = []
    newToOld = []
  }

  /// Matches the sections of `old` with those of `new`.
  ///
  /// - Complexity: Expected O(*s*), plus O(*s* log *s*) for the subsequence, plus the calls to
  ///   `itemsEqual` (one per section out of place).
  @inlinable
  internal init<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>(
    old: SnapshotReader<SectionIdentifierType, ItemIdentifierType>,
    new: SnapshotReader<SectionIdentifierType, ItemIdentifierType>,
    itemsEqual: (_ source: Int, _ target: Int) -> Bool
  ) {
    let newCount = new.sectionCount
    oldToNew = Array(repeating: nil, count: old.sectionCount)
    newToOld = Array(repeating: nil, count: newCount)
    // The old position of each new section, -1 for a new one: the subsequence's input form.
    var sectionSources = [Int](repeating: -1, count: newCount)
    for target in 0..<newCount {
      sectionSources[target] = old.position(ofSection: new.identifier(ofSectionAt: target)) ?? -1
    }
    let sectionInPlace = DiffEngine.keptInPlace(sectionSources)
    for target in 0..<newCount {
      let source = sectionSources[target]
      if source < 0 { continue }
      if !sectionInPlace[target] {
        if !itemsEqual(source, target) { continue }
        moves.append(.init(from: source, to: target))
      }
      oldToNew[source] = target
      newToOld[target] = source
    }
  }
}
