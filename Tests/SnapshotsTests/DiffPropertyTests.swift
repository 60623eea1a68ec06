import Snapshots
import TestSupport
import Testing

/// Every documented property of `Diff`, on thousands of seeded random pairs of lists
/// (`RandomListPair`: empty, unrelated, edited, heavy repeats from a tiny alphabet).
///
/// Each failure message names the seed and the pair, so a case can be replayed alone with
/// `RandomListPair(using: &SeededGenerator(seed: seed))`.
@Suite("Diff: properties on random pairs")
struct DiffPropertyTests {
  /// Random pairs per property test.
  static let cases: UInt64 = 3000

  /// Identity only: replay rebuilds `new`, matching is k-th to k-th, moves are
  /// matched − LIS, no updates.
  @Test func identityDiffReplays() {
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed)
      let pair = RandomListPair(using: &random)
      let diff = Diff(from: pair.oldIDs, to: pair.newIDs)
      let problems = DiffChecker.problems(in: diff, from: pair.oldIDs, to: pair.newIDs)
      #expect(problems.isEmpty, "seed \(seed): \(pair)\n\(diff)\n\(problems)")
    }
  }

  /// Identity by key, content by `==`: the same, plus updates are exactly the matched pairs
  /// whose version differs; on 3000 pairs of up to 24 elements, and on 200 longer pairs of up
  /// to 300, where moves stay matched − LIS when many elements move.
  @Test(arguments: [(DiffPropertyTests.cases, 1_000_000, 24), (200, 4_000_000, 300)])
  func keyedDiffReplaysWithUpdates(pairs: UInt64, seedBase: UInt64, maxCount: Int) {
    for seed in 0..<pairs {
      var random = SeededGenerator(seed: seed &+ seedBase)
      let pair = RandomListPair(using: &random, maxCount: maxCount)
      let diff = Diff(from: pair.old, to: pair.new, id: \.id)
      let problems = DiffChecker.problems(
        in: diff, from: pair.old, to: pair.new, id: \.id, contentEquals: ==)
      #expect(
        problems.isEmpty,
        "seed \(seed &+ seedBase), maxCount \(maxCount): \(pair)\n\(diff)\n\(problems)")
    }
  }

  /// A caller's content comparison decides updates; here content is the version's parity.
  @Test func contentComparisonDecidesUpdates() {
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed &+ 2_000_000)
      var pair = RandomListPair(using: &random)
      for index in pair.new.indices { pair.new[index].version += 2 * random.below(2) }
      let sameParity: (WorkloadItem<Int>, WorkloadItem<Int>) -> Bool = {
        $0.version % 2 == $1.version % 2
      }
      let diff = Diff(from: pair.old, to: pair.new, id: \.id, contentEquals: sameParity)
      let problems = DiffChecker.problems(
        in: diff, from: pair.old, to: pair.new, id: \.id, contentEquals: sameParity)
      #expect(problems.isEmpty, "seed \(seed &+ 2_000_000): \(pair)\n\(diff)\n\(problems)")
    }
  }

  /// The `CollectionDifference` conversion applies (contents included), with moves as
  /// associated pairs.
  @Test func collectionDifferenceApplies() {
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed &+ 3_000_000)
      let pair = RandomListPair(using: &random)
      let diff = Diff(from: pair.old, to: pair.new, id: \.id)
      let difference = diff.collectionDifference(from: pair.old, to: pair.new)
      let problems = DiffChecker.problems(in: difference, of: diff, from: pair.old, to: pair.new)
      #expect(problems.isEmpty, "seed \(seed &+ 3_000_000): \(pair)\n\(diff)\n\(problems)")

      let ids = Diff(from: pair.oldIDs, to: pair.newIDs)
      let idDifference = ids.collectionDifference(from: pair.oldIDs, to: pair.newIDs)
      #expect(pair.oldIDs.applying(idDifference) == pair.newIDs, "seed \(seed &+ 3_000_000)")
    }
  }

  /// Swapping the direction swaps deletes and inserts and keeps the number of moves.
  @Test func reverseDirectionIsSymmetric() {
    for seed in 0..<Self.cases {
      var random = SeededGenerator(seed: seed &+ 5_000_000)
      let pair = RandomListPair(using: &random)
      let forward = Diff(from: pair.oldIDs, to: pair.newIDs)
      let backward = Diff(from: pair.newIDs, to: pair.oldIDs)
      #expect(forward.deletes == backward.inserts, "seed \(seed &+ 5_000_000): \(pair)")
      #expect(forward.inserts == backward.deletes, "seed \(seed &+ 5_000_000): \(pair)")
      #expect(forward.moves.count == backward.moves.count, "seed \(seed &+ 5_000_000): \(pair)")
    }
  }
}
