import Outline
import Snapshots

/// Runs random operations on a real outline and on ``PlainOutline`` side by side, checking after
/// every step that the rows agree, that the returned diff is exactly the naive diff of the
/// rows and replays, that the same loads started, and that expansion, root expansion, state
/// and child counts agree; ``thoroughProblems()`` checks every node and row besides.
///
/// A good share of the steps aim at windows: moves of shown children within and across partly
/// expanded or paged parents, to the indices around the window's edge; windows larger than
/// what is loaded; roots replaced with nothing loaded. The decisions come from `Choices`: a
/// seeded generator in the outline tests, the fuzzer's bytes in the `outline-tree` target.
/// What fails is collected in ``failures``, each message naming ``label`` and the step.
public struct OutlineDriver<Choices: RandomChoices> {
  /// What the failure messages name first: the seed, or the fuzz input.
  public let label: String
  public var rng: Choices
  public internal(set) var real: OutlineTree<Int>
  public internal(set) var reference: PlainOutline
  var nextID = 0
  /// Requests the driver holds, live or stale, with the reference's generation for each.
  var requests: [(request: OutlineLoadRequest<Int>, parent: Int?, generation: Int)] = []
  public internal(set) var steps = 0
  /// The latest calls, at most `historyLimit`, which every failure lists.
  public internal(set) var history: [String] = []
  public var historyLimit = 12
  /// What failed, one message per failed check.
  public internal(set) var failures: [String] = []
  public var failed: Bool { !failures.isEmpty }
  public var targetSize = 60
  /// Set to `true` to print every step before it runs (to find a crash inside the engine).
  public var tracing = false
  /// Load results handed back while awaited, and after they went stale.
  public internal(set) var liveFinishes = 0
  public internal(set) var staleFinishes = 0
  /// Moves whose parent showed a window (not everything) before the move.
  public internal(set) var windowMoves = 0
  /// The rows after the last step.
  var currentRows: [OutlineVisibleRow<Int>] = []
  /// The rows before the last step, and what it returned (`nil` when it skipped the call).
  public internal(set) var rowsBefore: [OutlineVisibleRow<Int>] = []
  public internal(set) var lastUpdate: OutlineUpdate<Int>?

  public init(
    _ choices: Choices, label: String, configuration: OutlineConfiguration<Int>, roots: Int,
    pagedRoots: Bool
  ) {
    self.label = label
    rng = choices
    var trees: [ReferenceSubtree] = []
    real = OutlineTree<Int>(configuration: configuration)
    reference = PlainOutline(roots: [], more: 0, configuration: configuration)
    for _ in 0..<roots { trees.append(randomSubtree(depth: 3)) }
    let remaining = pagedRoots ? [3, -1, 7][rng.below(3)] : 0
    real = OutlineTree(
      roots: Self.description(trees, remaining: remaining, rng: &rng), id: \.id,
      configuration: configuration
    ) { $0.description }
    reference = PlainOutline(roots: trees, more: remaining, configuration: configuration)
    let started = reference.started
    reference.started = []
    check("init", old: [], update: nil, realRequests: real.loadsInFlight, started: started)
  }

  /// A description of children in one of the spellings the API offers for it.
  static func description(
    _ trees: [ReferenceSubtree], remaining: Int, rng: inout Choices
  ) -> OutlineChildren<ReferenceSubtree> {
    if trees.isEmpty && remaining != 0 && rng.chance(50) {
      return .unloaded(total: remaining < 0 ? nil : remaining)
    }
    if remaining < 0 { return .page(trees, hasMore: true) }
    if remaining == 0 && rng.chance(50) { return .loaded(trees) }
    return .page(trees, total: trees.count + remaining)
  }

  // MARK: Random material

  mutating func freshID() -> Int {
    nextID += 1
    return nextID
  }

  mutating func randomSubtree(depth: Int) -> ReferenceSubtree {
    var tree = ReferenceSubtree(id: freshID())
    if depth > 0 && rng.chance(45) {
      for _ in 0..<rng.below(4) { tree.children.append(randomSubtree(depth: depth - 1)) }
    }
    switch rng.below(10) {
    case 0: tree.remaining = -1
    case 1, 2: tree.remaining = 1 + rng.below(8)
    default: tree.remaining = 0
    }
    return tree
  }

  /// A node of the outline, or now and then an identifier that is not (or no longer) there.
  mutating func randomNode() -> Int {
    if rng.chance(60) {
      let visible = currentRows.compactMap(\.id.node)
      if !visible.isEmpty { return visible[rng.below(visible.count)] }
    }
    let ids = reference.identifiers
    if rng.chance(4) || ids.isEmpty { return nextID + 1 + rng.below(3) }
    return ids[rng.below(ids.count)]
  }

  /// Mostly a node whose footer shows; else any parent.
  mutating func randomFooterParent() -> Int? {
    if rng.chance(70) {
      let footers = currentRows.compactMap { row -> Int?? in
        if case .footer(let parent) = row.id { return .some(parent) }
        return nil
      }
      if !footers.isEmpty { return footers[rng.below(footers.count)] }
    }
    return randomParent()
  }

  /// A parent for an insert or a move: a node, or `nil` for the roots.
  mutating func randomParent() -> Int? { rng.chance(20) ? nil : randomNode() }

  /// A parent that is in the outline (`.some(nil)`: the roots), or `nil` when the one drawn is
  /// not: for the structural changes, which trap on a missing identifier.
  mutating func presentParent() -> Int?? {
    let parent = randomParent()
    return reference.children(of: parent) == nil ? nil : .some(parent)
  }

  /// A parent that shows a window of its children (partly expanded, or paged roots), if any.
  mutating func randomWindowedParent() -> Int?? {
    let candidates = ([nil] + reference.identifiers.map(Optional.some)).filter { id in
      if case .first = id.map(reference.expansion(of:)) ?? reference.rootExpansion {
        return !(reference.children(of: id) ?? []).isEmpty
      }
      return false
    }
    return candidates.isEmpty ? nil : .some(candidates[rng.below(candidates.count)])
  }

  mutating func randomExpansion() -> OutlineExpansion {
    switch rng.below(4) {
    case 0: return .collapsed
    case 1: return .all
    default: return .first(1 + rng.below(6))
    }
  }

  // MARK: Steps

  func trace(_ description: String) {
    if tracing { print(description) }
  }

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append("\(label) step \(steps): \(message())") }
  }

  /// One random operation on both outlines, then the checks.
  public mutating func step() {
    steps += 1
    let old = currentRows
    rowsBefore = old
    lastUpdate = nil
    var kind = rng.below(100)
    // Keep the tree between a few dozen and a few hundred nodes.
    if real.count > targetSize * 2 && rng.chance(50) { kind = 53 }
    if real.count < targetSize / 2 && rng.chance(50) { kind = 41 }
    var description = ""
    var update: OutlineUpdate<Int>?
    reference.started = []
    let copy = rng.chance(5) ? real : nil
    let copyRows = copy?.rows

    switch kind {
    case 0..<20:
      // Kinds below 6 name several nodes at once, the rest one; below 4 and from 6 to 13
      // expand, the others collapse.
      expansionStep(
        expands: kind < 4 || (6..<14).contains(kind), several: kind < 6, &description, &update)
    case 20..<27:
      let id: Int? = rng.chance(15) ? nil : randomNode()
      var expansion = randomExpansion()
      if rng.chance(10) { expansion = .first([0, -4, Int.max][rng.below(3)]) }
      description = "setExpansion(of: \(String(describing: id)), to: \(expansion))"
      trace(description)
      update = real.setExpansion(of: id, to: expansion)
      reference.setExpansion(of: id, to: expansion)
    case 27..<38:
      let id = randomFooterParent()
      let count: Int? = rng.chance(50) ? nil : rng.chance(5) ? .max : 1 + rng.below(6)
      description = "showMore(\(String(describing: id)), count: \(String(describing: count)))"
      trace(description)
      update = real.showMore(id, count: count)
      reference.showMore(id, count: count)
    case 38..<41:
      let id = randomParent()
      let expands = kind < 40
      description = "\(expands ? "expandAll" : "collapseAll")(\(String(describing: id)))"
      trace(description)
      if expands {
        update = real.expandAll(id)
        reference.expandAll(id)
      } else {
        update = real.collapseAll(id)
        reference.collapseAll(id)
      }
    case 41..<53:
      insertStep(&description, &update)
    case 53..<59:
      let ids = (0..<(1 + rng.below(3))).map { _ in randomNode() }.filter(reference.contains)
      if ids.isEmpty { return }
      description = "delete(\(ids))"
      trace(description)
      update = real.delete(ids)
      reference.delete(ids)
    case 59..<66:
      let id = randomNode()
      guard reference.contains(id), let parent = presentParent() else { return }
      let index = rng.below(remainingChildren(under: parent, moving: id) + 1)
      moveStep(id, to: parent, at: index, &description, &update)
    case 66..<76:
      windowMoveStep(&description, &update)
    case 76..<85:
      guard !requests.isEmpty else { return }
      let (request, parent, generation) = requests.remove(at: rng.below(requests.count))
      var page = (0..<rng.below(5)).map { _ in randomSubtree(depth: 1) }
      if rng.chance(20), let existing = reference.children(of: parent)?.last {
        page.insert(ReferenceSubtree(id: existing), at: 0)
      }
      let loaded = reference.children(of: parent)?.count ?? 0
      let total: Int? = rng.chance(20) ? nil : loaded + page.count + rng.below(4)
      let pageDescription: OutlineChildren<ReferenceSubtree> =
        total.map { .page(page, total: $0) } ?? .page(page, hasMore: true)
      description =
        "finishLoading(\(String(describing: parent)), \(page.map(\.id)), total: \(String(describing: total)))"
      trace(description)
      update = real.finishLoading(request, with: pageDescription, id: \.id) { $0.description }
      if reference.awaits(parent, generation: generation) {
        reference.finishLoading(parent, page: page, total: total)
        liveFinishes += 1
      } else {
        staleFinishes += 1
        expect(update?.isEmpty == true, "stale \(description) applied")
      }
    case 85..<88:
      guard !requests.isEmpty else { return }
      let (request, parent, generation) = requests.remove(at: rng.below(requests.count))
      description = "failLoading(\(String(describing: parent)))"
      trace(description)
      update = real.failLoading(request)
      if reference.awaits(parent, generation: generation) {
        reference.fail(parent)
      } else {
        expect(update?.isEmpty == true, "stale \(description) applied")
      }
    case 88..<90:
      let id = randomParent()
      description = "retryLoading(\(String(describing: id)))"
      trace(description)
      update = real.retryLoading(id)
      reference.retry(id)
    case 90..<96:
      replaceStep(&description, &update)
    default:
      restoreStep(&description, &update)
    }
    lastUpdate = update
    let started = reference.started
    check(
      description, old: old, update: update, realRequests: update?.loadRequests ?? [],
      started: started)
    if let copy, let copyRows {
      expect(copy.rows == copyRows, "\(description) changed a copy")
    }
  }

  /// Expands or collapses one node, or several at once (perhaps one twice, or a missing one)
  /// in one update; now and then toggles one instead.
  mutating func expansionStep(
    expands: Bool, several: Bool, _ description: inout String,
    _ update: inout OutlineUpdate<Int>?
  ) {
    let ids = (0..<(several ? 1 + rng.below(4) : 1)).map { _ in randomNode() }
    let reset: Bool? = !expands && rng.chance(30) ? rng.chance(50) : nil
    if ids.count == 1 && reset == nil && rng.chance(15)
      && reference.expansion(of: ids[0]).isExpanded != expands
    {
      description = "toggle(\(ids[0]))"
      trace(description)
      update = real.toggle(ids[0])
    } else if expands {
      description = "expand(\(ids))"
      trace(description)
      update = ids.count == 1 ? real.expand(ids[0]) : real.expand(ids)
    } else {
      description = "collapse(\(ids), resettingDescendants: \(String(describing: reset)))"
      trace(description)
      update =
        ids.count == 1
        ? real.collapse(ids[0], resettingDescendants: reset)
        : real.collapse(ids, resettingDescendants: reset)
    }
    for id in ids {
      if expands {
        reference.expand(id)
      } else {
        reference.collapse(id, reset: reset ?? reference.configuration.collapseResetsDescendants)
      }
    }
  }

  /// New subtrees under a present parent, through one of the insertion calls: described
  /// subtrees at an index, or leaves appended or placed before or after a sibling.
  mutating func insertStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    // Structural changes trap on a missing identifier (the exit tests check that), so the
    // driver names present ones only.
    guard let parent = presentParent() else { return }
    let trees = (0..<(1 + rng.below(3))).map { _ in randomSubtree(depth: 2) }
    let siblings = reference.children(of: parent) ?? []
    var index = rng.below(siblings.count + 1)
    let ids = trees.map(\.id)
    let leaves = ids.map { ReferenceSubtree(id: $0) }
    switch rng.below(8) {
    case 0:
      index = siblings.count
      description = "append(\(ids), to: \(String(describing: parent)))"
      trace(description)
      update = real.append(ids, to: parent)
      reference.insert(leaves, under: parent, at: index)
    case 1 where index < siblings.count:
      description = "insert(\(ids), before: \(siblings[index]))"
      trace(description)
      update = real.insert(ids, before: siblings[index])
      reference.insert(leaves, under: parent, at: index)
    case 2 where index > 0:
      description = "insert(\(ids), after: \(siblings[index - 1]))"
      trace(description)
      update = real.insert(ids, after: siblings[index - 1])
      reference.insert(leaves, under: parent, at: index)
    default:
      description = "insert(\(ids), under: \(String(describing: parent)), at: \(index))"
      trace(description)
      update = real.insert(trees, under: parent, at: index, id: \.id) { $0.description }
      reference.insert(trees, under: parent, at: index)
    }
  }

  /// How many children `parent` has without `id`: the top of the index range of a move.
  func remainingChildren(under parent: Int?, moving id: Int) -> Int {
    var count = reference.children(of: parent)?.count ?? 0
    if reference.parent(of: id) == .some(parent) { count -= 1 }
    return max(count, 0)
  }

  mutating func moveStep(
    _ id: Int, to parent: Int?, at index: Int, _ description: inout String,
    _ update: inout OutlineUpdate<Int>?
  ) {
    // Now and then the same move spelled by a sibling, before or after it.
    let others = (reference.children(of: parent) ?? []).filter { $0 != id }
    let sibling: (id: Int, after: Bool)? =
      others.isEmpty || !rng.chance(20)
      ? nil : index < others.count ? (others[index], false) : (others[index - 1], true)
    if let sibling {
      description = "move(\(id), \(sibling.after ? "after" : "before"): \(sibling.id))"
    } else {
      description = "move(\(id), to: \(String(describing: parent)), at: \(index))"
    }
    trace(description)
    let valid = reference.contains(id) && reference.children(of: parent) != nil
    let cycle = valid && parent.map { reference.isAncestor(id, ofOrSame: $0) } == true
    if valid, let oldParent = reference.parent(of: id), case .first = windowExpansion(oldParent) {
      windowMoves += 1
    }
    do {
      if let sibling {
        update =
          sibling.after
          ? try real.move(id, after: sibling.id) : try real.move(id, before: sibling.id)
      } else {
        update = try real.move(id, to: parent, at: index)
      }
      expect(!cycle, "\(description) did not throw")
      if valid && !cycle { reference.move(id, to: parent, at: index) }
    } catch {
      expect(cycle, "\(description) threw \(error)")
      expect(error == .cycle(node: id, destination: parent ?? -1), "\(description) threw \(error)")
      update = .init(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
    }
  }

  /// How many children a windowed parent shows; 0 for any other.
  func shownCount(_ parent: Int?) -> Int {
    guard case .first(let count) = windowExpansion(parent) else { return 0 }
    return min(count, reference.children(of: parent)?.count ?? 0)
  }

  func windowExpansion(_ parent: Int?) -> OutlineExpansion {
    parent.map(reference.expansion(of:)) ?? reference.rootExpansion
  }

  /// A move aimed at a window: a child (mostly a shown one) of a partly expanded or paged
  /// parent, to the same parent or another windowed one, at an index around the window's edge.
  mutating func windowMoveStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    guard let source = randomWindowedParent(), let children = reference.children(of: source)
    else {
      let id = randomNode()
      guard reference.contains(id), let parent = presentParent() else { return }
      return moveStep(
        id, to: parent, at: rng.below(remainingChildren(under: parent, moving: id) + 1),
        &description, &update)
    }
    let shown = shownCount(source)
    let id =
      rng.chance(70) && shown > 0 ? children[rng.below(shown)] : children[rng.below(children.count)]
    var target = source
    if rng.chance(35) {
      if rng.chance(60), let other = randomWindowedParent() {
        target = other
      } else {
        guard let present = presentParent() else { return }
        target = present
      }
    }
    let count = remainingChildren(under: target, moving: id)
    let edge = shownCount(target)
    let candidates = [edge - 2, edge - 1, edge, edge + 1, 0, count, rng.below(count + 1)]
    let index = min(max(candidates[rng.below(candidates.count)], 0), count)
    moveStep(id, to: target, at: index, &description, &update)
  }

  mutating func replaceStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    guard let parent = presentParent() else { return }
    var pool = rng.shuffled(reference.identifiers(below: parent))
    func tree(_ depth: Int) -> ReferenceSubtree {
      var node = ReferenceSubtree(id: pool.popLast() ?? freshID())
      if !rng.chance(30) || pool.isEmpty { node = ReferenceSubtree(id: freshID()) }
      if depth > 0 && rng.chance(40) {
        for _ in 0..<rng.below(3) { node.children.append(tree(depth - 1)) }
      }
      node.remaining = rng.chance(15) ? [-1, 2][rng.below(2)] : 0
      return node
    }
    var trees: [ReferenceSubtree] = []
    for _ in 0..<(rng.chance(20) ? 0 : rng.below(4)) {
      if let reused = pool.popLast(), rng.chance(60) {
        var node = ReferenceSubtree(id: reused)
        if rng.chance(40) { node.children.append(tree(1)) }
        trees.append(node)
      } else {
        trees.append(tree(2))
      }
    }
    let remaining = rng.chance(30) ? [3, -1, 12][rng.below(3)] : 0
    if parent == nil && remaining == 0 && rng.chance(25) {
      description = "reload(roots: \(trees.flatMap(\.allIDs)))"
      trace(description)
      update = real.reload(roots: .loaded(trees), id: \.id) { $0.description }
    } else {
      let children = Self.description(trees, remaining: remaining, rng: &rng)
      description =
        "replace(childrenOf: \(String(describing: parent)), with: \(trees.flatMap(\.allIDs)), remaining: \(remaining))"
      trace(description)
      update = real.replace(childrenOf: parent, with: children, id: \.id) { $0.description }
    }
    reference.replaceChildren(of: parent, with: trees, more: remaining)
  }

  mutating func restoreStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    var state = rng.chance(50) ? real.state : OutlineState<Int>()
    for _ in 0..<rng.below(5) { state[randomNode()] = randomExpansion() }
    description = "restore(\(state.expandedItems))"
    trace(description)
    let restoration = real.restore(state)
    update = restoration.update
    let dropped = reference.restore(state)
    expect(restoration.dropped == dropped, "\(description) dropped \(restoration.dropped)")
  }
}
