import Snapshots

/// A model a store keeps for each item: not the identifier itself, so that the write-back
/// helpers are seen to carry whole elements.
public struct DataSourceModel: Hashable, Sendable, CustomStringConvertible {
  public var id: Int
  public var title: String

  public init(_ id: Int) {
    self.id = id
    self.title = "item \(id)"
  }

  public var description: String { "#\(id)" }
}

/// A tree store as a model layer might keep one: nested nodes per section, with no expansion
/// state. A reorder is written back by moving the dragged node to the transaction's
/// `placement`.
public struct DataSourceTreeStore<Section: Hashable, Item: Hashable>: Equatable {
  /// An item and its children.
  public typealias Node = ForestNode<Item>

  public var sections: [Section: [Node]]

  public init(sections: [Section: [Node]] = [:]) {
    self.sections = sections
  }

  /// The store that mirrors every section of a data source (its tree, or its flat items).
  public init(_ dataSource: DiffableDataSource<Section, Item>) {
    sections = [:]
    for section in dataSource.snapshot().sectionIdentifiers {
      sections[section] = Node.forest(of: dataSource.snapshot(for: section))
    }
  }

  /// Moves `item` with its subtree to `index` among the children of `parent` (the roots for
  /// `nil`) in `section`.
  public mutating func move(_ item: Item, to section: Section, parent: Item?, at index: Int) {
    var taken: Node?
    for key in Array(sections.keys) where taken == nil {
      taken = Self.remove(item, from: &sections[key, default: []])
    }
    guard let node = taken else { fatalError("DataSourceTreeStore.move: \(item) is not stored") }
    guard Self.insert(node, under: parent, at: index, into: &sections[section, default: []]) else {
      fatalError("DataSourceTreeStore.move: parent \(String(describing: parent)) not found")
    }
  }

  private static func remove(_ item: Item, from nodes: inout [Node]) -> Node? {
    if let offset = nodes.firstIndex(where: { $0.item == item }) { return nodes.remove(at: offset) }
    for offset in nodes.indices {
      if let node = remove(item, from: &nodes[offset].children) { return node }
    }
    return nil
  }

  private static func insert(
    _ node: Node, under parent: Item?, at index: Int, into nodes: inout [Node]
  ) -> Bool {
    guard let parent else {
      nodes.insert(node, at: index)
      return true
    }
    for offset in nodes.indices {
      if nodes[offset].item == parent {
        nodes[offset].children.insert(node, at: index)
        return true
      }
      if insert(node, under: parent, at: index, into: &nodes[offset].children) { return true }
    }
    return false
  }
}
