import Foundation
import Snapshots
import TestSupport
import Testing

/// The replay checker the data source tests rely on must catch broken changesets.
@Suite("Changeset replay checker (data source test support)")
struct DataSourceReplayCheckerTests {
  let old = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])])
  let new = makeSnapshot([("A", [3, 1, 7]), ("B", [4, 2]), ("D", [8])])

  @Test("a computed changeset replays cleanly")
  func clean() {
    #expect(changesetReplayProblems(Changeset(from: old, to: new), from: old, to: new) == [])
    #expect(changesetReplayProblems(Changeset(from: new, to: old), from: new, to: old) == [])
  }

  @Test("each kind of corruption is caught")
  func corruptions() {
    let good = Changeset(from: old, to: new)
    #expect(good.itemMoves.count == 2 && !good.itemDeletes.isEmpty && !good.itemInserts.isEmpty)
    #expect(good.sectionDeletes == [2] && good.sectionInserts == [2])
    var corruptions: [(String, Changeset<String, Int>)] = []
    func corrupt(_ name: String, _ change: (inout Changeset<String, Int>) -> Void) {
      var changeset = good
      change(&changeset)
      corruptions.append((name, changeset))
    }
    corrupt("no deletes") { $0.itemDeletes = [] }
    corrupt("no inserts") { $0.itemInserts = [] }
    corrupt("no moves") { $0.itemMoves = [] }
    corrupt("no section inserts") { $0.sectionInserts = [] }
    corrupt("no section deletes") { $0.sectionDeletes = [] }
    corrupt("moves reversed") {
      $0.itemMoves = $0.itemMoves.map { .init(from: $0.to, to: $0.from) }
    }
    corrupt("a refresh out of range") { $0.itemReloads = [IndexPath(item: 9, section: 0)] }
    corrupt("a delete twice") { $0.itemDeletes += $0.itemDeletes }
    for (name, changeset) in corruptions {
      #expect(!changesetReplayProblems(changeset, from: old, to: new).isEmpty, "\(name)")
    }
  }

  @Test("updates that do not chain are caught")
  func chaining() {
    let first = DataSourceUpdate(
      kind: .reloadData, changeset: Changeset(), previousSnapshot: Snapshot(), snapshot: old)
    let second = DataSourceUpdate(
      kind: .animated, changeset: Changeset(from: new, to: old), previousSnapshot: new,
      snapshot: old)
    #expect(updateReplayProblems([first]) == [])
    #expect(!updateReplayProblems([first, second]).isEmpty)
    let reloadWithChanges = DataSourceUpdate(
      kind: .reloadData, changeset: Changeset(from: old, to: new), previousSnapshot: old,
      snapshot: new)
    #expect(!updateReplayProblems([first, reloadWithChanges]).isEmpty)
  }
}
