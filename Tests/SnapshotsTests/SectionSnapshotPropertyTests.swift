import TestSupport
import Testing

@testable import Snapshots

/// Every way `snapshot` disagrees with `reference`, checked through every public query.
func sectionSnapshotMismatches(
  _ snapshot: SectionSnapshot<Int>, _ reference: ReferenceForest<Int>
) -> [String] {
  snapshot._storage._verifyInvariants()
  var problems: [String] = []
  func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) {
    if actual != expected { problems.append("\(what()): \(actual) != \(expected)") }
  }
  let entries = reference.entries
  expectEqual(snapshot.items, entries.map(\.item), "items")
  expectEqual(snapshot.visibleItems, entries.filter(\.isVisible).map(\.item), "visibleItems")
  expectEqual(snapshot.rootItems, reference.rootItems, "rootItems")
  expectEqual(snapshot.expandedItems, entries.filter(\.isExpanded).map(\.item), "expandedItems")
  expectEqual(snapshot.count, entries.count, "count")
  expectEqual(snapshot.visibleCount, entries.filter(\.isVisible).count, "visibleCount")
  expectEqual(snapshot.isEmpty, reference.isEmpty, "isEmpty")
  expectEqual(snapshot.visualDescription(), reference.visualDescription(), "visualDescription")
  var children: [Int?: [Int]] = [:]
  for entry in entries { children[entry.parent, default: []].append(entry.item) }
  expectEqual(snapshot.children(of: nil), children[nil] ?? [], "children(of: nil)")
  for (offset, entry) in entries.enumerated() {
    let item = entry.item
    expectEqual(snapshot.contains(item), true, "contains(\(item))")
    expectEqual(snapshot.index(of: item), offset, "index(of: \(item))")
    expectEqual(snapshot.level(of: item), entry.level, "level(of: \(item))")
    expectEqual(snapshot.parent(of: item), entry.parent, "parent(of: \(item))")
    expectEqual(snapshot.isVisible(item), entry.isVisible, "isVisible(\(item))")
    expectEqual(snapshot.isExpanded(item), entry.isExpanded, "isExpanded(\(item))")
    expectEqual(snapshot.children(of: item), children[item] ?? [], "children(of: \(item))")
  }
  for absent in [-1, -2, Int.max] {
    expectEqual(snapshot.contains(absent), false, "contains(\(absent))")
    expectEqual(snapshot.index(of: absent), nil, "index(of: \(absent))")
  }
  expectEqual(snapshot, SectionSnapshot(reference: reference), "== rebuilt from the reference")
  return problems
}

@Suite("SectionSnapshot matches a reference forest")
struct SectionSnapshotPropertyTests {
  @Test("invariant checks are compiled into debug builds")
  func invariantsAreOn() {
    #if DEBUG
    #expect(invariantChecksEnabled)
    #else
    #expect(!invariantChecksEnabled)
    #endif
  }

  /// 400 seeds × 40 steps: 16 000 random operations, each checked against the reference on
  /// unique storage and, every other step, on storage shared with a copy kept from before
  /// (200 seeds unless `SNAPSHOTS_LONG_RUNS=1`).
  @Test("random operation sequences", arguments: 0..<8)
  func randomSequences(batch: Int) {
    let first = UInt64(batch * 50)
    for case let seed in first..<(first + UInt64(RunLength.count(50, default: 25))) {
      var workload = ForestWorkload(seed: seed)
      var snapshot = SectionSnapshot<Int>()
      var reference = ReferenceForest<Int>()
      for step in 0..<40 {
        let operation = workload.next(for: reference)
        let before = reference
        operation.apply(to: &reference)
        if workload.random.chance(1, in: 2) {
          // Shared storage: a copy from before must not see the change.
          let copy = snapshot
          operation.apply(to: &snapshot)
          let copyProblems = sectionSnapshotMismatches(copy, before)
          #expect(
            copyProblems.isEmpty,
            "seed \(seed) step \(step) \(operation): the kept copy changed: \(copyProblems)")
          #expect(
            (copy == snapshot) == (before == reference),
            "seed \(seed) step \(step) \(operation): == disagrees with the reference")
        } else {
          #expect(isKnownUniquelyReferenced(&snapshot._storage), "seed \(seed) step \(step)")
          operation.apply(to: &snapshot)
        }
        let problems = sectionSnapshotMismatches(snapshot, reference)
        #expect(problems.isEmpty, "seed \(seed) step \(step) \(operation): \(problems)")
        if !problems.isEmpty { return }
      }
    }
  }

  /// Subtree snapshots of every item of 200 random outlines match the reference's subforests.
  @Test("snapshot(of:includingParent:) of every item", arguments: 0..<4)
  func subtreeSnapshots(batch: Int) {
    for seed in UInt64(1000 + batch * 50)..<UInt64(1000 + batch * 50 + 50) {
      var workload = ForestWorkload(seed: seed)
      let (reference, snapshot) = workload.grow(20) { operation in
        switch operation {
        case .subtree, .deleteAll: true
        default: false
        }
      }
      for item in reference.items {
        for including in [false, true] {
          let problems = sectionSnapshotMismatches(
            snapshot.snapshot(of: item, includingParent: including),
            reference.subforest(of: item, includingParent: including))
          #expect(problems.isEmpty, "seed \(seed) snapshot(of: \(item), \(including)): \(problems)")
        }
      }
    }
  }
}
