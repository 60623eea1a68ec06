import Snapshots
import TestSupport
import Testing

/// The content of outlines against a reference that shares nothing with it: a plain nested
/// model of nodes with their content and expansion, the identity diff of the visible rows
/// before and after, and an explicit reconfigure of every row shown in both whose content is
/// `!=`, found by walking the model. With ``ContentEquivalenceTests``' 100 000 applies of
/// sections and items, these steps make the count of random steps over sections,
/// items and outline rows.
@Suite("ContentSectionSnapshot: equivalent to an identity diff plus explicit reconfigures")
struct ContentOutlineEquivalenceTests {
  struct Row: Identifiable, Equatable {
    var id: Int
    var text: String
  }

  struct Node {
    var row: Row
    var isExpanded = false
    var children: [Node] = []
  }

  typealias Content = ContentSectionSnapshot<Int, Row>

  /// The reference outline.
  struct Model {
    var roots: [Node] = []

    /// Every node depth-first, with whether it is visible.
    var walk: [(row: Row, isVisible: Bool, isExpanded: Bool, parent: Int?)] {
      var result: [(Row, Bool, Bool, Int?)] = []
      func visit(_ nodes: [Node], visible: Bool, parent: Int?) {
        for node in nodes {
          result.append((node.row, visible, node.isExpanded, parent))
          visit(node.children, visible: visible && node.isExpanded, parent: node.row.id)
        }
      }
      visit(roots, visible: true, parent: nil)
      return result
    }

    var visibleRows: [Int] { walk.filter(\.isVisible).map(\.row.id) }

    /// Changes the node `id` in place; false if absent.
    @discardableResult
    mutating func change(_ id: Int, _ body: (inout Node) -> Void) -> Bool {
      func visit(_ nodes: inout [Node]) -> Bool {
        for index in nodes.indices {
          if nodes[index].row.id == id {
            body(&nodes[index])
            return true
          }
          if visit(&nodes[index].children) { return true }
        }
        return false
      }
      return visit(&roots)
    }

    /// Removes the node `id` with its subtree, or inserts `new` before it.
    mutating func edit(siblingsOf id: Int, insertingBefore new: Node?) {
      func visit(_ nodes: inout [Node]) -> Bool {
        if let index = nodes.firstIndex(where: { $0.row.id == id }) {
          if let new { nodes.insert(new, at: index) } else { nodes.remove(at: index) }
          return true
        }
        for index in nodes.indices where visit(&nodes[index].children) { return true }
        return false
      }
      _ = visit(&roots)
    }

    func snapshot(marking changed: [Int] = [], reloading: Bool = false) -> Snapshot<String, Int> {
      var snapshot = Snapshot<String, Int>()
      snapshot.appendSections(["S"])
      snapshot.appendItems(visibleRows)
      if reloading { snapshot.reloadItems(changed) } else { snapshot.reconfigureItems(changed) }
      return snapshot
    }

    /// `new`'s rows, marked with the rows shown in both whose content changed since `old`.
    static func expected(from old: Model, to new: Model, reloading: Bool) -> Snapshot<String, Int> {
      var before: [Int: (row: Row, isVisible: Bool)] = [:]
      for entry in old.walk { before[entry.row.id] = (entry.row, entry.isVisible) }
      var changed: [Int] = []
      for entry in new.walk where entry.isVisible {
        if let was = before[entry.row.id], was.isVisible, was.row != entry.row {
          changed.append(entry.row.id)
        }
      }
      return new.snapshot(marking: changed, reloading: reloading)
    }
  }

  /// One random step on the model and on the content kept between applies.
  static func step(_ model: inout Model, _ content: inout Content, _ random: inout SeededGenerator)
  {
    let all = model.walk
    let row = Row(id: random.below(40), text: "t\(random.below(3))")
    let picked = all.isEmpty ? nil : all[random.below(all.count)].row.id
    let isNew = !all.contains { $0.row.id == row.id }
    switch random.below(8) {
    case 0 where isNew:
      model.roots.append(Node(row: row))
      content.append([row])
    case 1 where isNew && picked != nil:
      model.change(picked!) { $0.children.append(Node(row: row)) }
      content.append([row], to: picked!)
    case 2 where isNew && picked != nil:
      model.edit(siblingsOf: picked!, insertingBefore: Node(row: row))
      content.insert([row], before: picked!)
    case 3 where picked != nil:
      model.edit(siblingsOf: picked!, insertingBefore: nil)
      content.delete([picked!])
    case 4 where picked != nil, 5 where picked != nil:
      let edited = Row(id: picked!, text: row.text)
      model.change(picked!) { $0.row = edited }
      content.updateItems([edited])
    case 6 where picked != nil:
      model.change(picked!) { $0.isExpanded = true }
      content.expand([picked!])
    case 7 where picked != nil:
      model.change(picked!) { $0.isExpanded = false }
      content.collapse([picked!])
    default:
      break
    }
  }

  /// The same content built afresh from the model.
  static func rebuilt(_ model: Model) -> Content {
    var content = Content()
    var expanded: [Int] = []
    for entry in model.walk {
      content.append([entry.row], to: entry.parent)
      if entry.isExpanded { expanded.append(entry.row.id) }
    }
    content.expand(expanded)
    return content
  }

  /// 120 seeds of 30 applies, each after up to four steps: 3 600 applies and about 9 000
  /// random steps on outline rows, through a data source, the state kept and edited or
  /// rebuilt. Trees of up to 40 nodes keep it to a few seconds.
  @Test func applyMatchesReference() {
    var applies = 0
    var steps = 0
    for seed in UInt64(0)..<120 {
      var random = SeededGenerator(seed: seed &+ 91_000)
      let dataSource = DiffableDataSource<String, Int>()
      var received: DataSourceUpdate<String, Int>?
      dataSource.onUpdate = { received = $0 }
      var model = Model()
      var content = Content()
      dataSource.apply(content, to: "S")
      var shown = model
      for step in 0..<30 {
        for _ in 0..<(1 + random.below(4)) {
          Self.step(&model, &content, &random)
          steps += 1
        }
        let applied = random.chance(1, in: 5) ? Self.rebuilt(model) : content
        let reloading = random.chance(1, in: 8)
        let expected = Model.expected(from: shown, to: model, reloading: reloading)
        let reference = Changeset(from: shown.snapshot(), to: expected)
        received = nil
        dataSource.apply(
          applied, to: "S", refreshingChangedItemsBy: reloading ? .reload : .reconfigure)
        applies += 1
        var changes = received?.changeset
        if changes?.itemMoves.count == reference.itemMoves.count {
          changes?.itemMoves = reference.itemMoves
        }
        #expect(
          changes == reference && dataSource.snapshot() == model.snapshot(),
          "seed \(seed &+ 91_000), step \(step):\n\(String(describing: changes))\n\(reference)")
        let content = received?.content
        #expect(
          model.walk.allSatisfy { content?.item(for: $0.row.id, as: Row.self) == $0.row },
          "seed \(seed &+ 91_000), step \(step): the update's content")
        if changes != reference { return }
        shown = model
      }
    }
    #expect(applies == 3_600)
    #expect(steps == 9_032)
  }
}
