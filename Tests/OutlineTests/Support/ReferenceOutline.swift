import Outline
import Snapshots

/// The naive outline the tests hold the real one against: a dictionary of nodes, re-flattened
/// from scratch for every question, diffed with the shared engine. Same semantics, no cleverness.
struct ReferenceOutline {
  enum Load: Equatable { case idle, loading, failed }

  struct Node {
    var parent: Int?
    var children: [Int] = []
    /// Children not loaded: 0, a count, or -1 unknown.
    var remaining = 0
    /// 0 collapsed, `all`, or a count.
    var limit = 0
    var load = Load.idle
    /// The generation of the load in flight.
    var generation = 0

    var shown: Int { min(limit, children.count) }
    var isRoot = false
    var wantsFooter: Bool { (limit > 0 || isRoot) && (shown < children.count || remaining != 0) }
    var wantsLoad: Bool { load == .idle && remaining != 0 && limit > children.count }
  }

  static let all = Int(Int32.max)
  static let root = -1

  var nodes: [Int: Node] = [
    ReferenceOutline.root: Node(parent: nil, limit: ReferenceOutline.all, isRoot: true)
  ]
  var configuration: OutlineConfiguration<Int>
  /// Loads started by the current operation: (parent, offset, count).
  var started: [Request] = []
  var generationCounter = 0

  struct Request: Hashable, Comparable {
    var parent: Int
    var offset: Int
    var count: Int
    static func < (a: Request, b: Request) -> Bool {
      (a.parent, a.offset, a.count) < (b.parent, b.offset, b.count)
    }
  }

  init(configuration: OutlineConfiguration<Int>) {
    self.configuration = configuration
  }

  func contains(_ id: Int) -> Bool { id != Self.root && nodes[id] != nil }

  func level(_ id: Int) -> Int {
    var level = -1
    var current: Int? = id
    while let node = current, node != Self.root {
      level += 1
      current = nodes[node]!.parent
    }
    return level
  }

  func subtree(_ id: Int) -> [Int] {
    var result: [Int] = []
    var stack = [id]
    while let node = stack.popLast() {
      result.append(node)
      stack += nodes[node]!.children.reversed()
    }
    return result
  }

  // MARK: Rows

  func rows() -> [OutlineVisibleRow<Int>] {
    var result: [OutlineVisibleRow<Int>] = []
    func visit(_ id: Int, depth: Int) {
      let node = nodes[id]!
      if id != Self.root {
        result.append(
          OutlineVisibleRow(
            id: .node(id), depth: depth,
            content: .node(
              isExpanded: node.limit > 0,
              childCount: node.remaining < 0 ? nil : node.children.count + node.remaining)))
      }
      for child in node.children.prefix(node.shown) { visit(child, depth: depth + 1) }
      if node.wantsFooter {
        let footer: OutlineFooter
        switch node.load {
        case .loading: footer = .loading
        case .failed: footer = .failed
        case .idle:
          footer = .more(
            remaining: node.remaining < 0 ? nil : node.children.count - node.shown + node.remaining)
        }
        result.append(
          OutlineVisibleRow(
            id: .footer(parent: id == Self.root ? nil : id), depth: depth + 1,
            content: .footer(footer)))
      }
    }
    visit(Self.root, depth: -1)
    return result
  }

  // MARK: Loads

  mutating func startLoadIfWanted(_ id: Int) {
    guard nodes[id]!.wantsLoad else { return }
    nodes[id]!.load = .loading
    generationCounter += 1
    nodes[id]!.generation = generationCounter
    let node = nodes[id]!
    let count =
      node.limit == Self.all
      ? configuration.batchSize(under: id == Self.root ? nil : id, level: level(id) + 1)
      : node.limit - node.children.count
    started.append(Request(parent: id, offset: node.children.count, count: max(1, count)))
  }

  // MARK: Expansion

  mutating func setLimit(_ id: Int, _ limit: Int) {
    nodes[id]!.limit = limit
    startLoadIfWanted(id)
  }

  mutating func expand(_ id: Int) {
    guard contains(id), nodes[id]!.limit == 0 else { return }
    setLimit(id, Int(configuration.initialExpansion(of: id, level: level(id)).limitForTests))
  }

  mutating func collapse(_ id: Int, reset: Bool) {
    guard contains(id) else { return }
    nodes[id]!.limit = 0
    if reset { for node in subtree(id) { nodes[node]!.limit = 0 } }
  }

  mutating func showMore(_ id: Int, count: Int?) {
    guard let node = nodes[id], id == Self.root || contains(id) else { return }
    if node.load == .failed {
      retry(id)
      return
    }
    guard node.limit > 0 || node.isRoot, node.load == .idle, node.wantsFooter,
      node.limit != Self.all || node.remaining != 0
    else { return }
    if node.limit == Self.all {
      startLoadIfWanted(id)
      return
    }
    let batch =
      count ?? configuration.batchSize(under: id == Self.root ? nil : id, level: level(id) + 1)
    setLimit(id, min(node.shown + max(1, batch), Self.all - 1))
  }

  mutating func expandAll(_ id: Int) {
    for node in subtree(id) where !nodes[node]!.children.isEmpty {
      let record = nodes[node]!
      nodes[node]!.limit = max(
        record.limit, record.remaining == 0 ? Self.all : record.children.count)
    }
  }

  mutating func collapseAll(_ id: Int) {
    for node in subtree(id) where node != Self.root { nodes[node]!.limit = 0 }
  }

  mutating func restore(_ state: OutlineState<Int>) -> [Int] {
    var dropped: [Int] = []
    for id in state.expandedIdentifiers where !contains(id) { dropped.append(id) }
    for id in nodes.keys where id != Self.root {
      nodes[id]!.limit = Int(state[id].limitForTests)
    }
    for id in nodes.keys.sorted() { startLoadIfWanted(id) }
    return dropped
  }

  var state: OutlineState<Int> {
    var state = OutlineState<Int>()
    for id in subtree(Self.root).dropFirst() where nodes[id]!.limit > 0 {
      let limit = nodes[id]!.limit
      state[id] = limit == Self.all ? .all : .first(limit)
    }
    return state
  }
}

extension OutlineExpansion {
  var limitForTests: Int32 {
    switch self {
    case .collapsed: return 0
    case .all: return Int32.max
    case .first(let count): return Int32(max(0, min(count, Int(Int32.max) - 1)))
    }
  }
}
