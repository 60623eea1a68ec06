/// The shared, copy-on-write storage of a `SectionSnapshot`: a node arena linked as a forest.
///
/// - `nodes` is an arena of slots; `slots` maps each item to its slot, so lookups hash once.
/// - Each node stores its level and a visibility flag (all ancestors expanded), so `level(of:)`
///   and `isVisible(_:)` read one slot; expand and collapse update the flag on exactly the rows
///   they show or hide.
/// - Children are doubly linked sibling lists, so inserting next to an item or appending
///   children costs O(1) per item and deleting a subtree costs O(its size).
/// - The depth-first order (`items`, `index(of:)`) is cached lazily and dropped by structural
///   changes; see `SectionSnapshotOrder`.
///
/// Sendable: every mutation happens through a uniquely referenced instance (copy-on-write in
/// `SectionSnapshot`), so shared instances are only read. The one thing written while shared is
/// the order cache, and it is only read and written while `orderLock` is held.
///
/// The structural properties opt out of dynamic exclusivity checking: the same uniqueness
/// guarantees that no access overlaps, and the checks cost about a third of the time of
/// building an outline by appends.
@usableFromInline
internal final class SectionSnapshotStorage<Item: Hashable>: @unchecked Sendable {
  @usableFromInline internal typealias Node = SectionSnapshotNode<Item>

  /// The node arena; free slots have a `nil` item.
  @exclusivity(unchecked) @usableFromInline internal var nodes: [Node]
  /// Each item's slot.
  @exclusivity(unchecked) @usableFromInline internal var slots: [Item: Int32]
  /// Free slots, reused last in, first out.
  @exclusivity(unchecked) @usableFromInline internal var freeSlots: [Int32]
  /// The first root's slot, or `none`.
  @exclusivity(unchecked) @usableFromInline internal var firstRoot: Int32
  /// The last root's slot, or `none`.
  @exclusivity(unchecked) @usableFromInline internal var lastRoot: Int32
  /// The number of visible items.
  @exclusivity(unchecked) @usableFromInline internal var visibleCount: Int
  /// The number of expanded items.
  @exclusivity(unchecked) @usableFromInline internal var expandedCount: Int
  /// Serialises access to `orderCache` between threads sharing this storage.
  @usableFromInline internal let orderLock: Lock
  /// The depth-first order, or `nil` after a structural change. Guarded by `orderLock`.
  @usableFromInline internal var orderCache: SectionSnapshotOrder<Item>?

  /// Creates empty storage.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init() {
    nodes = []
    slots = [:]
    freeSlots = []
    firstRoot = Node.none
    lastRoot = Node.none
    visibleCount = 0
    expandedCount = 0
    orderLock = Lock()
    orderCache = nil
  }

  /// Creates a copy of `other`, order cache included.
  ///
  /// - Complexity: O(*s*) for *s* slots of `other`.
  @inlinable
  internal init(copying other: SectionSnapshotStorage) {
    nodes = other.nodes
    slots = other.slots
    freeSlots = other.freeSlots
    firstRoot = other.firstRoot
    lastRoot = other.lastRoot
    visibleCount = other.visibleCount
    expandedCount = other.expandedCount
    orderLock = Lock()
    other.orderLock.lock()
    orderCache = other.orderCache
    other.orderLock.unlock()
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal var count: Int { slots.count }

  /// The node in `slot`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal subscript(slot: Int32) -> Node {
    _read { yield nodes[Int(slot)] }
    _modify { yield &nodes[Int(slot)] }
  }

  /// The item in a live `slot`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func item(at slot: Int32) -> Item {
    nodes[Int(slot)].item.unsafelyUnwrapped
  }

  /// Whether the children of `parent` (`none` for roots) are visible.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func childrenAreVisible(_ parent: Int32) -> Bool {
    if parent == Node.none { return true }
    return nodes[Int(parent)].isVisible && nodes[Int(parent)].isExpanded
  }

  /// The level of the children of `parent` (`none` for roots).
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func childLevel(_ parent: Int32) -> Int32 {
    parent == Node.none ? 0 : nodes[Int(parent)].level &+ 1
  }

  /// Puts `item` in a free or new slot, unlinked and not yet in `slots`, and returns the slot.
  ///
  /// - Complexity: Amortised O(1).
  @inlinable
  internal func allocate(
    _ item: Item, level: Int32, isExpanded: Bool, isVisible: Bool
  ) -> Int32 {
    let node = Node(item: item, level: level, isExpanded: isExpanded, isVisible: isVisible)
    if isVisible { visibleCount &+= 1 }
    if isExpanded { expandedCount &+= 1 }
    if let slot = freeSlots.popLast() {
      nodes[Int(slot)] = node
      return slot
    }
    if nodes.count >= Int(Int32.max) {
      trap("SectionSnapshot", "a section snapshot holds at most 2³¹ − 1 items")
    }
    nodes.append(node)
    return Int32(truncatingIfNeeded: nodes.count &- 1)
  }

  /// Frees an unlinked `slot` whose item is already gone from `slots`.
  ///
  /// - Complexity: Amortised O(1).
  @inlinable
  internal func free(_ slot: Int32) {
    if nodes[Int(slot)].isVisible { visibleCount &-= 1 }
    if nodes[Int(slot)].isExpanded { expandedCount &-= 1 }
    nodes[Int(slot)].item = nil
    nodes[Int(slot)].parent = Node.none
    nodes[Int(slot)].firstChild = Node.none
    nodes[Int(slot)].lastChild = Node.none
    nodes[Int(slot)].previous = Node.none
    nodes[Int(slot)].next = Node.none
    nodes[Int(slot)].isExpanded = false
    nodes[Int(slot)].isVisible = false
    freeSlots.append(slot)
  }

  /// Drops the cached depth-first order after a structural change.
  ///
  /// Called only on uniquely referenced storage; the lock still orders this write after any
  /// read another thread made before it dropped its reference.
  ///
  /// - Complexity: O(1), plus releasing the cache.
  @inlinable
  internal func invalidateOrder() {
    orderLock.lock()
    orderCache = nil
    orderLock.unlock()
  }
}
