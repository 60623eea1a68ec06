/// The identity of a visible row of an outline: a node, or the footer that closes a node's
/// children.
///
/// A footer row appears after the shown children of an expanded node when some of its
/// children are not shown: hidden by the node's limit ("5 more"), not loaded yet, loading, or
/// failed to load. Its identity is its parent's, so that a change of its count or status is an
/// update of the same row, never a delete and an insert.
///
/// ```swift
/// tree.row(at: 3)          // .node("c42")
/// tree.row(at: 9)          // .footer(parent: "c42")
/// tree.index(of: .footer(parent: nil))   // the roots' footer, when the roots are paged
/// ```
public enum OutlineRow<ID: Hashable>: Hashable {
  /// The row of the node with this identifier.
  case node(ID)
  /// The footer row after the shown children of `parent`; `nil` for the roots' footer.
  case footer(parent: ID?)

  /// The node identifier of a node row, or `nil` for a footer row.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var node: ID? {
    if case .node(let id) = self { return id }
    return nil
  }
}

extension OutlineRow: Sendable where ID: Sendable {}

extension OutlineRow {
  /// Whether two rows are the same row: the same node, or the footer of the same parent.
  ///
  /// Written out, and inlinable, so that diffs of rows specialise in client code.
  ///
  /// - Complexity: O(1), plus comparing the identifiers.
  @inlinable
  public static func == (lhs: OutlineRow, rhs: OutlineRow) -> Bool {
    switch (lhs, rhs) {
    case (.node(let a), .node(let b)): return a == b
    case (.footer(let a), .footer(let b)): return a == b
    default: return false
    }
  }

  /// Hashes the row's kind and identifier.
  ///
  /// - Complexity: O(1), plus hashing the identifier.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .node(let id):
      hasher.combine(0 as UInt8)
      hasher.combine(id)
    case .footer(let parent):
      hasher.combine(1 as UInt8)
      hasher.combine(parent)
    }
  }
}

extension OutlineRow: CustomStringConvertible {
  /// The node's identifier, or `footer(…)` with the parent's.
  ///
  /// - Complexity: O(1), plus describing the identifier.
  public var description: String {
    switch self {
    case .node(let id): return "\(id)"
    case .footer(let parent?): return "footer(\(parent))"
    case .footer(nil): return "footer(roots)"
    }
  }
}
