import Outline
import Snapshots
import TestSupport

#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// The outline host's update path (the coordinator behind the SwiftUI `OutlineList`) on an
/// outline that shows 1 000 000 rows (1 000 roots, every node expanded), against the outline
/// baseline: re-flattening the whole outline and diffing its rows.
///
/// - the tree held and changed (`@State`): one row inserted, or the middle root's 999 rows
///   expanded, in a copy of the tree shown, and the copy handed in. Changing a copy of a shared
///   tree copies the pages of its storage that the change writes, then the host shows the one
///   change it recorded;
/// - the same expand made in place through the coordinator, whose tree no one else holds: the
///   change's own cost.
///
/// Built where UIKit or AppKit can be imported: on Apple's systems, and on Linux against the
/// emulators (`bash .ci/emulators --bench uikit`, `... appkit`), whose views take the calls.
enum OutlineHostCases {
  static let repetitions = 10

  static func all() -> [BenchmarkCase] {
    #if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    [
      held("insert 1 row in the held tree"), held("expand 999 rows in the held tree"),
      held("expand 999 rows in place"),
    ]
    #else
    []
    #endif
  }
}

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
extension OutlineHostCases {
  /// The coordinator's two update paths.
  struct Host {
    let update: (OutlineTree<Int>) -> Bool
    let change: ((inout OutlineTree<Int>) -> OutlineUpdate<Int>) -> Void
    let tree: () -> OutlineTree<Int>
  }

  struct SendableResult: @unchecked Sendable {
    let result: CaseResult
  }

  static func held(_ operation: String) -> BenchmarkCase {
    let name = "\(framework) outline host: \(operation), update (1000000 rows shown)"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: [.outline(1_000_000)]) {
      context in
      nonisolated(unsafe) let context = context
      return MainActor.assumeIsolated {
        SendableResult(result: run(operation, name, context))
      }.result
    }
  }

  @MainActor
  static func run(_ operation: String, _ name: String, _ context: BenchmarkContext) -> CaseResult {
    let workload = context.workloads.outline(1_000_000)
    let host = makeHost(OutlineCases.build(workload))
    let child = OutlineCases.middleChild(workload)
    let added = workload.n + 1
    let root = workload.middleRoot
    let inserting = operation.hasPrefix("insert")
    let inPlace = operation.hasSuffix("in place")
    /// The app's tree, which shares its storage with the one shown.
    // In place, the app holds no copy: the data source's tree is unique.
    var held = inPlace ? OutlineTree() : host.tree()
    /// Changes the held tree and hands it in, as an app's `@State` and SwiftUI's update do.
    func handIn(_ change: (inout OutlineTree<Int>) -> OutlineUpdate<Int>) {
      var edited = held
      _ = change(&edited)
      held = edited
      guard host.update(edited) else { fail("\(name): an update applied nothing") }
    }
    if !inserting {
      if inPlace { host.change { $0.collapse(root) } } else { handIn { $0.collapse(root) } }
    }
    let (before, after) = OutlineBaselineCases.toggle(workload, collapse: false)
    let measured = measure(
      context.settings,
      floor: {
        timed { OutlineBaselineCases.reflattenAndDiff(workload, before: before, isExpanded: after) }
      },
      body: {
        var total = Nanoseconds.zero
        for _ in 0..<repetitions {
          if inPlace {
            total += timed { host.change { $0.expand(root) } }
            host.change { $0.collapse(root) }
          } else if inserting {
            total += timed { handIn { $0.insert([added], under: child, at: 0) } }
            handIn { $0.delete(added) }
          } else {
            total += timed { handIn { $0.expand(root) } }
            handIn { $0.collapse(root) }
          }
        }
        return Nanoseconds(total.count / Double(repetitions))
      })
    let rows = host.tree().rowCount
    guard rows == (inserting ? 1_000_000 : 1_000_000 - 999) else {
      fail("\(name): the tree shows \(rows) rows after the runs")
    }
    return CaseResult(
      name: name, workload: workload.name, measured: measured,
      floorWorkload: "re-flatten + Diff of \(workload.name)",
      target: inPlace ? 0.002 : inserting ? heldInsertTarget : nil,
      note: inPlace
        ? "the coordinator, the data source and the view; mean of \(repetitions) per round"
        : "the pages of the shared tree the change copies, the change, the coordinator's "
          + "update, the data source and the view; mean of \(repetitions) per round")
  }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension OutlineHostCases {
  static let framework = "UIKit"
  /// None: the emulated collection view checks every batch against its whole model, O(*n*),
  /// so an insert costs the emulator's million rows whatever the host does.
  static let heldInsertTarget: Double? = nil

  /// A coordinator on a collection view in a window that shows 20 rows.
  @MainActor
  static func makeHost(_ tree: OutlineTree<Int>) -> Host {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    #if canImport(EmulatorCore)
    // The emulator lays out every row unless told how many show; Apple's views show a screen.
    view.emulatedVisibleRows = 0..<20
    #endif
    let coordinator = CollectionViewOutlineCoordinator<Int>(collectionView: view, tree: tree) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    return Host(
      update: { [window] in
        _ = window
        return coordinator.update(to: $0)
      },
      change: { coordinator.update($0) }, tree: { coordinator.tree })
  }
}
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
extension OutlineHostCases {
  static let framework = "AppKit"
  /// A row inserted in the app's state: at most 1 % of the floor, as a list host's edit.
  static let heldInsertTarget: Double? = 0.01

  /// A coordinator on a one-column outline view that shows 40 rows, the view's own checks off.
  @MainActor
  static func makeHost(_ tree: OutlineTree<Int>) -> Host {
    let view = AppKitOutlineCases.makeView()
    let coordinator = OutlineViewCoordinator<Int>(outlineView: view, tree: tree) { _, _, _ in
      NSView()
    }
    return Host(
      update: { coordinator.update(to: $0) }, change: { coordinator.update($0) },
      tree: { coordinator.tree })
  }
}
#endif
