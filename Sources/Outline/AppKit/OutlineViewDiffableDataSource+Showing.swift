#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Snapshots

/// How a change of the tree reaches the view.
extension OutlineViewDiffableDataSource {
  /// Makes the calls of the plan read from the update's diff: the batch, the parents that
  /// reload their children, the rows whose content changed, then the expansions.
  func show(
    _ update: OutlineUpdate<ItemIdentifierType>, on outlineView: NSOutlineView,
    animation: NSTableView.AnimationOptions
  ) {
    let view = shape(of: outlineView)
    let target = tree.shape
    let plan = OutlineViewPlan(from: view, to: target, diff: update.diff)
    isDriving = true
    defer { isDriving = false }
    if !plan.batchCalls.isEmpty || !plan.collapses.isEmpty {
      outlineView.beginUpdates()
      for call in plan.batchCalls { perform(call, on: outlineView, animation) }
      for row in plan.collapses { perform(.collapse(row), on: outlineView, animation) }
      outlineView.endUpdates()
    }
    for parent in plan.reloadedParents {
      outlineView.reloadItem(parent.map { items.object(for: $0) }, reloadChildren: true)
    }
    // Rows whose content changed: a node's count or expansion, a footer's status.
    for row in plan.reloads { perform(.reload(row), on: outlineView, animation) }
    for row in plan.alignments { align(row, view: view, on: outlineView) }
    forgetRemovedObjects()
    #if SNAPSHOTS_INVARIANTS
    planWork.rows += plan.rowsRead
    #endif
  }

  /// Expands and collapses the view's rows under a node (all, for `nil`) to the tree's.
  func alignExpansion(under id: ItemIdentifierType?) {
    guard let outlineView else { return }
    isDriving = true
    defer { isDriving = false }
    align(tree.shownExpandableNodes(under: id), on: outlineView)
  }

  /// Brings a row's own expansion to the tree's, then the rows under it.
  private func align(_ row: Row?, view: OutlineShape<Row>, on outlineView: NSOutlineView) {
    guard let row else { return align(tree.shownExpandableNodes(under: nil), on: outlineView) }
    guard view.parent(row) != nil, case .node(let id) = row else { return }
    let object = items.object(for: row)
    switch (tree.isShownExpanded(row), view.isExpanded(row)) {
    case (true, false): expand(object, id, on: outlineView)
    case (true, true): align(tree.shownExpandableNodes(under: id), on: outlineView)
    case (false, true): outlineView.collapseItem(object, collapseChildren: true)
    case (false, false): break
    }
  }

  /// Forgets the objects of nodes no longer in the tree once they are as many as the tree's
  /// rows and nodes, so that the objects kept stay in proportion to the tree: O(1) amortized
  /// per object made.
  private func forgetRemovedObjects() {
    guard items.count > 2 * (tree.count + 1) + 64 else { return }
    items.prune { row in
      switch row {
      case .node(let id): return tree.contains(id)
      case .footer(let parent): return parent.map(tree.contains) ?? true
      }
    }
  }

  /// What the view shows, read from the view itself, one row or parent at a time.
  private func shape(of outlineView: NSOutlineView) -> OutlineShape<Row> {
    OutlineShape(
      childRows: { [unowned self] parent in
        let object = parent.map { items.object(for: $0) }
        return (0..<outlineView.numberOfChildren(ofItem: object)).compactMap {
          outlineView.child($0, ofItem: object).flatMap(rowID(for:))
        }
      },
      isExpanded: { [unowned self] in outlineView.isItemExpanded(items.object(for: $0)) },
      isExpandable: { [unowned self] in outlineView.isExpandable(items.object(for: $0)) },
      parent: { [unowned self] row in
        // A row never given has no object; one given may have left the view since.
        guard let object = items.existingObject(for: row), outlineView.level(forItem: object) >= 0
        else { return nil }
        return .some(outlineView.parent(forItem: object).flatMap(self.rowID(for:)))
      },
      row: { [unowned self] in outlineView.item(atRow: $0).flatMap(rowID(for:)) })
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
