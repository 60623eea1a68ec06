import Snapshots
import TestSupport
import Testing

/// Complexity fences for `Snapshot`, by counting hash and `==` calls on `CountingHashable`
/// identifiers.
///
/// Debug builds check the storage invariants at the end of every mutation, which hashes every
/// item and section once: work the release build does not do. `invariantWork(of:)` measures
/// that check on the state a mutation leaves (as the cost of a mutation that changes nothing:
/// deleting an absent item, one lookup plus the check) and the fences subtract it, so they
/// hold the mutation itself to its documented bound in both configurations.
@Suite("Snapshot: counted work")
struct SnapshotCountingTests {
  typealias ID = CountingHashable<Int>

  let counter = HashCounter()

  func id(_ value: Int) -> ID { ID(value, counter: counter) }

  /// `sections` sections of `perSection` items each, built by bulk appends.
  func build(sections: Int, perSection: Int) -> Snapshot<ID, ID> {
    var snapshot = Snapshot<ID, ID>()
    snapshot.appendSections((0..<sections).map(id))
    for section in 0..<sections {
      let items = (0..<perSection).map { id(section * perSection + $0) }
      snapshot.appendItems(items, toSection: id(section))
    }
    return snapshot
  }

  /// The hash and `==` work of the invariant check on `snapshot` (zero in release builds).
  func invariantWork(of snapshot: Snapshot<ID, ID>) -> (hashes: Int, equalities: Int) {
    var copy = snapshot
    let (_, hashes, equalities) = counter.counting { copy.deleteItems([id(-1)]) }
    return (max(0, hashes - 1), equalities)
  }

  /// Counts `body` on `snapshot`, minus the invariant check it ends with.
  func mutationWork(
    _ snapshot: inout Snapshot<ID, ID>, _ body: (inout Snapshot<ID, ID>) -> Void
  ) -> (hashes: Int, equalities: Int) {
    counter.reset()
    body(&snapshot)
    let (hashes, equalities) = (counter.hashes, counter.equalities)
    let check = invariantWork(of: snapshot)
    return (hashes - check.hashes, max(0, equalities - check.equalities))
  }

  /// The probe itself: on a snapshot of *n* items in *s* sections, the debug check hashes each
  /// once (or nothing at all in release builds).
  @Test func invariantProbeMeasuresTheCheck() {
    let snapshot = build(sections: 10, perSection: 100)
    let work = invariantWork(of: snapshot)
    #expect(work.hashes == 0 || work.hashes == 1000 + 10, "\(work)")
  }

  @Test func lookupsHashOnce() {
    let snapshot = build(sections: 20, perSection: 500)
    var random = SeededGenerator(seed: 21)
    let probes = (0..<1000).map { _ in id(random.below(12_000)) }  // a sixth absent
    let sections = (0..<1000).map { _ in id(random.below(24)) }
    let present = sections.filter { $0.value < 20 }

    let items = counter.counting { probes.map { snapshot.indexOfItem($0) } }
    #expect(items.hashes == 1000)
    #expect(items.equalities < 10 * 1000, "indexOfItem: \(items.equalities) == calls")
    #expect(items.result.compactMap { $0 }.count == probes.filter { $0.value < 10_000 }.count)

    let containing = counter.counting {
      probes.map { snapshot.sectionIdentifier(containingItem: $0) }
    }
    #expect(containing.hashes == 1000)
    #expect(containing.equalities < 10 * 1000)

    let indexes = counter.counting { sections.map { snapshot.indexOfSection($0) } }
    #expect(indexes.hashes == 1000)
    #expect(indexes.equalities < 10 * 1000)

    let counts = counter.counting { present.map { snapshot.numberOfItems(inSection: $0) } }
    #expect(counts.hashes == present.count)
    #expect(counts.equalities < 10 * present.count)
    #expect(counts.result.allSatisfy { $0 == 500 })
  }

  /// `deleteItems` of *k* items among *n* is one pass: O(*n* + *k*) hashing, whatever *k*.
  ///
  /// The constant is 3, not 1: besides one lookup per identifier and one relocation per item
  /// that shifts, the standard library's `Dictionary` rehashes the entries that follow a removed
  /// one in its probe run, to close the gap.
  @Test(arguments: [1, 10, 2000, 10_000])
  func deleteItemsIsOnePass(count k: Int) {
    var snapshot = build(sections: 20, perSection: 500)
    var random = SeededGenerator(seed: UInt64(k))
    var values = Array(0..<10_000)
    values.fisherYatesShuffle(using: &random)
    let doomed = values.prefix(k).map(id)
    let work = mutationWork(&snapshot) { $0.deleteItems(doomed) }
    #expect(snapshot.numberOfItems == 10_000 - k)
    #expect(work.hashes <= 3 * (10_000 + k), "deleteItems of \(k): \(work.hashes) hashes")
    #expect(work.equalities <= 8 * (10_000 + k), "deleteItems of \(k): \(work.equalities) ==")
  }

  /// Deleting from the front of one big section must not rehash more than that section.
  @Test func deleteItemsFromTheFrontOfOneSection() {
    var snapshot = build(sections: 1, perSection: 10_000)
    let doomed = (0..<100).map { id($0 * 100) }
    let work = mutationWork(&snapshot) { $0.deleteItems(doomed) }
    #expect(work.hashes <= 3 * (10_000 + 100), "\(work.hashes) hashes")
  }

  /// An insert in the middle of a section hashes each item it shifts once, plus the items
  /// inserted: the entries of the shifted items are relocated, not taken out and put back.
  @Test func insertingMidSectionHashesEachShiftedItemOnce() {
    var snapshot = build(sections: 1, perSection: 10_000)
    let inserted = (0..<10).map { id(20_000 + $0) }
    let work = mutationWork(&snapshot) { $0.insertItems(inserted, beforeItem: id(5_000)) }
    #expect(work.hashes <= 5_000 + 4 * inserted.count, "\(work.hashes) hashes")
  }

  /// Building *n* items in *s* sections by bulk appends: O(*n* + *s*) hashing in total.
  ///
  /// The constant is 8: hash tables that grow while they fill rehash what they hold.
  @Test(arguments: [(10, 1000), (300, 10), (2000, 0)])
  func buildingByBulkAppendsIsLinear(sections: Int, perSection: Int) {
    var snapshot = Snapshot<ID, ID>()
    let sectionIDs = (0..<sections).map(id)
    var total = mutationWork(&snapshot) { $0.appendSections(sectionIDs) }
    for section in 0..<sections where perSection > 0 {
      let items = (0..<perSection).map { id(section * perSection + $0) }
      let work = mutationWork(&snapshot) { $0.appendItems(items, toSection: sectionIDs[section]) }
      total.hashes += work.hashes
      total.equalities += work.equalities
    }
    let size = sections * perSection + sections
    #expect(snapshot.numberOfItems == sections * perSection)
    #expect(total.hashes <= 8 * size, "\(sections)×\(perSection): \(total.hashes) hashes")
    #expect(total.equalities <= 8 * size, "\(sections)×\(perSection): \(total.equalities) ==")
  }

  /// Appending to the last section costs O(*k*) for *k* items, whatever the snapshot's size.
  @Test func appendingIsProportionalToTheItemsAppended() {
    var snapshot = build(sections: 10, perSection: 1000)
    let items = (0..<50).map { id(20_000 + $0) }
    let work = mutationWork(&snapshot) { $0.appendItems(items) }
    #expect(work.hashes <= 4 * 50, "\(work.hashes) hashes for 50 items")
  }
}
