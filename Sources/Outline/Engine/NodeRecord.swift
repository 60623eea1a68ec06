/// Where a node's next page of children stands.
@usableFromInline
internal enum LoadPhase: UInt8 {
  /// No load in flight.
  case idle
  /// A load request is out; its generation is the node's `generation`.
  case loading
  /// The last load failed; the footer offers a retry.
  case failed
}

/// One node of the outline, by storage slot: its place in the tree, what is loaded of its
/// children, its expansion, and its two entries in the row index.
///
/// Slot 0 is the invisible root whose children are the outline's roots; it has no node entry,
/// always has a footer entry (the last entry of the index), and is never collapsed.
@usableFromInline
internal struct NodeRecord {
  /// The limit that shows every child.
  @usableFromInline internal static let all = Int32.max

  // The fields are declared in the order that packs them: the 4-byte links first, the
  // optional's tag byte beside the flags, so that a record takes 48 bytes where another
  // order takes up to 64.

  /// The parent's slot; -1 for the invisible root and for free slots.
  @usableFromInline internal var parent: Int32 = -1
  /// How many children are shown: 0 collapsed, `all`, or a count (which may exceed what is
  /// loaded; the difference is what a load should bring).
  @usableFromInline internal var limit: Int32 = 0
  /// The node row's entry; -1 for the invisible root.
  @usableFromInline internal var entry: Int32 = -1
  /// The footer row's entry, or -1 while the node has never had children.
  @usableFromInline internal var footer: Int32 = -1
  /// The loaded children, in order.
  @usableFromInline internal var children: [Int32] = []
  /// The generation of the load in flight; every load gets a new one from the engine's counter.
  @usableFromInline internal var generation: UInt64 = 0
  /// Children not loaded yet: 0 none, a positive count, or `nil` for an unknown number. Full
  /// width, so that a server's total never wraps.
  @usableFromInline internal var remaining: Int? = 0
  /// Whether the footer entry's own hide count is 0 (it is wanted, if its ancestors show it).
  @usableFromInline internal var footerWanted = false
  @usableFromInline internal var load = LoadPhase.idle
  @usableFromInline internal var isLive = false
  /// Whether this is the invisible root, which is never collapsed: with a limit of 0 it shows
  /// no roots, but still its footer.
  @usableFromInline internal var isRoot = false

  /// The number of children shown.
  @inline(__always)
  @usableFromInline
  internal var shown: Int { Swift.min(Int(limit), children.count) }

  /// The number of children, loaded or not, saturating at `Int.max`; `nil` when unknown.
  @inline(__always)
  @usableFromInline
  internal var knownChildCount: Int? {
    remaining.map { children.count.saturatingSum($0) }
  }

  /// The number of children not shown, loaded or not, saturating at `Int.max`; `nil` when the
  /// number still on the server is unknown.
  @inline(__always)
  @usableFromInline
  internal var hiddenChildCount: Int? {
    remaining.map { (children.count &- shown).saturatingSum($0) }
  }

  /// Whether this node may have children, loaded or not: such a node owns a footer entry.
  @inline(__always)
  @usableFromInline
  internal var mayHaveChildren: Bool { !children.isEmpty || remaining != 0 }

  /// Whether the footer row should show, if the node itself shows: the node is expanded (the
  /// invisible root always is) and some children are not shown (hidden by the limit or not
  /// loaded).
  @inline(__always)
  @usableFromInline
  internal var wantsFooter: Bool {
    (limit > 0 || isRoot) && (shown < children.count || remaining != 0)
  }

  /// Whether a load should start: the limit asks for more children than are loaded, more
  /// exist, and no load is in flight or failed.
  @inline(__always)
  @usableFromInline
  internal var wantsLoad: Bool {
    load == .idle && remaining != 0 && Int(limit) > children.count
  }
}

extension Int {
  /// The sum, or `Int.max` when it would overflow (both terms are counts, never negative).
  @inline(__always)
  @usableFromInline
  internal func saturatingSum(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? Int.max : sum
  }
}
