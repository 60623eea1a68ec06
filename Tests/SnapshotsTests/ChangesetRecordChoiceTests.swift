import TestSupport
import Testing

@testable import Snapshots

/// Where `Changeset(from:to:)` reads a record and where it diffs, by counting the work each
/// path tallies (in the units of `ChangesetCost`): the choice follows the sections a record
/// touched, not its length alone, and the path taken never counts more than a diff plus the
/// lookups spent on the record before giving it up.
@Suite("Changeset: reading a record or diffing, by counting")
struct ChangesetRecordChoiceTests {
  static let counts: Comment = "work is counted only in SNAPSHOTS_INVARIANTS=1 builds"

  /// One long section of 1 000 items, then 200 sections of 5, built in one call.
  static func base() -> Snapshot<Int, Int> {
    var items = (0..<1000).map { (item: $0, section: 0) }
    for section in 1...200 {
      let first = 1000 + (section - 1) * 5
      items += (first..<(first + 5)).map { (item: $0, section: section) }
    }
    return try! Snapshot(sectionIdentifiers: Array(0...200), itemsBySection: items)
  }

  /// The work `body` tallies.
  static func work(_ body: () -> Changeset<Int, Int>) -> (Changeset<Int, Int>, Int) {
    let (changes, work) = WorkCounter.counting(body)
    return (changes, work)
  }

  /// Two records of 200 moves each: in the long section, and one in each short section. The
  /// first is read; the second, as long but over 200 sections, gives way to the diff.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts))
  func theSectionsTouchedDecide() {
    let old = Self.base()
    var concentrated = old
    for item in stride(from: 0, to: 400, by: 2) { concentrated.moveItem(item, afterItem: 999) }
    var scattered = old
    for section in 0..<200 {
      let first = 1000 + section * 5
      scattered.moveItem(first, afterItem: first + 4)
    }
    let diffing = ChangesetCost.diffing(items: old.numberOfItems, sections: 201)
    for (new, reads) in [(concentrated, true), (scattered, false)] {
      #expect(Changeset.readsRecord(from: old, to: new) == reads)
      let (chosen, chosenWork) = Self.work { Changeset(from: old, to: new) }
      let (diffed, diffedWork) = Self.work { Changeset.diffed(from: old, to: new) }
      let (read, readWork) = Self.work { Changeset.recorded(from: old, to: new)! }
      #expect(diffedWork == diffing)
      #expect(chosen.itemMoves.count == 200 && diffed.itemMoves.count == 200)
      #expect(read.itemMoves.count == 200)
      #expect(chosen.itemDeletes.isEmpty && chosen.itemInserts.isEmpty)
      if reads {
        // 200 items in one section on each side.
        #expect(readWork == ChangesetCost.reading(touchedItems: 200, touchedSections: 2))
        #expect(chosenWork == readWork && chosenWork * 2 < diffedWork)
        #expect(chosen == read)
      } else {
        #expect(readWork == ChangesetCost.reading(touchedItems: 200, touchedSections: 400))
        #expect(readWork > diffedWork)
        #expect(chosenWork == diffedWork + ChangesetCost.lookups(touchedItems: 200))
        #expect(chosen == diffed)
      }
    }
  }

  /// A record that would cost more than a diff even in one section is given up before any
  /// lookup.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts))
  func aLongRecordIsGivenUpBeforeItsLookups() {
    var old = Snapshot<Int, Int>()
    old.appendSections([0])
    old.appendItems(Array(0..<1000))
    var new = old
    new._recordWithoutLimit()
    for item in stride(from: 0, to: 800, by: 2) { new.moveItem(item, afterItem: 999) }
    #expect(!Changeset.readsRecord(from: old, to: new))
    let (chosen, chosenWork) = Self.work { Changeset(from: old, to: new) }
    let (diffed, diffedWork) = Self.work { Changeset.diffed(from: old, to: new) }
    #expect(chosenWork == diffedWork)
    #expect(chosen == diffed)
  }

  /// Random records over random shapes, short and long, concentrated and scattered: the path
  /// taken counts no more than the cheaper of the two plus the lookups of a record given up,
  /// and gives the diffed changeset's deletes and inserts with as many moves.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts))
  func thePathTakenIsTheCheaper() {
    var random = SeededGenerator(seed: 34_000)
    var both = (read: 0, diffed: 0)
    // 60 rounds with `SNAPSHOTS_LONG_RUNS=1`, 12 by default.
    let rounds = RunLength.count(60, default: 12)
    for round in 0..<rounds {
      let sectionCount = [1, 3, 40, 200][random.below(4)]
      let perSection = [2, 10, 50][random.below(3)]
      var old = Snapshot<Int, Int>()
      old.appendSections(Array(0..<sectionCount))
      for section in 0..<sectionCount {
        old.appendItems(
          Array((section * perSection)..<((section + 1) * perSection)), toSection: section)
      }
      let total = sectionCount * perSection
      let spread = 1 + random.below(sectionCount)  // sections the edits reach
      var new = old
      new._recordWithoutLimit()
      var fresh = total
      for _ in 0..<(1 + random.below(min(total / 2, 300) + 1)) {
        new.editRandomItem(sectionsBelow: spread, fresh: &fresh, using: &random)
      }
      let diffing = ChangesetCost.diffing(items: new.numberOfItems, sections: sectionCount)
      let (chosen, chosenWork) = Self.work { Changeset(from: old, to: new) }
      let (read, readWork) = Self.work { Changeset.recorded(from: old, to: new)! }
      let diffed = Changeset.diffed(from: old, to: new)
      let reads = Changeset.readsRecord(from: old, to: new)
      if reads { both.read += 1 } else { both.diffed += 1 }
      let context = "round \(round): \(sectionCount)×\(perSection), spread \(spread)"
      #expect(chosen == (reads ? read : diffed), "\(context)")
      #expect(read.itemDeletes == diffed.itemDeletes, "\(context)")
      #expect(read.itemInserts == diffed.itemInserts, "\(context)")
      #expect(read.itemMoves.count == diffed.itemMoves.count, "\(context)")
      if reads {
        #expect(chosenWork == readWork && readWork < diffing, "\(context)")
      } else {
        #expect(readWork >= diffing, "\(context)")
        #expect(chosenWork <= diffing + readWork / 3 * 2, "\(context)")
      }
    }
    #expect(both.read > rounds / 6 && both.diffed > rounds / 6, "\(both)")
  }
}
