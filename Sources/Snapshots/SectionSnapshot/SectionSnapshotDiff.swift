/// The changes between two section snapshots, as a reorder and as a renderer see them.
///
/// ```swift
/// let changes = SectionSnapshotDiff(from: before, to: after)
/// changes.items         // over `items`: what a reorder transaction reports
/// changes.visibleItems  // over `visibleItems`: the rows to delete, insert and move
/// changes.expanded      // surviving items that were expanded: turn their disclosure open
/// changes.collapsed     // surviving items that were collapsed: turn their disclosure closed
/// changes.reparented    // surviving items that now have another parent
/// ```
///
/// Both diffs come from the package's one engine, ``Diff``, so moves are minimal and replaying
/// is exact: `changes.items.collectionDifference(from: before.items, to: after.items)` applied
/// to `before.items` gives `after.items`, and likewise for the visible items. Identifiers are
/// unique in a section snapshot, so the items are matched one to one, and `updates` are always
/// empty: a section snapshot holds identifiers, not content.
///
/// A *surviving* item is one both snapshots contain. An item may be reparented without moving in
/// `items` (for example when a sibling before it becomes its parent); its level, and its
/// descendants' levels, change only through reparenting, so a renderer that indents rows
/// refreshes the visible rows of reparented items and of their visible descendants.
public struct SectionSnapshotDiff<ItemIdentifierType: Hashable> {
  /// The diff of the old `items` to the new `items`, hidden items included.
  public var items: Diff
  /// The diff of the old `visibleItems` to the new `visibleItems`.
  public var visibleItems: Diff
  /// Surviving items collapsed before and expanded now, in the new `items` order.
  public var expanded: [ItemIdentifierType]
  /// Surviving items expanded before and collapsed now, in the new `items` order.
  public var collapsed: [ItemIdentifierType]
  /// Surviving items whose parent is another item now (or that became or stopped being a
  /// root), in the new `items` order.
  public var reparented: [ItemIdentifierType]

  /// Creates a diff from its parts.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    items: Diff, visibleItems: Diff, expanded: [ItemIdentifierType],
    collapsed: [ItemIdentifierType], reparented: [ItemIdentifierType]
  ) {
    self.items = items
    self.visibleItems = visibleItems
    self.expanded = expanded
    self.collapsed = collapsed
    self.reparented = reparented
  }

  /// Whether the two snapshots are equal: nothing moved, appeared, disappeared, changed parent
  /// or changed its expanded flag.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    items.isEmpty && visibleItems.isEmpty && expanded.isEmpty && collapsed.isEmpty
      && reparented.isEmpty
  }

  /// Diffs two section snapshots.
  ///
  /// The items are matched once, by hashing each identifier of both snapshots; the visible
  /// diff, the expansion changes and the reparented items reuse that matching without hashing
  /// again.
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new items, if the identifiers hash
  ///   well, plus O(*c* log *c*) for *c* displaced items.
  @inlinable
  public init(
    from old: SectionSnapshot<ItemIdentifierType>, to new: SectionSnapshot<ItemIdentifierType>
  ) {
    let oldStorage = old._storage
    let newStorage = new._storage
    let oldOrder = oldStorage.order()
    let newOrder = newStorage.order()
    let newToOld = DiffEngine.matchIdentities(
      oldOrder.items, newOrder.items, oldID: { $0 }, newID: { $0 })
    let items = DiffEngine.diff(
      newToOld: newToOld, oldCount: oldOrder.items.count, comparesContent: false,
      contentEquals: { _, _ in true })

    // Old depth-first offset -> old visible offset (or -1 for a hidden item).
    var oldVisibleOffsets = [Int](repeating: -1, count: oldOrder.slots.count)
    var oldVisibleCount = 0
    for (offset, slot) in oldOrder.slots.enumerated() where oldStorage.nodes[Int(slot)].isVisible {
      oldVisibleOffsets[offset] = oldVisibleCount
      oldVisibleCount += 1
    }

    let rootMark = -2
    var visibleNewToOld: [Int] = []
    visibleNewToOld.reserveCapacity(newStorage.visibleCount)
    var expanded: [ItemIdentifierType] = []
    var collapsed: [ItemIdentifierType] = []
    var reparented: [ItemIdentifierType] = []
    for (newOffset, newSlot) in newOrder.slots.enumerated() {
      let newNode = newStorage.nodes[Int(newSlot)]
      let oldOffset = newToOld[newOffset]
      if newNode.isVisible {
        visibleNewToOld.append(oldOffset < 0 ? -1 : oldVisibleOffsets[oldOffset])
      }
      guard oldOffset >= 0 else { continue }
      let oldNode = oldStorage.nodes[Int(oldOrder.slots[oldOffset])]
      if newNode.isExpanded != oldNode.isExpanded {
        if newNode.isExpanded {
          expanded.append(newOrder.items[newOffset])
        } else {
          collapsed.append(newOrder.items[newOffset])
        }
      }
      // Compare parents by their old offsets: a new parent has none (-1), a root has -2.
      let newParentInOld =
        newNode.parent == SectionSnapshotNode<ItemIdentifierType>.none
        ? rootMark : newToOld[Int(newOrder.offsets[Int(newNode.parent)])]
      let oldParent =
        oldNode.parent == SectionSnapshotNode<ItemIdentifierType>.none
        ? rootMark : Int(oldOrder.offsets[Int(oldNode.parent)])
      if newParentInOld != oldParent { reparented.append(newOrder.items[newOffset]) }
    }
    let visibleItems = DiffEngine.diff(
      newToOld: visibleNewToOld, oldCount: oldVisibleCount, comparesContent: false,
      contentEquals: { _, _ in true })
    self.init(
      items: items, visibleItems: visibleItems, expanded: expanded, collapsed: collapsed,
      reparented: reparented)
  }
}

extension SectionSnapshotDiff: Equatable {}
extension SectionSnapshotDiff: Hashable {}
extension SectionSnapshotDiff: Sendable where ItemIdentifierType: Sendable {}
