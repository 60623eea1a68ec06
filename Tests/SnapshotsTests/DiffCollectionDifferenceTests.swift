import Snapshots
import TestSupport
import Testing

/// The conversion of a `Diff` to Swift's `CollectionDifference`.
@Suite("Diff: CollectionDifference")
struct DiffCollectionDifferenceTests {
  @Test func movesAreAssociatedPairs() throws {
    let old = ["a", "b", "c", "d"]
    let new = ["b", "a", "d", "e"]
    let diff = Diff(from: old, to: new)
    let difference = diff.collectionDifference(from: old, to: new)
    #expect(old.applying(difference) == new)

    let move = try #require(diff.moves.first)
    #expect(diff.moves.count == 1)
    #expect(
      difference.removals.contains(
        .remove(offset: move.from, element: old[move.from], associatedWith: move.to)))
    #expect(
      difference.insertions.contains(
        .insert(offset: move.to, element: new[move.to], associatedWith: move.from)))
    #expect(difference.removals.contains(.remove(offset: 2, element: "c", associatedWith: nil)))
    #expect(difference.insertions.contains(.insert(offset: 3, element: "e", associatedWith: nil)))
    #expect(difference.count == 4)
    #expect(DiffChecker.problems(in: difference, of: diff, from: old, to: new) == [])
  }

  @Test func emptyDiffIsEmptyDifference() {
    let list = [1, 2, 3]
    let difference = Diff(from: list, to: list).collectionDifference(from: list, to: list)
    #expect(difference.isEmpty)
    let none = Diff(from: [Int](), to: []).collectionDifference(from: [Int](), to: [])
    #expect(none.isEmpty)
  }

  /// Updates carry the new content: applying the difference gives the new elements, not just
  /// the new identities.
  @Test func updatesCarryNewContent() {
    let old = [1, 2, 3].map { WorkloadItem(id: $0, version: 0) }
    let new = [
      WorkloadItem(id: 3, version: 0), WorkloadItem(id: 1, version: 5),
      WorkloadItem(id: 2, version: 0), WorkloadItem(id: 4, version: 0),
    ]
    let diff = Diff(from: old, to: new, id: \.id)
    #expect(diff.updates == [.init(from: 0, to: 1)])
    let difference = diff.collectionDifference(from: old, to: new)
    #expect(old.applying(difference) == new)
    #expect(DiffChecker.problems(in: difference, of: diff, from: old, to: new) == [])
  }

  /// A pair both moved and updated is one associated pair carrying the new element.
  @Test func movedAndUpdatedIsOnePair() {
    let (old, new) = (MovedAndUpdated.old, MovedAndUpdated.new)
    let diff = Diff(from: old, to: new, id: \.id)
    let difference = diff.collectionDifference(from: old, to: new)
    #expect(old.applying(difference) == new)
    #expect(difference.count == 2)
    #expect(difference.insertions == [.insert(offset: 2, element: new[2], associatedWith: 0)])
  }

  /// Heavy repeats convert too (the k-th occurrence pairs with the k-th).
  @Test func repeatsApply() {
    let old = [1, 1, 2, 1, 2, 2, 3]
    let new = [2, 1, 2, 3, 1, 1, 1, 2]
    let diff = Diff(from: old, to: new)
    let difference = diff.collectionDifference(from: old, to: new)
    #expect(old.applying(difference) == new)
    #expect(DiffChecker.problems(in: difference, of: diff, from: old, to: new) == [])
  }

  /// The conversion works on slices, whose indices do not start at zero.
  @Test func slicesApply() {
    let old = [0, 0, 5, 6, 7, 8][2...]
    let new = [0, 8, 5, 9, 6][1...]
    let diff = Diff(from: old, to: new)
    let difference = diff.collectionDifference(from: old, to: new)
    #expect(Array(old).applying(difference) == Array(new))
  }
}
