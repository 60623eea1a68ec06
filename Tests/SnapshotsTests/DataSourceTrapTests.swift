import ExitTestSupport
import Foundation
import Snapshots
import TestSupport
import Testing

/// A data source showing flat "A" [1, 2, 3], "B" [4] and outline "T": 10 > [11], all
/// reorderable, for the exit tests (which capture values, not a data source).
private func trapDataSource() -> DiffableDataSource<String, Int> {
  let dataSource = DiffableDataSource<String, Int>()
  var snapshot = Snapshot<String, Int>()
  snapshot.appendSections(["A", "B"])
  snapshot.appendItems([1, 2, 3], toSection: "A")
  snapshot.appendItems([4], toSection: "B")
  dataSource.apply(snapshot)
  var tree = SectionSnapshot<Int>()
  tree.append([10])
  tree.append([11], to: 10)
  dataSource.apply(tree, to: "T")
  dataSource.reorderingHandlers.canReorderItem = { _ in true }
  return dataSource
}

private let reentrant = "called re-entrantly while"

/// Applying while an apply, or a flow's handler, is running traps with a message naming the
/// operation called and the one running, as UIKit's data sources do.
@Suite("DiffableDataSource: re-entrancy traps")
struct DataSourceReentrancyTests {
  @Test(arguments: Reentrancy.allCases)
  func reentrantCall(_ reentrancy: Reentrancy) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [reentrancy] in reentrancy.run(on: trapDataSource())
    }
    let (called, running) = reentrancy.operations
    #expect(
      standardError(result).contains(
        "DiffableDataSource.\(called): \(reentrant) \(running) is running"))
  }
}

/// Each re-entrant call: the handler that makes it, the call that runs the handler, and the
/// operation called and the one running, as the trap names them.
enum Reentrancy: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  /// Apply, or reload data, from inside the renderer's update (of a section snapshot apply).
  case applyFromUpdate, reloadFromSectionApply
  /// Apply from the reordering handlers.
  case applyFromWillReorder, applyFromCanReorder
  /// `moveItem` from inside the renderer's update.
  case moveFromUpdate
  /// Apply from the expansion handlers, collapse from `willCollapseItem`.
  case applyFromShouldExpand, applyFromExpandingParent, collapseFromWillCollapse
  /// `expandItem` from inside the renderer's update.
  case expandFromUpdate

  var testDescription: String { rawValue }

  func run(on dataSource: DiffableDataSource<String, Int>) {
    let drag = (from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    switch self {
    case .applyFromUpdate:
      dataSource.onUpdate = { _ in dataSource.apply(dataSource.snapshot()) }
      dataSource.apply(dataSource.snapshot())
    case .reloadFromSectionApply:
      dataSource.onUpdate = { _ in dataSource.applySnapshotUsingReloadData(dataSource.snapshot()) }
      dataSource.apply(dataSource.snapshot(for: "T"), to: "T")
    case .applyFromWillReorder:
      dataSource.reorderingHandlers.willReorder = { transaction in
        dataSource.apply(transaction.finalSnapshot)
      }
      dataSource.moveItem(at: drag.from, to: drag.to)
    case .applyFromCanReorder:
      dataSource.reorderingHandlers.canReorderItem = { _ in
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([1])
        dataSource.apply(snapshot)
        return true
      }
      dataSource.moveItem(at: drag.from, to: drag.to)
    case .moveFromUpdate:
      dataSource.onUpdate = { _ in
        dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
      }
      dataSource.moveItem(at: drag.from, to: drag.to)
    case .applyFromShouldExpand:
      dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in
        dataSource.apply(dataSource.snapshot(for: "T"), to: "T")
        return true
      }
      dataSource.expandItem(10)
    case .applyFromExpandingParent:
      dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, children in
        dataSource.apply(dataSource.snapshot())
        return children
      }
      dataSource.expandItem(10)
    case .collapseFromWillCollapse:
      dataSource.expandItem(10)
      dataSource.sectionSnapshotHandlers.willCollapseItem = { dataSource.collapseItem($0) }
      dataSource.collapseItem(10)
    case .expandFromUpdate:
      dataSource.onUpdate = { _ in dataSource.expandItem(10) }
      dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    }
  }

  /// The operation called re-entrantly, and the one running.
  var operations: (called: String, running: String) {
    let apply = "apply(_:animatingDifferences:completion:)"
    let applyTo = "apply(_:to:animatingDifferences:completion:)"
    let reload = "applySnapshotUsingReloadData(_:completion:)"
    switch self {
    case .applyFromUpdate: return (apply, apply)
    case .reloadFromSectionApply: return (reload, applyTo)
    case .applyFromWillReorder, .applyFromCanReorder: return (apply, "moveItem(at:to:)")
    case .moveFromUpdate: return ("moveItem(at:to:)", "moveItem(at:to:)")
    case .applyFromShouldExpand: return (applyTo, "expandItem(_:)")
    case .applyFromExpandingParent: return (apply, "expandItem(_:)")
    case .collapseFromWillCollapse: return ("collapseItem(_:)", "collapseItem(_:)")
    case .expandFromUpdate: return ("expandItem(_:)", reload)
    }
  }
}

/// Caller errors of `moveItem(at:to:)` name the operation and the index path.
@Suite("DiffableDataSource: moveItem traps")
struct DataSourceMoveTrapTests {
  /// A source index path with no item; a destination in no section, past the end of the
  /// item's own section, more than one past the end of another section.
  @Test(arguments: [
    (path(0, 3), path(0, 0), "no item at source index path [0, 3]"),
    (path(0, 0), path(3, 0), "destination index path [3, 0] names no section"),
    (path(0, 0), path(0, 3), "destination index path [0, 3] is outside section A"),
    (path(0, 0), path(1, 2), "destination index path [1, 2] is outside section B"),
  ])
  func invalidMove(from source: IndexPath, to destination: IndexPath, trap: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [source, destination] in trapDataSource().moveItem(at: source, to: destination)
    }
    #expect(standardError(result).contains("DiffableDataSource.moveItem(at:to:): \(trap)"))
  }
}
