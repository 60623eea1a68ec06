#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
package import AppKit

/// An AppKit table as a renderer's target: one column of rows, each section's header row (a
/// group row) when the table shows headers, then the section's items.
///
/// AppKit's table performs each insert, remove and move the moment it is called, in the rows
/// the calls before it left. So a batch is the apply's ``Changeset`` ordered as an
/// ``EditScript`` (removals from the back, then inserts and moves in ascending new order), each
/// step turned into rows by `TableSectionRows` in O(log *s*) for *s* sections: no second
/// diff. The calls sit inside one `beginUpdates()` / `endUpdates()`, in an animation group
/// whose completion is the batch's.
@MainActor
package final class TableViewTarget: WeakViewTarget<NSTableView>, ListViewTarget {
  /// The animation of inserted, removed and reloaded rows when animating.
  package var rowAnimation: NSTableView.AnimationOptions = .effectFade
  /// Whether the data source gives header rows: it has a header view provider.
  package var showsHeaders = false
  /// Whether the table was last told of header rows; a change reloads it.
  package private(set) var showsHeadersOnScreen = false

  /// AppKit's table takes a batch in or out of a window alike.
  package var isInWindow: Bool { view != nil }

  package func holds(_ counts: [Int]) -> Bool {
    guard let view, showsHeaders == showsHeadersOnScreen else { return false }
    return view.numberOfRows == counts.reduce(0, +) + (showsHeaders ? counts.count : 0)
  }

  package func reloadData() {
    showsHeadersOnScreen = showsHeaders
    view?.reloadData()
  }

  package func performBatch<Section, Item>(
    _ change: ListViewChange<Section, Item>, commit: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let view, let states = change.states else { return commit() }
    let animation = change.animated ? rowAnimation : []
    let script = EditScript(change.changeset, from: states.from, to: states.to)
    var rows = TableSectionRows(
      itemCounts: states.from._sectionEntries.map { $0.items.count },
      headers: showsHeadersOnScreen, changes: change.changeset)
    NSAnimationContext.runAnimationGroup(
      { context in
        if !change.animated { context.duration = 0 }
        view.beginUpdates()
        // AppKit's table asks nothing of its data source until the batch ends.
        commit()
        for step in script.steps {
          rows.perform(step) { call in
            switch call {
            case .remove(let range):
              view.removeRows(at: IndexSet(integersIn: range), withAnimation: animation)
            case .insert(let range):
              view.insertRows(at: IndexSet(integersIn: range), withAnimation: animation)
            case .move(let from, let to): view.moveRow(at: from, to: to)
            }
          }
        }
        view.endUpdates()
      }, completionHandler: { completion() })
  }

  package func performRefreshes<Section, Item>(_ change: ListViewChange<Section, Item>) {
    let changes = change.changeset
    guard let view, let states = change.states,
      !changes.sectionReloads.isEmpty || !changes.itemReloads.isEmpty
        || !changes.itemReconfigures.isEmpty
        || (showsHeadersOnScreen && !changes.sectionReconfigures.isEmpty)
    else { return }
    // AppKit has no reconfigure: a reconfigured row reloads its views.
    let layout = TableRowLayout(states.to, showsHeaders: showsHeadersOnScreen)
    var rows = IndexSet()
    for section in changes.sectionReloads {
      rows.insert(integersIn: layout.rows(ofSectionAt: section))
    }
    for path in changes.itemReloads + changes.itemReconfigures {
      rows.insert(layout.row(ofItemAt: path._item, inSectionAt: path._section))
    }
    // A section's own content shows in its header row only: its items' rows stay.
    if showsHeadersOnScreen {
      for section in changes.sectionReconfigures {
        rows.insert(layout.rows(ofSectionAt: section).lowerBound)
      }
    }
    view.reloadData(
      forRowIndexes: rows, columnIndexes: IndexSet(integersIn: 0..<view.numberOfColumns))
  }
}
#endif
