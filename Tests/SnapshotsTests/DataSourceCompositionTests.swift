import Foundation
import Snapshots
import TestSupport
import Testing

/// Every way the data source's composition disagrees with the reference: the full snapshot,
/// each section's tree (or its flat fallback), which sections hold a tree, and a missing
/// section's empty tree.
func compositionMismatches(
  _ dataSource: DiffableDataSource<String, Int>, _ reference: ReferenceDataSource,
  sections: [String]
) -> [String] {
  var problems: [String] = []
  if dataSource.snapshot() != reference.snapshot {
    problems.append("snapshot \(dataSource.snapshot()) != \(reference.snapshot)")
  }
  for section in sections {
    let expected = SectionSnapshot(reference: reference.sectionSnapshot(for: section))
    if dataSource.snapshot(for: section) != expected {
      problems.append("snapshot(for: \(section)) != \(expected.visualDescription())")
    }
    let isTree: Bool = if case .tree = reference.contents[section] { true } else { false }
    if dataSource.hasSectionSnapshot(for: section) != isTree {
      problems.append("hasSectionSnapshot(for: \(section)) is not \(isTree)")
    }
  }
  return problems
}

@Suite("DiffableDataSource: composing section snapshots")
struct DataSourceCompositionTests {
  @Test("a section snapshot applied to a missing section appends that section")
  func missingSectionAppended() {
    let (dataSource, recorder) = recordedDataSource()
    dataSource.apply(makeSnapshot([("A", [1]), ("B", [2])]))
    dataSource.apply(outline([N(10, [N(11)])], expanded: [10]), to: "Z")
    #expect(dataSource.snapshot() == makeSnapshot([("A", [1]), ("B", [2]), ("Z", [10, 11])]))
    #expect(recorder.updates.last?.changeset.sectionInserts == [2])
    #expect(recorder.updates.last?.kind == .animated)
    dataSource.apply(outline([N(20)]), to: "Y", animatingDifferences: false)
    #expect(dataSource.snapshot().sectionIdentifiers == ["A", "B", "Z", "Y"])
    #expect(recorder.updates.last?.kind == .nonAnimated)
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("a section snapshot applied first into an empty data source is a reload")
  func firstTreeReloads() {
    let (dataSource, recorder) = recordedDataSource()
    dataSource.apply(outline([N(1)]), to: "A")
    #expect(recorder.updates.map(\.kind) == [.reloadData])
  }

  @Test("only visible items are in the full snapshot; hidden ones have no index path")
  func onlyVisibleItems() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(makeSnapshot([("A", [1])]))
    dataSource.apply(
      outline([N(10, [N(11, [N(12)])]), N(20, [N(21)])], expanded: [10, 20]), to: "T")
    let snapshot = dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: "T") == [10, 11, 20, 21])
    #expect(snapshot.numberOfItems == 5)
    #expect(dataSource.indexPath(for: 12) == nil)
    #expect(dataSource.indexPath(for: 21) == IndexPath(item: 3, section: 1))
    #expect(dataSource.snapshot(for: "T").items == [10, 11, 12, 20, 21])
  }

  @Test("snapshot(for:) falls back to a flat tree of the section, or an empty one")
  func sectionSnapshotFallbacks() {
    let dataSource = DiffableDataSource<String, Int>()
    #expect(dataSource.snapshot(for: "A").isEmpty)
    dataSource.apply(makeSnapshot([("A", [1, 2]), ("B", [])]))
    #expect(dataSource.snapshot(for: "A") == outline([N(1), N(2)]))
    #expect(dataSource.snapshot(for: "B").isEmpty)
    #expect(dataSource.snapshot(for: "missing").isEmpty)
    #expect(!dataSource.hasSectionSnapshot(for: "A"))
  }

  @Test("a tree's items leave other sections, and other trees with their children")
  func itemsLeaveOtherPlaces() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(makeSnapshot([("A", [1, 2, 3])]))
    dataSource.apply(outline([N(10, [N(11), N(12)]), N(20, [N(21)])], expanded: [10]), to: "T")
    dataSource.apply(outline([N(2, [N(10), N(21)])]), to: "U")
    #expect(dataSource.snapshot() == makeSnapshot([("A", [1, 3]), ("T", [20]), ("U", [2])]))
    #expect(dataSource.snapshot(for: "T") == outline([N(20)]))
    #expect(!dataSource.snapshot(for: "T").contains(11))
    #expect(dataSource.snapshot(for: "U").items == [2, 10, 21])
  }

  @Test("a new tree replaces the section's items and expansion wholesale")
  func replacesWholesale() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(outline([N(1, [N(2)])], expanded: [1]), to: "T")
    dataSource.apply(outline([N(1, [N(3)])]), to: "T")
    #expect(dataSource.snapshot().itemIdentifiers == [1])
    #expect(dataSource.snapshot(for: "T") == outline([N(1, [N(3)])]))
  }

  /// 100 seeds × 30 steps against `ReferenceDataSource`: trees applied to random sections
  /// (existing or not, taking items from anywhere), expand and collapse by the person and by
  /// program, and full snapshots without trees (48 seeds unless `SNAPSHOTS_LONG_RUNS=1`).
  @Test("random compositions match the reference", arguments: 0..<4)
  func randomComposition(batch: Int) {
    let sections = ["A", "B", "C", "D", "E"]
    let first = UInt64(batch * 25)
    for seed in first..<(first + UInt64(RunLength.count(25, default: 12))) {
      var random = SeededGenerator(seed: seed)
      let (dataSource, recorder) = recordedDataSource()
      var reference = ReferenceDataSource()
      for step in 0..<30 {
        let allItems = sections.flatMap { reference.contents[$0]?.allItems ?? [] }
        switch random.below(6) {
        case 0 where !allItems.isEmpty:
          // A person taps a disclosure control.
          let item = allItems[random.below(allItems.count)]
          let section = reference.sections.first {
            reference.contents[$0]!.allItems.contains(item)
          }!
          if case .tree(var forest) = reference.contents[section] {
            if forest.entry(item)?.isVisible != true {
              // A person cannot tap a row that is not shown: nothing happens.
              #expect(dataSource.expandItem(item) == .notVisible, "seed \(seed), step \(step)")
            } else if forest.expanded.contains(item) {
              #expect(dataSource.collapseItem(item) == .performed, "seed \(seed), step \(step)")
              forest.collapse([item])
            } else {
              #expect(dataSource.expandItem(item) == .performed, "seed \(seed), step \(step)")
              forest.expand([item])
            }
            reference.contents[section] = .tree(forest)
          } else {
            // Not in a tree: nothing happens.
            #expect(dataSource.expandItem(item) == .notInOutline, "seed \(seed), step \(step)")
          }
        case 1
        where reference.contents.values.contains(where: {
          if case .tree = $0 { true } else { false }
        }):
          // The program toggles expansion by applying a changed copy of a stored tree.
          let treeSections = reference.sections.filter { dataSource.hasSectionSnapshot(for: $0) }
          let section = treeSections[random.below(treeSections.count)]
          guard case .tree(var forest) = reference.contents[section] else { return }
          for item in forest.items where random.chance(1, in: 3) {
            if forest.expanded.contains(item) {
              forest.collapse([item])
            } else {
              forest.expand([item])
            }
          }
          dataSource.apply(SectionSnapshot(reference: forest), to: section)
          reference.contents[section] = .tree(forest)
        case 2:
          let snapshot = random.snapshot(sections: sections, items: 0..<25)
          dataSource.apply(snapshot)
          let rebasing = rebaseProblems(
            before: reference, applied: snapshot, dataSource: dataSource)
          #expect(rebasing == [], "seed \(seed), step \(step)")
          // Trees of surviving sections rebase; take what the data source kept.
          var trees: [String: ReferenceForest<Int>] = [:]
          for section in snapshot.sectionIdentifiers
          where dataSource.hasSectionSnapshot(for: section) {
            trees[section] = ReferenceForest(dataSource.snapshot(for: section))
          }
          reference.adopt(snapshot, trees: trees)
        default:
          let section = sections[random.below(sections.count)]
          let items = (0..<25).filter { _ in random.chance(1, in: 5) }.shuffled(using: &random)
          let forest = random.forest(items)
          dataSource.apply(SectionSnapshot(reference: forest), to: section)
          reference.apply(forest, to: section)
        }
        let problems = compositionMismatches(dataSource, reference, sections: sections + ["Z"])
        #expect(problems == [], "seed \(seed), step \(step)")
        let lookups = lookupMismatches(dataSource, reference.snapshot)
        #expect(lookups == [], "seed \(seed), step \(step)")
        if !problems.isEmpty || !lookups.isEmpty { return }
      }
      #expect(updateReplayProblems(recorder.updates) == [], "seed \(seed)")
    }
  }
}
