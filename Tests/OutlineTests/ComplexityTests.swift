import Snapshots
import TestSupport
import Testing

@testable import Outline

/// Counting tests: one operation's work, measured in row-index entries visited (an internal
/// counter, debug builds) and identifier hashes, not in time. Expanding, collapsing and showing
/// more cost O(log *n*) in the index whatever the number of rows *k* they show or hide (the
/// diff lists those *k* offsets); inserting and deleting *s* nodes cost O(*s* + log *n*).
@Suite(
  .enabled(
    if: RowIndex.countsWork,
    "the row index counts its work only in SNAPSHOTS_INVARIANTS=1 builds (the README's test command)"
  ))
struct ComplexityTests {
  /// The benchmark's forest shape: `roots` roots, each with `fanout` children that each have
  /// `fanout` children; everything expanded.
  struct Forest {
    var tree: OutlineTree<Int>
    let nodes: Int

    init(roots: Int, fanout: Int) {
      tree = OutlineTree(roots: Array(0..<roots)) { id in
        if id < roots { return .loaded((0..<fanout).map { roots + id * fanout + $0 }) }
        let base = roots + roots * fanout
        if id < base { return .loaded((0..<fanout).map { base + (id - roots) * fanout + $0 }) }
        return .leaf
      }
      nodes = roots * (1 + fanout + fanout * fanout)
      tree.expandAll()
    }

    /// Runs `body` and returns the entries it visited.
    mutating func measure(_ body: (inout OutlineTree<Int>) -> Void) -> Int {
      WorkCounter.counting { body(&tree) }.work
    }
  }

  static func log2(_ n: Int) -> Int { Int.bitWidth - n.leadingZeroBitCount }

  @Test func expandCollapseAndShowMoreCostLogN() {
    var results: [(n: Int, collapse: Int, expand: Int, window: Int, more: Int)] = []
    for roots in [100, 1_000] {
      var forest = Forest(roots: roots, fanout: 10)
      let root = roots / 2
      let k = 1 + 10 + 100
      var diff = Diff.make()
      let collapse = forest.measure { diff = $0.collapse(root).diff }
      #expect(diff.deletes.count == k - 1)
      let expand = forest.measure { diff = $0.expand(root).diff }
      #expect(diff.inserts.count == k - 1)
      let child = roots + root * 10 + 5
      let window = forest.measure { diff = $0.setExpansion(of: child, to: .first(2)).diff }
      #expect(diff.deletes.count == 8 && diff.inserts == [diff.deletes[0]])
      let more = forest.measure { diff = $0.showMore(child).diff }
      #expect(diff.inserts.count == 5)
      results.append((forest.nodes, collapse, expand, window, more))
    }
    for result in results {
      let bound = 80 * Self.log2(result.n)
      #expect(
        result.collapse <= bound, "collapse at n = \(result.n): \(result.collapse) > \(bound)")
      #expect(result.expand <= bound, "expand at n = \(result.n): \(result.expand) > \(bound)")
      #expect(result.window <= bound, "window at n = \(result.n): \(result.window) > \(bound)")
      #expect(result.more <= bound, "show more at n = \(result.n): \(result.more) > \(bound)")
    }
    // Ten times the nodes and the rows: the work grows like log n, not like n or k.
    let (small, large) = (results[0], results[1])
    #expect(large.collapse + large.expand < 3 * (small.collapse + small.expand))
  }

  @Test func insertAndDeleteCostTheirSizePlusLogN() {
    var results: [(n: Int, insert: Int, delete: Int)] = []
    for roots in [100, 1_000] {
      var forest = Forest(roots: roots, fanout: 10)
      let parent = roots + (roots / 2) * 10 + 3
      let fresh = Array(10_000_000..<10_000_100)
      var diff = Diff.make()
      let insert = forest.measure { diff = $0.insert(fresh, under: parent, at: 4).diff }
      #expect(diff.inserts.count == 100)
      let delete = forest.measure { diff = $0.delete(roots / 2 + 1).diff }
      #expect(diff.deletes.count == 111)
      results.append((forest.nodes, insert, delete))
    }
    for result in results {
      let bound = 8 * 111 + 80 * Self.log2(result.n)
      #expect(result.insert <= bound, "insert at n = \(result.n): \(result.insert) > \(bound)")
      #expect(result.delete <= bound, "delete at n = \(result.n): \(result.delete) > \(bound)")
    }
  }

  @Test func expandHashesTheIdentifierOnce() {
    let counter = HashCounter()
    var tree = OutlineTree<CountingHashable<Int>>(roots: [CountingHashable(0, counter: counter)]) {
      $0.value == 0 ? .loaded((1...1_000).map { CountingHashable($0, counter: counter) }) : .leaf
    }
    let root = CountingHashable(0, counter: counter)
    // The invariant check after every mutation (debug builds) hashes every identifier once:
    // measure it alone and take it out.
    counter.reset()
    tree.verifyInvariants()
    let check = counter.hashes
    #expect(check == 1_001)
    counter.reset()
    let update = tree.expand(root)
    #expect(update.diff.inserts.count == 1_000)
    #expect(counter.hashes - check == 1)
    counter.reset()
    tree.collapse(root)
    #expect(counter.hashes - check == 1)
  }
}
