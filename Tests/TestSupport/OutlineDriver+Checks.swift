import Outline
import Snapshots

extension OutlineDriver {
  // MARK: Checks after every step

  /// What a failure message says: built only when a check fails.
  struct Context: CustomStringConvertible {
    var label: String
    var step: Int
    var operation: String
    var history: [String]

    var description: String { "\(label) step \(step): \(operation)\nrecent: \(history)" }
  }

  mutating func fail(_ message: String) {
    failures.append(message)
  }

  mutating func check(
    _ description: String, old: [OutlineVisibleRow<Int>], update: OutlineUpdate<Int>?,
    realRequests: [OutlineLoadRequest<Int>], started: Set<PlainOutline.Request>
  ) {
    history.append(description)
    if history.count > historyLimit { history.removeFirst() }
    let context = Context(label: label, step: steps, operation: description, history: history)
    let new = real.rows
    currentRows = new
    let expected = reference.rows()
    guard new == expected else {
      return fail("rows differ after \(context)\nreal:\n\(new)\nreference:\n\(expected)")
    }
    if let update {
      let naive = Diff(from: old, to: new, id: \.id)
      if update.diff != naive {
        return fail(
          "diff differs after \(context)\nreal: \(update.diff)\nnaive: \(naive)\nold: \(old)\nnew: \(new)"
        )
      }
      if replay(update.diff, on: old, toward: new, id: \.id) != new {
        return fail("diff does not replay after \(context)")
      }
    }
    let made = realRequests.map {
      PlainOutline.Request(parent: $0.parent, offset: $0.offset, count: $0.count)
    }
    if made.count != started.count || Set(made) != started {
      return fail("loads differ after \(context)\nreal: \(made)\nreference: \(started)")
    }
    for request in realRequests {
      requests.append((request, request.parent, reference.generation(of: request.parent)))
    }
    if real.state != reference.state {
      return fail(
        "state differs after \(context)\nreal: \(real.state.expandedItems.map { ($0, real.state[$0]) })\nreference: \(reference.state.expandedItems.map { ($0, reference.state[$0]) })"
      )
    }
    if real.expansion(of: nil) != reference.rootExpansion {
      return fail(
        "root expansion differs after \(context): real \(real.expansion(of: nil)), reference \(reference.rootExpansion)"
      )
    }
    let probe: Int? = rng.chance(20) ? nil : randomNode()
    if let probe, !reference.contains(probe) {
      // Questions about a missing identifier trap (the exit tests check that); these do not.
      if real.contains(probe) || real.index(of: .node(probe)) != nil {
        return fail("missing \(probe) answers as present after \(context)")
      }
    } else {
      let expansion = probe.map(reference.expansion(of:)) ?? reference.rootExpansion
      if real.expansion(of: probe) != expansion {
        return fail("expansion of \(String(describing: probe)) differs after \(context)")
      }
      if real.childCount(of: probe) != reference.childCount(of: probe)
        || real.children(of: probe) != (reference.children(of: probe) ?? [])
      {
        return fail("children of \(String(describing: probe)) differ after \(context)")
      }
      if let probe,
        real.parent(of: probe) != reference.parent(of: probe)
          || real.level(of: probe) != reference.level(of: probe)
          || real.isVisible(probe) != new.contains(where: { $0.id == .node(probe) })
          || real.isExpanded(probe) != reference.expansion(of: probe).isExpanded
      {
        return fail("parent, level, visibility or expansion of \(probe) differs after \(context)")
      }
    }
    if real.rootItems != (reference.children(of: nil) ?? [])
      || real.visibleItems != new.compactMap(\.id.node)
      || real.expandedItems != reference.state.expandedItems
    {
      return fail("rootItems, visibleItems or expandedItems differ after \(context)")
    }
    if real.rowCount != new.count || (rng.chance(10) && real.reflattenedRows() != new) {
      return fail("row count or re-flattened rows differ after \(context)")
    }
    if !new.isEmpty {
      let offset = rng.below(new.count)
      if real.row(at: offset) != new[offset] || real.index(of: new[offset].id) != offset {
        return fail("row(at:) or index(of:) wrong at \(offset) after \(context)")
      }
    }
  }

  // MARK: Checks of every node and row

  /// Problems with the last step's diff, checked by ``DiffChecker`` (minimal moves, an update
  /// for every matched row whose level or content changed), with every row and every node
  /// against the reference, and with the load requests the step returned.
  public func thoroughProblems() -> [String] {
    let rows = real.rows
    var found: [String] = []
    if let update = lastUpdate {
      found += rowDiffProblems(update.diff, rowsBefore, rows)
      let inFlight = real.loadsInFlight
      for request in update.loadRequests where !inFlight.contains(request) {
        found.append("\(request) is not in \(inFlight)")
      }
    }
    found += rowProblems(rows)
    found += nodeProblems(rows)
    return found.map { "\(label) step \(steps): \($0)" }
  }

  /// The diff's structure and moves by the checker; then every matched row whose level or
  /// content changed must be updated (an update of an unchanged row is harmless).
  func rowDiffProblems(
    _ diff: Diff, _ old: [OutlineVisibleRow<Int>], _ new: [OutlineVisibleRow<Int>]
  ) -> [String] {
    let structure = Diff(
      deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves, updates: [])
    let problems = DiffChecker.problems(
      in: structure, from: old, to: new, id: \.id, contentEquals: { _, _ in true })
    guard problems.isEmpty,
      let newToOld = DiffChecker.replayMatching(diff, oldCount: old.count, newCount: new.count)
    else { return problems }
    var found: [String] = []
    if zip(diff.updates, diff.updates.dropFirst()).contains(where: { $0.to >= $1.to }) {
      found.append("updates not ascending by to: \(diff.updates)")
    }
    for update in diff.updates
    where !new.indices.contains(update.to) || newToOld[update.to] != update.from {
      found.append("update \(update) does not pair a matched row")
    }
    let updated = Set(diff.updates.map(\.to))
    for (to, from) in newToOld.enumerated()
    where from >= 0 && old[from] != new[to] && !updated.contains(to) {
      found.append("row \(old[from]) became \(new[to]) without an update")
    }
    return found
  }

  /// Every way of reading the rows agrees with `rows`.
  func rowProblems(_ rows: [OutlineVisibleRow<Int>]) -> [String] {
    var found: [String] = []
    if rows != real.reflattenedRows() { found.append("rows != reflattenedRows()") }
    if rows.map(\.id) != real.rowIdentifiers { found.append("rowIdentifiers differ from rows") }
    if rows.count != real.rowCount { found.append("rowCount \(real.rowCount), rows \(rows.count)") }
    let sectionSnapshot = real.sectionSnapshot()
    if sectionSnapshot.visibleItems != rows.map(\.id) {
      found.append("sectionSnapshot().visibleItems \(sectionSnapshot.visibleItems)")
    }
    for (index, row) in rows.enumerated() {
      if sectionSnapshot.level(of: row.id) != row.level {
        found.append(
          "sectionSnapshot() has \(row.id) at level \(sectionSnapshot.level(of: row.id))")
      }
      if real.row(at: index) != row { found.append("row(at: \(index)) is \(real.row(at: index))") }
      if real.index(of: row.id) != index {
        found.append("index(of: \(row.id)) is \(String(describing: real.index(of: row.id)))")
      }
    }
    return found
  }

  /// Every node's answers against the reference, footers included, and a few absent ones.
  func nodeProblems(_ rows: [OutlineVisibleRow<Int>]) -> [String] {
    var found: [String] = []
    let ids = reference.identifiers
    if real.count != ids.count { found.append("count \(real.count), expected \(ids.count)") }
    let visible = Set(rows.compactMap(\.id.node))
    for id in ids {
      let expansion = reference.expansion(of: id)
      if !real.contains(id) { found.append("contains(\(id)) is false") }
      if real.parent(of: id) != reference.parent(of: id) { found.append("parent(of: \(id))") }
      if real.level(of: id) != reference.level(of: id) { found.append("level(of: \(id))") }
      if real.expansion(of: id) != expansion || real.isExpanded(id) != expansion.isExpanded {
        found.append("expansion(of: \(id)) is \(real.expansion(of: id)), expected \(expansion)")
      }
      if real.isVisible(id) != visible.contains(id) {
        found.append("isVisible(\(id)) is \(real.isVisible(id))")
      }
    }
    for parent in [nil] + ids.map(Optional.some) {
      found += footerProblems(parent, shows: parent.map(visible.contains) ?? true)
    }
    // Questions about a missing identifier trap; these do not.
    for absent in nextID + 1...nextID + 3
    where real.contains(absent) || real.index(of: .node(absent)) != nil {
      found.append("absent \(absent) answers as present")
    }
    return found
  }

  /// A parent's children and, when it shows expanded, its footer against the reference: a footer
  /// exactly where children are hidden or still to come, loading exactly while a load is in
  /// flight.
  func footerProblems(_ parent: Int?, shows: Bool) -> [String] {
    let children = reference.children(of: parent) ?? []
    let total = reference.childCount(of: parent)
    let name = parent.map(String.init) ?? "nil"
    var found: [String] = []
    if real.children(of: parent) != children || real.childCount(of: parent) != total {
      found.append("children(of: \(name)) \(real.children(of: parent)), expected \(children)")
    }
    let shown: Int
    switch parent.map(reference.expansion(of:)) ?? reference.rootExpansion {
    case _ where !shows: return found  // the footer of a node that does not show is not asked for
    case .collapsed: return found
    case .all: shown = children.count
    case .first(let count): shown = min(count, children.count)
    }
    let footer = real.footer(of: parent)
    if (shown < children.count || total != children.count) != (footer != nil) {
      found.append(
        "footer(of: \(name)) is \(String(describing: footer)), shown \(shown) of "
          + "\(children.count) loaded, childCount \(String(describing: total))")
    }
    let inFlight = real.loadsInFlight.contains { $0.parent == parent }
    if (footer == .loading) != inFlight {
      found.append("footer(of: \(name)) is \(String(describing: footer)), in flight: \(inFlight)")
    }
    if case .more(let remaining) = footer, remaining != total.map({ $0 - shown }) {
      found.append(
        "footer(of: \(name)) shows \(String(describing: remaining)) more, shown \(shown), "
          + "childCount \(String(describing: total))")
    }
    return found
  }

  /// Problems with reading the state back and restoring it onto a copy, which must change
  /// nothing.
  public func stateRoundTripProblems() -> [String] {
    var copy = real
    let restoration = copy.restore(real.state)
    guard restoration.dropped.isEmpty && copy.rows == real.rows else {
      return ["\(label): restoring the tree's own state changed it: \(restoration)"]
    }
    return []
  }
}
