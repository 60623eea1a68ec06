import Snapshots
import TestSupport

/// The content layer's costs for an app that keeps its state as a ``ContentSnapshot``: comparing
/// a whole new state with the one shown, and an apply of a few content edits at a million
/// items.
enum ContentCases {
  /// A row's model: an identifier and the text the cell shows.
  struct Row: Identifiable, Equatable {
    let id: Int
    var text: String
  }

  typealias Content = ContentSnapshot<Int, Int, Int, Row>

  static func all() -> [BenchmarkCase] {
    [compareWholeState(), tenContentEdits()]
  }

  /// `sections` sections of `items` rows each, identifiers from 0, texts stamped with `version`
  /// where `changed` says so.
  static func content(
    _ sections: Int, _ items: Int, changed: (Int) -> Bool = { _ in false }
  ) -> Content {
    var content = Content()
    content.appendSections(Array(0..<sections))
    for section in 0..<sections {
      content.appendItems(
        ((section * items)..<((section + 1) * items)).map {
          Row(id: $0, text: changed($0) ? "edited \($0 % 100)" : "row \($0 % 100)")
        }, toSection: section)
    }
    return content
  }

  /// A new state built afresh, 1 % of its rows edited, compared with the state shown.
  static func compareWholeState() -> BenchmarkCase {
    let name = "Content: compare a fresh state with the shown one (100×1000)"
    return BenchmarkCase(name, workloads: []) { context in
      let old = content(100, 1000)
      let new = content(100, 1000) { $0 % 100 == 7 }
      let expected = (0..<100_000).filter { $0 % 100 == 7 }
      guard new.changes(since: old).items == expected else { fail("\(name): wrong changes") }
      // The floor: each new row's identifier hashed once into the old rows, each content
      // compared once.
      var oldRows = [Int: Row](minimumCapacity: 100_000)
      for section in 0..<100 { for row in old.items(inSection: section) { oldRows[row.id] = row } }
      let newRows = (0..<100).flatMap { new.items(inSection: $0) }
      let measured = measure(
        context.settings,
        floor: {
          timed {
            var changed = 0
            for row in newRows { if let before = oldRows[row.id], before != row { changed += 1 } }
            return changed
          }
        }, body: { timed { new.changes(since: old).items.count } })
      return CaseResult(
        name: name, workload: "100×1000, 1 % edited", measured: measured,
        floorWorkload: "each identifier hashed into the old rows, each content compared once",
        target: 1.3,
        note: "ContentSnapshot.changes(since:) of a state built afresh: every model compared")
    }
  }

  /// The shown state copied, 10 rows' text changed, applied: against the diffing apply of the
  /// same state without a record.
  static func tenContentEdits() -> BenchmarkCase {
    let name = "Content: 10 content edits and apply (1×1 000 000)"
    return BenchmarkCase(name, inclusion: .fullOnly, workloads: []) { context in
      let base = content(1, 1_000_000)
      var random = SeededGenerator(seed: 33)
      let edited = (0..<10).map { _ in Row(id: random.below(1_000_000), text: "edited") }
      let source = DiffableDataSource<Int, Int>()
      source.apply(base)
      var received: Changeset<Int, Int>?
      source.onUpdate = { received = $0.changeset }
      var state = base
      state.updateItems(edited)
      source.apply(state)
      let expected = Set(edited.map { [0, $0.id] as IndexPath })
      guard let received, Set(received.itemReconfigures) == expected,
        !received.hasStructuralChanges
      else { fail("\(name): the apply did not reconfigure exactly the edited rows") }
      source.onUpdate = nil
      source.apply(base)
      // The floor: the same state's snapshot, without a record, applied by diffing.
      var plain = Snapshot<Int, Int>()
      plain.appendSections([0])
      plain.appendItems(Array(0..<1_000_000))
      let diffingSource = DiffableDataSource<Int, Int>()
      diffingSource.apply(plain)
      var rebuilt = Snapshot<Int, Int>()
      rebuilt.appendSections([0])
      rebuilt.appendItems(Array(0..<1_000_000))
      rebuilt.reconfigureItems(edited.map(\.id))
      let measured = measure(
        context.settings,
        floor: {
          let time = timed { diffingSource.apply(rebuilt) }
          diffingSource.applySnapshotUsingReloadData(plain)
          return time
        },
        body: {
          let time = timed {
            var state = base
            state.updateItems(edited)
            source.apply(state)
            return state.snapshot.numberOfItems
          }
          source.apply(base)
          return time
        })
      return CaseResult(
        name: name, workload: "1×1000000", measured: measured,
        floorWorkload: "the data source's apply of the same snapshot without a record",
        target: 0.01,
        note: "updateItems of 10 rows on a copy of the state shown, then apply: the content "
          + "compared for those 10 only, the changeset read from the record")
    }
  }
}
