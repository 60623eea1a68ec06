import Snapshots

/// Checks a `Diff` against every property `Diff` documents (the article The Diff Engine), by replaying it.
///
/// The checker returns the problems it finds as sentences (empty when the diff is right), so a
/// test can print them with its seed: `#expect(problems.isEmpty, "seed \(seed): \(problems)")`.
/// It is deliberately plain: reference algorithms that share no code with the engine it checks,
/// fast enough for the benchmarks to check their results with it too.
public enum DiffChecker {
  /// Every problem of `diff` as the diff from `old` to `new`, where `id` gives an element's
  /// identity and `contentEquals` says whether a matched pair is unchanged.
  ///
  /// Checked, in order (later checks are skipped when an earlier one leaves nothing to replay):
  /// - `deletes`, `inserts` ascending and in range; `moves` and `updates` ascending by `to`,
  ///   in range;
  /// - no old offset both deleted and moved, no new offset both inserted and moved;
  /// - replay: deleting `deletes` and `moves.from` from `old`, then placing `inserts` and
  ///   `moves.to` at their new offsets and filling the other slots with the untouched rest in
  ///   order, gives the identities of `new`;
  /// - the matching this implies is the k-th occurrence of each identity to the k-th;
  /// - `moves.count == matched − LIS` (LIS by a reference patience sort), so no pair of one longest
  ///   increasing subsequence is moved;
  /// - `updates` are exactly the matched pairs whose content differs, ascending by `to`.
  ///
  /// - Complexity: O((*n* + *m*) log *m*) expected.
  public static func problems<Element, ID: Hashable>(
    in diff: Diff, from old: [Element], to new: [Element],
    id: (Element) -> ID, contentEquals: (Element, Element) -> Bool
  ) -> [String] {
    var problems: [String] = []
    problems += orderProblems("deletes", diff.deletes, bound: old.count)
    problems += orderProblems("inserts", diff.inserts, bound: new.count)
    problems += orderProblems("moves (by to)", diff.moves.map { $0.to }, bound: new.count)
    problems += rangeProblems("moves (from)", diff.moves.map { $0.from }, bound: old.count)
    problems += orderProblems("updates (by to)", diff.updates.map { $0.to }, bound: new.count)
    problems += rangeProblems("updates (from)", diff.updates.map { $0.from }, bound: old.count)
    guard problems.isEmpty else { return problems }

    problems += repeatProblems(
      "old side (deletes + moves.from)", diff.deletes + diff.moves.map { $0.from })
    problems += repeatProblems(
      "new side (inserts + moves.to)", diff.inserts + diff.moves.map { $0.to })
    guard problems.isEmpty else { return problems }

    guard let newToOld = replayMatching(diff, oldCount: old.count, newCount: new.count) else {
      return [
        "replay: \(old.count) old − \(diff.deletes.count) deletes ≠ \(new.count) new − "
          + "\(diff.inserts.count) inserts"
      ]
    }
    for (to, from) in newToOld.enumerated() where from >= 0 && id(old[from]) != id(new[to]) {
      problems.append(
        "replay: new offset \(to) receives old offset \(from) (\(id(old[from]))), "
          + "expected \(id(new[to]))")
    }
    guard problems.isEmpty else { return problems }

    let expected = kthMatching(old.map(id), new.map(id))
    if newToOld != expected {
      problems.append("matching is not k-th to k-th: \(newToOld), expected \(expected)")
    }

    let matched = newToOld.filter { $0 >= 0 }
    let longest = referenceLongestIncreasingSubsequenceLength(matched)
    if diff.moves.count != matched.count - longest {
      problems.append(
        "moves: \(diff.moves.count), expected matched \(matched.count) − LIS \(longest) = "
          + "\(matched.count - longest)")
    }

    let expectedUpdates = newToOld.enumerated().compactMap { to, from -> Diff.OffsetPair? in
      from >= 0 && !contentEquals(old[from], new[to]) ? Diff.OffsetPair(from: from, to: to) : nil
    }
    if diff.updates != expectedUpdates {
      problems.append("updates: \(diff.updates), expected \(expectedUpdates)")
    }
    return problems
  }

  /// Every problem of `diff` as the diff from `old` to `new`, elements being their own identity
  /// (so there are never updates).
  ///
  /// - Complexity: O((*n* + *m*) log *m*) expected.
  public static func problems<Element: Hashable>(
    in diff: Diff, from old: [Element], to new: [Element]
  ) -> [String] {
    problems(in: diff, from: old, to: new, id: { $0 }, contentEquals: { _, _ in true })
  }

  /// Every problem of `difference` as the `CollectionDifference` of `diff`: applying it to
  /// `old` gives `new` (contents included), deletes and inserts are unassociated, every move
  /// is an associated remove/insert pair, and any other associated pair is an update.
  ///
  /// - Complexity: O((*n* + *m*) log(*n* + *m*)).
  public static func problems<Element: Equatable>(
    in difference: CollectionDifference<Element>, of diff: Diff, from old: [Element],
    to new: [Element]
  ) -> [String] {
    var problems: [String] = []
    if let applied = old.applying(difference) {
      if applied != new { problems.append("applying gives \(applied), expected \(new)") }
    } else {
      problems.append("the difference does not apply to old")
    }
    var removals: [Int: Int?] = [:]
    var insertions: [Int: Int?] = [:]
    for change in difference {
      switch change {
      case .remove(let offset, _, let partner): removals[offset] = partner
      case .insert(let offset, _, let partner): insertions[offset] = partner
      }
    }
    // Deletes and inserts stand alone; moves, and updates the diff chose to pair, are pairs.
    let updates = Set(diff.updates)
    var expectedRemovals = Dictionary(uniqueKeysWithValues: diff.deletes.map { ($0, Int?.none) })
    var expectedInsertions = Dictionary(uniqueKeysWithValues: diff.inserts.map { ($0, Int?.none) })
    for move in diff.moves {
      expectedRemovals[move.from] = move.to
      expectedInsertions[move.to] = move.from
    }
    for case (let from, let to?) in removals where expectedRemovals[from] == nil {
      if updates.contains(Diff.OffsetPair(from: from, to: to)) {
        expectedRemovals[from] = to
        expectedInsertions[to] = from
      }
    }
    if removals != expectedRemovals {
      problems.append("removals \(sorted(removals)), expected \(sorted(expectedRemovals))")
    }
    if insertions != expectedInsertions {
      problems.append("insertions \(sorted(insertions)), expected \(sorted(expectedInsertions))")
    }
    return problems
  }

  /// The matching a diff implies, by replay: for every new offset, the old offset placed there,
  /// or -1 for an insert; `nil` when the counts do not add up.
  ///
  /// Assumes offsets in range and not repeated (see `problems(in:from:to:id:contentEquals:)`).
  ///
  /// - Complexity: O(*n* + *m*).
  public static func replayMatching(_ diff: Diff, oldCount: Int, newCount: Int) -> [Int]? {
    var removed = [Bool](repeating: false, count: oldCount)
    for offset in diff.deletes { removed[offset] = true }
    for move in diff.moves { removed[move.from] = true }
    var untouched = (0..<oldCount).filter { !removed[$0] }.makeIterator()

    var slots = [Int?](repeating: nil, count: newCount)
    for offset in diff.inserts { slots[offset] = -1 }
    for move in diff.moves { slots[move.to] = move.from }
    var newToOld: [Int] = []
    newToOld.reserveCapacity(newCount)
    for slot in slots {
      if let slot {
        newToOld.append(slot)
      } else if let from = untouched.next() {
        newToOld.append(from)
      } else {
        return nil
      }
    }
    return untouched.next() == nil ? newToOld : nil
  }

  /// The k-th-to-k-th matching of two identity lists: for every new offset, the old offset of
  /// the same occurrence of its identity, or -1.
  ///
  /// - Complexity: O(*n* + *m*) expected.
  public static func kthMatching<ID: Hashable>(_ old: [ID], _ new: [ID]) -> [Int] {
    var queues: [ID: [Int]] = [:]
    for (offset, id) in old.enumerated() { queues[id, default: []].append(offset) }
    var used: [ID: Int] = [:]
    return new.map { id in
      let k = used[id, default: 0]
      used[id] = k + 1
      guard let queue = queues[id], k < queue.count else { return -1 }
      return queue[k]
    }
  }

  static func sorted(_ changes: [Int: Int?]) -> String {
    let parts = changes.sorted { $0.key < $1.key }.map { offset, partner in
      partner.map { "\(offset)↔\($0)" } ?? "\(offset)"
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  static func orderProblems(_ name: String, _ values: [Int], bound: Int) -> [String] {
    var problems = rangeProblems(name, values, bound: bound)
    if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("\(name) not strictly ascending: \(values)")
    }
    return problems
  }

  static func rangeProblems(_ name: String, _ values: [Int], bound: Int) -> [String] {
    let outside = values.filter { !(0..<bound).contains($0) }
    return outside.isEmpty ? [] : ["\(name) outside 0..<\(bound): \(outside)"]
  }

  static func repeatProblems(_ name: String, _ values: [Int]) -> [String] {
    var seen = Set<Int>()
    let repeated = values.filter { !seen.insert($0).inserted }
    return repeated.isEmpty ? [] : ["\(name) names offsets twice: \(repeated)"]
  }
}

/// The length of a longest strictly increasing subsequence of `values`, by patience sorting:
/// `tails[k]` is the smallest last value of an increasing run of length *k* + 1, found by a
/// plain binary search (a reference for the tests and the benchmarks, written apart from the
/// engine's).
///
/// - Complexity: O(*n* log *n*).
public func referenceLongestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// The fewest moves any diff of `old` → `new` can report: the identities matched k-th to k-th,
/// minus a longest increasing run of their old offsets in new order.
///
/// - Complexity: O((*n* + *m*) log *m*) expected.
public func referenceMinimumMoveCount<ID: Hashable>(from old: [ID], to new: [ID]) -> Int {
  let matched = DiffChecker.kthMatching(old, new).filter { $0 >= 0 }
  return matched.count - referenceLongestIncreasingSubsequenceLength(matched)
}
