/// One step of an ``EditScript`` on the visible rows of a ``SectionSnapshot``, in the offsets
/// the steps before it left.
///
/// An inserted row carries its level (0 for a root) and whether it is expanded, so that a
/// renderer indents it and draws its disclosure without asking the snapshot. Rows that stay
/// but change level (their item was reparented, or an ancestor was) or expansion get an
/// `update` after the structural steps, at their final offset.
///
/// Each step type is named after what its script edits: ``ListEditStep`` a list,
/// ``SnapshotEditStep`` a ``Snapshot``, this one a ``SectionSnapshot``, and the `Outline`
/// module's `OutlineEditStep` an `OutlineTree`.
public enum SectionSnapshotEditStep<ID: Hashable>: Hashable {
  /// Remove the row `id` at `offset`.
  case delete(offset: Int, id: ID)
  /// Insert the row `id` at `offset`, at `level`, expanded or not.
  case insert(offset: Int, id: ID, level: Int, isExpanded: Bool)
  /// Remove the row `id` at `from`, then insert it at `to`.
  case move(from: Int, to: Int, id: ID)
  /// The row `id` at `offset` now stands at `level`, expanded or not.
  case update(offset: Int, id: ID, level: Int, isExpanded: Bool)
}

extension SectionSnapshotEditStep: Sendable where ID: Sendable {}

extension SectionSnapshotEditStep: EditScriptStep {
  /// Whether the step is a delete, an insert or a move (as opposed to an update).
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isStructural: Bool { changesRows }

  /// Changes the row count as the step does, or returns why it cannot apply (and leaves
  /// `count` as it was).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func advance(_ count: inout Int) -> EditScriptError.Reason? { advanceRows(&count) }

  /// Throws for a negative row count.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func checkShape(_ count: Int) throws(EditScriptError) {
    try checkRowCount(count)
  }
}

extension SectionSnapshotEditStep: RowEditStep {
  /// The level an insert or update gives its row.
  @inlinable
  package var rowLevel: Int? {
    switch self {
    case .insert(_, _, let level, _), .update(_, _, let level, _): level
    case .delete, .move: nil
    }
  }

  /// The step as a row edit on identifiers; level and expansion are the renderer's to draw.
  @inlinable
  package var identityEdit: RowEdit<ID> {
    switch self {
    case .delete(let offset, let id): .remove(offset: offset, row: id)
    case .insert(let offset, let id, _, _): .insert(offset: offset, row: id)
    case .move(let from, let to, let id): .move(from: from, to: to, row: id)
    case .update(let offset, let id, _, _): .replace(offset: offset, row: id)
    }
  }
}

extension SectionSnapshotEditStep: CustomStringConvertible {
  /// The step in one line: `insert 3 "b" level 1 ▸`.
  ///
  /// - Complexity: O(1), plus describing the identifier.
  public var description: String {
    switch self {
    case .delete(let offset, let id): "delete \(offset) \(String(reflecting: id))"
    case .insert(let offset, let id, let level, let isExpanded):
      "insert \(offset) \(String(reflecting: id)) level \(level) \(isExpanded ? "▾" : "▸")"
    case .move(let from, let to, let id): "move \(from)→\(to) \(String(reflecting: id))"
    case .update(let offset, let id, let level, let isExpanded):
      "update \(offset) \(String(reflecting: id)) level \(level) \(isExpanded ? "▾" : "▸")"
    }
  }
}
