import Outline
import TestSupport

/// The outline engine (`OutlineTree`) on Outline O(n), against the re-flatten + Diff baseline of
/// the Benchmark workloads article, measured in the same rounds: collapse and expand the middle root, show
/// 5 more children of a partly expanded node, insert 100 children, delete a middle subtree, and
/// the expand again with its rows turned into a view's batch, and answered to an outline view.
/// The scaling cases compare the same operation at n = 1 000 000 and n = 100 000 (target < 2×).
enum OutlineCases {
  /// Operations timed per round; each round reports their mean, each undone untimed.
  static let repetitions = 200

  /// One timed operation and the untimed step that undoes it.
  struct Operation {
    var name: String
    var rows: (OutlineWorkload) -> Int
    var prepare: (inout OutlineTree<Int>, OutlineWorkload) -> Void = { _, _ in }
    var run: (inout OutlineTree<Int>, OutlineWorkload) -> Diff
    var undo: (inout OutlineTree<Int>, OutlineWorkload) -> Void
  }

  /// Expands the middle root, collapsed before and after, then hands the update to `show`:
  /// what a view's adapter does with it, timed with the expand.
  static func expandingTheMiddleRoot(
    _ name: String,
    show: @escaping (OutlineTree<Int>, OutlineWorkload, OutlineUpdate<Int>) -> Void = { _, _, _ in }
  ) -> Operation {
    Operation(
      name: name, rows: { $0.n / OutlineWorkload.rootCount - 1 },
      prepare: { tree, w in _ = tree.collapse(w.middleRoot) },
      run: { tree, w in
        let update = tree.expand(w.middleRoot)
        show(tree, w, update)
        return update.diff
      },
      undo: { tree, w in _ = tree.collapse(w.middleRoot) })
  }

  /// The objects an outline view's data source keeps for the rows it has given the view.
  final class OutlineViewAnswers {
    var items = OutlineViewItems<Int>()
  }

  static var operations: [Operation] {
    let answers = OutlineViewAnswers()
    return [
      Operation(
        name: "collapse", rows: { $0.n / OutlineWorkload.rootCount - 1 },
        run: { tree, w in tree.collapse(w.middleRoot).diff },
        undo: { tree, w in _ = tree.expand(w.middleRoot) }),
      expandingTheMiddleRoot("expand"),
      // What a collection or table view data source does from the call to the view's batch:
      // the expand, then its rows as index paths (the adapters of the UIKit folders).
      expandingTheMiddleRoot("expand as a view's batch") { _, _, update in
        blackHole(update.changeset(inSection: 0))
      },
      // What an outline view's data source does for an expand (the adapter of the AppKit
      // folder): the expand, then the answers to the view's questions about the new rows, its
      // children by index, each row's object and disclosure triangle. The data source keeps
      // the rows' objects from one expand to the next, as the adapter does.
      expandingTheMiddleRoot("expand as an outline view's rows") { tree, w, _ in
        // The view asks for the children of each row it expands, down the expanded rows; the
        // data source reads each parent's rows and their expandability once.
        var parents: [OutlineRow<Int>] = [.node(w.middleRoot)]
        while let parent = parents.popLast() {
          let (rows, isExpandable) = tree.childRowsAndExpandability(of: parent)
          let objects = answers.items.objects(for: rows, under: answers.items.object(for: parent))
          for index in rows.indices {
            blackHole(objects[index])
            if isExpandable[index] && tree.isShownExpanded(rows[index]) {
              parents.append(rows[index])
            }
          }
        }
      },
      Operation(
        name: "show 5 more", rows: { _ in 5 },
        prepare: { tree, w in _ = tree.setExpansion(of: middleChild(w), to: .first(2)) },
        run: { tree, w in tree.showMore(middleChild(w), count: 5).diff },
        undo: { tree, w in _ = tree.setExpansion(of: middleChild(w), to: .first(2)) }),
      Operation(
        name: "insert 100", rows: { _ in 100 },
        run: { tree, w in tree.insert(addedIDs(w), under: middleChild(w), at: 0).diff },
        undo: { tree, w in _ = tree.delete(addedIDs(w)) }),
      Operation(
        name: "delete subtree", rows: { $0.grandchildrenPerChild + 1 },
        run: { tree, w in tree.delete(middleChild(w)).diff },
        undo: { tree, w in
          let child = middleChild(w)
          let siblings = w.children[w.middleRoot]
          _ = tree.insert(
            [child], under: w.middleRoot, at: siblings.firstIndex(of: child)!,
            children: { w.children[$0].isEmpty ? .leaf : .loaded(w.children[$0]) })
          _ = tree.expand(child)
        }),
    ]
  }

  static func all() -> [BenchmarkCase] {
    operations.flatMap { operation in
      [100_000, 1_000_000].map { case_(operation, n: $0) } + [scaling(operation)]
    }
  }

  /// One operation against the re-flatten + Diff baseline.
  static func case_(_ operation: Operation, n: Int) -> BenchmarkCase {
    let name = "Outline \(operation.name) O(\(n))"
    // The smaller size is measured again by the scaling case, so quick runs skip it here.
    let inclusion: BenchmarkCase.Inclusion = n == 1_000_000 ? .always : .fullOnly
    return BenchmarkCase(name, inclusion: inclusion, workloads: [.outline(n)]) { context in
      let workload = context.workloads.outline(n)
      var tree = build(workload)
      check(operation, on: &tree, workload, name)
      return OutlineBaselineCases.against(
        name, workload, context, collapse: true, rows: operation.rows(workload),
        repetitions: repetitions, body: { meanTime(operation, on: &tree, workload) })
    }
  }

  /// The same operation at n = 1 000 000 over n = 100 000, per row it shows or hides.
  static func scaling(_ operation: Operation) -> BenchmarkCase {
    .outlineScaling(
      "Outline \(operation.name) per row, 1M / 100k",
      floorWorkload: "the same operation on O(100000), per row",
      note: { BenchmarkCase.perRowNote(small: operation.rows($0), large: operation.rows($1)) },
      prepare: build, time: { meanTime(operation, on: &$0, $1) / operation.rows($1) })
  }

  /// Checks once that the operation changes the rows as the naive re-flatten says.
  static func check(
    _ operation: Operation, on tree: inout OutlineTree<Int>, _ workload: OutlineWorkload,
    _ name: String
  ) {
    operation.prepare(&tree, workload)
    let before = tree.rowIdentifiers
    let diff = operation.run(&tree, workload)
    let after = tree.rowIdentifiers
    let expected = Diff(from: before, to: after)
    guard diff.deletes == expected.deletes, diff.inserts == expected.inserts,
      diff.moves.count == expected.moves.count,
      abs(after.count - before.count) == operation.rows(workload)
    else { fail("\(name): the update does not match the re-flattened rows") }
    operation.undo(&tree, workload)
    guard tree.rowIdentifiers == before else { fail("\(name): undoing does not restore the rows") }
  }

  static func meanTime(
    _ operation: Operation, on tree: inout OutlineTree<Int>, _ workload: OutlineWorkload
  ) -> Nanoseconds {
    Benchmarks.meanTime(
      repeating: repetitions, on: &tree, { operation.run(&$0, workload) },
      undo: { operation.undo(&$0, workload) })
  }

  static func middleChild(_ workload: OutlineWorkload) -> Int {
    let children = workload.children[workload.middleRoot]
    return children[children.count / 2]
  }

  static func addedIDs(_ workload: OutlineWorkload) -> [Int] {
    Array(workload.n..<(workload.n + 100))
  }

  /// Builds the engine's tree from the workload, every parent expanded.
  @inline(never)
  static func build(_ workload: OutlineWorkload) -> OutlineTree<Int> {
    var tree = OutlineTree<Int>(roots: workload.roots) {
      workload.children[$0].isEmpty ? .leaf : .loaded(workload.children[$0])
    }
    _ = tree.expandAll()
    return tree
  }
}
