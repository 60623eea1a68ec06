import TestSupport
import Testing

@testable import Snapshots

/// Rebasing an outline onto an applied snapshot, by counting: the work grows with the items of
/// the outline and the items placed, never with their product.
@Suite("DiffableDataSource: rebasing by counting")
struct DataSourceRebasingCountingTests {
  static let counts: Comment = "work is counted only in SNAPSHOTS_INVARIANTS=1 builds"

  /// A comb `depth` deep: a spine of expanded parents, each with the next spine item and then
  /// a leaf, so the outline shows the spine, then the leaves from the deepest up.
  static func comb(depth: Int) -> SectionSnapshot<Int> {
    var outline = SectionSnapshot<Int>()
    outline.append([0])
    for level in 1..<depth { outline.append([level], to: level - 1) }
    for level in 0..<depth { outline.append([-1 - level], to: level) }
    outline.expand(Array(0..<depth))
    return outline
  }

  /// The leaves shown in the opposite order: all but one move, each from under a different
  /// spine item, at every depth. Finding which moved items have no moving ancestor walked the
  /// whole spine above each, depth² / 2 steps in all; each ancestor is now walked past once.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts), arguments: [300, 1200])
  func movedLeavesAtEveryDepth(depth: Int) {
    let outline = Self.comb(depth: depth)
    #expect(outline.visibleItems.count == 2 * depth)
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(outline, to: "comb")
    var snapshot = dataSource.snapshot()
    let leaves = (0..<depth).map { -1 - $0 }  // the leaves from the shallowest down
    snapshot.deleteItems(leaves)
    snapshot.appendItems(leaves, toSection: "comb")
    let work = WorkCounter.counting { dataSource.apply(snapshot) }.work
    #expect(dataSource.snapshot().itemIdentifiers == Array(0..<depth) + leaves)
    let tree = dataSource.snapshot(for: "comb")
    #expect(tree.visibleItems == Array(0..<depth) + leaves)
    // The changeset's lookups and runs, the moved leaves walked up and placed: a few units per
    // item of the outline. The walks alone took depth² / 2 before.
    #expect(work <= 40 * depth, "\(work) units for \(2 * depth) items")
  }

  /// `topmost(of:)` alone, on the comb's leaves and spine items mixed: steps bounded by the
  /// items and their distinct ancestors.
  @Test(.enabled(if: invariantChecksEnabled, Self.counts))
  func topmostWalksEachAncestorOnce() {
    let depth = 1500
    let outline = Self.comb(depth: depth)
    let leaves = (0..<depth).map { -1 - $0 }
    let (leafTops, leafWork) = WorkCounter.counting { outline.topmost(of: leaves) }
    #expect(leafTops == leaves)
    #expect(leafWork <= 2 * depth + depth, "\(leafWork)")
    let mixed = [1000, -1200, -800, 500, -10, 1499] + leaves.reversed()
    let (mixedTops, mixedWork) = WorkCounter.counting { outline.topmost(of: mixed) }
    // Spine items below 500 and their leaves lie under 500; -10 is kept once, first.
    let expected = [500, -10] + (1...500).reversed().filter { $0 != 10 }.map { -$0 }
    #expect(mixedTops == expected, "\(mixedTops.prefix(8))")
    #expect(mixedWork <= 3 * mixed.count + depth, "\(mixedWork)")
  }
}
