import Snapshots
import TestSupport
import Testing

@testable import Outline

/// The rows an outline adapter refreshes for changed models join an update's diff with the
/// offset each had before: checked against the rows themselves, on random diffs.
@Suite("OutlineUpdate: refreshing rows")
struct OutlineUpdateRefreshingTests {
  struct Entry: Equatable {
    var id: Int
    var text: String
  }

  @Test func eachRefreshedRowIsPairedWithItsOffsetBefore() {
    for seed in UInt64(0)..<2_000 {
      var random = SeededGenerator(seed: seed &+ 5_300)
      let old = (0..<random.below(30)).map { Entry(id: $0, text: "a") }
      var new = old.filter { _ in !random.chance(1, in: 4) }
      for _ in 0..<random.below(4) where new.count > 1 {
        new.swapAt(random.below(new.count), random.below(new.count))
      }
      for id in 100..<(100 + random.below(5)) {
        new.insert(Entry(id: id, text: "a"), at: random.below(new.count + 1))
      }
      for index in new.indices where random.chance(1, in: 6) { new[index].text = "b" }
      let diff = Diff(from: old, to: new, id: \.id)
      let targets = new.indices.filter { _ in random.chance(1, in: 3) }
      let refreshed = OutlineUpdate<Int>(diff: diff).refreshing(targets)
      let inserted = Set(diff.inserts)
      let expected = Set(targets.filter { !inserted.contains($0) }).union(diff.updates.map(\.to))
      #expect(
        Set(refreshed.diff.updates.map(\.to)) == expected
          && refreshed.diff.updates.count == expected.count, "seed \(seed &+ 5_300)")
      #expect(
        refreshed.diff.updates.allSatisfy { old[$0.from].id == new[$0.to].id },
        "seed \(seed &+ 5_300): \(refreshed.diff.updates)")
      #expect(refreshed.diff.updates.map(\.to) == refreshed.diff.updates.map(\.to).sorted())
      #expect(
        refreshed.diff.deletes == diff.deletes && refreshed.diff.inserts == diff.inserts
          && refreshed.diff.moves == diff.moves)
    }
  }

  @Test func noTargetsLeaveTheUpdateAsItIs() {
    let update = OutlineUpdate<Int>(
      diff: Diff(deletes: [1], inserts: [0], moves: [], updates: [.init(from: 0, to: 1)]))
    #expect(update.refreshing([]) == update)
    #expect(update.refreshing([0, 1]) == update, "an inserted row, a row updated already")
  }
}
