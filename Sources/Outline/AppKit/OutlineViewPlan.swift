import Snapshots

/// The calls that bring a view addressing rows by parent and child index (AppKit's outline
/// view) from what it shows to what it should show.
///
/// Such a view applies each call at once, to the children of the parent it names, in the
/// children the calls before it left, and a moved row carries its subtree. So the plan works
/// parent by parent from the top, and each row the view shows and should still show (a *kept*
/// row) is moved, never removed and inserted, so that its subtree and its views go with it:
///
/// 1. ``batchCalls``, inside one batch (between the view's `beginUpdates()` and
///    `endUpdates()`): for each parent the view shows expanded and should (top-down), its
///    wanted children in order, each moved into place if kept, inserted otherwise; then the
///    rows left after each such parent's wanted children are removed.
/// 2. ``collapses``, after the batch calls, in the same batch: rows the view shows expanded
///    that should show collapsed, once the rows kept elsewhere have moved out of them.
/// 3. ``reloads``: kept rows whose disclosure control changes.
/// 4. ``alignExpansion(under:view:target:perform:)``, last: expansions, which the view answers
///    by asking for the children. A row that moves under a parent the view shows collapsed
///    comes back this way, since the view cannot take a move into a parent it has not opened.
///
/// Each parent's rows are final from the front when an insert reaches the view, whenever the
/// view asks which row it is. The price is an occasional extra move: a row that leaves for a
/// parent lower down, from before a sibling that stays, makes that sibling move up first.
///
/// - Complexity: O(*v* + *t*) for the *v* rows the view shows and the *t* it should show, plus
///   O(*m*) for each of the *m* moved rows, to find it among its siblings.
package struct OutlineViewPlan<Row: Hashable> {
  package private(set) var collapses: [Row] = []
  package private(set) var batchCalls: [OutlineViewCall<Row>] = []
  package private(set) var reloads: [Row] = []

  package init(from view: OutlineShape<Row>, to target: OutlineShape<Row>) {
    // What should show: the children of the top level and of each row shown expanded. Every
    // walk is iterative, so a tree nested deeper than the call stack allows plans as well.
    var wanted: [Row?: [Row]] = [nil: target.childRows(nil)]
    var wantedParent: [Row: Row?] = [:]
    walkNested(roots: wanted[nil]!) { (row, parent: Row?, _) in
      wantedParent[row] = parent
      guard target.isExpanded(row) else { return (row, []) }
      let rows = target.childRows(row)
      wanted[row] = rows
      return (row, rows)
    }

    // What the view shows, and the rows it shows expanded that should show collapsed: those
    // collapse after the batch calls, once their kept rows have moved out.
    var shown: [Row?: [Row]] = [nil: view.childRows(nil)]
    var shownParent: [Row: Row?] = [:]
    walkNested(roots: shown[nil]!) { (row, parent: Row?, _) in
      shownParent[row] = parent
      guard view.isExpanded(row) else { return (row, []) }
      if wantedParent[row] != nil && wanted[row] == nil { collapses.append(row) }
      let rows = view.childRows(row)
      shown[row] = rows
      return (row, rows)
    }

    // The kept rows, and the parents whose children are brought into place, top-down.
    var kept = Set<Row>()
    var parents: [Row?] = [nil]
    walkNested(roots: wanted[nil]!) { (row, _: Row?, _) in
      guard shownParent[row] != nil else { return nil }
      kept.insert(row)
      if view.isExpandable(row) != target.isExpandable(row) { reloads.append(row) }
      guard let rows = wanted[row], shown[row] != nil else { return (row, []) }
      parents.append(row)
      return (row, rows)
    }

    for parent in parents {
      for (index, row) in wanted[parent]!.enumerated() {
        if let rows = shown[parent], index < rows.count, rows[index] == row { continue }
        if kept.contains(row) {
          let source = shownParent[row]!
          let from = shown[source]!.firstIndex(of: row)!
          shown[source]!.remove(at: from)
          shown[parent]!.insert(row, at: index)
          shownParent[row] = parent
          batchCalls.append(.move(from: from, parent: source, to: index, newParent: parent))
        } else {
          shown[parent]!.insert(row, at: index)
          batchCalls.append(.insert(index: index, parent: parent))
        }
      }
    }
    // Every kept row is in place, under a kept parent: what is left after the wanted children
    // goes, and takes its subtree with it.
    for parent in parents {
      let count = wanted[parent]!.count
      let total = shown[parent]!.count
      if total > count { batchCalls.append(.remove(indexes: Array(count..<total), parent: parent)) }
    }
  }

  /// Expands and collapses the rows under `parent`, top-down, until the view shows each as the
  /// target does; the view is read again after each call, since an expansion makes it ask for
  /// children (and may bring back the expansion it remembers of theirs).
  ///
  /// - Complexity: O(*k*) for the *k* rows shown under `parent` at the end, plus the calls.
  package static func alignExpansion(
    under parent: Row?, view: OutlineShape<Row>, target: OutlineShape<Row>,
    perform: (OutlineViewCall<Row>) -> Void
  ) {
    walkNested(roots: view.childRows(parent)) { (row, _: Row?, _) in
      let expanded = target.isExpanded(row)
      if expanded != view.isExpanded(row) { perform(expanded ? .expand(row) : .collapse(row)) }
      return (row, expanded && view.isExpanded(row) ? view.childRows(row) : [])
    }
  }
}
