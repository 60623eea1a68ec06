/// Which old section became which new one under a changeset whose section operations are
/// known to fit (``planListEdits(oldCount:newCount:deletes:inserts:moves:)`` accepted them).
@usableFromInline
internal struct SectionCorrespondence {
  /// The new offset of each old section, or `nil` for a deleted one.
  @usableFromInline internal var oldToNew: [Int?]
  /// The old offset of each new section, or `nil` for an inserted one.
  @usableFromInline internal var newToOld: [Int?]
  /// Whether each old section survives without moving, so that its items may change.
  @usableFromInline internal var oldStays: [Bool]

  /// Matches the sections: moves as listed, the remaining survivors in order.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* section operations.
  @inlinable
  internal init<SectionIdentifierType, ItemIdentifierType>(
    oldCount: Int, newCount: Int, changes: Changeset<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.init(
      oldCount: oldCount, newCount: newCount, deletes: changes.sectionDeletes,
      inserts: changes.sectionInserts, moves: changes.sectionMoves)
  }

  /// Matches the sections: moves as listed, the remaining survivors in order.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* section operations.
  @usableFromInline
  internal init(
    oldCount: Int, newCount: Int, deletes: [Int], inserts: [Int], moves: [Diff.OffsetPair]
  ) {
    oldToNew = Array(repeating: nil, count: oldCount)
    newToOld = Array(repeating: nil, count: newCount)
    // Sections a delete, an insert or a move accounts for; the rest stay, in order.
    var oldTaken = [Bool](repeating: false, count: oldCount)
    var newTaken = [Bool](repeating: false, count: newCount)
    for offset in deletes { oldTaken[offset] = true }
    for offset in inserts { newTaken[offset] = true }
    for move in moves {
      oldToNew[move.from] = move.to
      newToOld[move.to] = move.from
      oldTaken[move.from] = true
      newTaken[move.to] = true
    }
    oldStays = oldTaken.map { !$0 }
    var target = 0
    for source in oldTaken.indices where !oldTaken[source] {
      while newTaken[target] { target += 1 }
      oldToNew[source] = target
      newToOld[target] = source
      newTaken[target] = true
    }
  }
}
