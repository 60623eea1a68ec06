extension Diff {
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
  /// taking an offset advances the identity's slot along its chain.
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
    let newToOld = Self.matchIdentities(old, new, oldID: oldID, newID: newID)
    self.init(
      newToOld: newToOld, oldCount: old.count, comparesContent: comparesContent,
      contentEquals: contentEquals)
  }

  /// Builds the diff from a matching: for every new offset, the matched old offset or -1.
  /// With `preferred`, the element at that new offset is the one that moves whenever a minimal
  /// set of moves allows it.
  ///
  /// - Complexity: O(*n* + *m*) plus O(*c* log *c*) for *c* displaced elements.
  @inlinable @inline(__always)
  internal init(
    newToOld: [Int], oldCount: Int,
    comparesContent: Bool, contentEquals: (_ oldOffset: Int, _ newOffset: Int) -> Bool,
    preferringToMove preferred: Int? = nil
  ) {
    let inPlace =
      preferred.map { markLongestIncreasingSubsequence(newToOld, leavingOut: $0) }
      ?? markLongestIncreasingSubsequence(newToOld)
    var oldMatched = [Bool](repeating: false, count: oldCount)
    var inserts: [Int] = []
    var moves: [OffsetPair] = []
    var updates: [OffsetPair] = []
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
            if !inPlace[to] { moves.append(OffsetPair(from: from, to: to)) }
            if comparesContent, !contentEquals(from, to) {
              updates.append(OffsetPair(from: from, to: to))
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
    self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
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
    let newToOld = Self.matchIdentities(old, new, oldID: { $0 }, newID: { $0 })
    let preferred = new.firstIndex(of: element).map { new.distance(from: new.startIndex, to: $0) }
    self.init(
      newToOld: newToOld, oldCount: old.count, comparesContent: false,
      contentEquals: { _, _ in true }, preferringToMove: preferred)
  }
}
