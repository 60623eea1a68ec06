/// What a step of a row-shaped script does to a collection of rows: the common form of the
/// list, section snapshot and outline steps, so that one routine applies them all.
///
/// Package access: the package's step types use it; code outside the package has no need of it.
@usableFromInline
package enum RowEdit<Row> {
  /// Remove the row at `offset`, which must be `row`.
  case remove(offset: Int, row: Row)
  /// Insert `row` at `offset`.
  case insert(offset: Int, row: Row)
  /// Move the row at `from`, which must be `row`, to `to` in what the removal left.
  case move(from: Int, to: Int, row: Row)
  /// Replace the row at `offset`, which must be the same row, with `row`.
  case replace(offset: Int, row: Row)
}

/// A step type on a flat list of rows (list, section snapshot and outline rows): it says once
/// which row edit each of its cases is, and the checks of ``EditScriptStep`` and the replay
/// follow from that one mapping. Each conforming type's public members of ``EditScriptStep``
/// forward to the ones here.
@usableFromInline
package protocol RowEditStep: EditScriptStep where Shape == Int {
  /// What the edits name a row by: the identifier, or the outline's row identifier.
  associatedtype RowIdentity

  /// The step as a row edit on row identities.
  var identityEdit: RowEdit<RowIdentity> { get }

  /// The level the step gives its row, for the steps that carry one.
  var rowLevel: Int? { get }
}

extension RowEditStep {
  /// Whether the step is a delete, an insert or a move (as opposed to an update).
  @inlinable
  package var changesRows: Bool {
    if case .replace = identityEdit { return false }
    return true
  }

  /// Changes the row count as the step does, or says why it cannot apply (and leaves `count`
  /// as it was).
  @usableFromInline
  package func advanceRows(_ count: inout Int) -> EditScriptError.Reason? {
    if let level = rowLevel, level < 0 { return .levelOutOfRange(level: level) }
    func check(_ offset: Int, inserting: Bool = false) -> EditScriptError.Reason? {
      offset >= 0 && offset < (inserting ? count + 1 : count)
        ? nil : .offsetOutOfRange(offset: offset, count: count)
    }
    switch identityEdit {
    case .remove(let offset, _):
      if let reason = check(offset) { return reason }
      count -= 1
    case .insert(let offset, _):
      if let reason = check(offset, inserting: true) { return reason }
      count += 1
    case .move(let from, let to, _):
      if let reason = check(from) ?? check(to) { return reason }
    case .replace(let offset, _):
      if let reason = check(offset) { return reason }
    }
    return nil
  }

  /// Throws for a negative row count.
  @usableFromInline
  package static func checkRowCount(_ count: Int) throws(EditScriptError) {
    if count < 0 { throw EditScriptError(step: nil, reason: .negativeCount(count)) }
  }
}

/// Performs the steps of `script` on a copy of `rows`, each after checking it against the
/// rows as the steps before it left them; throws at the first one that does not apply.
///
/// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
@inlinable
package func applyingRowEdits<C: RangeReplaceableCollection, Step: RowEditStep>(
  to rows: C, _ script: EditScript<Step>, edit: (Step) -> RowEdit<C.Element>,
  sameRow: (C.Element, C.Element) -> Bool
) throws(EditScriptError) -> C {
  let startCount = script.startShape
  guard rows.count == startCount else {
    throw EditScriptError(
      step: nil,
      reason: .startMismatch(expected: "\(startCount) rows", found: "\(rows.count) rows"))
  }
  var result = rows
  var count = startCount
  for (index, step) in script.steps.enumerated() {
    func position(_ offset: Int, inserting: Bool = false) throws(EditScriptError) -> C.Index {
      guard offset >= 0 && offset < (inserting ? count + 1 : count) else {
        throw EditScriptError(step: index, reason: .offsetOutOfRange(offset: offset, count: count))
      }
      return result.index(result.startIndex, offsetBy: offset)
    }
    func check(_ found: C.Element, _ expected: C.Element) throws(EditScriptError) {
      guard sameRow(found, expected) else {
        throw EditScriptError(
          step: index,
          reason: .identifierMismatch(
            expected: String(reflecting: expected), found: String(reflecting: found)))
      }
    }
    switch edit(step) {
    case .remove(let offset, let row):
      let at = try position(offset)
      try check(result[at], row)
      result.remove(at: at)
      count -= 1
    case .insert(let offset, let row):
      result.insert(row, at: try position(offset, inserting: true))
      count += 1
    case .move(let from, let to, let row):
      let source = try position(from)
      try check(result[source], row)
      _ = try position(to)
      let moving = result.remove(at: source)
      result.insert(moving, at: result.index(result.startIndex, offsetBy: to))
    case .replace(let offset, let row):
      let at = try position(offset)
      try check(result[at], row)
      result.replaceSubrange(at..<result.index(after: at), with: CollectionOfOne(row))
    }
  }
  return result
}
