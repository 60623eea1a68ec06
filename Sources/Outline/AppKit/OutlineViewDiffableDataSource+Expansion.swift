#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A node's expansion: by a call, or by a person's click on its disclosure triangle.
extension OutlineViewDiffableDataSource {
  /// Shows a change of one row's expansion: the view expands or collapses it (nothing, when a
  /// click already did) and asks for what it now shows under it. A collapse comes before the
  /// row's reload, and an expansion after it, so that the view never shows the row expanded
  /// while the tree reports it childless.
  func showExpansion(of row: Row) {
    guard let outlineView, let object = items.existingObject(for: row) else { return }
    isDriving = true
    defer { isDriving = false }
    if tree.isShownExpanded(row), case .node(let id) = row {
      perform(.reload(row), on: outlineView, [])
      expand(object, id, on: outlineView)
    } else {
      outlineView.collapseItem(object, collapseChildren: true)
      perform(.reload(row), on: outlineView, [])
    }
  }

  /// Expands a node's row, then brings the rows under it to the tree's expansion: in one
  /// expand-all call, as an option-click makes, when the tree shows them all expanded.
  func expand(
    _ object: OutlineViewItem<ItemIdentifierType>, _ id: ItemIdentifierType,
    on outlineView: NSOutlineView
  ) {
    let under = tree.shownExpandableNodes(under: id)
    guard under.contains(where: { !$0.isExpanded }) else {
      return outlineView.expandItem(object, expandChildren: true)
    }
    outlineView.expandItem(object)
    align(under, on: outlineView)
  }

  /// Brings the rows under an expanded row (`nil`: the roots) to the tree's expansion, from the
  /// tree alone: the view has asked for them, so it shows the tree's rows there. Only the
  /// expandable ones are visited, top-down, each asked once whether the view shows it expanded
  /// (an expansion makes the view ask for the children that follow it in `nodes`).
  func align(
    _ nodes: [(id: ItemIdentifierType, isExpanded: Bool)], on outlineView: NSOutlineView
  ) {
    for node in nodes {
      let object = items.object(for: .node(node.id))
      if node.isExpanded {
        if !outlineView.isItemExpanded(object) { outlineView.expandItem(object) }
      } else if outlineView.isItemExpanded(object) {
        outlineView.collapseItem(object, collapseChildren: true)
      }
    }
  }

  /// An expansion by a call (``OutlineDataSource/expand(_:)`` and the like) of a row the view
  /// shows: the view takes it as it takes a click, and asks for what it now shows under the
  /// row, so no plan reads the rows the change inserts or removes. A row the view does not
  /// show takes the general path.
  func showCalledExpansion(
    of id: ItemIdentifierType, _ update: OutlineUpdate<ItemIdentifierType>
  ) {
    let row = Row.node(id)
    guard let outlineView, let object = items.existingObject(for: row),
      outlineView.level(forItem: object) >= 0
    else { return show(update, animated: true, completion: nil) }
    asked = nil
    if !update.diff.isEmpty { showExpansion(of: row) }
  }

  /// A person's click: the tree follows before the view asks for children, the handlers may
  /// refuse (the row goes back once the view is done), and loads go to ``loadHandler``.
  func viewWill(_ name: Notification.Name, _ object: AnyObject?) {
    guard !isDriving, let object, let row = rowID(for: object), case .node(let id) = row else {
      return
    }
    switch name {
    case NSOutlineView.itemWillExpandNotification:
      guard shouldExpandItem?(id) ?? true else { return refused = row }
      asked = nil
      for request in tree.expand(id).loadRequests { loadHandler?(request) }
    case NSOutlineView.itemWillCollapseNotification:
      guard shouldCollapseItem?(id) ?? true else { return refused = row }
      asked = nil
      _ = tree.collapse(id)
    default:
      // The view has done the click: its row shows its new disclosure state, a refused click
      // goes back, and an expanded row's children take the tree's expansion.
      refused = nil
      showExpansion(of: row)
    }
  }
}

/// Notification observers, removed when their owner goes; outside the main actor, since a
/// deinit is.
final class NotificationObservers: @unchecked Sendable {
  private var tokens: [any NSObjectProtocol] = []

  func add(_ token: any NSObjectProtocol) { tokens.append(token) }

  deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}
#endif
