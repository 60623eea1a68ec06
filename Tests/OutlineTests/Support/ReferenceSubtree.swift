import Outline

/// A subtree to add: an identifier and what is known of its children.
struct ReferenceSubtree: Hashable {
  var id: Int
  var children: [ReferenceSubtree] = []
  /// -1 unknown, else the number not loaded.
  var remaining = 0

  var description: OutlineChildren<ReferenceSubtree> {
    if remaining < 0 { return .page(children, hasMore: true) }
    return .page(children, total: children.count + remaining)
  }

  var allIDs: [Int] { [id] + children.flatMap(\.allIDs) }
}

extension ReferenceOutline {
  /// Adds the records of subtrees (collapsed, unless `limits` remembers them), depth-first,
  /// and returns their identifiers in that order.
  mutating func add(
    _ trees: [ReferenceSubtree], under parent: Int, limits: [Int: Int] = [:]
  ) -> [Int] {
    var added: [Int] = []
    for tree in trees {
      nodes[tree.id] = Node(parent: parent, remaining: tree.remaining, limit: limits[tree.id] ?? 0)
      added.append(tree.id)
      nodes[tree.id]!.children = tree.children.map(\.id)
      added += add(tree.children, under: tree.id, limits: limits)
    }
    return added
  }

  mutating func insert(_ trees: [ReferenceSubtree], under parent: Int, at index: Int) {
    var node = nodes[parent]!
    if index < node.shown && node.limit != Self.all {
      node.limit = min(node.limit + trees.count, Self.all - 1)
    }
    node.children.insert(contentsOf: trees.map(\.id), at: index)
    nodes[parent] = node
    let added = add(trees, under: parent)
    for id in added { startLoadIfWanted(id) }
  }

  mutating func unlink(_ id: Int) {
    let parent = nodes[id]!.parent!
    let index = nodes[parent]!.children.firstIndex(of: id)!
    if index < nodes[parent]!.shown && nodes[parent]!.limit != Self.all {
      nodes[parent]!.limit -= 1
    }
    nodes[parent]!.children.remove(at: index)
  }

  mutating func delete(_ ids: [Int]) {
    let listed = Set(ids.filter(contains))
    var targets: [Int] = []
    for id in ids where listed.contains(id) && !targets.contains(id) {
      var ancestor = nodes[id]!.parent
      var covered = false
      while let node = ancestor, node != Self.root {
        if listed.contains(node) { covered = true }
        ancestor = nodes[node]!.parent
      }
      if !covered { targets.append(id) }
    }
    for id in targets {
      let parent = nodes[id]!.parent!
      let doomed = subtree(id)
      unlink(id)
      for node in doomed { nodes[node] = nil }
      startLoadIfWanted(parent)
    }
  }

  func isAncestor(_ ancestor: Int, of id: Int) -> Bool {
    var current: Int? = id
    while let node = current {
      if node == ancestor { return true }
      current = nodes[node]?.parent
    }
    return false
  }

  mutating func move(_ id: Int, to parent: Int, at index: Int) {
    let oldParent = nodes[id]!.parent!
    if oldParent == parent && nodes[parent]!.children.firstIndex(of: id) == index { return }
    unlink(id)
    if index < nodes[parent]!.shown && nodes[parent]!.limit != Self.all {
      nodes[parent]!.limit = min(nodes[parent]!.limit + 1, Self.all - 1)
    }
    nodes[parent]!.children.insert(id, at: index)
    nodes[id]!.parent = parent
    startLoadIfWanted(oldParent)
    startLoadIfWanted(parent)
  }

  func awaits(_ parent: Int, generation: Int) -> Bool {
    guard let node = nodes[parent] else { return false }
    return node.load == .loading && node.generation == generation
  }

  mutating func finishLoading(_ parent: Int, page: [ReferenceSubtree], total: Int?) {
    let fresh = page.filter { !contains($0.id) }
    nodes[parent]!.load = .idle
    let loaded = nodes[parent]!.children.count
    nodes[parent]!.remaining = total.map { max(0, $0 - loaded - fresh.count) } ?? -1
    nodes[parent]!.children += fresh.map(\.id)
    let added = add(fresh, under: parent)
    for id in added { startLoadIfWanted(id) }
    startLoadIfWanted(parent)
  }

  mutating func fail(_ parent: Int) { nodes[parent]!.load = .failed }

  mutating func retry(_ parent: Int) {
    guard nodes[parent]?.load == .failed else { return }
    nodes[parent]!.load = .idle
    startLoadIfWanted(parent)
  }

  mutating func replaceChildren(of parent: Int, with trees: [ReferenceSubtree], remaining: Int) {
    var limits: [Int: Int] = [:]
    for node in subtree(parent).dropFirst() {
      limits[node] = nodes[node]!.limit
      nodes[node] = nil
    }
    nodes[parent]!.children = trees.map(\.id)
    nodes[parent]!.remaining = remaining
    nodes[parent]!.load = .idle
    if parent == Self.root && remaining != 0 && nodes[parent]!.limit == Self.all {
      nodes[parent]!.limit = max(1, trees.count)
    }
    let added = add(trees, under: parent, limits: limits)
    for id in added { startLoadIfWanted(id) }
    startLoadIfWanted(parent)
  }
}
