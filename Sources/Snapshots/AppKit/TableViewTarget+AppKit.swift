#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
package import AppKit

/// An AppKit table as a renderer's target: one column of rows, each section's header row (a
/// group row) when the table shows headers, then the section's items.
///
/// AppKit's table performs each insert, remove and move the moment it is called, in the rows
/// the calls before it left. So a batch is the apply's ``Changeset`` ordered as an
/// ``EditScript`` (removals from the back, then inserts and moves in ascending new order), each
/// step turned into rows by running sums of the sections' row counts: no second diff. The
/// calls sit inside one `beginUpdates()` / `endUpdates()`, in an animation group whose
/// completion is the batch's.
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
    var rows = SectionRowSums(states.from, headers: showsHeadersOnScreen ? 1 : 0)
    NSAnimationContext.runAnimationGroup(
      { context in
        if !change.animated { context.duration = 0 }
        view.beginUpdates()
        // AppKit's table asks nothing of its data source until the batch ends.
        commit()
        for step in script.steps { rows.perform(step, on: view, animation) }
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

/// The sections' row counts while a batch runs, with running sums, so that each step of an
/// edit script finds its rows in O(log *s*) for *s* sections.
@MainActor
private struct SectionRowSums {
  /// Each section's rows in the table as the steps so far left it.
  private var counts: [Int]
  private var sums: PrefixSums
  /// 1 when each section starts with a header row, 0 otherwise.
  private let headers: Int

  init<Section, Item>(_ snapshot: Snapshot<Section, Item>, headers: Int) {
    counts = snapshot._sectionEntries.map { $0.items.count + headers }
    sums = PrefixSums(counts)
    self.headers = headers
  }

  /// The row of the item at `offset` in the section at `section`.
  private func row(_ position: ItemPosition) -> Int {
    sums.prefix(position.section) + headers + position.offset
  }

  /// Sections come and go rarely: their steps rebuild the sums.
  private mutating func resize(_ change: (inout [Int]) -> Void) {
    change(&counts)
    sums = PrefixSums(counts)
  }

  /// Performs one step as the table's calls, in the rows the steps before it left.
  mutating func perform<Section, Item>(
    _ step: SnapshotEditStep<Section, Item>, on view: NSTableView,
    _ animation: NSTableView.AnimationOptions
  ) {
    switch step {
    case .deleteSection(let offset, _):
      let start = sums.prefix(offset)
      view.removeRows(
        at: IndexSet(integersIn: start..<start + counts[offset]), withAnimation: animation)
      resize { $0.remove(at: offset) }
    case .insertSection(let offset, _, let items):
      let start = sums.prefix(offset)
      let count = items.count + headers
      view.insertRows(at: IndexSet(integersIn: start..<start + count), withAnimation: animation)
      resize { $0.insert(count, at: offset) }
    case .moveSection(let from, let to, _):
      // Row by row, each to where the section's rows end up once the others have moved.
      let count = counts[from]
      let source = sums.prefix(from)
      resize { $0.insert($0.remove(at: from), at: to) }
      let destination = sums.prefix(to)
      if source < destination {
        for _ in 0..<count { view.moveRow(at: source, to: destination + count - 1) }
      } else {
        for index in 0..<count { view.moveRow(at: source + index, to: destination + index) }
      }
    case .deleteItem(let position, _):
      view.removeRows(at: [row(position)], withAnimation: animation)
      sums.add(-1, at: position.section)
      counts[position.section] -= 1
    case .insertItem(let position, _):
      view.insertRows(at: [row(position)], withAnimation: animation)
      sums.add(1, at: position.section)
      counts[position.section] += 1
    case .moveItem(let from, let to, _):
      let source = row(from)
      sums.add(-1, at: from.section)
      counts[from.section] -= 1
      let destination = row(to)
      sums.add(1, at: to.section)
      counts[to.section] += 1
      view.moveRow(at: source, to: destination)
    case .reloadSection, .reloadItem, .reconfigureItem, .reconfigureSection:
      break
    }
  }
}
#endif
