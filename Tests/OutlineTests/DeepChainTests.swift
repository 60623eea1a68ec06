import Foundation
import Outline
import Snapshots
import TestSupport
import Testing

/// A chain thousands of levels deep through every operation of `OutlineTree`, run on a thread
/// whose stack is 1 MiB: nothing in the outline may recurse once per level. At the default
/// depth of 20 000, a recursion of 53-byte frames (a debug build's are larger) overflows that
/// stack; `SNAPSHOTS_LONG_RUNS=1` takes the chain to a million levels.
@Suite struct DeepChainTests {
  static let depth = RunLength.count(1_000_000, default: 20_000)

  static func chain(from first: Int = 0, to last: Int = depth - 1) -> (Int) -> OutlineChildren<Int>
  {
    { $0 >= first && $0 < last ? .loaded([$0 + 1]) : .leaf }
  }

  /// The checks of a body that runs off the test's task, whose failures the test reports.
  final class Checks: @unchecked Sendable {
    private(set) var failures: [String] = []

    func expect(_ holds: Bool, _ what: String) {
      if !holds { failures.append(what) }
    }
  }

  /// Runs `body` on a thread of its own with a 1 MiB stack and waits for it; then reports
  /// each check that failed.
  static func onSmallStack(_ body: @escaping @Sendable (Checks) throws -> Void) {
    let checks = Checks()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      do { try body(checks) } catch { checks.expect(false, "threw \(error)") }
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    #expect(checks.failures.isEmpty, "\(checks.failures)")
  }

  /// The stack is small enough for the depth: a recursion once per level overflows it.
  @Test func aRecursionOncePerLevelOverflowsTheSmallStack() async {
    await #expect(processExitsWith: .failure) {
      Self.onSmallStack { check in
        func depth(below level: Int) -> Int { level == 0 ? 0 : 1 + depth(below: level - 1) }
        check.expect(depth(below: Self.depth) == Self.depth, "the recursion's depth")
      }
    }
  }

  @Test func buildingExpandingAndReadingRows() {
    Self.onSmallStack { check in
      let n = Self.depth
      var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
      check.expect(tree.count == n && tree.rowCount == 1, "built")
      let update = tree.expandAll()
      check.expect(update.diff.inserts.count == n - 1, "expand-all's inserts")
      check.expect(tree.rowCount == n, "expanded rows")
      check.expect(tree.level(of: n - 1) == n - 1, "level")
      check.expect(tree.isVisible(n - 1), "visible")
      check.expect(tree.row(at: n - 1).level == n - 1, "row's level")
      check.expect(tree.index(of: .node(n - 1)) == n - 1, "index")
      check.expect(tree.rows.count == n && tree.rowIdentifiers.count == n, "rows")
      check.expect(tree.reflattenedRows().count == n, "reflattened rows")
      var copy = tree
      copy.collapse(0)
      check.expect(copy.rowCount == 1 && tree.rowCount == n, "a copy's collapse")
      tree.collapse(1, resettingDescendants: true)
      check.expect(tree.rowCount == 2 && tree.state.count == 1, "reset")
      tree.toggle(1)
      tree.setExpansion(of: 2, to: .first(1))
      tree.showMore(2)
      tree.collapseAll()
      check.expect(tree.rowCount == 1, "collapse-all")
    }
  }

  /// A hundredth of the depth: the test build checks the section snapshot's invariants after
  /// every item it appends, O(n) each, so a longer chain costs quadratic time here (not in a
  /// client's build, where those checks are compiled out).
  @Test func sectionSnapshotOfADeepChain() {
    Self.onSmallStack { check in
      let n = Self.depth / 100
      var tree = OutlineTree<Int>(roots: [0], children: Self.chain(to: n - 1))
      tree.expandAll()
      let snapshot = tree.sectionSnapshot()
      check.expect(snapshot.visibleItems.count == n, "visible items")
      check.expect(snapshot.level(of: .node(n - 1)) == n - 1, "level")
    }
  }

  @Test func stateRestoreAndReload() {
    Self.onSmallStack { check in
      let n = Self.depth
      var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
      tree.expandAll()
      let state = tree.state
      check.expect(state.count == n - 1, "state")
      tree.restore(OutlineState())
      check.expect(tree.rowCount == 1, "empty state restored")
      tree.restore(state)
      check.expect(tree.rowCount == n, "state restored")
      // Every node comes back: every expansion is kept.
      tree.reload(roots: [0], children: Self.chain())
      check.expect(tree.rowCount == n, "reload")
      tree.replace(childrenOf: n / 2, with: .loaded([n / 2 + 1]), descendants: Self.chain())
      check.expect(tree.rowCount == n, "replace")
      tree.reload(roots: []) { _ in .leaf }
      check.expect(tree.isEmpty && tree.rowCount == 0, "reload to nothing")
    }
  }

  @Test func movingInsertingLoadingAndDeleting() {
    Self.onSmallStack { check in
      let n = Self.depth
      var tree = OutlineTree<Int>(roots: [0], children: Self.chain())
      tree.expandAll()
      // The cycle check walks up the whole chain.
      do {
        try tree.move(0, to: n - 1, at: 0)
        check.expect(false, "a move under a descendant")
      } catch is OutlineMoveError<Int> {}
      try tree.move(n - 1, to: nil, at: 1)
      try tree.move(n / 2, before: 0)
      check.expect(tree.rootItems == [n / 2, 0, n - 1], "roots")
      check.expect(tree.level(of: n - 2) == n / 2 - 2 && tree.rowCount == n, "levels")
      try tree.move(0, to: n - 2, at: 0)
      check.expect(tree.level(of: n / 2 - 1) == n - 2, "moved chain's level")
      tree.insert([-1], under: n / 2 - 1, at: 0) { _ in .unloaded(total: 3) }
      let requests = tree.expand(-1).loadRequests
      check.expect(requests.count == 1, "load requests")
      tree.failLoading(requests[0])
      let retry = tree.retryLoading(-1).loadRequests
      tree.finishLoading(retry[0], with: .page([-2, -3, -4], total: 3))
      check.expect(tree.level(of: -4) == n, "loaded level")
      check.expect(tree.rowCount == n + 4, "loaded rows")
      tree.delete(-3)
      check.expect(tree.count == n + 3, "deleted")
      // The chain below n/2 + 9 now runs through every other node but n - 1.
      tree.delete([n / 2 + 10, -2])
      check.expect(tree.count == 11 && tree.rowCount == 11, "deleted the chain")
      tree.delete(n / 2)
      check.expect(tree.rootItems == [n - 1], "deleted to one root")
    }
  }
}
