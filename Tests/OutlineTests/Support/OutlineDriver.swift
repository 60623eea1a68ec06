import Outline
import Snapshots
import TestSupport
import Testing

/// Runs random operations on a real outline and the reference side by side, checking after
/// every step that the rows agree, that the returned diff is exactly the naive diff of the
/// rows, that it replays, and that the same loads started.
/// Set to `true` to print every step before it runs (to find a crash inside the engine).
let debugTrace = false

func trace(_ description: String) {
  if debugTrace { print(description) }
}

struct OutlineDriver {
  let seed: UInt64
  var rng: SeededGenerator
  var real: OutlineTree<Int>
  var reference: ReferenceOutline
  var nextID = 0
  /// Requests the driver holds, live or stale, with the reference's token for each.
  var requests: [(request: OutlineLoadRequest<Int>, parent: Int, generation: Int)] = []
  var steps = 0
  var history: [String] = []
  var failed = false
  var targetSize = 60
  /// Load results handed back while awaited, and after they went stale.
  var liveFinishes = 0
  var staleFinishes = 0
  /// The rows after the last step.
  var currentRows: [OutlineVisibleRow<Int>] = []

  init(seed: UInt64, configuration: OutlineConfiguration<Int>, roots: Int, pagedRoots: Bool) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    reference = ReferenceOutline(configuration: configuration)
    real = OutlineTree<Int>(configuration: configuration)
    var trees: [ReferenceSubtree] = []
    for _ in 0..<roots { trees.append(randomSubtree(depth: 3)) }
    let remaining = pagedRoots ? [3, -1, 7][rng.below(3)] : 0
    let description: OutlineChildren<ReferenceSubtree> =
      remaining < 0 ? .page(trees, hasMore: true) : .page(trees, total: trees.count + remaining)
    real = OutlineTree(roots: description, id: \.id, configuration: configuration) {
      $0.description
    }
    reference.nodes[ReferenceOutline.root]!.children = trees.map(\.id)
    _ = reference.add(trees, under: ReferenceOutline.root)
    reference.nodes[ReferenceOutline.root]!.remaining = remaining
    if remaining != 0 {
      reference.nodes[ReferenceOutline.root]!.limit =
        trees.isEmpty ? configuration.batchSize(under: nil, level: 0) : trees.count
      reference.startLoadIfWanted(ReferenceOutline.root)
    }
    let started = reference.started
    reference.started = []
    check("init", old: [], update: nil, realRequests: real.loadsInFlight, started: started)
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
    if rng.chance(4) || reference.nodes.count < 2 { return nextID + 1 + rng.below(3) }
    // Any node: walk down from a random root pick, so that hidden nodes come up too.
    let ids = reference.subtree(ReferenceOutline.root).dropFirst()
    return ids[ids.startIndex + rng.below(ids.count)]
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

  mutating func randomExpansion() -> OutlineExpansion {
    switch rng.below(4) {
    case 0: return .collapsed
    case 1: return .all
    default: return .first(1 + rng.below(6))
    }
  }

  // MARK: Steps

  mutating func step() {
    steps += 1
    let old = currentRows
    var kind = rng.below(100)
    // Keep the tree between a few dozen and a few hundred nodes.
    if real.count > targetSize * 2 && rng.chance(50) { kind = 61 }
    if real.count < targetSize / 2 && rng.chance(50) { kind = 47 }
    var description = ""
    var update: OutlineUpdate<Int>?
    reference.started = []
    let copy = rng.chance(5) ? real : nil
    let copyRows = copy?.rows

    switch kind {
    case 0..<17:
      let id = randomNode()
      description = "expand(\(id))"
      trace(description)
      update = real.expand(id)
      reference.expand(id)
    case 17..<24:
      let id = randomNode()
      let reset: Bool? = rng.chance(30) ? rng.chance(50) : nil
      description = "collapse(\(id), resettingDescendants: \(String(describing: reset)))"
      trace(description)
      update = real.collapse(id, resettingDescendants: reset)
      reference.collapse(id, reset: reset ?? reference.configuration.collapseResetsDescendants)
    case 24..<32:
      let id = randomNode()
      let expansion = randomExpansion()
      description = "setExpansion(of: \(id), to: \(expansion))"
      trace(description)
      update = real.setExpansion(of: id, to: expansion)
      if reference.contains(id) {
        reference.setLimit(id, Int(expansion.limitForTests))
      }
    case 32..<44:
      let id = randomFooterParent()
      let count: Int? = rng.chance(50) ? nil : 1 + rng.below(6)
      description = "showMore(\(String(describing: id)), count: \(String(describing: count)))"
      trace(description)
      update = real.showMore(id, count: count)
      if id == nil || reference.contains(id!) {
        reference.showMore(id ?? ReferenceOutline.root, count: count)
      }
    case 44..<46:
      let id = randomParent()
      description = "expandAll(\(String(describing: id)))"
      trace(description)
      update = real.expandAll(id)
      if id == nil || reference.contains(id!) { reference.expandAll(id ?? ReferenceOutline.root) }
    case 46..<47:
      let id = randomParent()
      description = "collapseAll(\(String(describing: id)))"
      trace(description)
      update = real.collapseAll(id)
      if id == nil || reference.contains(id!) { reference.collapseAll(id ?? ReferenceOutline.root) }
    case 47..<61:
      let parent = randomParent()
      let trees = (0..<(1 + rng.below(3))).map { _ in randomSubtree(depth: 2) }
      let key = parent ?? ReferenceOutline.root
      let count = reference.nodes[key]?.children.count ?? 0
      let index = rng.below(count + 1)
      description = "insert(\(trees.map(\.id)), under: \(String(describing: parent)), at: \(index))"
      trace(description)
      update = real.insert(trees, under: parent, at: index, id: \.id) { $0.description }
      if reference.nodes[key] != nil && (parent == nil || reference.contains(key)) {
        reference.insert(trees, under: key, at: index)
      }
    case 61..<68:
      let ids = (0..<(1 + rng.below(3))).map { _ in randomNode() }
      description = "delete(\(ids))"
      trace(description)
      update = real.delete(ids)
      reference.delete(ids)
    case 68..<79:
      let id = randomNode()
      let parent = randomParent()
      let key = parent ?? ReferenceOutline.root
      var count = reference.nodes[key]?.children.count ?? 0
      if reference.nodes[id]?.parent == key { count -= 1 }
      let index = rng.below(max(count, 0) + 1)
      description = "move(\(id), to: \(String(describing: parent)), at: \(index))"
      trace(description)
      let valid = reference.contains(id) && reference.nodes[key] != nil
      let cycle = valid && reference.isAncestor(id, of: key)
      do {
        update = try real.move(id, to: parent, at: index)
        #expect(!cycle, "seed \(seed) step \(steps): \(description) did not throw")
        if valid { reference.move(id, to: key, at: index) }
      } catch {
        #expect(cycle, "seed \(seed) step \(steps): \(description) threw \(error)")
        #expect(error == .cycle(node: id, destination: parent ?? -1))
        update = .init(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
      }
    case 79..<88:
      guard !requests.isEmpty else { return }
      let (request, parent, generation) = requests.remove(at: rng.below(requests.count))
      var page = (0..<rng.below(5)).map { _ in randomSubtree(depth: 1) }
      if rng.chance(20), let existing = reference.nodes[parent]?.children.last {
        page.insert(ReferenceSubtree(id: existing), at: 0)
      }
      let total: Int? =
        rng.chance(20)
        ? nil : (reference.nodes[parent]?.children.count ?? 0) + page.count + rng.below(4)
      let description2: OutlineChildren<ReferenceSubtree> =
        total.map { .page(page, total: $0) } ?? .page(page, hasMore: true)
      description =
        "finishLoading(\(parent), \(page.map(\.id)), total: \(String(describing: total)))"
      trace(description)
      update = real.finishLoading(request, with: description2, id: \.id) { $0.description }
      if reference.awaits(parent, generation: generation) {
        reference.finishLoading(parent, page: page, total: total)
        liveFinishes += 1
      } else {
        staleFinishes += 1
        #expect(update?.isEmpty == true, "seed \(seed) step \(steps): stale \(description) applied")
      }
    case 88..<91:
      guard !requests.isEmpty else { return }
      let (request, parent, generation) = requests.remove(at: rng.below(requests.count))
      description = "failLoading(\(parent))"
      trace(description)
      update = real.failLoading(request)
      if reference.awaits(parent, generation: generation) { reference.fail(parent) }
    case 91..<93:
      let id = randomParent()
      description = "retryLoading(\(String(describing: id)))"
      trace(description)
      update = real.retryLoading(id)
      if id == nil || reference.contains(id!) { reference.retry(id ?? ReferenceOutline.root) }
    case 93..<98:
      replaceStep(&description, &update)
    default:
      restoreStep(&description, &update)
    }
    let started = reference.started
    check(
      description, old: old, update: update, realRequests: update?.loadRequests ?? [],
      started: started)
    if let copy, let copyRows {
      #expect(copy.rows == copyRows, "seed \(seed) step \(steps): \(description) changed a copy")
    }
  }

  mutating func replaceStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    let parent = randomParent()
    let key = parent ?? ReferenceOutline.root
    guard reference.nodes[key] != nil, parent == nil || reference.contains(key) else {
      description = "replaceChildren(of: \(String(describing: parent))) [missing]"
      trace(description)
      update = real.replaceChildren(of: parent, with: .loaded([]), id: \ReferenceSubtree.id) {
        $0.description
      }
      return
    }
    var pool = reference.subtree(key).dropFirst().shuffled(using: &rng)
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
    for _ in 0..<rng.below(4) {
      if let reused = pool.popLast(), rng.chance(60) {
        var node = ReferenceSubtree(id: reused)
        if rng.chance(40) { node.children.append(tree(1)) }
        trees.append(node)
      } else {
        trees.append(tree(2))
      }
    }
    let remaining = rng.chance(20) ? [3, -1][rng.below(2)] : 0
    let children: OutlineChildren<ReferenceSubtree> =
      remaining < 0 ? .page(trees, hasMore: true) : .page(trees, total: trees.count + remaining)
    description =
      "replaceChildren(of: \(String(describing: parent)), with: \(trees.flatMap(\.allIDs)))"
    trace(description)
    update = real.replaceChildren(of: parent, with: children, id: \.id) { $0.description }
    reference.replaceChildren(of: key, with: trees, remaining: remaining)
  }

  mutating func restoreStep(_ description: inout String, _ update: inout OutlineUpdate<Int>?) {
    var state = rng.chance(50) ? real.state : OutlineState<Int>()
    for _ in 0..<rng.below(5) { state[randomNode()] = randomExpansion() }
    description = "restore(\(state.expandedIdentifiers))"
    trace(description)
    let restoration = real.restore(state)
    update = restoration.update
    let dropped = reference.restore(state)
    #expect(
      restoration.dropped == dropped, "seed \(seed) step \(steps): \(description) dropped")
  }

  // MARK: Checks

  /// What a failure message says: built only when a check fails.
  struct Context: CustomStringConvertible {
    var seed: UInt64
    var step: Int
    var operation: String
    var history: [String]

    var description: String { "seed \(seed) step \(step): \(operation)\nrecent: \(history)" }
  }

  mutating func check(
    _ description: String, old: [OutlineVisibleRow<Int>], update: OutlineUpdate<Int>?,
    realRequests: [OutlineLoadRequest<Int>], started: [ReferenceOutline.Request]
  ) {
    history.append(description)
    if history.count > 12 { history.removeFirst() }
    let context = Context(seed: seed, step: steps, operation: description, history: history)
    let new = real.rows
    currentRows = new
    let expected = reference.rows()
    guard new == expected else {
      Issue.record("rows differ after \(context)\nreal:\n\(new)\nreference:\n\(expected)")
      failed = true
      return
    }
    if let update {
      let naive = Diff(from: old, to: new, id: \.id)
      if update.diff != naive {
        Issue.record(
          "diff differs after \(context)\nreal: \(update.diff)\nnaive: \(naive)\nold: \(old)\nnew: \(new)"
        )
        failed = true
        return
      }
      if replay(update.diff, on: old, toward: new) != new {
        Issue.record("diff does not replay after \(context)")
        failed = true
        return
      }
    }
    let made = realRequests.map {
      ReferenceOutline.Request(
        parent: $0.parent ?? ReferenceOutline.root, offset: $0.offset, count: $0.count)
    }
    if made.sorted() != started.sorted() {
      Issue.record("loads differ after \(context)\nreal: \(made)\nreference: \(started)")
      failed = true
      return
    }
    for request in realRequests {
      let parent = request.parent ?? ReferenceOutline.root
      requests.append((request, parent, reference.nodes[parent]!.generation))
    }
    if real.rowCount != new.count || (rng.chance(10) && real.reflattenedRows() != new) {
      Issue.record("row count or re-flattened rows differ after \(context)")
      failed = true
      return
    }
    if !new.isEmpty {
      let offset = rng.below(new.count)
      if real.row(at: offset) != new[offset] || real.index(of: new[offset].id) != offset {
        Issue.record("row(at:) or index(of:) wrong at \(offset) after \(context)")
        failed = true
      }
    }
    if rng.chance(5) && real.state != reference.state {
      Issue.record("state differs after \(context)")
      failed = true
    }
  }
}
