#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Where a person's drag of a node may land.
extension OutlineViewDiffableDataSource {
  /// Where a drop of the dragged node lands, counted as ``OutlineTree/move(_:to:at:)`` counts;
  /// `nil` if it cannot land there. AppKit counts `index` among the children shown, the
  /// dragged node included, and passes -1 for a drop on the row itself (its end).
  func destination(
    of info: any NSDraggingInfo, onto item: Any?, at index: Int
  )
    -> OutlineTransaction<ItemIdentifierType>.Place?
  {
    guard let id = dragged, let outlineView, info.draggingSource as AnyObject === outlineView
    else { return nil }
    let parent: ItemIdentifierType?
    if let item {
      guard let node = itemIdentifier(for: item), !isInSubtree(node, of: id) else { return nil }
      parent = node
    } else {
      parent = nil
    }
    guard index >= 0 else {
      // On the row itself: after its last loaded child.
      let others = tree.children(of: parent).filter { $0 != id }.count
      return OutlineTransaction.Place(parent: parent, index: others)
    }
    let shown = tree.childRows(of: parent.map(Row.node)).compactMap(\.node)
    var target = Swift.min(index, shown.count)
    if let current = shown.firstIndex(of: id), current < target { target -= 1 }
    return OutlineTransaction.Place(parent: parent, index: target)
  }

  /// Whether `node` is `root` or below it.
  func isInSubtree(_ node: ItemIdentifierType, of root: ItemIdentifierType) -> Bool {
    var current: ItemIdentifierType? = node
    while let id = current {
      if id == root { return true }
      current = tree.parent(of: id)
    }
    return false
  }
}
#endif
