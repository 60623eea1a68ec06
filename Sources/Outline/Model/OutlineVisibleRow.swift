/// One visible row of an outline with what it shows: its identity, level and content.
///
/// Two rows with the same ``id`` and different content are the same row, updated: that is how
/// the diffs of ``OutlineTree`` report a change of a count, an expansion or a loading status.
public struct OutlineVisibleRow<ID: Hashable>: Hashable {
  /// The row's identity.
  public var id: OutlineRow<ID>
  /// The row's indentation level: 0 for roots; a footer sits at the level of the children it
  /// closes.
  public var level: Int
  /// What the row shows.
  public var content: OutlineRowContent

  /// Creates a row.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(id: OutlineRow<ID>, level: Int, content: OutlineRowContent) {
    self.id = id
    self.level = level
    self.content = content
  }
}

extension OutlineVisibleRow: Sendable where ID: Sendable {}

extension OutlineVisibleRow {
  /// Whether two rows are the same row showing the same thing.
  ///
  /// Written out, and inlinable, so that diffs of rows specialise in client code.
  ///
  /// - Complexity: O(1), plus comparing the identifiers.
  @inlinable
  public static func == (lhs: OutlineVisibleRow, rhs: OutlineVisibleRow) -> Bool {
    lhs.level == rhs.level && lhs.content == rhs.content && lhs.id == rhs.id
  }

  /// Hashes the identity, level and content.
  ///
  /// - Complexity: O(1), plus hashing the identifier.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(level)
    hasher.combine(content)
  }
}

extension OutlineVisibleRow: CustomStringConvertible {
  /// The row on one line: indentation, identity, then the content.
  ///
  /// - Complexity: O(*l*) for level *l*, plus describing the identifier.
  public var description: String {
    String(repeating: "  ", count: level) + "\(id) \(content)"
  }
}

/// What a visible row shows besides its identity and level.
public enum OutlineRowContent: Hashable, Sendable {
  /// A node: whether it is expanded, and how many children it has (loaded or not), or `nil`
  /// when that is unknown until they load.
  case node(isExpanded: Bool, childCount: Int?)
  /// A footer after a node's shown children.
  case footer(OutlineFooter)
}

extension OutlineRowContent: CustomStringConvertible {
  /// A disclosure mark with the child count for a node (`▾ (3)`), the status for a footer.
  ///
  /// - Complexity: O(1).
  public var description: String {
    switch self {
    case .node(let isExpanded, let count):
      return (isExpanded ? "▾" : "▸") + (count.map { " (\($0))" } ?? " (?)")
    case .footer(.more(let remaining)): return "more: \(remaining.map(String.init) ?? "?")"
    case .footer(.loading): return "loading"
    case .footer(.failed): return "failed"
    }
  }
}
