/// A deliberately plain model of an outline, used to check `SectionSnapshot` against.
///
/// Nested arrays of nodes plus a set of expanded items; every query walks the whole forest and
/// every mutation rebuilds paths, so it is slow and obviously right. Mutations assume valid
/// arguments (the tests check traps separately).
public struct ReferenceForest<Item: Hashable>: Equatable {
  /// An item and its children.
  public typealias Node = ForestNode<Item>

  /// One row of the depth-first listing.
  public struct Entry: Equatable {
    public var item: Item
    public var level: Int
    public var parent: Item?
    public var isVisible: Bool
    public var isExpanded: Bool
  }

  public var roots: [Node]
  public var expanded: Set<Item>

  public init(roots: [Node] = [], expanded: Set<Item> = []) {
    self.roots = roots
    self.expanded = expanded
  }

  // MARK: Queries

  /// Every item depth-first with its level, parent, visibility and flag.
  public var entries: [Entry] {
    var result: [Entry] = []
    func walk(_ nodes: [Node], level: Int, parent: Item?, visible: Bool) {
      for node in nodes {
        let isExpanded = expanded.contains(node.item)
        result.append(
          Entry(
            item: node.item, level: level, parent: parent, isVisible: visible,
            isExpanded: isExpanded))
        walk(node.children, level: level + 1, parent: node.item, visible: visible && isExpanded)
      }
    }
    walk(roots, level: 0, parent: nil, visible: true)
    return result
  }

  public var items: [Item] { entries.map(\.item) }
  public var visibleItems: [Item] { entries.filter(\.isVisible).map(\.item) }
  public var expandedItems: [Item] { entries.filter(\.isExpanded).map(\.item) }
  public var rootItems: [Item] { roots.map(\.item) }
  public var isEmpty: Bool { roots.isEmpty }

  public func entry(_ item: Item) -> Entry? { entries.first { $0.item == item } }
  public func contains(_ item: Item) -> Bool { entry(item) != nil }
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

  /// The children of `parent`, or the roots for `nil`.
  public func children(of parent: Item?) -> [Item] {
    guard let parent else { return rootItems }
    return node(at: path(to: parent)!).children.map(\.item)
  }

  /// The items of the subtree at `item`, itself included.
  public func subtreeItems(_ item: Item) -> [Item] {
    ReferenceForest(roots: [node(at: path(to: item)!)]).items
  }

  /// The visual description in the package's format.
  public func visualDescription() -> String {
    entries.map { entry in
      String(repeating: "  ", count: entry.level) + (entry.isExpanded ? "+" : "-")
        + (entry.isVisible ? "*" : " ") + String(describing: entry.item)
    }.joined(separator: "\n")
  }

  /// The subtree of `parent` re-rooted: its children as roots, or itself as the only root.
  public func subforest(of parent: Item, includingParent: Bool) -> ReferenceForest {
    let node = node(at: path(to: parent)!)
    let roots = includingParent ? [node] : node.children
    let kept = Set(ReferenceForest(roots: roots).items)
    return ReferenceForest(roots: roots, expanded: expanded.intersection(kept))
  }

  // MARK: Mutations

  public mutating func append(_ items: [Item], to parent: Item?) {
    let nodes = items.map { Node($0) }
    guard let parent else {
      roots += nodes
      return
    }
    modifyNode(at: path(to: parent)!) { $0.children += nodes }
  }

  public mutating func insert(_ items: [Item], before item: Item) {
    insert(ReferenceForest(roots: items.map { Node($0) }), before: item)
  }

  public mutating func insert(_ items: [Item], after item: Item) {
    insert(ReferenceForest(roots: items.map { Node($0) }), after: item)
  }

  public mutating func insert(_ forest: ReferenceForest, before item: Item) {
    let path = path(to: item)!
    modifySiblings(of: path) { $0.insert(contentsOf: forest.roots, at: path.last!) }
    expanded.formUnion(forest.expanded)
  }

  public mutating func insert(_ forest: ReferenceForest, after item: Item) {
    let path = path(to: item)!
    modifySiblings(of: path) { $0.insert(contentsOf: forest.roots, at: path.last! + 1) }
    expanded.formUnion(forest.expanded)
  }

  public mutating func delete(_ items: [Item]) {
    for item in items {
      guard let path = path(to: item) else { continue }
      let removed = subtreeItems(item)
      modifySiblings(of: path) { $0.remove(at: path.last!) }
      expanded.subtract(removed)
    }
  }

  public mutating func replace(childrenOf parent: Item, using forest: ReferenceForest) {
    let path = path(to: parent)!
    for child in node(at: path).children { expanded.subtract(subtreeItems(child.item)) }
    modifyNode(at: path) { $0.children = forest.roots }
    expanded.formUnion(forest.expanded)
  }

  public mutating func expand(_ items: [Item]) {
    for item in items where contains(item) { expanded.insert(item) }
  }

  public mutating func collapse(_ items: [Item]) {
    for item in items { expanded.remove(item) }
  }

  // MARK: Paths

  /// The child offsets leading from the roots to `item`.
  public func path(to item: Item) -> [Int]? {
    func search(_ nodes: [Node], _ prefix: [Int]) -> [Int]? {
      for (offset, node) in nodes.enumerated() {
        if node.item == item { return prefix + [offset] }
        if let found = search(node.children, prefix + [offset]) { return found }
      }
      return nil
    }
    return search(roots, [])
  }

  public func node(at path: [Int]) -> Node {
    var node = roots[path[0]]
    for offset in path.dropFirst() { node = node.children[offset] }
    return node
  }

  private mutating func modifyNode(at path: [Int], _ body: (inout Node) -> Void) {
    func descend(_ nodes: inout [Node], _ path: ArraySlice<Int>) {
      if path.count == 1 {
        body(&nodes[path.first!])
      } else {
        descend(&nodes[path.first!].children, path.dropFirst())
      }
    }
    descend(&roots, path[...])
  }

  private mutating func modifySiblings(of path: [Int], _ body: (inout [Node]) -> Void) {
    if path.count == 1 {
      body(&roots)
    } else {
      modifyNode(at: Array(path.dropLast())) { body(&$0.children) }
    }
  }
}
