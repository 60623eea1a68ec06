#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Snapshots

/// How a change of the tree reaches the view.
extension OutlineViewDiffableDataSource {
  /// Makes the plan's calls on the view, then reloads the rows whose content changed.
  func show(
    _ update: OutlineUpdate<ItemIdentifierType>, on outlineView: NSOutlineView,
    animation: NSTableView.AnimationOptions
  ) {
    let view = shape(of: outlineView)
    let plan = OutlineViewPlan(from: view, to: tree.shape)
    isDriving = true
    defer { isDriving = false }
    if !plan.batchCalls.isEmpty || !plan.collapses.isEmpty {
      outlineView.beginUpdates()
      for call in plan.batchCalls { perform(call, on: outlineView, animation) }
      for row in plan.collapses { perform(.collapse(row), on: outlineView, animation) }
      outlineView.endUpdates()
    }
    for row in plan.reloads { perform(.reload(row), on: outlineView, animation) }
    // Rows whose content changed: a node's count or expansion, a footer's status.
    for change in update.diff.updates where change.to < tree.rowCount {
      perform(.reload(tree.row(at: change.to).id), on: outlineView, animation)
    }
    OutlineViewPlan.alignExpansion(under: nil, view: view, target: tree.shape) {
      perform($0, on: outlineView, animation)
    }
    items.prune { row in
      guard case .node(let id) = row else { return true }
      return tree.contains(id)
    }
  }

  /// Expands and collapses the view's rows under `row` (all, for `nil`) to the tree's.
  func alignExpansion(under row: Row?, animated: Bool) {
    guard let outlineView else { return }
    isDriving = true
    defer { isDriving = false }
    OutlineViewPlan.alignExpansion(under: row, view: shape(of: outlineView), target: tree.shape) {
      perform($0, on: outlineView, animated ? defaultRowAnimation : [])
    }
  }

  /// What the view shows, read from the view itself.
  private func shape(of outlineView: NSOutlineView) -> OutlineShape<Row> {
    OutlineShape(
      childRows: { [unowned self] parent in
        let object = parent.map { items.object(for: $0) }
        return (0..<outlineView.numberOfChildren(ofItem: object)).compactMap {
          outlineView.child($0, ofItem: object).flatMap(row(for:))
        }
      },
      isExpanded: { [unowned self] in outlineView.isItemExpanded(items.object(for: $0)) },
      isExpandable: { [unowned self] in outlineView.isExpandable(items.object(for: $0)) })
  }

  func perform(
    _ call: OutlineViewCall<Row>, on outlineView: NSOutlineView,
    _ animation: NSTableView.AnimationOptions
  ) {
    func object(_ row: Row?) -> Any? { row.map { items.object(for: $0) } }
    switch call {
    case .collapse(let row): outlineView.collapseItem(object(row), collapseChildren: true)
    case .expand(let row): outlineView.expandItem(object(row))
    case .reload(let row): outlineView.reloadItem(object(row))
    case .insert(let index, let parent):
      outlineView.insertItems(at: [index], inParent: object(parent), withAnimation: animation)
    case .remove(let indexes, let parent):
      outlineView.removeItems(
        at: IndexSet(indexes), inParent: object(parent), withAnimation: animation)
    case .move(let from, let parent, let to, let newParent):
      outlineView.moveItem(at: from, inParent: object(parent), to: to, inParent: object(newParent))
    }
  }
}
#endif
