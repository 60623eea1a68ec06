import Snapshots

extension SectionSnapshot {
  /// Whether `item` has the parent the placement rule gives an item shown right after
  /// `predecessor` (`nil`: first in its section). After an expanded item with children it is
  /// that item's first child; otherwise it shares the predecessor's parent (a root when there
  /// is no predecessor).
  ///
  /// Checks of a rebased apply and of a drop both read a new item's place this way.
  public func isPlaced(_ item: ItemIdentifierType, after predecessor: ItemIdentifierType?) -> Bool {
    if let predecessor, isExpanded(predecessor), let first = children(of: predecessor).first {
      return first == item
    }
    return parent(of: item) == predecessor.flatMap { parent(of: $0) }
  }
}
