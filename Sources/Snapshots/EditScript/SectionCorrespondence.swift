/// Which old section became which new one under a changeset whose section operations are
/// known to fit (``planListEdits(oldCount:newCount:deletes:inserts:moves:)`` accepted them).
@usableFromInline
internal struct SectionCorrespondence {
  /// The new offset of each old section, or -1 for a deleted one.
  @usableFromInline internal var newOfOld: [Int]
  /// The old offset of each new section, or -1 for an inserted one.
  @usableFromInline internal var oldOfNew: [Int]
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
      inserts: changes.sectionInserts,
      moves: changes.sectionMoves.map { Diff.OffsetPair(from: $0.from, to: $0.to) })
  }

  /// Matches the sections: moves as listed, the remaining survivors in order.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* section operations.
  @usableFromInline
  internal init(
    oldCount: Int, newCount: Int, deletes: [Int], inserts: [Int], moves: [Diff.OffsetPair]
  ) {
    newOfOld = Array(repeating: -2, count: oldCount)
    oldOfNew = Array(repeating: -2, count: newCount)
    for offset in deletes { newOfOld[offset] = -1 }
    for offset in inserts { oldOfNew[offset] = -1 }
    for move in moves {
      newOfOld[move.from] = move.to
      oldOfNew[move.to] = move.from
    }
    oldStays = newOfOld.map { $0 == -2 }
    var target = 0
    for source in newOfOld.indices where newOfOld[source] == -2 {
      while oldOfNew[target] != -2 { target += 1 }
      newOfOld[source] = target
      oldOfNew[target] = source
    }
  }
}
