extension Diff {
  /// Builds the diff from identities and, when `comparesContent`, a content comparison of
  /// matched offsets.
  ///
  /// - Complexity: Expected O(*n* + *m*) plus O(*c* log *c*) for *c* displaced elements.
  @inlinable @inline(__always)
  internal init<Old: RandomAccessCollection, New: RandomAccessCollection, ID: Hashable>(
    _matching old: Old, _ new: New,
    oldID: (Old.Element) -> ID, newID: (New.Element) -> ID,
    comparesContent: Bool, contentEquals: (_ oldOffset: Int, _ newOffset: Int) -> Bool
  ) {
    let newToOld = DiffEngine.matchIdentities(old, new, oldID: oldID, newID: newID)
    self = DiffEngine.diff(
      newToOld: newToOld, oldCount: old.count, comparesContent: comparesContent,
      contentEquals: contentEquals)
  }
}

extension Diff {
  /// Diffs two collections whose elements are their own identity, naming `element` as moved
  /// whenever a minimal set of moves allows it: after a drag, the dragged element rather than
  /// a neighbour it passed.
  ///
  /// - Complexity: As ``init(from:to:)``, plus one more O(*n* log *n*) subsequence search when
  ///   the preference matters.
  @inlinable
  internal init<C: RandomAccessCollection>(
    from old: C, to new: C, preferringToMove element: C.Element
  ) where C.Element: Hashable {
    let newToOld = DiffEngine.matchIdentities(old, new, oldID: { $0 }, newID: { $0 })
    let preferred = new.firstIndex(of: element).map { new.distance(from: new.startIndex, to: $0) }
    self = DiffEngine.diff(
      newToOld: newToOld, oldCount: old.count, comparesContent: false,
      contentEquals: { _, _ in true }, preferringToMove: preferred)
  }
}
