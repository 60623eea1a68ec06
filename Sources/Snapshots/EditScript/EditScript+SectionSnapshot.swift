extension EditScript {
  /// The script that turns the visible rows of one section snapshot into those of another.
  ///
  /// ```swift
  /// let script = EditScript(from: before, to: after)
  /// before.visibleItems.applying(script) == after.visibleItems  // true
  /// ```
  ///
  /// It holds one structural step per operation of the ``SectionSnapshotDiff``'s
  /// `visibleItems` diff, so its moves are minimal; inserted rows carry their level and
  /// expansion, and rows that stay visible but change either get an `update`.
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new items, if the identifiers hash
  ///   well, plus O(*c* log *c*) for *c* steps.
  @inlinable
  public init<ID>(from old: SectionSnapshot<ID>, to new: SectionSnapshot<ID>)
  where Step == SectionSnapshotEditStep<ID> {
    self.init(SectionSnapshotDiff(from: old, to: new), from: old, to: new)
  }

  /// Orders the visible-row diff of a ``SectionSnapshotDiff`` into steps, taking identifiers,
  /// levels and expansion from the two snapshots it was computed on.
  ///
  /// Deletes come first, from the back, then inserts and moves by ascending new offset, then
  /// updates by ascending offset for rows that stay visible and changed level or expansion.
  ///
  /// - Precondition: `diff` describes `old` to `new`; otherwise the program stops.
  /// - Complexity: O(*v* + *c* log *c*) for *v* visible rows and *c* steps, expected, if the
  ///   identifiers hash well.
  @inlinable
  public init<ID>(
    _ diff: SectionSnapshotDiff<ID>, from old: SectionSnapshot<ID>, to new: SectionSnapshot<ID>
  ) where Step == SectionSnapshotEditStep<ID> {
    let oldRows = old.visibleItems
    let newRows = new.visibleItems
    let visible = diff.visibleItems
    guard
      let plan = planListEdits(
        oldCount: oldRows.count, newCount: newRows.count, deletes: visible.deletes,
        inserts: visible.inserts, moves: visible.moves)
    else {
      trap(
        "EditScript(_:from:to:)",
        "the diff does not fit \(oldRows.count) and \(newRows.count) visible rows: \(visible)")
    }
    var steps: [SectionSnapshotEditStep<ID>] = []
    steps.reserveCapacity(plan.count)
    for edit in plan {
      switch edit.kind {
      case .delete: steps.append(.delete(offset: edit.from, id: oldRows[edit.old]))
      case .insert:
        let id = newRows[edit.new]
        steps.append(
          .insert(offset: edit.to, id: id, level: new.level(of: id), isExpanded: new.isExpanded(id))
        )
      case .move: steps.append(.move(from: edit.from, to: edit.to, id: newRows[edit.new]))
      }
    }
    var inserts = visible.inserts.makeIterator()
    var nextInsert = inserts.next()
    for (offset, id) in newRows.enumerated() {
      if offset == nextInsert {
        nextInsert = inserts.next()
        continue
      }
      let level = new.level(of: id)
      let isExpanded = new.isExpanded(id)
      if level != old.level(of: id) || isExpanded != old.isExpanded(id) {
        steps.append(.update(offset: offset, id: id, level: level, isExpanded: isExpanded))
      }
    }
    self.init(startShape: oldRows.count, steps: steps)
  }
}
