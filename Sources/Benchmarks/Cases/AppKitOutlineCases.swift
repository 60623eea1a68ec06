import Outline
import Snapshots
import TestSupport

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// The AppKit outline view's data source on an outline that shows 1 000 000 rows (1 000 roots,
/// every node expanded): one insert, and one expand of 999 rows, each from the call to the
/// view's last call, against re-flattening and diffing the whole outline; and 100 000 children
/// of one parent reversed, against diffing the 100 000 children. The view is the outline view
/// AppKit has, or on Linux the emulator (`bash .ci/emulators --bench appkit`), which answers
/// its own calls as AppKit does and asks the data source what AppKit asks. For scale, the same
/// expand of the view alone, asked of a data source that answers from arrays of objects.
enum AppKitOutlineCases {
  static func all() -> [BenchmarkCase] {
    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    [
      change("insert 1 row", target: 0.002), change("expand 999 rows", target: 0.002),
      viewAlone(), reverse(),
    ]
    #else
    []
    #endif
  }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension AppKitOutlineCases {
  static let repetitions = 20

  struct SendableResult: @unchecked Sendable {
    let result: CaseResult
  }

  /// An outline view of one column; the emulator's lays out 40 rows and skips its own checks.
  @MainActor
  static func makeView() -> NSOutlineView {
    let view = NSOutlineView()
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    #if canImport(EmulatorCore)
    view.emulatedVisibleRows = 0..<40
    view.emulatedChecksAgreementAfterEachCall = false
    #endif
    return view
  }

  /// A view and its data source showing `tree`.
  @MainActor
  static func make(_ tree: OutlineTree<Int>) -> (NSOutlineView, OutlineViewDiffableDataSource<Int>)
  {
    let view = makeView()
    let dataSource = OutlineViewDiffableDataSource(outlineView: view, tree: tree) { _, _, _ in
      NSView()
    }
    return (view, dataSource)
  }

  /// The mean of `repetitions` runs of `step`, which times its part and undoes it, against
  /// re-flattening and diffing the workload as its middle root expands.
  @MainActor
  static func measureAgainstReflatten(
    _ context: BenchmarkContext, _ workload: OutlineWorkload, _ step: () -> Nanoseconds
  ) -> Measurement {
    let (before, after) = OutlineBaselineCases.toggle(workload, collapse: false)
    return measure(
      context.settings,
      floor: {
        timed { OutlineBaselineCases.reflattenAndDiff(workload, before: before, isExpanded: after) }
      },
      body: {
        var total = Nanoseconds.zero
        for _ in 0..<repetitions { total += step() }
        return Nanoseconds(total.count / Double(repetitions))
      })
  }

  static func change(_ operation: String, target: Double) -> BenchmarkCase {
    let name = "AppKit outline view: \(operation) (1000000 rows shown)"
    return BenchmarkCase(name, inclusion: .always, workloads: [.outline(1_000_000)]) { context in
      nonisolated(unsafe) let context = context
      return MainActor.assumeIsolated {
        SendableResult(result: run(operation, name, target, context))
      }.result
    }
  }

  @MainActor
  static func run(
    _ operation: String, _ name: String, _ target: Double, _ context: BenchmarkContext
  ) -> CaseResult {
    let workload = context.workloads.outline(1_000_000)
    let (view, dataSource) = make(OutlineCases.build(workload))
    guard view.numberOfRows == 1_000_000 else {
      fail("\(name): the view shows \(view.numberOfRows)")
    }
    let child = OutlineCases.middleChild(workload)
    let added = workload.n + 1
    let expanding = operation.hasPrefix("expand")
    if expanding { dataSource.collapse(workload.middleRoot) }
    let measured = measureAgainstReflatten(context, workload) {
      if expanding {
        defer { dataSource.collapse(workload.middleRoot) }
        return timed { dataSource.expand(workload.middleRoot) }
      }
      defer { dataSource.update { $0.delete(added) } }
      return timed { dataSource.update { $0.insert([added], under: child, at: 0) } }
    }
    guard view.numberOfRows == (expanding ? 1_000_000 - 999 : 1_000_000) else {
      fail("\(name): the view shows \(view.numberOfRows) rows after the runs")
    }
    return CaseResult(
      name: name, workload: workload.name, measured: measured,
      floorWorkload: "re-flatten + Diff of \(workload.name)", target: target,
      note: "the data source and the view it drives; mean of \(repetitions) per round")
  }

  static func reverse() -> BenchmarkCase {
    let name = "AppKit outline view: reverse 100000 children"
    return BenchmarkCase(name, inclusion: .always, workloads: []) { context in
      nonisolated(unsafe) let context = context
      return MainActor.assumeIsolated { SendableResult(result: runReverse(name, context)) }.result
    }
  }

  @MainActor
  static func runReverse(_ name: String, _ context: BenchmarkContext) -> CaseResult {
    let count = 100_000
    let children = Array(1...count)
    var tree = OutlineTree<Int>(roots: [0]) { $0 == 0 ? .loaded(children) : .leaf }
    _ = tree.expand(0)
    let (view, dataSource) = make(tree)
    let measured = measure(
      context.settings,
      floor: { timed { Diff(from: children, to: children.reversed()) } },
      body: {
        timed {
          dataSource.update { tree in
            // Read from the tree being changed: reading `dataSource.tree` here would access it
            // while `update` holds it for modification, which traps in a release build.
            let reversed = Array(tree.children(of: 0).reversed())
            return tree.replace(childrenOf: 0, with: .loaded(reversed))
          }
        }
      })
    guard view.numberOfRows == count + 1 else {
      fail("\(name): the view shows \(view.numberOfRows)")
    }
    return CaseResult(
      name: name, workload: "1 parent of 100000", measured: measured,
      floorWorkload: "Diff of the 100000 children reversed", target: nil,
      note: "the tree's replace, the data source and the view it drives")
  }
}

extension AppKitOutlineCases {
  /// The view's own share of an expand: the outline of the workload as objects made
  /// beforehand, answered from their arrays, with nothing to plan or look up.
  @MainActor
  final class ArrayOutline: NSObject, NSOutlineViewDataSource, NSOutlineViewDelegate {
    final class Node: NSObject {
      var children: [Node] = []
    }
    let roots: [Node]
    let middleRoot: Node

    init(_ workload: OutlineWorkload) {
      func node(_ id: Int) -> Node {
        let made = Node()
        made.children = workload.children[id].map(node)
        return made
      }
      roots = workload.roots.map(node)
      guard let middle = workload.roots.firstIndex(of: workload.middleRoot) else {
        fail("the workload's middle root is not among its roots")
      }
      middleRoot = roots[middle]
    }

    func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
      (item as? Node)?.children.count ?? roots.count
    }

    func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
      ((item as? Node)?.children ?? roots)[index]
    }

    func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
      (item as? Node)?.children.isEmpty == false
    }

    func outlineView(
      _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
    ) -> NSView? { NSView() }
  }

  static func viewAlone() -> BenchmarkCase {
    let name = "AppKit outline view alone: expand 999 rows (1000000 rows shown)"
    return BenchmarkCase(name, inclusion: .always, workloads: [.outline(1_000_000)]) { context in
      nonisolated(unsafe) let context = context
      return MainActor.assumeIsolated { SendableResult(result: runAlone(name, context)) }.result
    }
  }

  @MainActor
  static func runAlone(_ name: String, _ context: BenchmarkContext) -> CaseResult {
    let workload = context.workloads.outline(1_000_000)
    let outline = ArrayOutline(workload)
    let view = makeView()
    view.dataSource = outline
    view.delegate = outline
    view.expandItem(nil, expandChildren: true)
    guard view.numberOfRows == 1_000_000 else {
      fail("\(name): the view shows \(view.numberOfRows)")
    }
    view.collapseItem(outline.middleRoot, collapseChildren: true)
    let measured = measureAgainstReflatten(context, workload) {
      defer { view.collapseItem(outline.middleRoot, collapseChildren: true) }
      return timed { view.expandItem(outline.middleRoot, expandChildren: true) }
    }
    guard view.numberOfRows == 1_000_000 - 999 else {
      fail("\(name): the view shows \(view.numberOfRows) rows after the runs")
    }
    return CaseResult(
      name: name, workload: workload.name, measured: measured,
      floorWorkload: "re-flatten + Diff of \(workload.name)", target: nil,
      note: "the view and a data source answering from arrays; mean of \(repetitions) per round")
  }
}
#endif
