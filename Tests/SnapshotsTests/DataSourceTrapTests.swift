import ExitTestSupport
import Foundation
import Snapshots
import TestSupport
import Testing

/// A data source showing flat "A" [1, 2, 3], "B" [4] and outline "T": 10 > [11], all
/// reorderable, for the exit tests (which cannot capture one).
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
  @Test("apply from inside the renderer's update")
  func applyFromUpdate() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.onUpdate = { _ in dataSource.apply(dataSource.snapshot()) }
      dataSource.apply(dataSource.snapshot())
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.apply(_:animatingDifferences:completion:): \(reentrant) "
          + "apply(_:animatingDifferences:completion:) is running"))
  }

  @Test("reload data from inside the update of a section snapshot apply")
  func reloadFromSectionApply() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.onUpdate = { _ in dataSource.applySnapshotUsingReloadData(dataSource.snapshot()) }
      dataSource.apply(dataSource.snapshot(for: "T"), to: "T")
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.applySnapshotUsingReloadData(_:completion:): \(reentrant) "
          + "apply(_:to:animatingDifferences:completion:) is running"))
  }

  @Test("apply from willReorder")
  func applyFromWillReorder() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.reorderingHandlers.willReorder = { transaction in
        dataSource.apply(transaction.finalSnapshot)
      }
      dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.apply(_:animatingDifferences:completion:): \(reentrant) moveItem(at:to:) is running"
      ))
  }

  @Test("apply from canReorderItem")
  func applyFromCanReorder() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.reorderingHandlers.canReorderItem = { _ in
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([1])
        dataSource.apply(snapshot)
        return true
      }
      dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.apply(_:animatingDifferences:completion:): \(reentrant) moveItem(at:to:) is running"
      ))
  }

  @Test("moveItem from inside the renderer's update")
  func moveFromUpdate() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.onUpdate = { _ in
        dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
      }
      dataSource.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.moveItem(at:to:): \(reentrant) moveItem(at:to:) is running"))
  }

  @Test("apply of a section snapshot from shouldExpandItem")
  func applyFromShouldExpand() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in
        dataSource.apply(dataSource.snapshot(for: "T"), to: "T")
        return true
      }
      dataSource.expandItem(10)
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.apply(_:to:animatingDifferences:completion:): \(reentrant) expandItem(_:) is running"
      ))
  }

  @Test("apply from snapshotForExpandingParent")
  func applyFromExpandingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, children in
        dataSource.apply(dataSource.snapshot())
        return children
      }
      dataSource.expandItem(10)
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.apply(_:animatingDifferences:completion:): \(reentrant) expandItem(_:) is running"
      )
    )
  }

  @Test("collapseItem from willCollapseItem")
  func collapseFromWillCollapse() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.expandItem(10)
      dataSource.sectionSnapshotHandlers.willCollapseItem = { dataSource.collapseItem($0) }
      dataSource.collapseItem(10)
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.collapseItem(_:): \(reentrant) collapseItem(_:) is running"))
  }

  @Test("expandItem from inside the renderer's update")
  func expandFromUpdate() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dataSource = trapDataSource()
      dataSource.onUpdate = { _ in dataSource.expandItem(10) }
      dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.expandItem(_:): \(reentrant) applySnapshotUsingReloadData(_:completion:) is running"
      ))
  }
}

/// Caller errors of `moveItem(at:to:)` name the operation and the index path.
@Suite("DiffableDataSource: moveItem traps")
struct DataSourceMoveTrapTests {
  @Test("a source index path with no item")
  func missingSource() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      trapDataSource().moveItem(
        at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.moveItem(at:to:): no item at source index path [0, 3]"))
  }

  @Test("a destination in no section")
  func destinationSectionMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      trapDataSource().moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 3))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.moveItem(at:to:): destination index path [3, 0] names no section"))
  }

  @Test("a destination past the end of the item's own section")
  func destinationPastOwnSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      trapDataSource().moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.moveItem(at:to:): destination index path [0, 3] is outside section A"))
  }

  @Test("a destination more than one past the end of another section")
  func destinationPastOtherSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      trapDataSource().moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
    }
    #expect(
      standardError(result).contains(
        "DiffableDataSource.moveItem(at:to:): destination index path [1, 2] is outside section B"))
  }
}
