import ExitTestSupport
import Outline
import TestSupport
import Testing

/// The plan an outline view's data source follows, against a plain model of a view that
/// addresses rows by parent and child index (children cached for the top level and expanded
/// rows, each call applied at once, a moved row carrying its subtree, an expansion asking for
/// the children): on random pairs of forests, the calls bring the view to the target, and a
/// row the view showed is never inserted again.
@Suite("Outline view plan")
struct OutlineViewPlanTests {
  /// A forest of rows 0..<n with parents, order and expansion: what a view should show.
  struct Forest {
    var children: [Int?: [Int]] = [:]
    var expanded: Set<Int> = []

    var shape: OutlineShape<Int> {
      OutlineShape(
        childRows: { parent in
          guard parent.map({ expanded.contains($0) }) ?? true else { return [] }
          return children[parent] ?? []
        },
        isExpanded: { expanded.contains($0) && !(children[$0] ?? []).isEmpty },
        isExpandable: { !(children[$0] ?? []).isEmpty })
    }

    static func random(_ rows: Int, _ random: inout SeededGenerator) -> Forest {
      var forest = Forest()
      for row in random.permutation(of: rows) {
        let placed = forest.children.values.flatMap { $0 }
        let parent =
          placed.isEmpty || random.chance(1, in: 3) ? nil : placed[random.below(placed.count)]
        forest.children[parent, default: []].append(row)
        if random.chance(2, in: 3) { forest.expanded.insert(row) }
      }
      return forest
    }
  }

  /// A plain view: the rows it caches under the top level and its expanded rows.
  final class PlainView {
    var children: [Int?: [Int]] = [:]
    var expanded: Set<Int> = []
    var inserted: [Int] = []
    let source: OutlineShape<Int>

    init(showing forest: OutlineShape<Int>) {
      source = forest
      children[nil] = forest.childRows(nil)
      for row in children[nil]! { alignFrom(row, forest) }
    }

    private func alignFrom(_ row: Int, _ forest: OutlineShape<Int>) {
      guard forest.isExpanded(row) else { return }
      expand(row, asking: forest)
      for child in children[row]! { alignFrom(child, forest) }
    }

    func expand(_ row: Int, asking forest: OutlineShape<Int>) {
      expanded.insert(row)
      children[row] = forest.childRows(row)
    }

    func drop(_ row: Int) {
      for child in children[row] ?? [] { drop(child) }
      children[row] = nil
      expanded.remove(row)
    }

    var shape: OutlineShape<Int> {
      OutlineShape(
        childRows: { [unowned self] in children[$0] ?? [] },
        isExpanded: { [unowned self] in expanded.contains($0) },
        isExpandable: { _ in true })
    }

    var shown: Set<Int> { Set(children.values.flatMap { $0 }) }

    func perform(_ call: OutlineViewCall<Int>, target: OutlineShape<Int>) {
      switch call {
      case .collapse(let row):
        for child in children[row] ?? [] { drop(child) }
        children[row] = nil
        expanded.remove(row)
      case .expand(let row): expand(row, asking: target)
      case .reload: break
      case .insert(let index, let parent):
        // The view asks which row it is: the prefix before it is final by then.
        let row = target.childRows(parent)[index]
        children[parent]!.insert(row, at: index)
        inserted.append(row)
      case .remove(let indexes, let parent):
        for index in indexes.reversed() { drop(children[parent]!.remove(at: index)) }
      case .move(let from, let parent, let to, let newParent):
        let row = children[parent]!.remove(at: from)
        children[newParent]!.insert(row, at: to)
      }
    }
  }

  @Test(arguments: Array(UInt64(1)...400))
  func randomPairs(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = 4 + random.below(20)
    let before = Forest.random(count, &random)
    var after = Forest.random(count, &random)
    // Half the time the target is a small edit of what shows, so that most rows stay.
    if random.chance(1, in: 2) {
      after = before
      for _ in 0..<(1 + random.below(3)) {
        let row = random.below(count)
        for key in after.children.keys { after.children[key]!.removeAll { $0 == row } }
        let placed = after.children.values.flatMap { $0 }.filter { !isBelow($0, row, after) }
        let parent =
          placed.isEmpty || random.chance(1, in: 3) ? nil : placed[random.below(placed.count)]
        let siblings = after.children[parent] ?? []
        after.children[parent, default: []].insert(row, at: random.below(siblings.count + 1))
        if random.chance(1, in: 3) { after.expanded.formSymmetricDifference([random.below(count)]) }
      }
    }
    let view = PlainView(showing: before.shape)
    let shownBefore = view.shown
    let target = after.shape
    let plan = OutlineViewPlan(from: view.shape, to: target)
    for call in plan.batchCalls { view.perform(call, target: target) }
    for row in plan.collapses { view.perform(.collapse(row), target: target) }
    OutlineViewPlan.alignExpansion(under: nil, view: view.shape, target: target) {
      view.perform($0, target: target)
    }
    let expected = PlainView(showing: target)
    #expect(view.children == expected.children, "seed \(seed)")
    #expect(view.expanded.intersection(view.shown) == expected.expanded, "seed \(seed)")
    #expect(shownBefore.isDisjoint(with: view.inserted), "seed \(seed): a shown row came back")
  }

  /// Whether `row` is `ancestor` or below it in `forest`.
  func isBelow(_ row: Int, _ ancestor: Int, _ forest: Forest) -> Bool {
    var current: Int? = row
    while let id = current {
      if id == ancestor { return true }
      current = forest.children.first { $0.value.contains(id) }?.key ?? nil
    }
    return false
  }

  /// A chain deeper than the call stack allows: the plan reads both shapes, and expanding
  /// it all, row by row as the view asks, walks it without recursion.
  @Test func aChain100000DeepPlansAndExpands() {
    let depth = 100_000
    let chain = OutlineShape<Int>(
      childRows: { parent in
        guard let parent else { return [0] }
        return parent + 1 < depth ? [parent + 1] : []
      },
      isExpanded: { $0 + 1 < depth }, isExpandable: { $0 + 1 < depth })
    // The view shows the root collapsed; each expansion asks for the row's child.
    var children: [Int?: [Int]] = [nil: [0]]
    let view = OutlineShape<Int>(
      childRows: { children[$0] ?? [] }, isExpanded: { children[$0] != nil },
      isExpandable: chain.isExpandable)
    let plan = OutlineViewPlan(from: view, to: chain)
    #expect(plan.batchCalls.isEmpty && plan.collapses.isEmpty && plan.reloads.isEmpty)
    var expansions = 0
    OutlineViewPlan.alignExpansion(under: nil, view: view, target: chain) { call in
      guard case .expand(let row) = call else {
        Issue.record("\(call)")
        return
      }
      children[row] = chain.childRows(row)
      expansions += 1
    }
    #expect(expansions == depth - 1)
    // Back to the root alone: one collapse, read through every level the view shows.
    let collapsed = OutlineShape<Int>(
      childRows: { $0 == nil ? [0] : [] }, isExpanded: { _ in false },
      isExpandable: chain.isExpandable)
    #expect(OutlineViewPlan(from: view, to: collapsed).collapses == [0])
  }

  @Test func movesAreParentRelativeAndEachPrefixIsFinal() {
    var forest = Forest()
    forest.children = [nil: [1, 2], 1: [10, 11], 2: [20]]
    forest.expanded = [1, 2]
    let view = PlainView(showing: forest.shape)
    forest.children = [nil: [1, 2], 1: [10], 2: [11, 20]]
    let plan = OutlineViewPlan(from: view.shape, to: forest.shape)
    #expect(plan.batchCalls == [.move(from: 1, parent: 1, to: 0, newParent: 2)])
    #expect(plan.collapses.isEmpty)
    // Parents are brought into place from the top, each with a final prefix: a row leaving
    // from before a sibling that stays makes that sibling move up first.
    forest.children = [nil: [1, 2], 1: [11], 2: [10, 20]]
    #expect(
      OutlineViewPlan(from: view.shape, to: forest.shape).batchCalls == [
        .move(from: 1, parent: 1, to: 0, newParent: 1),
        .move(from: 1, parent: 1, to: 0, newParent: 2),
      ])
    // Into a parent the view shows collapsed, the row goes, and comes back when it expands.
    forest.children = [nil: [1, 2], 1: [10, 11], 2: []]
    let collapsed = PlainView(showing: forest.shape)
    forest.children = [nil: [1, 2], 1: [11], 2: [10]]
    #expect(
      OutlineViewPlan(from: collapsed.shape, to: forest.shape).batchCalls == [
        .move(from: 1, parent: 1, to: 0, newParent: 1), .remove(indexes: [1], parent: 1),
      ])
  }
}

/// Writing a drag back to nested models.
@Suite("Outline transaction")
struct OutlineTransactionTests {
  struct Folder: Equatable {
    var name: String
    var children: [Folder] = []
  }

  let store = [
    Folder(name: "a", children: [Folder(name: "a1"), Folder(name: "a2")]), Folder(name: "b"),
  ]

  @Test func aReparentingIsWrittenBack() {
    var folders = store
    OutlineTransaction(
      item: "a2", source: .init(parent: "a", index: 1), destination: .init(parent: "b", index: 0)
    ).applyReorder(to: &folders, children: \.children, id: \.name)
    #expect(folders[0].children.map(\.name) == ["a1"])
    #expect(folders[1].children.map(\.name) == ["a2"])
    OutlineTransaction(
      item: "b", source: .init(parent: nil, index: 1), destination: .init(parent: nil, index: 0)
    ).applyReorder(to: &folders, children: \.children, id: \.name)
    #expect(folders.map(\.name) == ["b", "a"])
  }

  /// A store nested deeper than the call stack allows: the write-back walks it without
  /// recursion.
  @Test func aChain100000DeepIsWrittenBack() {
    let depth = 100_000
    var deepest = Folder(name: "\(depth - 1)")
    for level in (0..<depth - 1).reversed() {
      deepest = Folder(name: "\(level)", children: [deepest])
    }
    var folders = [deepest]
    deepest = Folder(name: "")
    OutlineTransaction(
      item: "\(depth - 1)", source: .init(parent: "\(depth - 2)", index: 0),
      destination: .init(parent: nil, index: 1)
    ).applyReorder(to: &folders, children: \.children, id: \.name)
    #expect(folders.map(\.name) == ["0", "\(depth - 1)"])
    // Down the chain, taking it apart from the top so that no release recurses through it.
    var level = folders
    folders = []
    var last = ""
    while let first = level.first {
      last = first.name
      level = first.children
    }
    #expect(last == "\(depth - 2)")
  }

  @Test func aStoreThatDoesNotLineUpTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var folders = [Folder(name: "a", children: [Folder(name: "a1")])]
      OutlineTransaction(
        item: "zz9", source: .init(parent: "a", index: 0), destination: .init(parent: nil, index: 0)
      ).applyReorder(to: &folders, children: \.children, id: \.name)
    }
    expectStandardError(
      result, naming: "OutlineTransaction.applyReorder(to:children:id:)", "zz9", "under a")
  }
}
