/// What a row shows, packed: a change of any field is an update of the row.
///
/// Node rows: `state` is 1 when expanded, 0 when collapsed; `count` is the known number of
/// children, or -1 when unknown. Footer rows: `state` is `more`, `loading` or `failed`;
/// `count` is how many children are not shown (for `more`), or -1 when unknown.
@usableFromInline
internal struct RowFacts: Equatable {
  @usableFromInline internal var depth: Int32
  @usableFromInline internal var state: Int32
  @usableFromInline internal var count: Int

  @usableFromInline internal static let more: Int32 = 2
  @usableFromInline internal static let loading: Int32 = 3
  @usableFromInline internal static let failed: Int32 = 4

  @inlinable
  internal init(depth: Int32, state: Int32, count: Int) {
    self.depth = depth
    self.state = state
    self.count = count
  }
}

extension NodeRecord {
  /// The facts of this node's row at `depth`.
  @inline(__always)
  @usableFromInline
  internal func nodeFacts(depth: Int32) -> RowFacts {
    RowFacts(depth: depth, state: limit > 0 ? 1 : 0, count: knownChildCount)
  }

  /// The facts of this node's footer row at `depth`.
  @inline(__always)
  @usableFromInline
  internal func footerFacts(depth: Int32) -> RowFacts {
    switch load {
    case .loading: return RowFacts(depth: depth, state: RowFacts.loading, count: -1)
    case .failed: return RowFacts(depth: depth, state: RowFacts.failed, count: -1)
    case .idle:
      return RowFacts(depth: depth, state: RowFacts.more, count: hiddenChildCount)
    }
  }
}
