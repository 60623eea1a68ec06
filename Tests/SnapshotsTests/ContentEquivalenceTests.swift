import Snapshots
import TestSupport
import Testing

/// The content layer against a reference that shares nothing with it: plain arrays of sections
/// and items with their content, the identity diff of two snapshots built from them afresh, and
/// an explicit reconfigure of every item and section in both whose content is `!=`, found by
/// loops over the arrays.
@Suite("ContentSnapshot: equivalent to an identity diff plus explicit reconfigures")
struct ContentEquivalenceTests {
  struct Row: Identifiable, Equatable {
    var id: Int
    var text: String
  }

  struct Group: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  typealias Content = ContentSnapshot<Int, Int, Group, Row>

  /// The reference state: what the list shows, as arrays.
  struct Model {
    var groups: [(group: Group, rows: [Row])] = []

    var snapshot: Snapshot<Int, Int> {
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections(groups.map(\.group.id))
      for (group, rows) in groups { snapshot.appendItems(rows.map(\.id), toSection: group.id) }
      return snapshot
    }

    func row(_ id: Int) -> Row? {
      for (_, rows) in groups { for row in rows where row.id == id { return row } }
      return nil
    }

    func group(_ id: Int) -> Group? { groups.first { $0.group.id == id }?.group }

    /// `new`'s snapshot, marked with what changed since `old`, found by plain loops.
    static func expected(from old: Model, to new: Model, reloading: Bool) -> Snapshot<Int, Int> {
      var snapshot = new.snapshot
      var oldRows: [Int: Row] = [:]
      for (_, rows) in old.groups { for row in rows { oldRows[row.id] = row } }
      var items: [Int] = []
      for (_, rows) in new.groups {
        for row in rows { if let before = oldRows[row.id], before != row { items.append(row.id) } }
      }
      var sections: [Int] = []
      for (group, _) in new.groups {
        if let before = old.group(group.id), before != group { sections.append(group.id) }
      }
      if reloading { snapshot.reloadItems(items) } else { snapshot.reconfigureItems(items) }
      snapshot.reconfigureSections(sections)
      return snapshot
    }
  }

  /// One random step, made on both the model and the content value kept between applies:
  /// structure and content changes mixed.
  static func step(_ model: inout Model, _ content: inout Content, _ random: inout SeededGenerator)
  {
    let text = "t\(random.below(3))"
    let allRows = model.groups.flatMap(\.rows)
    switch random.below(9) {
    case 0 where model.groups.count < 6:
      let group = Group(id: 1000 + random.below(12), title: text)
      guard model.group(group.id) == nil else { return }
      model.groups.append((group, []))
      content.appendSections([group])
    case 1 where !model.groups.isEmpty:
      let target = random.below(model.groups.count)
      let row = Row(id: random.below(60), text: text)
      guard model.row(row.id) == nil else { return }
      model.groups[target].rows.append(row)
      content.appendItems([row], toSection: model.groups[target].group.id)
    case 2 where !allRows.isEmpty:
      let id = allRows[random.below(allRows.count)].id
      for index in model.groups.indices { model.groups[index].rows.removeAll { $0.id == id } }
      content.deleteItems([id])
    case 3 where !allRows.isEmpty, 4 where !allRows.isEmpty:
      var row = allRows[random.below(allRows.count)]
      row.text = text
      for index in model.groups.indices {
        if let at = model.groups[index].rows.firstIndex(where: { $0.id == row.id }) {
          model.groups[index].rows[at] = row
        }
      }
      content.updateItems([row])
    case 5 where !model.groups.isEmpty:
      let index = random.below(model.groups.count)
      model.groups[index].group.title = text
      content.updateSections([model.groups[index].group])
    case 6 where allRows.count > 1:
      let moved = allRows[random.below(allRows.count)].id
      let anchor = allRows[random.below(allRows.count)]
      guard moved != anchor.id else { return }
      let row = model.row(moved)!
      for index in model.groups.indices { model.groups[index].rows.removeAll { $0.id == moved } }
      for index in model.groups.indices {
        if let at = model.groups[index].rows.firstIndex(where: { $0.id == anchor.id }) {
          model.groups[index].rows.insert(row, at: at)
        }
      }
      content.moveItem(moved, beforeItem: anchor.id)
    case 7 where model.groups.count > 1:
      let index = random.below(model.groups.count)
      let id = model.groups[index].group.id
      model.groups.remove(at: index)
      content.deleteSections([id])
    case 8 where model.groups.count > 1:
      let from = random.below(model.groups.count)
      let to = random.below(model.groups.count)
      guard from != to else { return }
      let moved = model.groups[from].group.id
      let anchor = model.groups[to].group.id
      let entry = model.groups.remove(at: from)
      model.groups.insert(entry, at: model.groups.firstIndex { $0.group.id == anchor }!)
      content.moveSection(moved, beforeSection: anchor)
    default:
      break
    }
  }

  /// The same content built afresh from the model, as an app that rebuilds its state would.
  static func rebuilt(_ model: Model) -> Content {
    var content = Content()
    content.appendSections(model.groups.map(\.group))
    for (group, rows) in model.groups { content.appendItems(rows, toSection: group.id) }
    return content
  }

  /// 2 000 seeds of 50 applies, each after up to four steps: 100 000 applies and more steps,
  /// through a data source, with the state kept and edited, rebuilt, or taken stale (200 seeds
  /// unless `SNAPSHOTS_LONG_RUNS=1`).
  @Test func applyMatchesReference() {
    var recorded = 0
    var applies = 0
    let seeds = RunLength.seeds(2_000, default: 200)
    for seed in seeds {
      var random = SeededGenerator(seed: seed &+ 77_000)
      let dataSource = DiffableDataSource<Int, Int>()
      var received: DataSourceUpdate<Int, Int>?
      dataSource.onUpdate = { received = $0 }
      var model = Model()
      var content = Content()
      model.groups = [(Group(id: 1000, title: "t0"), [])]
      content.appendSections([model.groups[0].group])
      dataSource.apply(content)
      var shown = model
      for step in 0..<50 {
        for _ in 0..<(1 + random.below(4)) { Self.step(&model, &content, &random) }
        let applied = random.chance(1, in: 5) ? Self.rebuilt(model) : content
        let reloading = random.chance(1, in: 8)
        let expected = Model.expected(from: shown, to: model, reloading: reloading)
        let reference = Changeset(from: shown.snapshot, to: expected)
        let previous = dataSource.snapshot()
        if Changeset.recorded(from: previous, to: applied.snapshot) != nil { recorded += 1 }
        received = nil
        dataSource.apply(applied, refreshingChangedItemsBy: reloading ? .reload : .reconfigure)
        applies += 1
        // The record may name other items as moved than a diff does, as few of them.
        var changes = received?.changeset
        if changes?.itemMoves.count == reference.itemMoves.count {
          changes?.itemMoves = reference.itemMoves
        }
        #expect(
          changes == reference && dataSource.snapshot() == model.snapshot,
          "seed \(seed &+ 77_000), step \(step):\n\(String(describing: changes))\n\(reference)")
        #expect(
          model.groups.allSatisfy { group, rows in
            received?.content?.section(for: group.id, as: Group.self) == group
              && rows.allSatisfy { received?.content?.item(for: $0.id, as: Row.self) == $0 }
          }, "seed \(seed &+ 77_000), step \(step): the update's content")
        if changes != reference { return }
        shown = model
      }
    }
    #expect(applies == 50 * seeds.count)
    #expect(recorded > 0)
  }
}
