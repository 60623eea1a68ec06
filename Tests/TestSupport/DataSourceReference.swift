import Snapshots

/// A deliberately plain model of how a data source composes section snapshots
/// (as UIKit composes them), to check `DiffableDataSource` against.
///
/// Sections in order, each either flat items or an outline; every query rebuilds from there.
public struct ReferenceDataSource: Equatable {
  /// What a section holds.
  public enum Content: Equatable {
    case flat([Int])
    case tree(ReferenceForest<Int>)

    /// The items the full snapshot shows.
    public var visibleItems: [Int] {
      switch self {
      case .flat(let items): items
      case .tree(let forest): forest.visibleItems
      }
    }

    /// Every item, hidden ones included.
    public var allItems: [Int] {
      switch self {
      case .flat(let items): items
      case .tree(let forest): forest.items
      }
    }
  }

  public var sections: [String] = []
  public var contents: [String: Content] = [:]

  public init() {}

  /// The full snapshot: every section with its visible items.
  public var snapshot: Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(sections)
    for section in sections {
      snapshot.appendItems(contents[section]!.visibleItems, toSection: section)
    }
    return snapshot
  }

  /// The stored tree, a flat forest of a section's items, or an empty forest.
  public func sectionSnapshot(for section: String) -> ReferenceForest<Int> {
    switch contents[section] {
    case .tree(let forest): forest
    case .flat(let items): ReferenceForest(roots: items.map { .init($0) })
    case nil: ReferenceForest()
    }
  }

  /// Applying a tree to a section: a missing section is appended; the tree's items leave every
  /// other section (with their children, from other trees); the tree becomes the section's.
  public mutating func apply(_ forest: ReferenceForest<Int>, to section: String) {
    let incoming = Set(forest.items)
    for other in sections where other != section {
      switch contents[other]! {
      case .flat(let items): contents[other] = .flat(items.filter { !incoming.contains($0) })
      case .tree(var tree):
        tree.delete(tree.items.filter(incoming.contains))
        contents[other] = .tree(tree)
      }
    }
    if !sections.contains(section) { sections.append(section) }
    contents[section] = .tree(forest)
  }

  /// Takes on a full snapshot whose sections keep the given trees, flat otherwise.
  public mutating func adopt(
    _ snapshot: Snapshot<String, Int>, trees: [String: ReferenceForest<Int>]
  ) {
    sections = snapshot.sectionIdentifiers
    contents = [:]
    for section in sections {
      contents[section] =
        trees[section].map { .tree($0) }
        ?? .flat(snapshot.itemIdentifiers(inSection: section))
    }
  }
}

extension ReferenceForest where Item == Int {
  /// The forest of a section snapshot, expansion included.
  public init(_ snapshot: SectionSnapshot<Int>) {
    self.init(roots: Node.forest(of: snapshot), expanded: Set(snapshot.expandedItems))
  }
}
