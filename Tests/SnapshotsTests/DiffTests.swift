import Snapshots
import TestSupport
import Testing

/// The classic cases of identity diffing, with their expected results worked out by hand from
/// the definition in `Diff`'s documentation (the article The Diff Engine), each also run through `DiffChecker`.
@Suite("Diff: classic cases")
struct DiffTests {
  /// Heckel's example from "A technique for isolating differences between files" (CACM 21:4,
  /// 1978), one word per element.
  ///
  /// Worked out from the definition: "the" occurs twice on both sides, so its first old
  /// occurrence (15) matches its first new one (7) and its second (20) the second (16). The
  /// words only in the old text are deleted: much 0, writing 1, is 2, long 9, and 11,
  /// phrases 12. The words only in the new text are inserted: latin 3, soft 11. The 17 matched
  /// old offsets, in new order, are 6 7 8 10 13 14 15 16 17 3 4 5 18 19 20 21 22; their one
  /// longest increasing subsequence leaves out exactly 3 4 5 (length 14 against 8 for the
  /// other candidate), so "like snow ," are the three moves: 3→10, 4→12, 5→13.
  @Test func heckelPaperExample() {
    let old = words(
      "much writing is like snow , a mass of long words and phrases falls upon the relevant",
      "facts covering up the details .")
    let new = words(
      "a mass of latin words falls upon the relevant facts like soft snow ,",
      "covering up the details .")
    let diff = Diff(from: old, to: new)
    #expect(diff.deletes == [0, 1, 2, 9, 11, 12])
    #expect(diff.inserts == [3, 11])
    #expect(diff.moves == [.init(from: 3, to: 10), .init(from: 4, to: 12), .init(from: 5, to: 13)])
    #expect(diff.updates.isEmpty)
    #expect(DiffChecker.problems(in: diff, from: old, to: new) == [])
  }

  func words(_ lines: String...) -> [String] {
    lines.joined(separator: " ").split(separator: " ").map(String.init)
  }

  /// IGListKit's well-known expectation: `[0…8] → [0, 2, 3, 4, 7, 6, 9, 5, 10]` deletes
  /// offsets 1 and 8 and inserts at 6 and 8.
  ///
  /// The matched old offsets in new order are 0 2 3 4 7 6 5; a longest increasing subsequence
  /// has length 5 (0 2 3 4 and one of 5, 6, 7), so exactly two of 5, 6, 7 move. IGListKit
  /// reports more moves; a minimal diff reports one of the three two-move sets.
  @Test func igListKitExpectation() {
    let old = Array(0...8)
    let new = [0, 2, 3, 4, 7, 6, 9, 5, 10]
    let diff = Diff(from: old, to: new)
    #expect(diff.deletes == [1, 8])
    #expect(diff.inserts == [6, 8])
    let minimalMoveSets: [[Diff.OffsetPair]] = [
      [.init(from: 6, to: 5), .init(from: 5, to: 7)],  // 7 stays
      [.init(from: 7, to: 4), .init(from: 5, to: 7)],  // 6 stays
      [.init(from: 7, to: 4), .init(from: 6, to: 5)],  // 5 stays
    ]
    #expect(minimalMoveSets.contains(diff.moves), "moves \(diff.moves)")
    #expect(DiffChecker.problems(in: diff, from: old, to: new) == [])
  }

  /// IGListKit's "moving objects together" case, `[1, 2, 3, 3, 4] → [2, 3, 1, 3, 4]`, where it
  /// expects two moves: matched k-th to k-th, the old offsets in new order are 1 2 0 3 4, so the
  /// one minimal move is 1 from offset 0 to 2.
  @Test func movingObjectsTogetherIsOneMove() {
    let diff = Diff(from: [1, 2, 3, 3, 4], to: [2, 3, 1, 3, 4])
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(diff.moves == [.init(from: 0, to: 2)])
  }

  /// IGListKit's "swapped values" case, `[1, 2, 3, 4] → [2, 4, 5, 3]`: 1 deleted, 5 inserted,
  /// and one of 3 and 4 moves (old offsets in new order 1 3 2).
  @Test func swappedValuesAreOneMove() {
    let old = [1, 2, 3, 4]
    let new = [2, 4, 5, 3]
    let diff = Diff(from: old, to: new)
    #expect(diff.deletes == [0])
    #expect(diff.inserts == [2])
    #expect(diff.moves.count == 1)
    #expect(DiffChecker.problems(in: diff, from: old, to: new) == [])
  }

  @Test func emptyInputs() {
    #expect(Diff(from: [Int](), to: []).isEmpty)
    #expect(Diff(from: [Int](), to: []) == Diff(deletes: [], inserts: [], moves: [], updates: []))

    let inserted = Diff(from: [], to: [7, 8, 9])
    #expect(inserted == Diff(deletes: [], inserts: [0, 1, 2], moves: [], updates: []))
    #expect(!inserted.isEmpty)

    let deleted = Diff(from: [7, 8, 9], to: [])
    #expect(deleted == Diff(deletes: [0, 1, 2], inserts: [], moves: [], updates: []))
  }

  @Test func equalListsGiveAnEmptyDiff() {
    let list = [3, 1, 4, 1, 5, 9, 2, 6]
    #expect(Diff(from: list, to: list).isEmpty)
    let items = list.enumerated().map { WorkloadItem(id: $0.element, version: $0.offset) }
    #expect(Diff(from: items, to: items, id: \.id).isEmpty)
  }

  @Test func allNew() {
    let diff = Diff(from: [1, 2, 3], to: [4, 5, 6, 7])
    #expect(diff == Diff(deletes: [0, 1, 2], inserts: [0, 1, 2, 3], moves: [], updates: []))
  }

  @Test func allDeleted() {
    let diff = Diff(from: ["a", "b", "c"], to: ["d"])
    #expect(diff == Diff(deletes: [0, 1, 2], inserts: [0], moves: [], updates: []))
  }

  /// Reversing *n* distinct elements keeps one in place and moves the other *n* − 1.
  @Test(arguments: [1, 2, 3, 10, 101])
  func reversal(count: Int) {
    let old = Array(0..<count)
    let new = Array(old.reversed())
    let diff = Diff(from: old, to: new)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.updates.isEmpty)
    #expect(diff.moves.count == count - 1)
    #expect(DiffChecker.problems(in: diff, from: old, to: new) == [])
  }

  /// `[a, b, a, c, a] → [a, a, b]`: the first two a's match the first two (0→0, 2→1), b matches
  /// (1→2), and the third a and c are deleted. Old offsets in new order are 0 2 1: one move.
  @Test func repeatsMatchKthToKth() {
    let old = ["a", "b", "a", "c", "a"]
    let new = ["a", "a", "b"]
    let diff = Diff(from: old, to: new)
    #expect(diff.deletes == [3, 4])
    #expect(diff.inserts.isEmpty)
    #expect(diff.moves.count == 1)
    #expect(DiffChecker.replayMatching(diff, oldCount: 5, newCount: 3) == [0, 2, 1])
    #expect(DiffChecker.problems(in: diff, from: old, to: new) == [])
  }

  /// More copies in new than in old: the extra copies are inserts, after the matched ones.
  @Test func extraRepeatsAreInserts() {
    let diff = Diff(from: [5, 5], to: [5, 5, 5, 5])
    #expect(diff == Diff(deletes: [], inserts: [2, 3], moves: [], updates: []))
    let fewer = Diff(from: [5, 6, 5, 5], to: [6, 5])
    #expect(fewer.deletes == [2, 3])
    #expect(fewer.inserts.isEmpty)
    #expect(fewer.moves.count == 1)
  }

  /// Updates are decided per matched pair: of two copies of one identity, only the pair whose
  /// content differs is an update.
  @Test func updatesArePerPairNotPerIdentity() {
    let old = [WorkloadItem(id: 1, version: 0), WorkloadItem(id: 1, version: 1)]
    let new = [WorkloadItem(id: 1, version: 1), WorkloadItem(id: 1, version: 1)]
    let diff = Diff(from: old, to: new, id: \.id)
    #expect(diff == Diff(deletes: [], inserts: [], moves: [], updates: [.init(from: 0, to: 0)]))
  }

  struct Todo: Equatable {
    var id: String
    var title: String
    var done: Bool
  }

  @Test func updatesByEquality() {
    let old = [
      Todo(id: "a", title: "x", done: false), Todo(id: "b", title: "y", done: false),
      Todo(id: "c", title: "z", done: false),
    ]
    var new = [old[1], old[0], old[2]]
    new[0].title = "y2"  // b: moved or not, and updated
    new[2].done = true  // c: updated in place
    let diff = Diff(from: old, to: new, id: \.id)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(diff.moves.count == 1)
    #expect(diff.updates == [.init(from: 1, to: 0), .init(from: 2, to: 2)])
    #expect(
      DiffChecker.problems(in: diff, from: old, to: new, id: \.id, contentEquals: ==) == [])
  }

  @Test func updatesByContentComparison() {
    let old = [Todo(id: "a", title: "x", done: false), Todo(id: "b", title: "y", done: false)]
    let new = [Todo(id: "a", title: "x", done: true), Todo(id: "b", title: "y2", done: false)]
    let diff = Diff(from: old, to: new, id: \.id, contentEquals: { $0.title == $1.title })
    #expect(diff == Diff(deletes: [], inserts: [], moves: [], updates: [.init(from: 1, to: 1)]))
  }

  /// A pair can be both moved and updated; renderers get both facts. In `[1, 2, 3] →
  /// [2, 3, 1′]` the old offsets in new order are 1 2 0, so 1 is the one move, and it changed.
  @Test func movedAndUpdated() {
    let (old, new) = (MovedAndUpdated.old, MovedAndUpdated.new)
    let diff = Diff(from: old, to: new, id: \.id)
    #expect(diff.moves == [.init(from: 0, to: 2)])
    #expect(diff.updates == [.init(from: 0, to: 2)])
  }

  /// `Diff` accepts any random-access collections, not only arrays.
  @Test func slicesAndRanges() {
    let old = [9, 9, 1, 2, 3, 9][2..<5]
    let diff = Diff(from: old, to: ArraySlice([3, 1, 2]))
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(diff.moves == [.init(from: 2, to: 0)])
    #expect(
      Diff(from: 0..<5, to: 1..<6) == Diff(deletes: [0], inserts: [4], moves: [], updates: []))
  }

  @Test func isEmptyCountsEveryKindOfChange() {
    #expect(Diff(deletes: [], inserts: [], moves: [], updates: []).isEmpty)
    #expect(!Diff(deletes: [0], inserts: [], moves: [], updates: []).isEmpty)
    #expect(!Diff(deletes: [], inserts: [0], moves: [], updates: []).isEmpty)
    #expect(!Diff(deletes: [], inserts: [], moves: [.init(from: 0, to: 1)], updates: []).isEmpty)
    #expect(!Diff(deletes: [], inserts: [], moves: [], updates: [.init(from: 0, to: 0)]).isEmpty)
  }
}
