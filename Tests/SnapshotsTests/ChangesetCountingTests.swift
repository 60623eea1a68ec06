import Snapshots
import TestSupport
import Testing

/// `Changeset` does expected O(*n* + *s*) hash and `==` work, fenced by counting on the
/// sectioned workload of the Benchmark workloads article (at test sizes).
@Suite("Changeset: counted work")
struct ChangesetCountingTests {
  typealias ID = CountingHashable<Int>

  static func snapshot(
    _ sections: [(section: Int, items: [Int])], counter: HashCounter
  ) -> Snapshot<ID, ID> {
    var snapshot = Snapshot<ID, ID>()
    snapshot.appendSections(sections.map { ID($0.section, counter: counter) })
    for (section, items) in sections {
      snapshot.appendItems(
        items.map { ID($0, counter: counter) }, toSection: ID(section, counter: counter))
    }
    return snapshot
  }

  @Test(arguments: [false, true])
  func sectionedWorkloadIsLinear(churn: Bool) {
    let workload = SectionedWorkload(sections: 100, itemsPerSection: 100, churn: churn)
    let counter = HashCounter()
    let old = Self.snapshot(workload.oldIdentifiers, counter: counter)
    let new = Self.snapshot(workload.newIdentifiers, counter: counter)
    let size = new.numberOfItems + new.numberOfSections + old.numberOfItems + old.numberOfSections

    let (changes, hashes, equalities) = counter.counting { Changeset(from: old, to: new) }
    #expect(hashes <= size, "churn \(churn): \(hashes) hashes for n + s = \(size)")
    #expect(equalities <= 8 * size, "churn \(churn): \(equalities) == for n + s = \(size)")
    #expect(changes.itemInserts.count >= 500)
    if churn { #expect(changes.sectionInserts.count >= 10) }
  }

  /// Marks add a lookup each, not a pass over the snapshot per mark.
  @Test func marksAreLinear() {
    let workload = SectionedWorkload(sections: 100, itemsPerSection: 100, churn: true)
    let counter = HashCounter()
    let old = Self.snapshot(workload.oldIdentifiers, counter: counter)
    var new = Self.snapshot(workload.newIdentifiers, counter: counter)
    let items = new.itemIdentifiers
    new.reloadItems(Array(items.prefix(2000)))
    new.reconfigureItems(Array(items.suffix(2000)))
    new.reloadSections(Array(new.sectionIdentifiers.prefix(50)))
    let size = new.numberOfItems + new.numberOfSections + old.numberOfItems + old.numberOfSections

    let (_, hashes, equalities) = counter.counting { Changeset(from: old, to: new) }
    #expect(hashes <= size + 4050, "\(hashes) hashes")
    #expect(equalities <= 8 * size + 4 * 4050, "\(equalities) ==")
  }

  /// Many section moves (every section out of order) stay linear too.
  @Test func reversedSectionsAreLinear() {
    let counter = HashCounter()
    let sections = (0..<200).map { (section: $0, items: Array($0 * 20..<($0 + 1) * 20)) }
    let old = Self.snapshot(sections, counter: counter)
    let new = Self.snapshot(sections.reversed(), counter: counter)
    let size = 2 * (old.numberOfItems + old.numberOfSections)

    let (changes, hashes, equalities) = counter.counting { Changeset(from: old, to: new) }
    #expect(changes.sectionMoves.count == 199)
    #expect(hashes <= size, "\(hashes) hashes")
    #expect(equalities <= 8 * size, "\(equalities) ==")
  }
}
