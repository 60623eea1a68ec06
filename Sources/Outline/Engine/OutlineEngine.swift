/// The identifier-free core of ``OutlineTree``: nodes by slot, their expansion and loading
/// state, and the row index that makes every operation cost what it changes on screen.
///
/// The engine is not generic, so that it is compiled and optimised once; the tree maps
/// identifiers to slots around it. It keeps one entry per node and one per footer of a node
/// that may have children, in depth-first order, in a ``RowIndex``. An entry's hide count is
/// the number of ancestors that hide it: a collapsed or windowed parent adds 1 to the whole
/// range of children it does not show, and a footer that is not wanted adds 1 to itself. So
/// expanding, collapsing or showing more is one range addition, O(log *n*), whatever the size
/// of the subtree; only the diff that reports the rows is proportional to them.
@usableFromInline
internal final class OutlineEngine {
  // Exclusivity is unchecked on the hot properties: the engine's methods access them one at a
  // time, never overlapping an inout access to the same property.
  @exclusivity(unchecked) @usableFromInline internal var nodes = PagedArray<NodeRecord>()
  @usableFromInline internal var freeNodes: [Int32] = []
  @exclusivity(unchecked) @usableFromInline internal var rows: RowIndex
  /// The last load generation handed out; strictly increasing, never reused.
  @usableFromInline internal var generationCounter: UInt64 = 0
  /// Live node slots, the invisible root included.
  @usableFromInline internal var liveCount = 1

  /// An engine with no nodes: the invisible root, expanded, with its footer entry.
  @usableFromInline
  internal init() {
    rows = RowIndex()
    var root = NodeRecord()
    root.limit = NodeRecord.all
    root.isLive = true
    root.isRoot = true
    nodes.append(root)
    let footer = rows.allocate(node: ~0, hide: 1, level: 0)
    nodes[0].footer = footer
    rows.root = footer
  }

  @usableFromInline
  internal init(copying other: OutlineEngine) {
    nodes = other.nodes
    freeNodes = other.freeNodes
    rows = other.rows.copy()
    generationCounter = other.generationCounter
    liveCount = other.liveCount
  }

  // MARK: Nodes

  /// A new live node with no parent yet, collapsed, with nothing loaded.
  @usableFromInline
  internal func allocateNode() -> Int32 {
    var record = NodeRecord()
    record.isLive = true
    liveCount &+= 1
    if let slot = freeNodes.popLast() {
      nodes[Int(slot)] = record
      return slot
    }
    nodes.append(record)
    return Int32(truncatingIfNeeded: nodes.count &- 1)
  }

  /// Returns a node's slot for reuse; its entries must already be freed.
  @usableFromInline
  internal func freeNode(_ slot: Int32) {
    nodes[Int(slot)] = NodeRecord()
    freeNodes.append(slot)
    liveCount &-= 1
  }

  // MARK: Derived facts

  /// The last entry of a node's range: its footer, or its own entry when it has none.
  @inline(__always)
  @usableFromInline
  internal func lastEntry(of slot: Int32) -> Int32 {
    let record = nodes[Int(slot)]
    return record.footer >= 0 ? record.footer : record.entry
  }

  /// The positions of a node's entries: its own, its descendants' and its footer.
  @usableFromInline
  internal func range(of slot: Int32) -> Range<Int> {
    if slot == 0 { return 0..<rows.size(rows.root) }
    let first = rows.position(of: nodes[Int(slot)].entry)
    let last = rows.position(of: lastEntry(of: slot))
    return first..<(last &+ 1)
  }

  /// How many ancestors hide the node: 0 when its row is visible.
  @inline(__always)
  @usableFromInline
  internal func hideCount(of slot: Int32) -> Int32 {
    slot == 0 ? 0 : rows.effectiveHide(nodes[Int(slot)].entry)
  }

  /// The node's level: 0 for roots, -1 for the invisible root.
  @inline(__always)
  @usableFromInline
  internal func level(of slot: Int32) -> Int32 {
    slot == 0 ? -1 : rows.effectiveLevel(nodes[Int(slot)].entry)
  }

  /// The facts of the row an entry stands for.
  @usableFromInline
  internal func facts(of entry: Int32) -> RowFacts {
    let node = rows[entry].node
    let level = rows.effectiveLevel(entry)
    return facts(node: node, level: level)
  }

  @inline(__always)
  @usableFromInline
  internal func facts(node: Int32, level: Int32) -> RowFacts {
    node >= 0
      ? nodes[Int(node)].nodeFacts(level: level) : nodes[Int(~node)].footerFacts(level: level)
  }

  /// Whether `ancestor` is `slot` or one of its ancestors.
  ///
  /// - Complexity: O(*d*) for the level *d* of `slot`.
  @usableFromInline
  internal func isAncestor(_ ancestor: Int32, of slot: Int32) -> Bool {
    var current = slot
    while current >= 0 {
      if current == ancestor { return true }
      current = nodes[Int(current)].parent
    }
    return false
  }

  /// The slots of a node's loaded subtree in depth-first order, the node first.
  ///
  /// - Complexity: O(*s*) for *s* nodes in the subtree.
  @usableFromInline
  internal func subtree(of slot: Int32) -> [Int32] {
    var result: [Int32] = []
    var stack: [Int32] = [slot]
    while let current = stack.popLast() {
      result.append(current)
      stack.append(contentsOf: nodes[Int(current)].children.reversed())
    }
    return result
  }
}
