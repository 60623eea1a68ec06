import Snapshots

/// One entry of the row index: a node row or a footer row of the outline, loaded or not, shown
/// or hidden, in depth-first order.
///
/// The index is an implicit treap (a randomized balanced binary tree keyed by position) whose
/// nodes carry two lazily applied additions: to the *hide count* (how many collapsed or
/// windowed ancestors hide the entry; 0 means visible) and to the level. Each node aggregates
/// its subtree's size and the minimum hide count with how many entries reach it, so that the
/// number of visible rows in any subtree is known without visiting it.
@usableFromInline
internal struct RowEntry {
  @usableFromInline internal var left: Int32
  @usableFromInline internal var right: Int32
  @usableFromInline internal var parent: Int32
  @usableFromInline internal var priority: UInt32
  /// Entries in this subtree.
  @usableFromInline internal var size: Int32
  /// This entry's hide count, relative to the tags pending above it.
  @usableFromInline internal var hide: Int32
  /// An addition to the hide counts of both children, not yet applied to them.
  @usableFromInline internal var hideTag: Int32
  /// The smallest hide count in this subtree, relative to the tags pending above it.
  @usableFromInline internal var minHide: Int32
  /// How many entries of this subtree have the hide count `minHide`.
  @usableFromInline internal var minCount: Int32
  /// This entry's level, relative to the level tags pending above it.
  @usableFromInline internal var level: Int32
  /// An addition to the levels of both children, not yet applied to them.
  @usableFromInline internal var levelTag: Int32
  /// The outline node slot for a node row, `~slot` for that node's footer row, or `freed`.
  @usableFromInline internal var node: Int32

  @usableFromInline internal static let freed = Int32.min
}

/// The ordered rows of an outline, visible and hidden, with positions and visible ranks in
/// O(log *n*) expected time.
///
/// Entries live in one manually managed buffer and refer to each other by index, so that the
/// structure is compact and its hot loops run without reference counting or exclusivity checks.
/// Freed entries are reused. The class is internal storage of ``OutlineTree``: it is only
/// mutated through a uniquely referenced tree, and copied when the tree's storage is copied.
@usableFromInline
internal final class RowIndex {
  // Exclusivity is unchecked on the hot properties: they are only accessed from the engine's
  // own methods on uniquely referenced storage, never across an inout access of their own.
  @exclusivity(unchecked) @usableFromInline internal var base: UnsafeMutablePointer<RowEntry>
  @usableFromInline internal var capacity: Int
  /// Entries ever handed out; indices at or above are unused memory.
  @usableFromInline internal var highWater: Int = 0
  @usableFromInline internal var freeEntries: [Int32] = []
  @exclusivity(unchecked) @usableFromInline internal var root: Int32 = -1
  /// State of the priority generator (xorshift); fixed seed, so runs are reproducible.
  @usableFromInline internal var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  /// Whether this build counts visited entries (`SNAPSHOTS_INVARIANTS` test builds only).
  internal static var countsWork: Bool { invariantChecksEnabled }

  @usableFromInline
  internal init(capacity: Int = 16) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// A deep copy, for copy-on-write.
  ///
  /// - Complexity: O(*n*) for *n* entries.
  @usableFromInline
  internal func copy() -> RowIndex {
    let other = RowIndex(capacity: capacity)
    other.base.initialize(from: base, count: highWater)
    other.highWater = highWater
    other.freeEntries = freeEntries
    other.root = root
    other.seed = seed
    return other
  }

  /// Counts visited entries for the complexity tests, through the package's one work counter;
  /// compiled away where invariant checks are off.
  @inline(__always)
  @usableFromInline
  internal func tally(_ amount: Int = 1) {
    WorkCounter.tally(amount)
  }

  // MARK: Allocation

  @usableFromInline
  internal func nextPriority() -> UInt32 {
    seed ^= seed << 13
    seed ^= seed >> 7
    seed ^= seed << 17
    return UInt32(truncatingIfNeeded: seed >> 16)
  }

  /// A new detached entry with the given absolute hide count and level.
  ///
  /// - Complexity: O(1) amortised.
  @usableFromInline
  internal func allocate(node: Int32, hide: Int32, level: Int32) -> Int32 {
    let index: Int32
    if let reused = freeEntries.popLast() {
      index = reused
    } else {
      if highWater == capacity { grow() }
      index = Int32(truncatingIfNeeded: highWater)
      highWater &+= 1
    }
    (base + Int(index)).initialize(
      to: RowEntry(
        left: -1, right: -1, parent: -1, priority: nextPriority(), size: 1, hide: hide,
        hideTag: 0, minHide: hide, minCount: 1, level: level, levelTag: 0, node: node))
    return index
  }

  private func grow() {
    let newCapacity = capacity &* 2
    let newBase = UnsafeMutablePointer<RowEntry>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: highWater)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Makes room for `count` more entries at once.
  @usableFromInline
  internal func reserve(_ count: Int) {
    while capacity - highWater + freeEntries.count < count { grow() }
  }

  /// Returns a detached entry to the free list.
  @usableFromInline
  internal func free(_ index: Int32) {
    base[Int(index)].node = RowEntry.freed
    freeEntries.append(index)
  }
}
