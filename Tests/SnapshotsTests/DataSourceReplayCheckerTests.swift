import Foundation
import Snapshots
import TestSupport
import Testing

/// `updateReplayProblems`, which the data source tests rely on, must catch broken updates.
@Suite("Update replay check (data source test support)")
struct DataSourceReplayCheckerTests {
  let old = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])])
  let new = makeSnapshot([("A", [3, 1, 7]), ("B", [4, 2]), ("D", [8])])

  func update(
    _ kind: DataSourceUpdate<String, Int>.Kind, _ changeset: Changeset<String, Int>,
    from previous: Snapshot<String, Int>, to snapshot: Snapshot<String, Int>
  ) -> DataSourceUpdate<String, Int> {
    DataSourceUpdate(
      kind: kind, changeset: changeset, previousSnapshot: previous, snapshot: snapshot)
  }

  @Test("updates that chain and replay pass")
  func clean() {
    let first = update(.reloadData, Changeset(), from: Snapshot(), to: old)
    let second = update(.animated, Changeset(from: old, to: new), from: old, to: new)
    let third = update(.nonAnimated, Changeset(from: new, to: old), from: new, to: old)
    #expect(updateReplayProblems([first, second, third]) == [])
  }

  @Test("each kind of broken update is caught")
  func broken() {
    let first = update(.reloadData, Changeset(), from: Snapshot(), to: old)
    let good = Changeset(from: old, to: new)
    #expect(good.itemMoves.count == 2 && !good.itemDeletes.isEmpty && !good.itemInserts.isEmpty)
    var cases: [(String, DataSourceUpdate<String, Int>)] = []
    func corrupt(_ name: String, _ change: (inout Changeset<String, Int>) -> Void) {
      var changeset = good
      change(&changeset)
      cases.append((name, update(.animated, changeset, from: old, to: new)))
    }
    corrupt("no deletes") { $0.itemDeletes = [] }
    corrupt("no moves") { $0.itemMoves = [] }
    corrupt("no section inserts") { $0.sectionInserts = [] }
    corrupt("a refresh out of range") { $0.itemReloads = [IndexPath(item: 9, section: 0)] }
    cases.append(
      ("does not chain", update(.animated, Changeset(from: new, to: old), from: new, to: old)))
    cases.append(("reload with changes", update(.reloadData, good, from: old, to: new)))
    for (name, broken) in cases {
      #expect(!updateReplayProblems([first, broken]).isEmpty, "\(name)")
    }
  }
}
