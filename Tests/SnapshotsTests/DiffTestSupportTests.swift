import Snapshots
import TestSupport
import Testing

/// The test support the Diff tests stand on: a checker that misses a wrong diff would make the
/// property tests pass vacuously, so each of its checks is shown to fire here.
@Suite("Diff: test support")
struct DiffTestSupportTests {
  /// Values worked out independently (by hand-run arithmetic in another language) from the
  /// formula of the Benchmark workloads article.
  @Test func generatorDrawsAsSpecified() {
    var random = SeededGenerator()
    #expect(
      [random.draw(), random.draw(), random.draw()] == [923_804_484, 1_116_630_133, 40_238_664])
    var shuffled = SeededGenerator(seed: 1)
    var values = Array(0..<5)
    values.fisherYatesShuffle(using: &shuffled)
    #expect(values == [3, 2, 0, 1, 4])
  }

  /// `next()` composes two draws as its documentation says, worked out here from the article's
  /// formula alone: a `next()` that ignored the state, or drew once, would differ.
  @Test func generatorIsARandomNumberGenerator() {
    var generator = SeededGenerator(seed: 42)
    var state: UInt64 = 42
    func draw() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for call in 0..<20 {
      let high = draw()
      let low = draw()
      #expect(generator.next() == high << 33 | low << 2 | high >> 29, "call \(call)")
    }
    var values = Array(0..<100)
    values.shuffle(using: &generator)
    #expect(values != Array(0..<100) && Set(values) == Set(0..<100))
    #expect((0..<1000).contains { _ in generator.next() >> 63 == 1 })
  }

  @Test func counterCountsHashesAndEqualities() {
    let counter = HashCounter()
    let a = CountingHashable("a", counter: counter)
    let b = CountingHashable("b", counter: counter)
    let (set, hashes, _) = counter.counting { Set([a, b]) }
    #expect(hashes == 2)
    #expect(set.count == 2)
    let (equal, _, equalities) = counter.counting { a == b }
    #expect(!equal && equalities == 1)
    counter.reset()
    #expect(counter.hashes == 0 && counter.equalities == 0)
  }

  @Test func referenceLongestIncreasingSubsequence() {
    #expect(referenceLongestIncreasingSubsequenceLength([]) == 0)
    #expect(referenceLongestIncreasingSubsequenceLength([5]) == 1)
    #expect(referenceLongestIncreasingSubsequenceLength([3, 2, 1]) == 1)
    #expect(referenceLongestIncreasingSubsequenceLength([1, 1, 1]) == 1)
    #expect(referenceLongestIncreasingSubsequenceLength([0, 2, 3, 4, 7, 6, 5]) == 5)
    #expect(referenceLongestIncreasingSubsequenceLength([6, 7, 8, 10, 3, 4, 5, 11]) == 5)
  }

  static let old = [1, 2, 3, 4]
  static let new = [2, 4, 5, 3]

  static func problems(_ diff: Diff) -> [String] {
    DiffChecker.problems(in: diff, from: old, to: new)
  }

  @Test func checkerAcceptsTheRightDiff() {
    let right = Diff(deletes: [0], inserts: [2], moves: [.init(from: 3, to: 1)], updates: [])
    #expect(Self.problems(right) == [])
    let alsoRight = Diff(deletes: [0], inserts: [2], moves: [.init(from: 2, to: 3)], updates: [])
    #expect(Self.problems(alsoRight) == [])
  }

  @Test func checkerRejectsWrongDiffs() {
    let wrong: [(String, Diff)] = [
      (
        "unsorted",
        Diff(deletes: [0], inserts: [2, 0], moves: [.init(from: 3, to: 1)], updates: [])
      ),
      (
        "out of range",
        Diff(deletes: [4], inserts: [2], moves: [.init(from: 3, to: 1)], updates: [])
      ),
      (
        "deleted and moved",
        Diff(deletes: [0, 3], inserts: [2], moves: [.init(from: 3, to: 1)], updates: [])
      ),
      ("does not replay", Diff(deletes: [0], inserts: [2], moves: [], updates: [])),
      (
        "wrong identities",
        Diff(deletes: [1], inserts: [2], moves: [.init(from: 3, to: 1)], updates: [])
      ),
      (
        "a move too many",
        Diff(
          deletes: [0], inserts: [2], moves: [.init(from: 3, to: 1), .init(from: 2, to: 3)],
          updates: [])
      ),
      (
        "delete plus insert for a match",
        Diff(deletes: [0, 3], inserts: [1, 2], moves: [], updates: [])
      ),
      (
        "phantom update",
        Diff(
          deletes: [0], inserts: [2], moves: [.init(from: 3, to: 1)],
          updates: [.init(from: 1, to: 0)])
      ),
    ]
    for (name, diff) in wrong {
      #expect(!Self.problems(diff).isEmpty, "the checker accepts a diff that is \(name): \(diff)")
    }
  }

  /// Repeats matched out of order (first old to second new) replay to the right identities
  /// but break the k-th-to-k-th rule.
  @Test func checkerRejectsRepeatsMatchedOutOfOrder() {
    let crossed = Diff(deletes: [], inserts: [], moves: [.init(from: 0, to: 1)], updates: [])
    let problems = DiffChecker.problems(in: crossed, from: [7, 7], to: [7, 7])
    #expect(problems.contains { $0.contains("k-th") })
  }

  @Test func checkerRejectsMissingUpdates() {
    let old = [WorkloadItem(id: 1, version: 0)]
    let new = [WorkloadItem(id: 1, version: 1)]
    let silent = Diff(deletes: [], inserts: [], moves: [], updates: [])
    #expect(
      !DiffChecker.problems(in: silent, from: old, to: new, id: \.id, contentEquals: ==).isEmpty)
  }

  @Test func checkerRejectsWrongCollectionDifference() throws {
    let old = [1, 2, 3]
    let new = [3, 1, 2]
    let diff = Diff(from: old, to: new)
    let unpaired = try #require(
      CollectionDifference<Int>([
        .remove(offset: 2, element: 3, associatedWith: nil),
        .insert(offset: 0, element: 3, associatedWith: nil),
      ]))
    #expect(old.applying(unpaired) == new)
    #expect(!DiffChecker.problems(in: unpaired, of: diff, from: old, to: new).isEmpty)
  }
}
