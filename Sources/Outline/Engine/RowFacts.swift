/// What a row shows, as the public row will: a change of either field is an update of the row.
@usableFromInline
internal struct RowFacts: Equatable {
  /// The row's level: 0 for a root, and a footer one below its parent.
  @usableFromInline internal var level: Int32
  /// A node's expansion and known child count, or a footer's status.
  @usableFromInline internal var content: OutlineRowContent

  @inlinable
  internal init(level: Int32, content: OutlineRowContent) {
    self.level = level
    self.content = content
  }
}

extension NodeRecord {
  /// The facts of this node's row at `level`.
  @inline(__always)
  @usableFromInline
  internal func nodeFacts(level: Int32) -> RowFacts {
    RowFacts(level: level, content: .node(isExpanded: limit > 0, childCount: knownChildCount))
  }

  /// The facts of this node's footer row at `level`.
  @inline(__always)
  @usableFromInline
  internal func footerFacts(level: Int32) -> RowFacts {
    RowFacts(level: level, content: .footer(footerStatus))
  }

  /// The status of this node's footer row.
  @inline(__always)
  @usableFromInline
  internal var footerStatus: OutlineFooter {
    switch load {
    case .loading: return .loading
    case .failed: return .failed
    case .idle:
      return .more(remaining: hiddenChildCount)
    }
  }
}
