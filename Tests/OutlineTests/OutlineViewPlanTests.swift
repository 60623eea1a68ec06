import ExitTestSupport
import Outline
import Snapshots
import TestSupport
import Testing

/// The plan an outline view's data source follows, against a plain model of a view that
/// addresses rows by parent and child index (children cached for the top level and expanded
/// rows, each call applied at once, a moved row carrying its subtree, an expansion asking for
/// the children): on random pairs of forests, the plan read from the diff of their flat rows
/// brings the view to the target, a row the view showed is never inserted again, and the plan
/// reads only the parents the diff touches.
@Suite("Outline view plan")
struct OutlineViewPlanTests {
  /// A forest of rows 0..<n with parents, order and expansion: what a view should show.
  struct Forest {
    var children: [Int?: [Int]] = [:]
    var expanded: Set<Int> = []

    var shape: OutlineShape<Int> {
      flatShape(
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
        let placed = forest.children.values.flatMap { $0 }.sorted()
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
    var placeholders: [Int?] = []
    /// Calls the view would reject.
    var failed: [OutlineViewCall<Int>] = []
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
      flatShape(
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
        // A placeholder until the batch ends, when the view asks which row it is.
        guard let rows = children[parent], index <= rows.count else { return failed.append(call) }
        children[parent]!.insert(-1, at: index)
        placeholders.append(parent)
      case .remove(let indexes, let parent):
        guard let rows = children[parent], indexes.allSatisfy(rows.indices.contains) else {
          return failed.append(call)
        }
        for index in indexes.reversed() { drop(children[parent]!.remove(at: index)) }
      case .move(let from, let parent, let to, let newParent):
        guard let rows = children[parent], rows.indices.contains(from),
          let destination = children[newParent],
          (0...destination.count - (parent == newParent ? 1 : 0)).contains(to)
        else { return failed.append(call) }
        let row = children[parent]!.remove(at: from)
        children[newParent]!.insert(row, at: to)
      }
    }

    /// Follows a plan as the data source does: the batch, the collapses, the parents that
    /// reload their children (the rows they showed expanded expand again, as AppKit
    /// remembers), then each alignment.
    func follow(_ plan: OutlineViewPlan<Int>, to target: OutlineShape<Int>) {
      for call in plan.batchCalls { perform(call, target: target) }
      for row in plan.collapses { perform(.collapse(row), target: target) }
      for parent in placeholders {
        guard let rows = children[parent] else { continue }
        for (index, row) in rows.enumerated() where row == -1 {
          children[parent]![index] = target.childRows(parent)[index]
          inserted.append(children[parent]![index])
        }
      }
      placeholders = []
      for parent in plan.reloadedParents {
        let remembered = expanded
        for child in children[parent] ?? [] { drop(child) }
        children[parent] = target.childRows(parent)
        var pending = children[parent]!
        while let row = pending.popLast() {
          guard remembered.contains(row), !target.childRows(row).isEmpty else { continue }
          expand(row, asking: target)
          pending += children[row]!
        }
      }
      for row in plan.alignments {
        let view = shape
        if let row, view.parent(row) != nil, target.isExpanded(row) != view.isExpanded(row) {
          perform(target.isExpanded(row) ? .expand(row) : .collapse(row), target: target)
        }
        if let row, !target.isExpanded(row) { continue }
        OutlineViewPlan.alignExpansion(under: row, view: shape, target: target) {
          self.perform($0, target: target)
        }
      }
    }
  }

  @Test(arguments: Array(UInt64(1)...1_000))
  func randomPairs(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = 4 + random.below(20)
    let before = Forest.random(count, &random)
    var after = Forest.random(count, &random)
    // Most of the time the target is a small edit of what shows, so that most rows stay.
    if random.chance(3, in: 4) {
      after = before
      for _ in 0..<(1 + random.below(3)) {
        let row = random.below(count)
        for key in after.children.keys { after.children[key]!.removeAll { $0 == row } }
        let placed = after.children.values.flatMap { $0 }.sorted().filter {
          !isBelow($0, row, after)
        }
        let parent =
          placed.isEmpty || random.chance(1, in: 3) ? nil : placed[random.below(placed.count)]
        let siblings = after.children[parent] ?? []
        after.children[parent, default: []].insert(row, at: random.below(siblings.count + 1))
        if random.chance(1, in: 3) { after.expanded.formSymmetricDifference([random.below(count)]) }
        if random.chance(1, in: 4) {
          // A row removed with its subtree.
          let gone = random.below(count)
          for key in after.children.keys { after.children[key]!.removeAll { $0 == gone } }
        }
      }
    }
    let view = PlainView(showing: before.shape)
    let shownBefore = view.shown
    let target = after.shape
    let plan = OutlineViewPlan(from: view.shape, to: target, diff: flatDiff(view.shape, target))
    view.follow(plan, to: target)
    let expected = PlainView(showing: target)
    #expect(
      view.failed.isEmpty,
      "seed \(seed): \(view.failed) of \(plan.batchCalls)"
    )
    #expect(
      view.children.filter { !$0.value.isEmpty } == expected.children.filter { !$0.value.isEmpty },
      "seed \(seed)")
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

  /// A chain deeper than the call stack allows: the plan of its expansion reads only the row
  /// that expands, and expanding it all, row by row as the view asks, walks it without
  /// recursion.
  @Test func aChain100000DeepPlansAndExpands() {
    let depth = 100_000
    let chain = OutlineShape<Int>(
      childRows: { parent in
        guard let parent else { return [0] }
        return parent + 1 < depth ? [parent + 1] : []
      },
      isExpanded: { $0 + 1 < depth }, isExpandable: { $0 + 1 < depth },
      parent: { .some($0 == 0 ? nil : $0 - 1) }, row: { $0 < depth ? $0 : nil }, offset: { $0 })
    // The view shows the root collapsed; each expansion asks for the row's child.
    var children: [Int?: [Int]] = [nil: [0]]
    let view = OutlineShape<Int>(
      childRows: { children[$0] ?? [] }, isExpanded: { children[$0] != nil },
      isExpandable: chain.isExpandable,
      parent: { row in row == 0 ? .some(nil) : children[row - 1] != nil ? .some(row - 1) : nil },
      row: { $0 == 0 ? 0 : nil })
    let expanding = Diff(
      deletes: [], inserts: Array(1..<depth), moves: [], updates: [.init(from: 0, to: 0)])
    let plan = OutlineViewPlan(from: view, to: chain, diff: expanding)
    #expect(plan.batchCalls.isEmpty && plan.collapses.isEmpty && plan.reloads == [0])
    #expect(plan.alignments == [0])
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
  }

  @Test func movesAreParentRelativeAndFew() {
    var forest = Forest()
    forest.children = [nil: [1, 2], 1: [10, 11], 2: [20]]
    forest.expanded = [1, 2]
    let view = PlainView(showing: forest.shape)
    func plan() -> OutlineViewPlan<Int> {
      OutlineViewPlan(from: view.shape, to: forest.shape, diff: flatDiff(view.shape, forest.shape))
    }
    forest.children = [nil: [1, 2], 1: [10], 2: [11, 20]]
    #expect(plan().batchCalls == [.move(from: 1, parent: 1, to: 0, newParent: 2)])
    #expect(plan().collapses.isEmpty)
    // Rows that keep their order stay: one row moving up is one move.
    forest.children = [nil: [1, 2], 1: [11, 10], 2: [20]]
    #expect(plan().batchCalls == [.move(from: 0, parent: 1, to: 1, newParent: 1)])
    // Into a parent the view shows collapsed, the row goes, and comes back when it expands.
    forest.children = [nil: [1, 2], 1: [10, 11], 2: []]
    let collapsed = PlainView(showing: forest.shape)
    forest.children = [nil: [1, 2], 1: [11], 2: [10]]
    let reparented = OutlineViewPlan(
      from: collapsed.shape, to: forest.shape, diff: flatDiff(collapsed.shape, forest.shape))
    #expect(
      reparented.batchCalls == [
        .remove(indexes: [0], parent: 1)
      ])
    #expect(reparented.alignments == [2])
  }

  /// A node moved with its subtree under the sibling before its parent, as an outline tree
  /// reports it when that parent's count is not known (a paged parent keeps its footer, so its
  /// row does not change): its parent's row moved past the block, the row that received the
  /// block updated. The block must still leave its old parent in the view.
  @Test func aBlockMovedUnderThePreviousSiblingLeavesItsOldParent() {
    var forest = Forest()
    forest.children = [nil: [1], 1: [2, 3], 3: [4, 6], 4: [5]]
    forest.expanded = [1, 2, 3, 4]
    let view = PlainView(showing: forest.shape)
    // Rows 1 2 3 4 5 6 become 1 2 4 5 3 6.
    forest.children = [nil: [1], 1: [2, 3], 2: [4], 3: [6], 4: [5]]
    let diff = Diff(
      deletes: [], inserts: [], moves: [.init(from: 2, to: 4)], updates: [.init(from: 1, to: 1)])
    let plan = OutlineViewPlan(from: view.shape, to: forest.shape, diff: diff)
    view.follow(plan, to: forest.shape)
    #expect(view.failed.isEmpty)
    #expect(
      view.children.filter { !$0.value.isEmpty }
        == PlainView(showing: forest.shape).children.filter { !$0.value.isEmpty })
  }

  /// Reversing 100 000 children, and inserting 100 000 into a parent of 100 000: the plan
  /// reads each child a bounded number of times, and the parent reloads its children rather
  /// than taking 100 000 calls that each cost the view O(children).
  @Test func aBigParentIsPlannedInLinearWorkAndReloaded() {
    let count = 100_000
    var forest = Forest()
    forest.children = [nil: [0], 0: Array(1...count)]
    forest.expanded = [0]
    let view = PlainView(showing: forest.shape)
    let shown = view.shape
    forest.children[0]!.reverse()
    let moves = (0..<count - 1).map { Diff.OffsetPair(from: count - $0, to: $0 + 1) }
    let reversed = OutlineViewPlan(
      from: shown, to: forest.shape, diff: Diff(deletes: [], inserts: [], moves: moves, updates: [])
    )
    #expect(reversed.batchCalls.isEmpty && reversed.reloadedParents == [0])
    #expect(reversed.rowsRead <= 6 * count)
    forest.children[0] = Array(1...count) + Array((count + 1)...(2 * count))
    let inserts = Array((count + 1)...(2 * count))
    let grown = OutlineViewPlan(
      from: shown, to: forest.shape,
      diff: Diff(deletes: [], inserts: inserts, moves: [], updates: [.init(from: 0, to: 0)]))
    #expect(grown.batchCalls.isEmpty && grown.reloadedParents == [0])
    #expect(grown.rowsRead <= 8 * count)
    // A few moves in the same parent are calls; the plan still reads only that parent.
    forest.children[0] = Array(1...count)
    forest.children[0]!.swapAt(0, count - 1)
    let swapped = OutlineViewPlan(
      from: shown, to: forest.shape,
      diff: Diff(
        deletes: [], inserts: [], moves: [.init(from: 1, to: count), .init(from: count, to: 1)],
        updates: []))
    #expect(swapped.batchCalls.count == 2 && swapped.reloadedParents.isEmpty)
  }
}

/// A shape whose rows are read from `childRows` by walking it: the parent of a row shown and
/// the row at each flat offset, from one walk made when first asked (the plan reads them
/// before any call).
func flatShape(
  childRows: @escaping (Int?) -> [Int], isExpanded: @escaping (Int) -> Bool,
  isExpandable: @escaping (Int) -> Bool
) -> OutlineShape<Int> {
  final class Walk {
    var rows: [Int] = []
    var parents: [Int: Int?] = [:]
    var offsets: [Int: Int] = [:]
  }
  var made: Walk?
  func walk() -> Walk {
    if let made { return made }
    let walk = Walk()
    var pending: [(Int, Int?)] = childRows(nil).reversed().map { ($0, nil) }
    while let (row, parent) = pending.popLast() {
      walk.offsets[row] = walk.rows.count
      walk.rows.append(row)
      walk.parents[row] = parent
      if isExpanded(row) { pending += childRows(row).reversed().map { ($0, row) } }
    }
    made = walk
    return walk
  }
  return OutlineShape(
    childRows: childRows, isExpanded: isExpanded, isExpandable: isExpandable,
    parent: { walk().parents[$0] },
    row: { offset in walk().rows.indices.contains(offset) ? walk().rows[offset] : nil },
    offset: { walk().offsets[$0] })
}

/// The diff of two shapes' flat rows: a row whose level, expansion or child count changed is
/// an update.
func flatDiff(_ before: OutlineShape<Int>, _ after: OutlineShape<Int>) -> Diff {
  struct Fact: Equatable {
    var row: Int
    var level: Int
    var expanded: Bool
    var count: Int
  }
  func facts(_ shape: OutlineShape<Int>, all: OutlineShape<Int>) -> [Fact] {
    var result: [Fact] = []
    var pending: [(Int, Int)] = shape.childRows(nil).reversed().map { ($0, 0) }
    while let (row, level) = pending.popLast() {
      result.append(
        Fact(
          row: row, level: level, expanded: shape.isExpanded(row),
          count: shape.isExpanded(row) ? shape.childRows(row).count : 0))
      if shape.isExpanded(row) {
        pending += shape.childRows(row).reversed().map { ($0, level + 1) }
      }
    }
    return result
  }
  return Diff(from: facts(before, all: before), to: facts(after, all: after), id: \.row)
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

extension OutlineViewPlan {
  /// How a view such as AppKit's brings its expansion under `parent` to the target's after a
  /// plan, top-down, reading the view again after each call, since an expansion makes it ask
  /// for children (and may bring back the expansion it remembers of theirs): the replays'
  /// stand-in for the data source's alignment, which reads the tree alone.
  static func alignExpansion(
    under parent: Row?, view: OutlineShape<Row>, target: OutlineShape<Row>,
    perform: (OutlineViewCall<Row>) -> Void
  ) {
    walkNested(roots: view.childRows(parent)) { (row, _: Row?, _) in
      let expanded = target.isExpanded(row)
      if expanded != view.isExpanded(row) { perform(expanded ? .expand(row) : .collapse(row)) }
      return (row, expanded && view.isExpanded(row) ? view.childRows(row) : [])
    }
  }
}
