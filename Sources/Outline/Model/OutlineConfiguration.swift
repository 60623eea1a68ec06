/// How an ``OutlineTree`` expands nodes and pages children: defaults, with overrides per
/// level and per node.
///
/// ```swift
/// var configuration = OutlineConfiguration<String>(batchSize: 5, initialExpansion: .first(3))
/// configuration.batchSizeByLevel[0] = 20             // roots page by 20
/// configuration.initialExpansionByNode["pinned"] = .all
/// ```
///
/// A node override wins over a level override, which wins over the default.
public struct OutlineConfiguration<ID: Hashable> {
  /// How many more children "show more" reveals, and how many a load asks for when a node
  /// shows all of its children; 5 by default.
  public var batchSize: Int
  /// ``batchSize`` for children at a level (0: the roots).
  public var batchSizeByLevel: [Int: Int] = [:]
  /// ``batchSize`` for the children of a node.
  public var batchSizeByNode: [ID: Int] = [:]
  /// What ``OutlineTree/expand(_:)-(ID)`` shows of a node; every child by default.
  public var initialExpansion: OutlineExpansion
  /// ``initialExpansion`` for nodes at a level (0: roots).
  public var initialExpansionByLevel: [Int: OutlineExpansion] = [:]
  /// ``initialExpansion`` for a node.
  public var initialExpansionByNode: [ID: OutlineExpansion] = [:]
  /// Whether collapsing a node also collapses everything below it; when `false` (the default)
  /// the descendants keep their expansion and show as they were when the node expands again.
  public var collapseResetsDescendants: Bool

  /// A configuration with the same batch size and initial expansion everywhere.
  ///
  /// - Parameters:
  ///   - batchSize: How many children "show more" reveals; 5 by default.
  ///   - initialExpansion: What expanding a node shows; every child by default.
  ///     ``OutlineExpansion/collapsed`` counts as every child.
  ///   - collapseResetsDescendants: Whether collapsing also collapses descendants.
  /// - Complexity: O(1).
  public init(
    batchSize: Int = 5, initialExpansion: OutlineExpansion = .all,
    collapseResetsDescendants: Bool = false
  ) {
    self.batchSize = batchSize
    self.initialExpansion = initialExpansion
    self.collapseResetsDescendants = collapseResetsDescendants
  }

  /// The batch size for the children of `parent` (`nil`: the roots), which sit at `level`.
  ///
  /// - Complexity: O(1) expected.
  public func batchSize(under parent: ID?, level: Int) -> Int {
    let size = parent.flatMap { batchSizeByNode[$0] } ?? batchSizeByLevel[level] ?? batchSize
    return Swift.max(1, size)
  }

  /// What expanding `node`, which sits at `level`, shows.
  ///
  /// - Complexity: O(1) expected.
  public func initialExpansion(of node: ID, level: Int) -> OutlineExpansion {
    let expansion =
      initialExpansionByNode[node] ?? initialExpansionByLevel[level] ?? initialExpansion
    return expansion.isExpanded ? expansion : .all
  }
}

extension OutlineConfiguration: Sendable where ID: Sendable {}
extension OutlineConfiguration: Equatable {}
