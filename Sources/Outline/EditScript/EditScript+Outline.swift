import Snapshots

extension EditScript {
  /// The script for an update an ``OutlineTree`` operation returned, taking the rows it
  /// deletes and moves from the rows shown before and the rows it inserts and updates from the
  /// tree after.
  ///
  /// ```swift
  /// let before = tree.rowIdentifiers      // or the renderer's own rows
  /// let update = tree.expand("c42")
  /// let script = EditScript(update, from: before, in: tree)
  /// before.applying(script) == tree.rowIdentifiers  // true
  /// ```
  ///
  /// One structural step per operation of `update.diff`, so its moves are minimal; then one
  /// `update` per entry of `update.diff.updates`.
  ///
  /// - Precondition: `update` was returned by the last operation on `tree`, and `oldRows` are
  ///   the outline's visible rows before it; otherwise the program stops when an offset is out of
  ///   range.
  /// - Complexity: O(*c* log *n*) expected for *c* operations in the update and *n* nodes: the
  ///   cost of what changed, not of the whole outline.
  @inlinable
  public init<ID, Rows: RandomAccessCollection>(
    _ update: OutlineUpdate<ID>, from oldRows: Rows, in tree: OutlineTree<ID>
  ) where Step == OutlineEditStep<ID>, Rows.Element == OutlineRow<ID> {
    let diff = update.diff
    guard
      let plan = planListEdits(
        oldCount: oldRows.count, newCount: tree.rowCount, deletes: diff.deletes,
        inserts: diff.inserts, moves: diff.moves),
      diff.updates.allSatisfy({ $0.to >= 0 && $0.to < tree.rowCount })
    else {
      trap(
        "EditScript(_:from:in:)",
        "the update does not fit \(oldRows.count) old and \(tree.rowCount) new rows: \(diff)")
    }
    func oldRow(_ offset: Int) -> OutlineRow<ID> {
      oldRows[oldRows.index(oldRows.startIndex, offsetBy: offset)]
    }
    var steps: [OutlineEditStep<ID>] = []
    steps.reserveCapacity(plan.count + diff.updates.count)
    for edit in plan {
      switch edit.kind {
      case .delete: steps.append(.delete(offset: edit.from, row: oldRow(edit.old)))
      case .insert: steps.append(.insert(offset: edit.to, row: tree.row(at: edit.new)))
      case .move: steps.append(.move(from: edit.from, to: edit.to, row: oldRow(edit.old)))
      }
    }
    for change in diff.updates {
      steps.append(.update(offset: change.to, row: tree.row(at: change.to)))
    }
    self.init(startShape: oldRows.count, steps: steps)
  }

  /// The script that turns one list of outline rows into another: a row whose level or content
  /// changed gets an `update` after the structural steps.
  ///
  /// ```swift
  /// let script = EditScript(from: shownRows, to: tree.rows)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new rows, if the identifiers hash
  ///   well, plus O(*c* log *c*) for *c* steps.
  @inlinable
  public init<ID>(from oldRows: [OutlineVisibleRow<ID>], to newRows: [OutlineVisibleRow<ID>])
  where Step == OutlineEditStep<ID> {
    let diff = Diff(from: oldRows, to: newRows, id: \.id)
    guard
      let plan = planListEdits(
        oldCount: oldRows.count, newCount: newRows.count, deletes: diff.deletes,
        inserts: diff.inserts, moves: diff.moves)
    else { trap("EditScript(from:to:)", "the row diff does not fit its rows: \(diff)") }
    var steps: [OutlineEditStep<ID>] = []
    steps.reserveCapacity(plan.count + diff.updates.count)
    for edit in plan {
      switch edit.kind {
      case .delete: steps.append(.delete(offset: edit.from, row: oldRows[edit.old].id))
      case .insert: steps.append(.insert(offset: edit.to, row: newRows[edit.new]))
      case .move: steps.append(.move(from: edit.from, to: edit.to, row: newRows[edit.new].id))
      }
    }
    for change in diff.updates { steps.append(.update(offset: change.to, row: newRows[change.to])) }
    self.init(startShape: oldRows.count, steps: steps)
  }
}

extension RangeReplaceableCollection {
  /// The row identifiers with the steps of `script` performed one at a time.
  ///
  /// - Precondition: The script applies; otherwise the program stops, naming the step.
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying<ID>(_ script: EditScript<OutlineEditStep<ID>>) -> Self
  where Element == OutlineRow<ID> {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// The row identifiers with the steps of `script` performed one at a time, or an error naming
  /// the first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying<ID>(
    validating script: EditScript<OutlineEditStep<ID>>
  ) throws(EditScriptError) -> Self where Element == OutlineRow<ID> {
    try applyingRowEdits(to: self, script, edit: { $0.identityEdit }, sameRow: { $0 == $1 })
  }

  /// The rows, with level and content, with the steps of `script` performed one at a time.
  ///
  /// - Precondition: The script applies; otherwise the program stops, naming the step.
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying<ID>(_ script: EditScript<OutlineEditStep<ID>>) -> Self
  where Element == OutlineVisibleRow<ID> {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// The rows, with level and content, with the steps of `script` performed one at a time, or
  /// an error naming the first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying<ID>(
    validating script: EditScript<OutlineEditStep<ID>>
  ) throws(EditScriptError) -> Self where Element == OutlineVisibleRow<ID> {
    try applyingRowEdits(
      to: self, script, edit: { $0.rowEdit },
      sameRow: { $0.id == $1.id })
  }
}
