/// One slot of a section snapshot's node arena: an item, its links in the forest and its flags.
///
/// Slots are stable for as long as the item stays in the snapshot, so every link is a slot
/// number (`Int32`, with `SectionSnapshotNode.none` for "no such node"). A slot whose `item` is
/// `nil` is free and waits on the storage's free list.
@usableFromInline
internal struct SectionSnapshotNode<Item> {
  /// The marker for a missing link.
  @usableFromInline internal static var none: Int32 { -1 }

  /// The item stored in this slot, or `nil` when the slot is free.
  @usableFromInline internal var item: Item?
  /// The parent's slot, or `none` for a root.
  @usableFromInline internal var parent: Int32
  /// The first child's slot, or `none` for a leaf.
  @usableFromInline internal var firstChild: Int32
  /// The last child's slot, or `none` for a leaf.
  @usableFromInline internal var lastChild: Int32
  /// The previous sibling's slot (among roots for a root), or `none`.
  @usableFromInline internal var previous: Int32
  /// The next sibling's slot (among roots for a root), or `none`.
  @usableFromInline internal var next: Int32
  /// The level: 0 for roots.
  @usableFromInline internal var level: Int32
  /// Whether the item is expanded (leaves may be).
  @usableFromInline internal var isExpanded: Bool
  /// Whether every ancestor is expanded, kept up to date by expand and collapse.
  @usableFromInline internal var isVisible: Bool

  /// Creates an unlinked node.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init(item: Item, level: Int32, isExpanded: Bool, isVisible: Bool) {
    self.item = item
    self.parent = Self.none
    self.firstChild = Self.none
    self.lastChild = Self.none
    self.previous = Self.none
    self.next = Self.none
    self.level = level
    self.isExpanded = isExpanded
    self.isVisible = isVisible
  }
}
