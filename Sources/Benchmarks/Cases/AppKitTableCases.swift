import Snapshots
import TestSupport

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// The AppKit table adapter's own work on a table of 1 000 000 rows: `snapshot()`, 10 edits and
/// the apply, whose changeset is read from the snapshot's record and performed as row calls,
/// against the adapter's apply of the same snapshot without a record (a diff of the whole
/// table). The table only counts the calls it gets, so the figures are the adapter's.
///
/// Built where AppKit can be imported: on macOS, and on Linux against the AppKit emulator
/// (`bash .ci/emulators --bench appkit`).
enum AppKitTableCases {
  static func all() -> [BenchmarkCase] {
    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    [tenEdits()]
    #else
    []
    #endif
  }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension AppKitTableCases {
  /// A table that takes every call and only counts it.
  final class CountingTable: NSTableView {
    var rows = 0
    var calls = 0
    var countRows: () -> Int = { 0 }

    override var numberOfRows: Int { rows }
    override func reloadData() { rows = countRows() }
    override func insertRows(at indexes: IndexSet, withAnimation: NSTableView.AnimationOptions) {
      rows += indexes.count
      calls += 1
    }
    override func removeRows(at indexes: IndexSet, withAnimation: NSTableView.AnimationOptions) {
      rows -= indexes.count
      calls += 1
    }
    override func moveRow(at oldIndex: Int, to newIndex: Int) { calls += 1 }
    override func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
      calls += 1
    }
    // The batch is the calls inside it: no view is laid out, so the case times the adapter.
    override func beginUpdates() {}
    override func endUpdates() {}
  }

  static func tenEdits() -> BenchmarkCase {
    let name = "AppKit table: snapshot(), 10 edits, apply (1×1000000 rows)"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      // The harness runs cases on the main thread; AppKit's views are the main actor's.
      nonisolated(unsafe) let context = context
      return MainActor.assumeIsolated { SendableResult(run(context, name)) }.result
    }
  }

  struct SendableResult: @unchecked Sendable {
    let result: CaseResult
    init(_ result: CaseResult) { self.result = result }
  }

  @MainActor
  static func run(_ context: BenchmarkContext, _ name: String) -> CaseResult {
    let setup = RecordedApplyCases.TenEdits(1, 1_000_000, name: name)
    func table() -> (CountingTable, TableViewDiffableDataSource<Int, Int>) {
      let view = CountingTable()
      let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: view) { _, _, _, _ in
        NSView()
      }
      view.countRows = { [unowned dataSource] in dataSource.numberOfRows(in: view) }
      dataSource.apply(setup.base)
      return (view, dataSource)
    }
    let (recordedView, recorded) = table()
    let (diffingView, diffing) = table()
    // The recorded apply makes the table's calls for the 10 edits and nothing else.
    var snapshot = recorded.snapshot()
    RecordedApplyCases.perform(setup.edits, on: &snapshot)
    recorded.apply(snapshot)
    guard recordedView.rows == 1_000_000 - deletes(setup.edits) + inserts(setup.edits),
      recordedView.calls <= setup.edits.count
    else { fail("\(name): the table got \(recordedView.calls) calls for 10 edits") }
    recorded.applySnapshotUsingReloadData(setup.base)
    let measured = measure(
      context.settings,
      floor: {
        let time = timed { diffing.apply(setup.unrecorded) }
        diffing.applySnapshotUsingReloadData(setup.base)
        _ = diffingView.rows
        return time
      },
      body: {
        setup.timeEditedApply(
          read: { recorded.snapshot() },
          apply: { snapshot in
            recorded.apply(snapshot)
            return recordedView.rows
          }, reset: { recorded.applySnapshotUsingReloadData($0) })
      })
    return CaseResult(
      name: name, workload: "1×1000000", measured: measured,
      floorWorkload: "the same snapshot applied by the table adapter without a record",
      target: 0.01,
      note: "the adapter's work; the table only counts the row calls it gets")
  }

  static func deletes(_ edits: [RecordedApplyCases.Edit]) -> Int {
    edits.filter { if case .delete = $0 { true } else { false } }.count
  }

  static func inserts(_ edits: [RecordedApplyCases.Edit]) -> Int {
    edits.filter { if case .insert = $0 { true } else { false } }.count
  }
}
#endif
