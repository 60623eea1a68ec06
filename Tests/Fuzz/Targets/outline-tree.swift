import FuzzSupport
import Outline
import Snapshots

/// Builds an `OutlineTree<Int>` (paged and unloaded children included) and performs decoded
/// operations on it: inserts, deletes, moves (cycles included, which must throw), expansion
/// changes, "show more", loads finished, failed, retried or stale, replacements, reloads and
/// restores. After each one it checks:
/// - the update's diff replays from the rows before to the rows after, with minimal moves and
///   an update for every row whose level or content changed;
/// - `rows`, `reflattenedRows()`, `rowIdentifiers`, `row(at:)`, `index(of:)`, `rowCount` and
///   `sectionSnapshot()` agree;
/// - the shape (roots, children, parents, levels, membership) is the plain model's, and the
///   visible rows are the ones that shape shows under the tree's own expansion, child-count and
///   footer answers, with footers exactly where children are hidden or still to come;
/// - expanding, collapsing (resetting descendants or not), setting an expansion, collapsing
///   all and restoring a state leave the nodes at the expansion they name;
/// - the load requests returned are in flight, and a copy taken before is unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var run = OutlineRun(input: FuzzInput(data, size))
  run.start()
  while !run.input.isAtEnd { run.step() }
  run.finish()
  return 0
}

/// The generation a request was issued for, which the outline keeps internal; read by
/// reflection so that the target can tell a stale answer from an awaited one.
func generation(of request: OutlineLoadRequest<Int>) -> UInt64? {
  Mirror(reflecting: request).children.first { $0.label == "generation" }?.value as? UInt64
}

/// Identifiers are drawn from `0..<idRange`.
let idRange = 64

struct OutlineRun {
  var input: FuzzInput
  var tree = OutlineTree<Int>()
  var model = OutlineModel()
  var calls: [String] = []
  /// Every load request seen, to answer some late (stale) ones.
  var requests: [OutlineLoadRequest<Int>] = []
  /// What the current call must leave some nodes' expansion at.
  var expectedExpansions: [Int: OutlineExpansion] = [:]

  init(input: FuzzInput) {
    self.input = input
  }

  // MARK: Drawing arguments

  var present: [Int] { model.parents.keys.sorted() }

  mutating func presentID() -> Int? {
    let ids = present
    return ids.isEmpty ? nil : input.pick(ids)
  }

  /// A present node most of the time, sometimes an absent identifier.
  mutating func someID() -> Int {
    if input.below(8) == 0 { return input.below(idRange) }
    return presentID() ?? input.below(idRange)
  }

  /// `nil` (the roots) or a present node.
  mutating func someParent() -> Int? {
    input.below(4) == 0 ? nil : presentID()
  }

  mutating func expansion() -> OutlineExpansion {
    switch input.below(4) {
    case 0: return .collapsed
    case 1: return .all
    default: return .first(input.below(5))
    }
  }

  /// New node descriptions: identifiers not in the outline and not in `taken`.
  mutating func specs(upTo limit: Int, depth: Int, taken: inout Set<Int>) -> [OutlineNodeSpec] {
    var result: [OutlineNodeSpec] = []
    for _ in 0..<input.below(limit + 1) {
      let id = input.below(idRange)
      guard !model.contains(id), taken.insert(id).inserted else { continue }
      result.append(OutlineNodeSpec(id: id, children: children(depth: depth, taken: &taken)))
    }
    return result
  }

  mutating func children(
    depth: Int, taken: inout Set<Int>
  ) -> OutlineChildren<OutlineNodeSpec> {
    let kind = input.below(depth > 0 ? 8 : 5)
    switch kind {
    case 0, 1, 2: return .leaf
    case 3: return .unloaded(total: input.flag() ? nil : input.below(5))
    case 4: return .unloaded(total: input.below(4))
    default:
      let loaded = specs(upTo: 3, depth: depth - 1, taken: &taken)
      switch kind {
      case 5: return .loaded(loaded)
      case 6: return .page(loaded, total: loaded.count + input.below(4))
      default: return .page(loaded, hasMore: input.flag())
      }
    }
  }

  // MARK: Running

  mutating func start() {
    var configuration = OutlineConfiguration<Int>(
      batchSize: 1 + input.below(4),
      initialExpansion: [.all, .first(1), .first(2), .collapsed][input.below(4)],
      collapseResetsDescendants: input.flag())
    if input.flag() { configuration.batchSizeByLevel[1] = 1 + input.below(3) }
    var taken = Set<Int>()
    let roots = children(depth: 2, taken: &taken)
    calls.append("configuration: \(configuration)")
    calls.append("OutlineTree(roots: \(roots.loaded), total: \(String(describing: roots.total)))")
    tree = OutlineTree(roots: roots, id: \.id, configuration: configuration, children: \.children)
    model.insert(roots.loaded, under: nil, at: 0)
    requests += tree.loadsInFlight
    check(rowsBefore: nil, update: nil)
  }

  mutating func step() {
    let before = tree
    let rowsBefore = tree.rows
    let modelBefore = model
    var update: OutlineUpdate<Int>
    var expectsNoChange = false
    switch input.below(20) {
    case 0, 1:
      let parent = someParent()
      var taken = Set<Int>()
      let nodes = specs(upTo: 3, depth: 2, taken: &taken)
      let index = input.below((model.children[parent]?.count ?? 0) + 1)
      calls.append("insert(\(nodes), under: \(describe(parent)), at: \(index))")
      update = tree.insert(nodes, under: parent, at: index, id: \.id, children: \.children)
      model.insert(nodes, under: parent, at: index)
    case 2:
      let parent = someParent()
      var taken = Set<Int>()
      let nodes = specs(upTo: 3, depth: 1, taken: &taken)
      calls.append("append(\(nodes.map(\.id)), to: \(describe(parent)))")
      update = tree.append(nodes.map(\.id), to: parent)
      model.insert(nodes.map { OutlineNodeSpec(id: $0.id) }, under: parent, at: count(parent))
    case 3:
      guard let sibling = presentID() else { return }
      var taken = Set<Int>()
      let ids = specs(upTo: 3, depth: 0, taken: &taken).map(\.id)
      let after = input.flag()
      calls.append("insert(\(ids), \(after ? "after" : "before"): \(sibling))")
      update = after ? tree.insert(ids, after: sibling) : tree.insert(ids, before: sibling)
      let parent = model.parents[sibling]!
      let index = model.children[parent]!.firstIndex(of: sibling)! + (after ? 1 : 0)
      model.insert(ids.map { OutlineNodeSpec(id: $0) }, under: parent, at: index)
    case 4, 5:
      // A structural change traps on a missing identifier: only present ones are deleted.
      let ids = (0...input.below(2)).map { _ in someID() }.filter(model.contains)
      if ids.isEmpty { return }
      calls.append("delete(\(ids))")
      update = tree.delete(ids)
      model.delete(ids)
    case 6, 7:
      guard let id = presentID() else { return }
      let parent = someParent()
      var count = self.count(parent)
      if model.parents[id]! == parent { count -= 1 }
      let index = input.below(max(count, 0) + 1)
      calls.append("move(\(id), to: \(describe(parent)), at: \(index))")
      let cycle = parent.map { model.isAncestor(id, of: $0) } ?? false
      do {
        update = try tree.move(id, to: parent, at: index)
        require(!cycle, "move made a cycle instead of throwing", calls: calls)
        model.move(id, to: parent, at: index)
      } catch {
        require(
          cycle && error == .cycle(node: id, destination: parent!), "threw \(error)", calls: calls)
        update = OutlineUpdate(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
        expectsNoChange = true
      }
    case 8:
      guard let id = presentID(), let sibling = presentID() else { return }
      let after = input.flag()
      calls.append("move(\(id), \(after ? "after" : "before"): \(sibling))")
      let cycle = id != sibling && model.isAncestor(id, of: sibling)
      do {
        update = after ? try tree.move(id, after: sibling) : try tree.move(id, before: sibling)
        require(!cycle, "move made a cycle instead of throwing", calls: calls)
        if id != sibling {
          let parent = model.parents[sibling]!
          var siblings = model.children[parent]!
          siblings.removeAll { $0 == id }
          let index = siblings.firstIndex(of: sibling)! + (after ? 1 : 0)
          model.move(id, to: parent, at: index)
        } else {
          expectsNoChange = true
        }
      } catch {
        require(cycle, "threw \(error)", calls: calls)
        update = OutlineUpdate(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
        expectsNoChange = true
      }
    case 9:
      let id = someID()
      calls.append("expand(\(id))")
      if model.contains(id) && !tree.isExpanded(id) {
        expectedExpansions[id] = tree.configuration.initialExpansion(
          of: id, level: model.level(of: id))
      }
      update = tree.expand(id)
    case 10:
      let id = someID()
      calls.append("toggle(\(id))")
      update = tree.toggle(id)
    case 11:
      let id = someID()
      let reset: Bool? = [nil, true, false][input.below(3)]
      calls.append("collapse(\(id), resettingDescendants: \(String(describing: reset)))")
      update = tree.collapse(id, resettingDescendants: reset)
      if model.contains(id) {
        let resets = reset ?? tree.configuration.collapseResetsDescendants
        for node in resets ? model.subtree(id) : [id] { expectedExpansions[node] = .collapsed }
      }
    case 12:
      let expansion = expansion()
      if input.below(4) == 0 {
        calls.append("setExpansion(of: nil, to: \(expansion))")
        update = tree.setExpansion(of: nil, to: expansion)
      } else {
        let id = someID()
        calls.append("setExpansion(of: \(id), to: \(expansion))")
        update = tree.setExpansion(of: id, to: expansion)
        if model.contains(id) { expectedExpansions[id] = normalized(expansion) }
      }
    case 13:
      let parent = input.below(3) == 0 ? nil : someID()
      let count: Int? = input.flag() ? nil : input.below(4)
      calls.append("showMore(\(describe(parent)), count: \(String(describing: count)))")
      update = tree.showMore(parent, count: count)
    case 14:
      let parent = input.below(3) == 0 ? nil : someID()
      let expands = input.flag()
      calls.append("\(expands ? "expandAll" : "collapseAll")(\(describe(parent)))")
      update = expands ? tree.expandAll(parent) : tree.collapseAll(parent)
      if !expands {
        let nodes = parent.map { model.contains($0) ? model.subtree($0) : [] } ?? present
        for node in nodes { expectedExpansions[node] = .collapsed }
      }
    case 15, 16:
      guard !requests.isEmpty else { return }
      let request = input.pick(requests)
      let awaited = isAwaited(request)
      var taken = Set<Int>()
      var page = specs(upTo: 4, depth: 1, taken: &taken)
      if input.flag(), let existing = presentID() {
        page.insert(OutlineNodeSpec(id: existing), at: 0)
      }
      let loaded = count(request.parent)
      let total: OutlineChildren<OutlineNodeSpec> =
        input.flag()
        ? .page(page, hasMore: input.flag())
        : .page(page, total: loaded + page.count + input.below(4) - 1)
      calls.append(
        "finishLoading(\(request), with: \(page), total: \(String(describing: total.total)))"
          + (awaited ? "" : " [stale]"))
      update = tree.finishLoading(request, with: total, id: \.id, children: \.children)
      if awaited { model.appendPage(page, to: request.parent) } else { expectsNoChange = true }
    case 17:
      guard !requests.isEmpty else { return }
      let request = input.pick(requests)
      calls.append("failLoading(\(request))")
      expectsNoChange = !isAwaited(request)
      update = tree.failLoading(request)
    case 18:
      let parent = input.below(3) == 0 ? nil : someID()
      calls.append("retryLoading(\(describe(parent)))")
      update = tree.retryLoading(parent)
    default:
      update = replaceOrRestore()
    }
    requests += update.loadRequests
    if requests.count > 64 { requests.removeFirst(requests.count - 64) }
    for (id, expansion) in expectedExpansions where tree.expansion(of: id) != expansion {
      requireNoProblems(
        ["expansion(of: \(id)) is \(tree.expansion(of: id)), expected \(expansion)"],
        "expansion", calls: calls)
    }
    expectedExpansions = [:]
    if expectsNoChange {
      require(update.isEmpty, "a call that changes nothing returned \(update)", calls: calls)
      require(model.parents == modelBefore.parents, "the model changed", calls: calls)
    }
    check(rowsBefore: rowsBefore, update: update)
    require(before.rows == rowsBefore, "a copy taken before the call changed", calls: calls)
  }

  mutating func replaceOrRestore() -> OutlineUpdate<Int> {
    switch input.below(3) {
    case 0:
      let parent = someParent()
      // A missing parent traps; `someParent()` draws present ones.
      guard parent == nil || model.contains(parent!) else {
        return OutlineUpdate(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
      }
      // Children may come back from below the parent, or be new.
      let below = (model.children[parent] ?? []).flatMap { model.subtree($0) }
      var taken = Set<Int>()
      var nodes: [OutlineNodeSpec] = []
      for id in below where input.below(3) == 0 && taken.insert(id).inserted {
        nodes.append(OutlineNodeSpec(id: id))
      }
      // New nodes avoid every present identifier, so the reused ones come back as leaves.
      nodes += specs(upTo: 3, depth: 1, taken: &taken)
      for index in nodes.indices.dropFirst() { nodes.swapAt(index, input.below(index + 1)) }
      let remaining = input.below(4)
      let description: OutlineChildren<OutlineNodeSpec> =
        remaining == 3 ? .page(nodes, hasMore: true) : .page(nodes, total: nodes.count + remaining)
      calls.append("replace(childrenOf: \(describe(parent)), with: \(nodes), more: \(remaining))")
      let update = tree.replace(
        childrenOf: parent, with: description, id: \.id, descendants: \.children)
      model.replaceChildren(of: parent, with: nodes)
      return update
    case 1:
      let keep = present.filter { _ in input.flag() }
      var taken = Set(keep)
      var nodes = keep.map { OutlineNodeSpec(id: $0) }
      nodes += specs(upTo: 3, depth: 1, taken: &taken)
      calls.append("reload(roots: \(nodes))")
      let update = tree.reload(roots: .loaded(nodes), id: \.id, children: \.children)
      model.replaceChildren(of: nil, with: nodes)
      return update
    default:
      var state = input.flag() ? tree.state : OutlineState<Int>()
      for _ in 0..<input.below(4) { state[someID()] = expansion() }
      calls.append("restore(\(state.expandedItems))")
      let restoration = tree.restore(state)
      let dropped = state.expandedItems.filter { !model.contains($0) }
      for id in present { expectedExpansions[id] = normalized(state[id]) }
      require(
        restoration.dropped == dropped,
        "restore dropped \(restoration.dropped), expected \(dropped)", calls: calls)
      return restoration.update
    }
  }

  mutating func finish() {
    // The state read back and restored onto a copy changes nothing.
    var copy = tree
    let restoration = copy.restore(tree.state)
    require(
      restoration.dropped.isEmpty && copy.rows == tree.rows,
      "restoring the tree's own state changed it: \(restoration)", calls: calls)
  }

  func count(_ parent: Int?) -> Int { model.children[parent]?.count ?? 0 }

  /// An expansion as the tree reports it back: a window of none is collapsed.
  func normalized(_ expansion: OutlineExpansion) -> OutlineExpansion {
    expansion.isExpanded ? expansion : .collapsed
  }

  /// Whether the tree still awaits the answer to `request`: a load of the same node and the
  /// same generation is in flight (its offset and count may have moved since it was issued).
  func isAwaited(_ request: OutlineLoadRequest<Int>) -> Bool {
    tree.loadsInFlight.contains {
      $0.parent == request.parent && generation(of: $0) == generation(of: request)
    }
  }

  func describe(_ id: Int?) -> String { id.map(String.init) ?? "nil" }

  // MARK: Checks

  func check(rowsBefore: [OutlineVisibleRow<Int>]?, update: OutlineUpdate<Int>?) {
    let rows = tree.rows
    if let rowsBefore, let update {
      requireNoProblems(
        rowDiffProblems(update.diff, rowsBefore, rows), "the update's diff: \(update.diff)",
        calls: calls)
    }
    requireNoProblems(rowProblems(rows), "the rows disagree with each other", calls: calls)
    requireNoProblems(shapeProblems(), "the shape disagrees with the model", calls: calls)
    let expected = expectedRows()
    if rows != expected {
      requireNoProblems(
        [
          "rows:\n\(rows.map(\.description).joined(separator: "\n"))\nexpected:\n"
            + expected.map(\.description).joined(separator: "\n")
        ],
        "the rows are not what the shape shows", calls: calls)
    }
    let inFlight = tree.loadsInFlight
    for request in update?.loadRequests ?? [] where !inFlight.contains(request) {
      requireNoProblems(["\(request) is not in \(inFlight)"], "load requests", calls: calls)
    }
  }

  /// The diff's structure and moves by the checker; then every matched row whose level or
  /// content changed must be updated (an update of an unchanged row is harmless).
  func rowDiffProblems(
    _ diff: Diff, _ old: [OutlineVisibleRow<Int>], _ new: [OutlineVisibleRow<Int>]
  ) -> [String] {
    let structure = Diff(
      deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves, updates: [])
    let problems = DiffChecker.problems(
      in: structure, from: old, to: new, id: \.id, contentEquals: { _, _ in true })
    guard problems.isEmpty,
      let newToOld = DiffChecker.replayMatching(diff, oldCount: old.count, newCount: new.count)
    else { return problems }
    var found: [String] = []
    if zip(diff.updates, diff.updates.dropFirst()).contains(where: { $0.to >= $1.to }) {
      found.append("updates not ascending by to: \(diff.updates)")
    }
    for update in diff.updates
    where !new.indices.contains(update.to) || newToOld[update.to] != update.from {
      found.append("update \(update) does not pair a matched row")
    }
    let updated = Set(diff.updates.map(\.to))
    for (to, from) in newToOld.enumerated()
    where from >= 0 && old[from] != new[to] && !updated.contains(to) {
      found.append("row \(old[from]) became \(new[to]) without an update")
    }
    return found
  }

  func rowProblems(_ rows: [OutlineVisibleRow<Int>]) -> [String] {
    var found: [String] = []
    if rows != tree.reflattenedRows() { found.append("rows != reflattenedRows()") }
    if rows.map(\.id) != tree.rowIdentifiers { found.append("rowIdentifiers differ from rows") }
    if rows.count != tree.rowCount { found.append("rowCount \(tree.rowCount), rows \(rows.count)") }
    let sectionSnapshot = tree.sectionSnapshot()
    if sectionSnapshot.visibleItems != rows.map(\.id) {
      found.append("sectionSnapshot().visibleItems \(sectionSnapshot.visibleItems)")
    }
    for (index, row) in rows.enumerated() {
      if sectionSnapshot.level(of: row.id) != row.level {
        found.append(
          "sectionSnapshot() has \(row.id) at level \(sectionSnapshot.level(of: row.id))")
      }
      if tree.row(at: index) != row { found.append("row(at: \(index)) is \(tree.row(at: index))") }
      if tree.index(of: row.id) != index {
        found.append("index(of: \(row.id)) is \(String(describing: tree.index(of: row.id)))")
      }
    }
    return found
  }

  func shapeProblems() -> [String] {
    var found: [String] = []
    if tree.count != model.count { found.append("count \(tree.count), expected \(model.count)") }
    if tree.rootItems != model.children[nil]! { found.append("roots \(tree.rootItems)") }
    for id in 0..<idRange {
      let contains = model.contains(id)
      if tree.contains(id) != contains { found.append("contains(\(id)) is \(!contains)") }
      // Questions about a missing identifier trap; `index(of:)` answers `nil`.
      guard contains else {
        if tree.index(of: .node(id)) != nil { found.append("absent \(id) has an index") }
        continue
      }
      if tree.children(of: id) != model.children[id]! {
        found.append(
          "children(of: \(id)) \(tree.children(of: id)), expected \(model.children[id]!)")
      }
      if tree.parent(of: id) != model.parents[id]! { found.append("parent(of: \(id))") }
      if tree.level(of: id) != model.level(of: id) { found.append("level(of: \(id))") }
      if let total = tree.childCount(of: id), total < model.children[id]!.count {
        found.append("childCount(of: \(id)) \(total) below the loaded children")
      }
    }
    return found
  }

  /// The rows the model's shape shows, given the tree's expansion, child counts and footers;
  /// footers must be exactly where children are hidden or still to come.
  func expectedRows() -> [OutlineVisibleRow<Int>] {
    var rows: [OutlineVisibleRow<Int>] = []
    let inFlight = Set(tree.loadsInFlight.map(\.parent))
    func limit(_ expansion: OutlineExpansion) -> Int {
      switch expansion {
      case .collapsed: return 0
      case .all: return Int.max
      case .first(let count): return count
      }
    }
    func visit(_ parent: Int?, level: Int) {
      let children = model.children[parent]!
      let shown = min(
        limit(tree.expansion(of: parent)), children.count)
      for id in children.prefix(shown) {
        rows.append(
          OutlineVisibleRow(
            id: .node(id), level: level,
            content: .node(isExpanded: tree.isExpanded(id), childCount: tree.childCount(of: id))))
        if tree.isExpanded(id) { visit(id, level: level + 1) }
      }
      let total = tree.childCount(of: parent)
      let wantsFooter = shown < children.count || total != children.count
      let footer = tree.footer(of: parent)
      if wantsFooter != (footer != nil) {
        requireNoProblems(
          [
            "footer(of: \(describe(parent))) is \(String(describing: footer)), shown \(shown) of "
              + "\(children.count) loaded, childCount \(String(describing: total))"
          ],
          "footer", calls: calls)
      }
      if (footer == .loading) != inFlight.contains(parent) {
        requireNoProblems(
          [
            "footer(of: \(describe(parent))) is \(String(describing: footer)), "
              + "in flight: \(inFlight)"
          ],
          "loading footer", calls: calls)
      }
      if case .more(let remaining) = footer, remaining != total.map({ $0 - shown }) {
        requireNoProblems(
          [
            "footer(of: \(describe(parent))) shows \(String(describing: remaining)) more, "
              + "shown \(shown), childCount \(String(describing: total))"
          ],
          "footer count", calls: calls)
      }
      if let footer {
        rows.append(
          OutlineVisibleRow(id: .footer(parent: parent), level: level, content: .footer(footer)))
      }
    }
    visit(nil, level: 0)
    let visible = Set(rows.compactMap(\.id.node))
    for id in model.parents.keys where tree.isVisible(id) != visible.contains(id) {
      requireNoProblems(["isVisible(\(id)) is \(tree.isVisible(id))"], "visibility", calls: calls)
    }
    return rows
  }
}
