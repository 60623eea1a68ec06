import Snapshots

/// What one engine operation did to the visible rows, gathered while it runs and turned into a
/// `Diff` at the end.
///
/// An operation records, before it mutates anything, the rows it may change one by one
/// (*touched* rows: a parent's row, a footer) and the contiguous runs of entries whose
/// visibility it changes as a whole (*blocks*: a subtree, a window of children). Afterwards
/// the engine measures them again. Rows outside these keep their relative order and content,
/// which is what lets the diff be assembled without looking at them.
@usableFromInline
internal struct RowChangeLog {
  @usableFromInline
  internal struct Touched {
    @usableFromInline internal var entry: Int32
    /// The entry's `node` value when touched, to tell a freed or reused entry apart.
    @usableFromInline internal var key: Int32
    @usableFromInline internal var oldOffset: Int?
    @usableFromInline internal var oldFacts: RowFacts
  }

  @usableFromInline
  internal struct Block {
    @usableFromInline internal var first: Int32
    @usableFromInline internal var last: Int32
    @usableFromInline internal var oldStart: Int
    @usableFromInline internal var oldCount: Int
    /// Whether the block's level changed by a move, so that each of its rows is updated.
    @usableFromInline internal var levelChanged: Bool
  }

  @usableFromInline internal var touched: [Touched] = []
  @usableFromInline internal var touchedEntries: Set<Int32> = []
  /// Blocks measured before and after the operation.
  @usableFromInline internal var blocks: [Block] = []
  /// Runs of old offsets that are gone (their entries were freed).
  @usableFromInline internal var deletedRuns: [(start: Int, count: Int)] = []
  /// Runs of new entries, measured after the operation.
  @usableFromInline internal var newBlocks: [(first: Int32, last: Int32)] = []
  /// Diffs of whole regions, in absolute offsets, each confined to its own span of offsets.
  @usableFromInline internal var regions: [Diff] = []
  /// Nodes whose load started during the operation.
  @usableFromInline internal var requests: [Int32] = []

  @inlinable
  internal init() {}
}

/// Sorted, non-interleaving runs of offsets or moves, concatenated in order at the end.
@usableFromInline
internal struct ChunkList<Element> {
  @usableFromInline internal var chunks: [(key: Int, values: [Element])] = []

  @inlinable
  internal init() {}

  @inlinable
  internal mutating func append(key: Int, _ values: [Element]) {
    if !values.isEmpty { chunks.append((key, values)) }
  }

  @inlinable
  internal func joined() -> [Element] {
    if chunks.count == 1 { return chunks[0].values }
    var result: [Element] = []
    result.reserveCapacity(chunks.reduce(0) { $0 + $1.values.count })
    for chunk in chunks.sorted(by: { $0.key < $1.key }) { result += chunk.values }
    return result
  }
}
