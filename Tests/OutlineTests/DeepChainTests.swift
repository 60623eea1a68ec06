import Outline
import Snapshots
import TestSupport
import Testing

/// A chain a million levels deep through every operation of `OutlineTree`: nothing in the
/// outline may recurse once per level (the stack would overflow long before this depth).
@Suite struct DeepChainTests {
  /// A million levels in a long run; 100 000 by default, which still takes 10 MB of stack for
  /// a recursion of 100-byte frames (a debug build's are larger), past the 8 MB a Linux thread
  /// has.
  static let depth = RunLength.count(1_000_000, default: 100_000)

  static func chain(from first: Int = 0, to last: Int = depth - 1) -> (Int) -> OutlineChildren<Int>
  {
    { $0 >= first && $0 < last ? .loaded([$0 + 1]) : .leaf }
  }

  @Test func buildingExpandingAndReadingRows() {
    let n = Self.depth
    var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
    #expect(tree.count == n && tree.rowCount == 1)
    let update = tree.expandAll()
    #expect(update.diff.inserts.count == n - 1)
    #expect(tree.rowCount == n)
    #expect(tree.level(of: n - 1) == n - 1)
    #expect(tree.isVisible(n - 1))
    #expect(tree.row(at: n - 1).level == n - 1)
    #expect(tree.index(of: .node(n - 1)) == n - 1)
    #expect(tree.rows.count == n && tree.rowIdentifiers.count == n)
    #expect(tree.reflattenedRows().count == n)
    var copy = tree
    copy.collapse(0)
    #expect(copy.rowCount == 1 && tree.rowCount == n)
    tree.collapse(1, resettingDescendants: true)
    #expect(tree.rowCount == 2 && tree.state.count == 1)
    tree.toggle(1)
    tree.setExpansion(of: 2, to: .first(1))
    tree.showMore(2)
    tree.collapseAll()
    #expect(tree.rowCount == 1)
  }

  /// A hundredth of the depth: the test build checks the section snapshot's invariants after
  /// every item it appends, O(n) each, so a longer chain costs quadratic time here (not in a
  /// client's build, where those checks are compiled out).
  @Test func sectionSnapshotOfADeepChain() {
    let n = Self.depth / 100
    var tree = OutlineTree<Int>(roots: [0], children: Self.chain(to: n - 1))
    tree.expandAll()
    let snapshot = tree.sectionSnapshot()
    #expect(snapshot.visibleItems.count == n)
    #expect(snapshot.level(of: .node(n - 1)) == n - 1)
  }

  @Test func stateRestoreAndReload() {
    let n = Self.depth
    var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
    tree.expandAll()
    let state = tree.state
    #expect(state.count == n - 1)
    tree.restore(OutlineState())
    #expect(tree.rowCount == 1)
    tree.restore(state)
    #expect(tree.rowCount == n)
    // Every node comes back: every expansion is kept.
    tree.reload(roots: [0], children: Self.chain())
    #expect(tree.rowCount == n)
    tree.replace(childrenOf: n / 2, with: .loaded([n / 2 + 1]), descendants: Self.chain())
    #expect(tree.rowCount == n)
    tree.reload(roots: []) { _ in .leaf }
    #expect(tree.isEmpty && tree.rowCount == 0)
  }

  @Test func movingInsertingLoadingAndDeleting() throws {
    let n = Self.depth
    var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
    tree.expandAll()
    // The cycle check walks up the whole chain.
    #expect(throws: OutlineMoveError<Int>.self) { try tree.move(0, to: n - 1, at: 0) }
    try tree.move(n - 1, to: nil, at: 1)
    try tree.move(n / 2, before: 0)
    #expect(tree.rootItems == [n / 2, 0, n - 1])
    #expect(tree.level(of: n - 2) == n / 2 - 2 && tree.rowCount == n)
    try tree.move(0, to: n - 2, at: 0)
    #expect(tree.level(of: n / 2 - 1) == n - 2)
    tree.insert([-1], under: n / 2 - 1, at: 0) { _ in .unloaded(total: 3) }
    let requests = tree.expand(-1).loadRequests
    #expect(requests.count == 1)
    tree.failLoading(requests[0])
    let retry = tree.retryLoading(-1).loadRequests
    tree.finishLoading(retry[0], with: .page([-2, -3, -4], total: 3))
    #expect(tree.level(of: -4) == n)
    #expect(tree.rowCount == n + 4)
    tree.delete(-3)
    #expect(tree.count == n + 3)
    // The chain below n/2 + 9 now runs through every other node but n - 1.
    tree.delete([n / 2 + 10, -2])
    #expect(tree.count == 11 && tree.rowCount == 11)
    tree.delete(n / 2)
    #expect(tree.rootItems == [n - 1])
  }
}
