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
/// Entries refer to each other by index, so that the structure is compact and its hot loops
/// run without reference counting or exclusivity checks. Freed entries are reused. The class
/// is internal storage of ``OutlineTree``: it is only mutated through a uniquely referenced
/// tree, and copied when the tree's storage is copied.
///
/// The entries live in pages of 1 024 (52 KiB), each a page of a ``PagedArray``'s kind, so that a copy
/// shares every page and a write copies only the page it lands in: an operation writes the
/// O(log *n*) entries of a few paths through the treap, scattered over as many pages, and a
/// copy changed once copies those pages rather than all of them. A
/// read goes through the list of page starts, one more load than a flat buffer. A write checks
/// that its page is not shared only while a copy made from this index, or the index this one
/// was made from, is alive: that check reads the page's header, a cache miss of its own.
@usableFromInline
internal final class RowIndex {
  /// log2 of the entries in a full page.
  @usableFromInline internal static var pageShift: Int { 10 }
  @usableFromInline internal static var pageSize: Int { 1 &<< pageShift }
  @usableFromInline internal static var pageMask: Int { pageSize &- 1 }

  // Exclusivity is unchecked on the hot properties: they are only accessed from the engine's
  // own methods on uniquely referenced storage, never across an inout access of their own.

  @usableFromInline internal typealias Page = PagedArray<RowEntry>.Page

  /// The pages, `pageCount` of them; every page but a lone first one is full size.
  @exclusivity(unchecked) @usableFromInline internal var pages: UnsafeMutablePointer<Page>
  /// The first entry of each page, beside `pages`, so that a read costs no reference counting.
  @exclusivity(unchecked) @usableFromInline internal var starts:
    UnsafeMutablePointer<UnsafeMutablePointer<RowEntry>>
  @usableFromInline internal var pageCount: Int
  /// Room in `pages` and `starts`.
  @usableFromInline internal var pageRoom: Int
  /// Entries the pages have room for.
  @usableFromInline internal var capacity: Int
  /// Entries ever handed out; indices at or above are unused memory.
  @usableFromInline internal var highWater: Int = 0
  @usableFromInline internal var freeEntries: [Int32] = []
  @exclusivity(unchecked) @usableFromInline internal var root: Int32 = -1
  /// State of the priority generator (xorshift); fixed seed, so runs are reproducible.
  @usableFromInline internal var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  /// Held by this index and every index copied from it, or from which it was copied, while
  /// they live: the one way a copy can tell its source, which it must not write to, that they
  /// share pages. When no other index holds it, no page is shared.
  @usableFromInline internal var family = Family()
  /// Whether a write checks that its page is not shared; see ``beginMutation()``.
  @exclusivity(unchecked) @usableFromInline internal var checksWrites = false
  /// Whether this build counts visited entries (`SNAPSHOTS_INVARIANTS` test builds only).
  internal static var countsWork: Bool { invariantChecksEnabled }

  /// An empty index whose one page holds 16 entries; it grows to a full page before a second.
  @usableFromInline
  internal init() {
    let page = Page.make(room: 16)
    capacity = Swift.min(page.room, Self.pageSize)
    pageRoom = 4
    pageCount = 1
    pages = .allocate(capacity: pageRoom)
    pages.initialize(to: page)
    starts = .allocate(capacity: pageRoom)
    starts.initialize(to: page.elements)
  }

  private init(sharingPagesOf other: RowIndex) {
    pageRoom = other.pageRoom
    pageCount = other.pageCount
    capacity = other.capacity
    pages = .allocate(capacity: pageRoom)
    pages.initialize(from: other.pages, count: pageCount)
    starts = .allocate(capacity: pageRoom)
    starts.initialize(from: other.starts, count: pageCount)
    highWater = other.highWater
    family = other.family
    checksWrites = true
    freeEntries = other.freeEntries
    root = other.root
    seed = other.seed
  }

  deinit {
    pages.deinitialize(count: pageCount)
    pages.deallocate()
    starts.deallocate()
  }

  /// A copy that shares every page until one side writes to it, for copy-on-write.
  ///
  /// - Complexity: O(*n* / 1 024) for *n* entries, plus the free list.
  @usableFromInline
  internal func copy() -> RowIndex {
    RowIndex(sharingPagesOf: self)
  }

  /// Readies the index for a mutation: its writes check their pages if another index may share
  /// them. The tree calls it before each of its changes, when its storage is its own.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  @usableFromInline
  internal func beginMutation() {
    checksWrites = !isKnownUniquelyReferenced(&family)
  }

  /// The entry `t`, for reading.
  @inlinable
  internal subscript(t: Int32) -> RowEntry {
    @inline(__always) get { starts[Int(t) &>> Self.pageShift][Int(t) & Self.pageMask] }
  }

  /// The entry `t`, for writing: its page is first made this index's own.
  @inline(__always)
  @usableFromInline
  internal func writable(_ t: Int32) -> UnsafeMutablePointer<RowEntry> {
    let page = Int(t) &>> Self.pageShift
    own(page)
    return starts[page] + (Int(t) & Self.pageMask)
  }

  /// Makes a page this index's own before a write: a page another index shares is replaced
  /// with a copy.
  @inline(__always)
  @usableFromInline
  internal func own(_ page: Int) {
    if checksWrites && !isKnownUniquelyReferenced(&pages[page]) { unshare(page) }
  }

  /// Replaces a page another index shares with a copy of its own.
  @inline(never)
  @usableFromInline
  internal func unshare(_ page: Int) {
    let own = pages[page].copy(room: nil)
    pages[page] = own
    starts[page] = own.elements
  }

  /// The token of a family of indices that may share pages.
  @usableFromInline
  internal final class Family {
    @usableFromInline
    internal init() {}
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
    let reused = freeEntries.popLast()
    let entry = RowEntry(
      left: -1, right: -1, parent: -1, priority: nextPriority(), size: 1, hide: hide,
      hideTag: 0, minHide: hide, minCount: 1, level: level, levelTag: 0, node: node)
    if let reused {
      writable(reused).pointee = entry
      return reused
    }
    if highWater == capacity { grow() }
    let page = highWater &>> Self.pageShift
    own(page)
    pages[page].append(entry)
    highWater &+= 1
    return Int32(truncatingIfNeeded: highWater &- 1)
  }

  /// Room for more entries: a lone first page doubles up to full size, then full pages follow.
  private func grow() {
    if pageCount == 1 && capacity < Self.pageSize {
      let bigger = pages[0].copy(room: Swift.min(capacity &* 2, Self.pageSize))
      pages[0] = bigger
      starts[0] = bigger.elements
      capacity = Swift.min(bigger.room, Self.pageSize)
      return
    }
    if pageCount == pageRoom {
      let room = pageRoom &* 2
      let newPages = UnsafeMutablePointer<Page>.allocate(capacity: room)
      newPages.moveInitialize(from: pages, count: pageCount)
      pages.deallocate()
      pages = newPages
      let newStarts = UnsafeMutablePointer<UnsafeMutablePointer<RowEntry>>.allocate(capacity: room)
      newStarts.moveInitialize(from: starts, count: pageCount)
      starts.deallocate()
      starts = newStarts
      pageRoom = room
    }
    let page = Page.make(room: Self.pageSize)
    (pages + pageCount).initialize(to: page)
    (starts + pageCount).initialize(to: page.elements)
    pageCount &+= 1
    capacity = pageCount &<< Self.pageShift
  }

  /// Makes room for `count` more entries at once.
  @usableFromInline
  internal func reserve(_ count: Int) {
    while capacity - highWater + freeEntries.count < count { grow() }
  }

  /// Returns a detached entry to the free list.
  @usableFromInline
  internal func free(_ index: Int32) {
    writable(index).pointee.node = RowEntry.freed
    freeEntries.append(index)
  }
}
