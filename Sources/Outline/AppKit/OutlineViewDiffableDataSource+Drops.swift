#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Where a person's drag of a node may land, and whether it still may when it lands: the tree
/// can change while a drag is under way (data arriving from a network, say).
extension OutlineViewDiffableDataSource {
  typealias Place = OutlineTransaction<ItemIdentifierType>.Place

  /// Where a drop of the dragged node lands, counted as ``OutlineTree/move(_:to:at:)`` counts;
  /// `nil` if it cannot land there. AppKit counts `index` among the children shown, the
  /// dragged node included, and passes -1 for a drop on the row itself (its end).
  func destination(of info: any NSDraggingInfo, onto item: Any?, at index: Int) -> Place? {
    guard let id = dragged?.id, let outlineView,
      info.draggingSource as AnyObject === outlineView
    else { return nil }
    let parent: ItemIdentifierType?
    if let item {
      guard let node = itemIdentifier(for: item), tree.contains(node), !isInSubtree(node, of: id)
      else { return nil }
      parent = node
    } else {
      parent = nil
    }
    guard index >= 0 else {
      // On the row itself: after its last loaded child.
      let others = tree.children(of: parent).filter { $0 != id }.count
      return Place(parent: parent, index: others)
    }
    let shown = tree.childRows(of: parent.map(Row.node)).compactMap(\.node)
    var target = Swift.min(index, shown.count)
    if let current = shown.firstIndex(of: id), current < target { target -= 1 }
    return Place(parent: parent, index: target)
  }

  /// Where a node is now: its parent and its index among the parent's children.
  func place(of id: ItemIdentifierType) -> (id: ItemIdentifierType, source: Place)? {
    guard tree.contains(id) else { return nil }
    let parent = tree.parent(of: id)
    guard let index = tree.children(of: parent).firstIndex(of: id) else { return nil }
    return (id, Place(parent: parent, index: index))
  }

  /// Whether a drop's move still applies to the tree: the node is where the drag found it,
  /// the destination is in the tree and not below the node, and its index is in range.
  func applies(_ transaction: OutlineTransaction<ItemIdentifierType>) -> Bool {
    let id = transaction.item
    guard let now = place(of: id), now.source == transaction.source else { return false }
    let parent = transaction.destination.parent
    if let parent {
      guard tree.contains(parent), !isInSubtree(parent, of: id) else { return false }
    }
    let count = tree.children(of: parent).count - (parent == now.source.parent ? 1 : 0)
    return (0...count).contains(transaction.destination.index)
  }

  /// Makes a drop's move, shown on the view; `nil`, and nothing changes, if it no longer
  /// applies.
  func move(
    _ transaction: OutlineTransaction<ItemIdentifierType>
  ) -> OutlineUpdate<
    ItemIdentifierType
  >? {
    guard applies(transaction) else { return nil }
    var moved: OutlineUpdate<ItemIdentifierType>?
    update { tree in
      moved = tree.moveUnlessCycle(
        transaction.item, to: transaction.destination.parent, at: transaction.destination.index)
      return moved ?? .none
    }
    return moved
  }

  /// Whether `node` is `root` or below it; both are in the tree.
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
