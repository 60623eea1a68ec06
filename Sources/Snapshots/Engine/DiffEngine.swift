/// The diff engine every change in the package comes from.
///
/// ```
/// Snapshot, SectionSnapshot, OutlineTree, [Element]      what a list shows now
///                  │
///                  ▼
///    DiffEngine: match identities, keep a longest increasing run, choose the moves
///                  │
///                  ▼
///        Changeset, Diff, SectionSnapshotDiff, EditScript      the changes
/// ```
///
/// It has three steps, each usable alone:
///
/// 1. ``matchIdentities(_:_:oldID:newID:)`` matches old and new elements by identity in one
///    ``IdentityTable``, a repeated identity's k-th occurrence to its k-th. A caller that already
///    has a matcher (`Changeset` looks items up in the snapshot's own item table) brings its own
///    matching instead.
/// 2. ``keptInPlace(_:weights:preferringToMove:)`` keeps one longest increasing run of the
///    matched old offsets in place (``markIncreasingRun(_:weights:)``), or the heaviest one when
///    each element stands for a run of items; every other match is a move, so the moves are as
///    few as possible. With a preferred element, such as the one a person
///    dragged, it is the one named as moved whenever a minimal set of moves allows it.
/// 3. ``diff(newToOld:oldCount:comparesContent:contentEquals:preferringToMove:)`` turns a matching
///    into a ``Diff``: deletes, inserts, moves and updates.
///
/// `Diff`, `SectionSnapshotDiff` and the edit scripts run all three; `Changeset` (both from a
/// diff and from a snapshot's record, through `ChangesetBuilder`) and the data source's
/// rebasing bring their own matching and run step 2; the outline engine's updates are `Diff`s
/// of the rows that change.
@usableFromInline
internal enum DiffEngine {
  /// Matches old and new elements by identity, the k-th occurrence to the k-th occurrence.
  ///
  /// Each identity is hashed exactly once. Returns, for every new offset, the matched old offset
  /// or -1. Collections without contiguous storage are copied into arrays first.
  ///
  /// - Complexity: Expected O(*n* + *m*), if the identities hash well.
  @inlinable @inline(__always)
  internal static func matchIdentities<
    Old: RandomAccessCollection, New: RandomAccessCollection, ID: Hashable
  >(
    _ old: Old, _ new: New, oldID: (Old.Element) -> ID, newID: (New.Element) -> ID
  ) -> [Int] {
    let matched = old.withContiguousStorageIfAvailable { old in
      new.withContiguousStorageIfAvailable { new in
        matchIdentities(in: old, new, oldID: oldID, newID: newID)
      }
    }
    if let matched = matched ?? nil { return matched }
    return ContiguousArray(old).withUnsafeBufferPointer { old in
      ContiguousArray(new).withUnsafeBufferPointer { new in
        matchIdentities(in: old, new, oldID: oldID, newID: newID)
      }
    }
  }

  /// Matches identities over contiguous elements.
  ///
  /// The table maps each identity to its next unmatched old offset. A repeated old identity
  /// chains its later offsets through `following`, which exists only when there are repeats;
  /// taking an offset moves the identity's bucket on to the next offset of its chain.
  ///
  /// - Complexity: Expected O(*n* + *m*), if the identities hash well.
  @inlinable @inline(__always)
  internal static func matchIdentities<OldElement, NewElement, ID: Hashable>(
    in old: UnsafeBufferPointer<OldElement>, _ new: UnsafeBufferPointer<NewElement>,
    oldID: (OldElement) -> ID, newID: (NewElement) -> ID
  ) -> [Int] {
    let oldCount = old.count
    let newCount = new.count
    if oldCount == 0 || newCount == 0 { return [Int](repeating: -1, count: newCount) }

    let table = IdentityTable(count: oldCount)
    // Repeats only: the old offset that follows each one with the same identity (or -1), and
    // the last offset of each identity's chain while it is built.
    var following: [Int] = []
    var chainEnd: [Int] = []
    for offset in 0..<oldCount {
      let id = oldID(old[offset])
      guard
        let first = table.findOrInsert(
          hashValue: id.hashValue, offset: offset, isMatch: { oldID(old[$0]) == id })
      else { continue }
      if following.isEmpty {
        following = Array(repeating: -1, count: oldCount)
        chainEnd = Array(repeating: -1, count: oldCount)
      }
      let end = chainEnd[first] < 0 ? first : chainEnd[first]
      following[end] = offset
      chainEnd[first] = offset
    }

    return [Int](unsafeUninitializedCapacity: newCount) { newToOld, initialized in
      if following.isEmpty {
        for offset in 0..<newCount {
          let id = newID(new[offset])
          newToOld[offset] = table.take(
            hashValue: id.hashValue, isMatch: { oldID(old[$0]) == id }, successor: { _ in -1 })
        }
      } else {
        following.withUnsafeBufferPointer { following in
          for offset in 0..<newCount {
            let id = newID(new[offset])
            newToOld[offset] = table.take(
              hashValue: id.hashValue, isMatch: { oldID(old[$0]) == id },
              successor: { following[$0] })
          }
        }
      }
      initialized = newCount
    }
  }

  /// Marks the matched new offsets that stay in place: one longest increasing run of their old
  /// offsets (negative entries are unmatched and skipped). With `weights`, the elements are
  /// runs of that many items and the run kept is the heaviest (``markIncreasingRun(_:weights:)``).
  /// With `preferred`, the run leaves that new offset out whenever another run of the same
  /// weight exists, so that it is the one named as moved.
  ///
  /// - Complexity: O(*n* + *c* log *n*) when all but *c* values already increase, O(*n* log *n*)
  ///   with weights; twice that with a preference.
  @inlinable @inline(__always)
  internal static func keptInPlace(
    _ newToOld: [Int], weights: [Int]? = nil, preferringToMove preferred: Int? = nil
  )
    -> [Bool]
  {
    if let preferred {
      return markIncreasingRun(newToOld, weights: weights, leavingOut: preferred)
    }
    return markIncreasingRun(newToOld, weights: weights)
  }

  /// Builds the diff from a matching: for every new offset, the matched old offset or -1.
  /// With `preferred`, the element at that new offset is the one that moves whenever a minimal
  /// set of moves allows it.
  ///
  /// - Complexity: O(*n* + *m*) plus O(*c* log *c*) for *c* displaced elements.
  @inlinable @inline(__always)
  internal static func diff(
    newToOld: [Int], oldCount: Int,
    comparesContent: Bool, contentEquals: (_ oldOffset: Int, _ newOffset: Int) -> Bool,
    preferringToMove preferred: Int? = nil
  ) -> Diff {
    let inPlace = keptInPlace(newToOld, preferringToMove: preferred)
    var oldMatched = [Bool](repeating: false, count: oldCount)
    var inserts: [Int] = []
    var moves: [Diff.OffsetPair] = []
    var updates: [Diff.OffsetPair] = []
    newToOld.withUnsafeBufferPointer { newToOld in
      inPlace.withUnsafeBufferPointer { inPlace in
        oldMatched.withUnsafeMutableBufferPointer { oldMatched in
          for to in 0..<newToOld.count {
            let from = newToOld[to]
            if from < 0 {
              inserts.append(to)
              continue
            }
            oldMatched[from] = true
            if !inPlace[to] { moves.append(Diff.OffsetPair(from: from, to: to)) }
            if comparesContent, !contentEquals(from, to) {
              updates.append(Diff.OffsetPair(from: from, to: to))
            }
          }
        }
      }
    }
    let deleteCount = oldCount &- (newToOld.count &- inserts.count)
    let deletes = [Int](unsafeUninitializedCapacity: deleteCount) { deletes, initialized in
      oldMatched.withUnsafeBufferPointer { oldMatched in
        for from in 0..<oldCount where !oldMatched[from] {
          deletes[initialized] = from
          initialized &+= 1
        }
      }
    }
    return Diff(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
  }
}
