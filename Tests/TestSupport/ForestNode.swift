import Snapshots

/// An item and its children: a node of the plain nested forests the tests keep beside the
/// package's trees (the reference model of a section snapshot, an app's tree store).
public struct ForestNode<Item: Hashable>: Equatable, CustomStringConvertible {
  public var item: Item
  public var children: [ForestNode]

  public init(_ item: Item, _ children: [ForestNode] = []) {
    self.item = item
    self.children = children
  }

  public var description: String {
    children.isEmpty ? "\(item)" : "\(item)\(children)"
  }

  /// The forest of a section snapshot: its roots, each with its descendants.
  public static func forest(of tree: SectionSnapshot<Item>) -> [ForestNode] {
    func nodes(_ parent: Item?) -> [ForestNode] {
      tree.children(of: parent).map { ForestNode($0, nodes($0)) }
    }
    return nodes(nil)
  }
}
