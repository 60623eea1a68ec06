import Snapshots
import TestSupport
import Testing

/// The completion and `async` forms of the applies, as UIKit has them since iOS 15.
@Suite("DiffableDataSource: completions and async applies")
struct DataSourceCompletionTests {
  @Test("the completion runs once, after the renderer received the update")
  func completionOrder() {
    let (dataSource, recorder) = recordedDataSource()
    dataSource.apply(makeSnapshot([("A", [1, 2])])) { recorder.log("completion 1") }
    dataSource.apply(makeSnapshot([("A", [2, 1])]), animatingDifferences: false) {
      recorder.log("completion 2")
    }
    dataSource.applySnapshotUsingReloadData(makeSnapshot([("A", [3])])) {
      recorder.log("completion 3")
    }
    dataSource.apply(outline([N(10, [N(11)])], expanded: [10]), to: "T") {
      recorder.log("completion 4")
    }
    #expect(
      recorder.events == [
        "update", "completion 1", "update", "completion 2", "update", "completion 3", "update",
        "completion 4",
      ])
    #expect(recorder.updates.map(\.kind) == [.reloadData, .nonAnimated, .reloadData, .animated])
  }

  @Test("inside the completion the new state shows, and applying again is allowed")
  func applyFromCompletion() {
    let (dataSource, recorder) = recordedDataSource()
    var seen: [Int] = []
    dataSource.apply(makeSnapshot([("A", [1])]))
    dataSource.apply(makeSnapshot([("A", [1, 2])])) {
      seen = dataSource.snapshot().itemIdentifiers
      dataSource.apply(makeSnapshot([("A", [1, 2, 3])]))
    }
    #expect(seen == [1, 2])
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    #expect(recorder.updates.count == 3)
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("a completion runs with no renderer attached")
  func completionWithoutRenderer() {
    let dataSource = DiffableDataSource<String, Int>()
    var ran = 0
    dataSource.apply(makeSnapshot([("A", [1])])) { ran += 1 }
    dataSource.applySnapshotUsingReloadData(makeSnapshot([("A", [2])])) { ran += 1 }
    #expect(ran == 2)
  }

  @MainActor
  @Test("await apply on the main actor returns after the renderer received the update")
  func asyncApplyOnTheMainActor() async {
    let (dataSource, recorder) = recordedDataSource()
    await dataSource.apply(makeSnapshot([("A", [1, 2])]))
    recorder.log("returned 1")
    await dataSource.apply(makeSnapshot([("A", [2, 1])]), animatingDifferences: false)
    recorder.log("returned 2")
    await dataSource.applySnapshotUsingReloadData(makeSnapshot([("A", [3])]))
    recorder.log("returned 3")
    await dataSource.apply(outline([N(10)], expanded: []), to: "T")
    recorder.log("returned 4")
    #expect(
      recorder.events == [
        "update", "returned 1", "update", "returned 2", "update", "returned 3", "update",
        "returned 4",
      ])
    #expect(dataSource.snapshot() == makeSnapshot([("A", [3]), ("T", [10])]))
  }

  actor Screen {
    final class Log { var kinds: [DataSourceUpdate<String, Int>.Kind] = [] }
    let dataSource = DiffableDataSource<String, Int>()
    let log = Log()

    func run() async -> [DataSourceUpdate<String, Int>.Kind] {
      let log = log
      dataSource.onUpdate = { log.kinds.append($0.kind) }
      await dataSource.apply(makeSnapshot([("A", [1])]))
      await dataSource.apply(makeSnapshot([("A", [1, 2])]))
      return log.kinds
    }
  }

  @Test("await apply works on any actor the data source lives on")
  func asyncApplyOnAnActor() async {
    #expect(await Screen().run() == [.reloadData, .animated])
  }
}
