import Snapshots

/// The calls that bring a view addressing rows by parent and child index (AppKit's outline
/// view) from what it shows to what it should show, read from the change of the flat rows
/// (an ``OutlineUpdate``'s diff) rather than from every row shown.
///
/// Such a view applies each call at once, to the children of the parent it names, in the
/// children the calls before it left, and a moved row carries its subtree. So the plan finds the
/// parents whose children the change touches, and brings each into place from the top; each
/// row the view shows and should still show (a *kept* row) is moved, never removed and
/// inserted, so that its subtree and its views go with it:
///
/// 1. The touched parents: the view's parent of each deleted row, the tree's parent of each
///    inserted row, both parents of each moved row, and each updated row itself (its count or
///    expansion changed), with both its parents when they differ (its level changed). A parent
///    whose children are reordered has a child among the moved rows, whichever rows the diff
///    chose to move.
/// 2. ``batchCalls``, inside one batch (between the view's `beginUpdates()` and
///    `endUpdates()`): for each touched parent the view shows expanded and should (top-down),
///    its wanted children in order, each moved into place if kept, inserted otherwise; then the
///    rows left after each such parent's wanted children are removed.
/// 3. ``collapses``, after the batch calls, in the same batch: touched rows the view shows
///    expanded that should show collapsed, once the rows kept elsewhere have moved out.
/// 4. ``reloadedParents``, after the batch: a parent whose own children are reordered by more
///    calls than `64 + s/8` for *s* children, with no row moving in or out, reloads its
///    children instead, as the view takes each move in O(*s*).
/// 5. ``reloads``: the updated rows. 6. ``alignments``, last, top-down: the rows under which
///    the view's expansion is brought to the tree's (a row the view shows collapsed that should
///    show expanded, an inserted row, a reloaded parent); the view answers an expansion by
///    asking for the children. A row that moves under a parent the view shows collapsed comes
///    back this way, since the view cannot take a move into a parent it has not opened.
///
/// Each parent's rows are final from the front when an insert reaches the view, whenever the
/// view asks which row it is.
///
/// - Complexity: O(*c* log *n* + *s*) for the *c* rows of the diff in a tree of *n* nodes,
///   and the *s* rows shown under the touched parents, before and after, plus for each moved
///   row the levels between it and the row shown before it: the plan reads no other row.
package struct OutlineViewPlan<Row: Hashable> {
  package private(set) var collapses: [Row] = []
  package private(set) var batchCalls: [OutlineViewCall<Row>] = []
  package private(set) var reloadedParents: [Row?] = []
  package private(set) var reloads: [Row] = []
  package private(set) var alignments: [Row?] = []
  /// How many rows the plan read from the two shapes: what its cost follows.
  package private(set) var rowsRead = 0

  package init(from view: OutlineShape<Row>, to target: OutlineShape<Row>, diff: Diff) {
    // Nothing changes while the plan reads: steps 1 and 2 read the touched parents' children
    // once between them.
    let view = view.readingChildrenOnce()
    let target = target.readingChildrenOnce()
    let touched = touchedParents(view, target, diff)
    // Where each parent shows in the tree, for the top-down order; the top level first.
    var offsets: [Row?: Int] = [nil: -1]
    func offset(_ parent: Row?) -> Int {
      if let known = offsets[parent] { return known }
      let found = parent.flatMap { target.offset($0) } ?? -1
      offsets[parent] = found
      return found
    }
    var planned: [Row?] = []
    var plannedSet = Set<Row?>()
    var opened: [Row?] = []
    // A parent stays in the view through the batch if its new parent is placed, or if it is
    // already under its new parent and that one is untouched; otherwise it leaves, and comes
    // back when its new parent expands.
    func stays(_ parent: Row?) -> Bool {
      guard let parent, case .some(let after) = target.parent(parent) else { return true }
      if plannedSet.contains(after) { return true }
      if touched.contains(after) { return false }
      return view.parent(parent) == .some(after)
    }
    // Top-down, so that a parent's own parent is decided first.
    for parent in touched.sorted(by: { offset($0) < offset($1) }) {
      let open = view.isOpen(parent)
      let shown = parent.map { target.parent($0) != nil } ?? true
      let wanted = shown && target.isOpen(parent)
      if open && wanted && stays(parent) {
        planned.append(parent)
        plannedSet.insert(parent)
      } else if open && shown, let parent {
        collapses.append(parent)
      } else if !open && wanted {
        opened.append(parent)
      }
    }
    let inserted = place(planned, view, target)
    alignments = topmost(opened + inserted + reloadedParents, target, offset)
  }

  /// Step 1: the parents whose children the change may touch; the updated rows to reload.
  private mutating func touchedParents(
    _ view: OutlineShape<Row>, _ target: OutlineShape<Row>, _ diff: Diff
  ) -> Set<Row?> {
    var touched = Set<Row?>()
    func note(_ parent: Row??) {
      if let parent { touched.insert(parent) }
    }
    func noteIfReparented(_ row: Row) {
      let before = view.parent(row)
      let after = target.parent(row)
      if before != after {
        note(before)
        note(after)
      }
    }
    rowsRead += diff.deletes.count + diff.inserts.count + diff.moves.count + diff.updates.count
    for offset in diff.deletes {
      if let row = view.row(offset) { note(view.parent(row)) }
    }
    for offset in diff.inserts {
      if let row = target.row(offset) { note(target.parent(row)) }
    }
    // A moved row's own parents are noted below, whatever its neighbours' check would note.
    let moved = Set(diff.moves.lazy.map(\.to))
    for move in diff.moves {
      guard let row = target.row(move.to), case .some(let level) = target.parent(row) else {
        continue
      }
      note(view.parent(row))
      note(level)
      // A block that moved past this row may be reported as its move instead. A block that
      // ends up right after it starts with a node whose parent changed; one that ends up right
      // before it ends with the row before, and its top is that row or an ancestor of it below
      // this row's level (it may have gone under the previous sibling).
      if !moved.contains(move.to + 1), let after = target.row(move.to + 1) {
        noteIfReparented(after)
      }
      var current = target.row(move.to - 1)
      var isMoved = moved.contains(move.to - 1)
      while let node = current, node != level, case .some(let parent) = target.parent(node) {
        if !isMoved { noteIfReparented(node) }
        if parent == level { break }
        current = parent
        isMoved = false
      }
    }
    for update in diff.updates {
      guard let row = target.row(update.to) else { continue }
      reloads.append(row)
      touched.insert(row)
      noteIfReparented(row)
    }
    // A row that leaves a touched parent goes to a parent that is touched too, even when
    // nothing else there changed (a parent whose child count is unknown keeps its row).
    var pending = Array(touched)
    while let parent = pending.popLast() {
      guard view.isOpen(parent) else { continue }
      let shown = view.childRows(parent)
      let wantedRows = target.isOpen(parent) ? target.childRows(parent) : []
      rowsRead += shown.count + wantedRows.count
      // Most often the parent keeps every row it shows, in order: none leaves.
      if Self.rows(shown, areInOrderIn: wantedRows) { continue }
      let wanted = Set(wantedRows)
      for row in shown where !wanted.contains(row) {
        if let after = target.parent(row), touched.insert(after).inserted { pending.append(after) }
      }
    }
    return touched
  }

  /// Step 2: for each planned parent, top-down: the longest run of its rows already in their
  /// new order stays, and every other wanted row is moved (or inserted) right after the one
  /// before it; then what is left under each is removed. Returns the rows inserted, to align. Step 4 drops the calls of a parent that reloads its children.
  private mutating func place(
    _ planned: [Row?], _ view: OutlineShape<Row>, _ target: OutlineShape<Row>
  ) -> [Row?] {
    var lists: [PlannedSiblings<Row>] = []
    var listOf: [Row?: Int] = [:]
    func list(_ parent: Row?) -> Int {
      if let index = listOf[parent] { return index }
      let rows = view.childRows(parent)
      rowsRead += rows.count
      lists.append(PlannedSiblings(rows))
      listOf[parent] = lists.count - 1
      return lists.count - 1
    }
    var calls: [(parent: Int, call: OutlineViewCall<Row>)] = []
    var inserted: [(parent: Int, row: Row)] = []
    // Parents a row moves into or out of: their calls depend on each other's.
    var traffic = Set<Int>()
    var sizes: [Int: Int] = [:]
    for parent in planned {
      let wanted = target.childRows(parent)
      rowsRead += wanted.count
      if listOf[parent] == nil, let added = insertions(under: parent, wanted, view) {
        // Every row shown stays, in order: the new rows go in at their indexes, front first.
        lists.append(PlannedSiblings([]))
        listOf[parent] = lists.count - 1
        sizes[lists.count - 1] = wanted.count
        for index in added {
          calls.append((lists.count - 1, .insert(index: index, parent: parent)))
          inserted.append((lists.count - 1, wanted[index]))
        }
        continue
      }
      let mine = list(parent)
      sizes[mine] = Swift.max(lists[mine].offsets.count, wanted.count)
      var indexes: [Row: Int] = [:]
      indexes.reserveCapacity(wanted.count)
      for (index, row) in wanted.enumerated() { indexes[row] = index }
      let stays = lists[mine].fixStays(indexes, count: wanted.count)
      for (index, row) in wanted.enumerated() where !stays.contains(index) {
        var call: OutlineViewCall<Row>
        if let offset = lists[mine].waitingOffset(of: row) {
          let from = lists[mine].index(ofWaiting: offset)
          lists[mine].take(offset)
          call = .move(from: from, parent: parent, to: 0, newParent: parent)
        } else if let source = view.parent(row), source != parent,
          case let theirs = list(source), let offset = lists[theirs].waitingOffset(of: row)
        {
          let from = lists[theirs].index(ofWaiting: offset)
          lists[theirs].take(offset)
          traffic.formUnion([mine, theirs])
          call = .move(from: from, parent: source, to: 0, newParent: parent)
        } else {
          call = .insert(index: 0, parent: parent)
          inserted.append((mine, row))
        }
        // Right after the row before it, counted once this row has left its old place.
        let to = index == 0 ? 0 : lists[mine].index(ofFixed: index - 1) + 1
        switch call {
        case .move(let from, let source, _, _):
          call = .move(from: from, parent: source, to: to, newParent: parent)
        default: call = .insert(index: to, parent: parent)
        }
        calls.append((mine, call))
        lists[mine].fix(index)
      }
    }
    // Every kept row is in place, under a kept parent: what still waits goes, and takes its
    // subtree with it.
    for parent in planned {
      let mine = list(parent)
      let left = lists[mine].offsets.values.filter { lists[mine].isWaiting($0) }
      if !left.isEmpty {
        let at = left.map { lists[mine].index(ofWaiting: $0) }.sorted()
        calls.append((mine, .remove(indexes: at, parent: parent)))
      }
    }
    // Step 4: a parent reordered by many calls on its own reloads its children instead.
    var callCounts = Array(repeating: 0, count: lists.count)
    for (parent, _) in calls { callCounts[parent] += 1 }
    var reloaded = Set<Int>()
    for parent in planned {
      let mine = list(parent)
      if !traffic.contains(mine) && callCounts[mine] > 64 + sizes[mine, default: 0] / 8 {
        reloaded.insert(mine)
        reloadedParents.append(parent)
      }
    }
    batchCalls = calls.compactMap { reloaded.contains($0.parent) ? nil : $0.call }
    return inserted.compactMap { reloaded.contains($0.parent) ? nil : $0.row }
  }

  /// The indexes of the rows `wanted` under `parent` that the view shows nowhere, when the
  /// view shows there exactly the other wanted rows, in their order; `nil` otherwise.
  private mutating func insertions(
    under parent: Row?, _ wanted: [Row], _ view: OutlineShape<Row>
  ) -> [Int]? {
    let shown = view.childRows(parent)
    rowsRead += shown.count
    guard shown.count <= wanted.count else { return nil }
    var added: [Int] = []
    var next = 0
    for (index, row) in wanted.enumerated() {
      if next < shown.count && shown[next] == row {
        next += 1
      } else {
        guard view.parent(row) == nil else { return nil }
        added.append(index)
      }
    }
    return next == shown.count ? added : nil
  }

  /// Whether `shown` are among `wanted` in the same order.
  private static func rows(_ shown: [Row], areInOrderIn wanted: [Row]) -> Bool {
    var next = 0
    for row in wanted where next < shown.count && shown[next] == row { next += 1 }
    return next == shown.count
  }

  /// Step 6: the rows to align, top-down, without those below another: aligning a row walks
  /// what the view shows under it.
  private func topmost(
    _ rows: [Row?], _ target: OutlineShape<Row>, _ offset: (Row?) -> Int
  ) -> [Row?] {
    if rows.contains(where: { $0 == nil }) { return [nil] }
    let chosen = Set(rows)
    // Whether a row is below a chosen one, remembered for every row walked through, so that
    // each row of the tree is walked once however many chosen rows lie below it.
    var below: [Row: Bool] = [:]
    func isBelowChosen(_ row: Row) -> Bool {
      var path: [Row] = []
      var current = row
      var answer = false
      while true {
        if let known = below[current] {
          answer = known
          break
        }
        guard let parent = target.parent(current) ?? nil else { break }
        path.append(current)
        if chosen.contains(parent) {
          answer = true
          break
        }
        current = parent
      }
      for row in path { below[row] = answer }
      return answer
    }
    var result: [Row?] = []
    var seen = Set<Row?>()
    for row in rows where seen.insert(row).inserted {
      if let row, isBelowChosen(row) { continue }
      result.append(row)
    }
    return result.sorted { offset($0) < offset($1) }
  }
}
