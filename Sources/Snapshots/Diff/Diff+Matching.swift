extension Diff {
  /// Matches old and new elements by identity, the k-th occurrence to the k-th occurrence.
  ///
  /// Each identity is hashed exactly once. Returns, for every new offset, the matched old offset
  /// or -1.
  ///
  /// - Complexity: Expected O(*n* + *m*), if the identities hash well.
  @inlinable
  internal static func matchIdentities<
    Old: RandomAccessCollection, New: RandomAccessCollection, ID: Hashable
  >(
    _ old: Old, _ new: New, oldID: (Old.Element) -> ID, newID: (New.Element) -> ID
  ) -> [Int] {
    let oldCount = old.count
    let newCount = new.count
    var newToOld = [Int](repeating: -1, count: newCount)
    if oldCount == 0 || newCount == 0 { return newToOld }

    @inline(__always) func oldIdentity(_ offset: Int) -> ID {
      oldID(old[old.index(old.startIndex, offsetBy: offset)])
    }

    // For each identity, keyed by its first old offset: the next old offset still unmatched.
    var next = [Int](repeating: -1, count: oldCount)
    // Duplicates only: the old offset that follows each one with the same identity, and the
    // last offset of each identity's chain while it is built.
    var following: [Int] = []
    var chainEnd: [Int] = []
    var table = IdentityTable(count: oldCount)

    var offset = 0
    for element in old {
      let id = oldID(element)
      if let first = table.findOrInsert(
        hashValue: id.hashValue, offset: offset, isMatch: { oldIdentity($0) == id })
      {
        if following.isEmpty {
          following = Array(repeating: -1, count: oldCount)
          chainEnd = Array(repeating: -1, count: oldCount)
        }
        let end = chainEnd[first] < 0 ? first : chainEnd[first]
        following[end] = offset
        chainEnd[first] = offset
      } else {
        next[offset] = offset
      }
      offset &+= 1
    }

    let hasDuplicates = !following.isEmpty
    offset = 0
    for element in new {
      let id = newID(element)
      if let first = table.find(hashValue: id.hashValue, isMatch: { oldIdentity($0) == id }) {
        let match = next[first]
        if match >= 0 {
          newToOld[offset] = match
          next[first] = hasDuplicates ? following[match] : -1
        }
      }
      offset &+= 1
    }
    return newToOld
  }

  /// Builds the diff from identities and, when `comparesContent`, a content comparison of
  /// matched offsets.
  ///
  /// - Complexity: Expected O(*n* + *m*) plus O(*c* log *c*) for *c* displaced elements.
  @inlinable
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
  ///
  /// - Complexity: O(*n* + *m*) plus O(*c* log *c*) for *c* displaced elements.
  @inlinable
  internal init(
    newToOld: [Int], oldCount: Int,
    comparesContent: Bool, contentEquals: (_ oldOffset: Int, _ newOffset: Int) -> Bool
  ) {
    let inPlace = markLongestIncreasingSubsequence(newToOld)
    var oldMatched = [Bool](repeating: false, count: oldCount)
    var inserts: [Int] = []
    var moves: [Move] = []
    var updates: [Move] = []
    for to in newToOld.indices {
      let from = newToOld[to]
      if from < 0 {
        inserts.append(to)
        continue
      }
      oldMatched[from] = true
      if !inPlace[to] { moves.append(Move(from: from, to: to)) }
      if comparesContent, !contentEquals(from, to) { updates.append(Move(from: from, to: to)) }
    }
    var deletes: [Int] = []
    deletes.reserveCapacity(oldCount &- (newToOld.count &- inserts.count))
    for from in 0..<oldCount where !oldMatched[from] { deletes.append(from) }
    self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
  }
}
