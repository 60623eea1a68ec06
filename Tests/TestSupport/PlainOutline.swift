import Outline

/// The outline as plain nested values, which the random tests hold `OutlineTree` against.
///
/// Nothing here follows the engine: no limits, no slots, no row index, no code shared with it.
/// Each node is a value that holds its loaded children as values. A node's window is which of
/// its children are in it — a flag on each child — plus how many places it keeps beyond the
/// loaded children, for a load to fill. Rows, expansion, state and loads are all derived from
/// scratch by walking the values. The rule of each operation is the documented one, said in
/// terms of which children show:
///
/// - Inserted before a child in the window, new children join the window; appended while the
///   window has places beyond the loaded children, they take those places; else they hide.
/// - A child that leaves (deleted, or moved away) leaves the window; nothing joins instead.
///   A node whose window becomes empty is collapsed.
/// - A moved child is in the window if the child after it is; or if it was shown, stays under
///   the same parent and the child before it is shown (or it went first); or if it went last
///   under a parent with places to spare. Its subtree travels with it unchanged.
/// - A loaded page goes into the places the window kept for it.
/// - Replacing children keeps the size of the window of every node that comes back.
public struct PlainOutline {
  enum Load: Equatable { case idle, loading, failed }

  struct Node {
    var id: Int
    var children: [Node] = []
    /// Children not loaded: 0 none, a count, or -1 for an unknown number.
    var more = 0
    /// Whether the node shows children (the invisible root always does).
    var open = false
    /// Whether every child shows, including those loaded later.
    var everything = false
    /// Whether this node is in its parent's window.
    var inWindow = false
    /// Window places beyond the loaded children.
    var extra = 0
    var load = Load.idle
    var generation = 0

    init(id: Int) { self.id = id }

    /// A collapsed node built from a description.
    init(_ tree: ReferenceSubtree) {
      id = tree.id
      more = tree.remaining
      children = tree.children.map(Node.init)
    }

    func shows(_ child: Node) -> Bool { open && (everything || child.inWindow) }

    var hiddenCount: Int { children.filter { !shows($0) }.count }

    var expansion: OutlineExpansion {
      if !open { return .collapsed }
      if everything { return .all }
      let count = children.filter(\.inWindow).count + extra
      return count == 0 ? .collapsed : .first(count)
    }

    var wantsLoad: Bool { load == .idle && more != 0 && open && (everything || extra > 0) }
  }

  public struct Request: Hashable {
    public var parent: Int?
    public var offset: Int
    public var count: Int

    public init(parent: Int?, offset: Int, count: Int) {
      self.parent = parent
      self.offset = offset
      self.count = count
    }
  }

  /// The counts a window saturates at (what `OutlineExpansion.first(_:)` documents).
  public static let largestWindow = 2_147_483_646
  public static let rootID = Int.min

  var root: Node
  public var configuration: OutlineConfiguration<Int>
  /// Loads the current operation started.
  public var started: Set<Request> = []
  var generationCounter = 0

  /// An outline built from root descriptions; `more` roots wait on the server.
  init(roots: [ReferenceSubtree], more: Int, configuration: OutlineConfiguration<Int>) {
    self.configuration = configuration
    root = Node(id: Self.rootID)
    root.children = roots.map(Node.init)
    root.more = more
    root.open = true
    if more == 0 {
      root.everything = true
    } else {
      // Paged roots show what is loaded, or a first batch when nothing is.
      Self.setWindow(
        &root, roots.isEmpty ? batchSize(under: nil, level: 0) : roots.count, isRoot: true)
    }
    startLoadIfWanted([])
  }

  // MARK: Configuration, read field by field

  public func batchSize(under parent: Int?, level: Int) -> Int {
    let size =
      parent.flatMap { configuration.batchSizeByNode[$0] } ?? configuration.batchSizeByLevel[level]
      ?? configuration.batchSize
    return max(1, size)
  }

  public func initialExpansion(of id: Int, level: Int) -> OutlineExpansion {
    let expansion =
      configuration.initialExpansionByNode[id] ?? configuration.initialExpansionByLevel[level]
      ?? configuration.initialExpansion
    switch expansion {
    case .collapsed: return .all
    case .first(let count) where count <= 0: return .all
    default: return expansion
    }
  }

  // MARK: Finding nodes

  /// The child indices from the invisible root down to a node; `[]` for `nil` (the roots).
  public func path(to id: Int?) -> [Int]? {
    guard let id else { return [] }
    // Depth first from a stack of the nodes walked, each with the next child to look at; the
    // path is the child index of each node on the stack below the root.
    var walked: [(node: Node, next: Int)] = [(root, 0)]
    var path: [Int] = []
    while let (node, index) = walked.last {
      guard index < node.children.count else {
        walked.removeLast()
        _ = path.popLast()
        continue
      }
      walked[walked.count - 1].next = index + 1
      let child = node.children[index]
      if child.id == id { return path + [index] }
      if !child.children.isEmpty {
        walked.append((child, 0))
        path.append(index)
      }
    }
    return nil
  }

  subscript(path: [Int]) -> Node {
    var node = root
    for index in path { node = node.children[index] }
    return node
  }

  mutating func modify(_ path: [Int], _ body: (inout Node) -> Void) {
    func descend(_ node: inout Node, _ rest: ArraySlice<Int>) {
      guard let first = rest.first else { return body(&node) }
      descend(&node.children[first], rest.dropFirst())
    }
    descend(&root, path[...])
  }

  func identifier(at path: [Int]) -> Int? { path.isEmpty ? nil : self[path].id }

  public func contains(_ id: Int) -> Bool { path(to: id) != nil }

  public func children(of id: Int?) -> [Int]? { path(to: id).map { self[$0].children.map(\.id) } }

  /// The level of a node (0 for a root), or `nil` when it is not there.
  public func level(of id: Int) -> Int? { path(to: id).map { $0.count - 1 } }

  public func parent(of id: Int) -> Int?? {
    path(to: id).map { identifier(at: Array($0.dropLast())) }
  }

  /// Every node identifier, depth-first.
  public var identifiers: [Int] {
    var result: [Int] = []
    var stack = Array(root.children.reversed())
    while let node = stack.popLast() {
      result.append(node.id)
      stack += node.children.reversed()
    }
    return result
  }

  /// Every identifier below a node (`nil`: all of them), depth-first.
  public func identifiers(below id: Int?) -> [Int] {
    guard let path = path(to: id) else { return [] }
    var result: [Int] = []
    var stack = Array(self[path].children.reversed())
    while let node = stack.popLast() {
      result.append(node.id)
      stack += node.children.reversed()
    }
    return result
  }

  public func isAncestor(_ ancestor: Int, ofOrSame id: Int) -> Bool {
    guard let path = path(to: id) else { return false }
    return (1...path.count).contains { self[Array(path.prefix($0))].id == ancestor }
  }

  // MARK: Derived views

  public func rows() -> [OutlineVisibleRow<Int>] {
    var result: [OutlineVisibleRow<Int>] = []
    func visit(_ node: Node, level: Int) {
      if node.id != Self.rootID {
        result.append(
          OutlineVisibleRow(
            id: .node(node.id), level: level,
            content: .node(
              isExpanded: node.expansion.isExpanded,
              childCount: node.more < 0 ? nil : node.children.count + node.more)))
      }
      for child in node.children where node.shows(child) { visit(child, level: level + 1) }
      let hidden = node.hiddenCount
      if node.open && (hidden > 0 || node.more != 0) {
        let footer: OutlineFooter
        switch node.load {
        case .loading: footer = .loading
        case .failed: footer = .failed
        case .idle: footer = .more(remaining: node.more < 0 ? nil : hidden + node.more)
        }
        result.append(
          OutlineVisibleRow(
            id: .footer(parent: node.id == Self.rootID ? nil : node.id), level: level + 1,
            content: .footer(footer)))
      }
    }
    visit(root, level: -1)
    return result
  }

  public var state: OutlineState<Int> {
    var state = OutlineState<Int>()
    var stack = Array(root.children.reversed())
    while let node = stack.popLast() {
      state[node.id] = node.expansion
      stack += node.children.reversed()
    }
    return state
  }

  public var rootExpansion: OutlineExpansion { root.expansion }

  public func expansion(of id: Int) -> OutlineExpansion {
    path(to: id).map { self[$0].expansion } ?? .collapsed
  }

  public func childCount(of id: Int?) -> Int? {
    guard let path = path(to: id) else { return nil }
    let node = self[path]
    return node.more < 0 ? nil : node.children.count + node.more
  }

  public func awaits(_ parent: Int?, generation: Int) -> Bool {
    guard let path = path(to: parent) else { return false }
    return self[path].load == .loading && self[path].generation == generation
  }

  public func generation(of parent: Int?) -> Int {
    path(to: parent).map { self[$0].generation } ?? 0
  }

  // MARK: Windows

  static func close(_ node: inout Node, isRoot: Bool) {
    node.open = isRoot
    node.everything = false
    node.extra = 0
    for index in node.children.indices { node.children[index].inWindow = false }
  }

  /// Puts the first `count` children in the window (and keeps the rest of the count as places
  /// beyond the loaded children); a count of 0 or less collapses.
  static func setWindow(_ node: inout Node, _ count: Int, isRoot: Bool) {
    let count = min(count, largestWindow)
    if count <= 0 { return close(&node, isRoot: isRoot) }
    node.open = true
    node.everything = false
    for index in node.children.indices { node.children[index].inWindow = index < count }
    node.extra = max(0, count - node.children.count)
  }

  static func collapses(_ expansion: OutlineExpansion) -> Bool {
    switch expansion {
    case .collapsed: return true
    case .all: return false
    case .first(let count): return count <= 0
    }
  }

  static func apply(_ expansion: OutlineExpansion, to node: inout Node, isRoot: Bool) {
    switch expansion {
    case .collapsed: close(&node, isRoot: isRoot)
    case .all:
      close(&node, isRoot: isRoot)
      node.open = true
      node.everything = true
    case .first(let count): setWindow(&node, count, isRoot: isRoot)
    }
  }

  /// A window that grew past the largest size gives up places beyond the loaded children.
  static func cap(_ node: inout Node) {
    guard node.open && !node.everything else { return }
    let inWindow = node.children.filter(\.inWindow).count
    node.extra = max(0, min(node.extra, largestWindow - inWindow))
  }

  /// A node (not the root) whose window emptied is collapsed.
  static func settle(_ node: inout Node, isRoot: Bool) {
    if !isRoot && node.open && node.expansion == .collapsed { close(&node, isRoot: false) }
  }

  mutating func startLoadIfWanted(_ path: [Int]) {
    let node = self[path]
    guard node.wantsLoad else { return }
    generationCounter += 1
    let generation = generationCounter
    modify(path) {
      $0.load = .loading
      $0.generation = generation
    }
    let id = identifier(at: path)
    let count = node.everything ? batchSize(under: id, level: path.count) : node.extra
    started.insert(Request(parent: id, offset: node.children.count, count: max(1, count)))
  }

  /// Starts the loads every node of a subtree asks for, the node first.
  mutating func startLoadsIfWanted(below path: [Int]) {
    var stack = [path]
    while let current = stack.popLast() {
      startLoadIfWanted(current)
      for index in self[current].children.indices.reversed() { stack.append(current + [index]) }
    }
  }

  // MARK: Operations

  public mutating func expand(_ id: Int) {
    guard let path = path(to: id), self[path].expansion == .collapsed else { return }
    let expansion = initialExpansion(of: id, level: path.count - 1)
    modify(path) { Self.apply(expansion, to: &$0, isRoot: false) }
    startLoadIfWanted(path)
  }

  public mutating func collapse(_ id: Int, reset: Bool) {
    guard let path = path(to: id) else { return }
    modify(path) { node in
      Self.close(&node, isRoot: false)
      guard reset else { return }
      var stack: [WritableKeyPath<Node, Node>] = node.children.indices.map { \Node.children[$0] }
      while let child = stack.popLast() {
        Self.close(&node[keyPath: child], isRoot: false)
        stack += node[keyPath: child].children.indices.map {
          child.appending(path: \Node.children[$0])
        }
      }
    }
  }

  public mutating func setExpansion(of id: Int?, to expansion: OutlineExpansion) {
    guard let path = path(to: id) else { return }
    if path.isEmpty && Self.collapses(expansion) { return }
    if self[path].expansion == expansion { return }
    modify(path) { Self.apply(expansion, to: &$0, isRoot: path.isEmpty) }
    startLoadIfWanted(path)
  }

  public mutating func showMore(_ id: Int?, count: Int?) {
    guard let path = path(to: id) else { return }
    let node = self[path]
    if node.load == .failed { return retry(id) }
    let hidden = node.hiddenCount
    guard node.open, node.load == .idle, hidden > 0 || node.more != 0 else { return }
    if node.everything { return startLoadIfWanted(path) }
    let shown = node.children.count - hidden
    let batch = max(1, count ?? batchSize(under: id, level: path.count))
    let (sum, overflow) = shown.addingReportingOverflow(batch)
    modify(path) { Self.setWindow(&$0, overflow ? Int.max : sum, isRoot: path.isEmpty) }
    startLoadIfWanted(path)
  }

  public mutating func expandAll(_ id: Int?) {
    guard let path = path(to: id) else { return }
    modify(path) { top in
      var stack: [WritableKeyPath<Node, Node>] = [\.self]
      while let key = stack.popLast() {
        let node = top[keyPath: key]
        if !node.children.isEmpty {
          if node.more == 0 {
            Self.apply(.all, to: &top[keyPath: key], isRoot: node.id == Self.rootID)
          } else if !node.everything {
            let count: Int
            if case .first(let current) = node.expansion { count = current } else { count = 0 }
            Self.setWindow(
              &top[keyPath: key], max(count, node.children.count), isRoot: node.id == Self.rootID)
          }
        }
        stack += node.children.indices.map { key.appending(path: \Node.children[$0]) }
      }
    }
  }

  public mutating func collapseAll(_ id: Int?) {
    guard let path = path(to: id) else { return }
    modify(path) { top in
      var stack: [WritableKeyPath<Node, Node>] = [\.self]
      while let key = stack.popLast() {
        if top[keyPath: key].id != Self.rootID { Self.close(&top[keyPath: key], isRoot: false) }
        stack += top[keyPath: key].children.indices.map { key.appending(path: \Node.children[$0]) }
      }
    }
  }

  public mutating func insert(_ trees: [ReferenceSubtree], under parent: Int?, at index: Int) {
    guard let path = path(to: parent) else { return }
    modify(path) { node in
      var added = trees.map(Node.init)
      if node.open && !node.everything {
        if index < node.children.count && node.children[index].inWindow {
          for i in added.indices { added[i].inWindow = true }
        } else if index == node.children.count {
          for i in added.indices where i < node.extra { added[i].inWindow = true }
          node.extra -= min(node.extra, added.count)
        }
      }
      node.children.insert(contentsOf: added, at: index)
      Self.cap(&node)
    }
  }

  /// Takes a node out of its parent, which settles; returns it.
  mutating func takeOut(_ path: [Int]) -> Node {
    var taken = Node(id: 0)
    modify(Array(path.dropLast())) { parent in
      taken = parent.children.remove(at: path.last!)
      Self.settle(&parent, isRoot: path.count == 1)
    }
    taken.inWindow = false
    return taken
  }

  public mutating func delete(_ ids: [Int]) {
    let present = ids.filter(contains)
    let listed = Set(present)
    var targets: [Int] = []
    for id in present where !targets.contains(id) {
      let path = path(to: id)!
      let covered = (1..<path.count).contains { listed.contains(self[Array(path.prefix($0))].id) }
      if !covered { targets.append(id) }
    }
    for id in targets {
      let path = path(to: id)!
      _ = takeOut(path)
      startLoadIfWanted(Array(path.dropLast()))
    }
  }

  public mutating func move(_ id: Int, to parent: Int?, at index: Int) {
    guard let from = path(to: id), path(to: parent) != nil else { return }
    let oldParent = identifier(at: Array(from.dropLast()))
    if oldParent == parent && from.last! == index { return }
    let wasShown = self[Array(from.dropLast())].shows(self[from])
    var moving = self[from]
    // Take it out without settling first: staying under the same parent may keep the window.
    modify(Array(from.dropLast())) { $0.children.remove(at: from.last!) }
    let to = path(to: parent)!
    let samePlace = oldParent == parent
    modify(to) { node in
      moving.inWindow = false
      if node.open && !node.everything {
        let next = index < node.children.count ? node.children[index] : nil
        let previous = index > 0 ? node.children[index - 1] : nil
        if next?.inWindow == true {
          moving.inWindow = true
        } else if samePlace && wasShown && (previous.map(node.shows) ?? true) {
          moving.inWindow = true
        } else if next == nil && node.extra > 0 {
          moving.inWindow = true
          node.extra -= 1
        }
      }
      node.children.insert(moving, at: index)
      Self.cap(&node)
    }
    let source = path(to: oldParent)!
    modify(source) { Self.settle(&$0, isRoot: source.isEmpty) }
    startLoadIfWanted(source)
    startLoadIfWanted(path(to: parent)!)
  }

  public mutating func finishLoading(_ parent: Int?, page: [ReferenceSubtree], total: Int?) {
    var fresh: [ReferenceSubtree] = []
    for tree in page where !contains(tree.id) && !fresh.contains(where: { $0.id == tree.id }) {
      fresh.append(tree)
    }
    let path = path(to: parent)!
    modify(path) { node in
      node.load = .idle
      let loaded = node.children.count
      node.more = total.map { max(0, $0 - loaded - fresh.count) } ?? -1
      for tree in fresh {
        var child = Node(tree)
        if node.open && !node.everything && node.extra > 0 {
          child.inWindow = true
          node.extra -= 1
        }
        node.children.append(child)
      }
    }
    startLoadIfWanted(path)
  }

  public mutating func fail(_ parent: Int?) {
    guard let path = path(to: parent) else { return }
    modify(path) { $0.load = .failed }
  }

  public mutating func retry(_ parent: Int?) {
    guard let path = path(to: parent), self[path].load == .failed else { return }
    modify(path) { $0.load = .idle }
    startLoadIfWanted(path)
  }

  public mutating func replaceChildren(of parent: Int?, with trees: [ReferenceSubtree], more: Int) {
    guard let path = path(to: parent) else { return }
    var kept: [Int: OutlineExpansion] = [:]
    for id in identifiers(below: parent) { kept[id] = expansion(of: id) }
    let isRoot = path.isEmpty
    let defaultBatch = batchSize(under: nil, level: 0)
    modify(path) { node in
      var size = node.expansion
      if isRoot && more != 0 && size == .all {
        // Paged roots show what is loaded, or a first batch when nothing is.
        size = .first(trees.isEmpty ? defaultBatch : trees.count)
      }
      node.children = trees.map(Node.init)
      node.more = more
      node.load = .idle
      if node.open { Self.apply(size, to: &node, isRoot: isRoot) }
      var stack: [WritableKeyPath<Node, Node>] = node.children.indices.map { \Node.children[$0] }
      while let key = stack.popLast() {
        if let expansion = kept[node[keyPath: key].id] {
          Self.apply(expansion, to: &node[keyPath: key], isRoot: false)
        }
        stack += node[keyPath: key].children.indices.map { key.appending(path: \Node.children[$0]) }
      }
    }
    startLoadsIfWanted(below: path)
  }

  /// Returns the identifiers of the state that are not in the outline.
  public mutating func restore(_ state: OutlineState<Int>) -> [Int] {
    let dropped = state.expandedItems.filter { !contains($0) }
    modify([]) { top in
      var stack: [WritableKeyPath<Node, Node>] = top.children.indices.map { \Node.children[$0] }
      while let key = stack.popLast() {
        Self.apply(state[top[keyPath: key].id], to: &top[keyPath: key], isRoot: false)
        stack += top[keyPath: key].children.indices.map { key.appending(path: \Node.children[$0]) }
      }
    }
    startLoadsIfWanted(below: [])
    return dropped
  }
}
