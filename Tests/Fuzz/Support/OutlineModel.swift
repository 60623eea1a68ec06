import Outline

/// A node description for building and growing an `OutlineTree<Int>` by models: its
/// identifier and what is known of its children.
public struct OutlineNodeSpec: CustomStringConvertible {
  public var id: Int
  public var children: OutlineChildren<OutlineNodeSpec>

  public init(id: Int, children: OutlineChildren<OutlineNodeSpec> = .leaf) {
    self.id = id
    self.children = children
  }

  /// This identifier and every loaded one below it, depth-first.
  public var allIDs: [Int] { [id] + children.loaded.flatMap(\.allIDs) }

  public var description: String {
    let loaded = children.loaded.isEmpty ? "" : "\(children.loaded)"
    switch children.total {
    case nil: return "\(id)\(loaded)+?"
    case let total? where total > children.loaded.count: return "\(id)\(loaded)+\(total)"
    default: return "\(id)\(loaded)"
    }
  }
}

/// The shape of an outline, kept by plain dictionaries: which nodes exist, and their loaded
/// children in order. It knows nothing of rows, expansion or loading; the fuzz target derives
/// the visible rows from this shape and the tree's per-node answers, and checks the tree's row
/// index against that.
public struct OutlineModel {
  /// Loaded children by parent; `nil` is the roots.
  public private(set) var children: [Int?: [Int]] = [nil: []]
  /// Parent by node; a root maps to `.some(nil)`.
  public private(set) var parents: [Int: Int?] = [:]

  public init() {}

  public func contains(_ id: Int) -> Bool { parents[id] != nil }
  public var count: Int { parents.count }

  public func level(of id: Int) -> Int {
    var level = 0
    var current = parents[id]!
    while let parent = current {
      level += 1
      current = parents[parent]!
    }
    return level
  }

  /// Whether `ancestor` is `id` or above it.
  public func isAncestor(_ ancestor: Int, of id: Int) -> Bool {
    var current: Int? = id
    while let node = current {
      if node == ancestor { return true }
      current = parents[node]!
    }
    return false
  }

  /// `id` and everything below it, depth-first.
  public func subtree(_ id: Int) -> [Int] {
    [id] + (children[id] ?? []).flatMap { subtree($0) }
  }

  /// Adds described nodes (all new) under `parent` at `index`.
  public mutating func insert(_ specs: [OutlineNodeSpec], under parent: Int?, at index: Int) {
    children[parent, default: []].insert(contentsOf: specs.map(\.id), at: index)
    for spec in specs {
      parents[spec.id] = .some(parent)
      children[spec.id] = []
      insert(spec.children.loaded, under: spec.id, at: 0)
    }
  }

  /// Adds the nodes of a page that are not in the outline yet after `parent`'s loaded
  /// children, skipping repeats with their subtrees, as a load's result does.
  public mutating func appendPage(_ specs: [OutlineNodeSpec], to parent: Int?) {
    var seen = Set<Int>()
    let fresh = specs.filter { !contains($0.id) && seen.insert($0.id).inserted }
    insert(fresh, under: parent, at: children[parent]!.count)
  }

  /// Removes nodes with their subtrees; absent ones are ignored.
  public mutating func delete(_ ids: [Int]) {
    for id in ids where contains(id) {
      let parent = parents[id]!
      children[parent]!.removeAll { $0 == id }
      for node in subtree(id) {
        parents[node] = nil
        children[node] = nil
      }
    }
  }

  /// Moves a node with its subtree under `parent` at `index` (counted without the node).
  public mutating func move(_ id: Int, to parent: Int?, at index: Int) {
    children[parents[id]!]!.removeAll { $0 == id }
    children[parent]!.insert(id, at: index)
    parents[id] = .some(parent)
  }

  /// Replaces `parent`'s children with a description: nodes below it that come back keep
  /// their place in the dictionaries, the rest go.
  public mutating func replaceChildren(of parent: Int?, with specs: [OutlineNodeSpec]) {
    let below = (children[parent] ?? []).flatMap { subtree($0) }
    for node in below {
      parents[node] = nil
      children[node] = nil
    }
    children[parent] = []
    insert(specs, under: parent, at: 0)
  }
}
