import Snapshots

/// One step of an `EditScript` (module Snapshots) on the visible rows of an ``OutlineTree``, in
/// the offsets the steps before it left.
///
/// Inserted and updated rows carry the whole ``OutlineVisibleRow`` (identity, level and
/// content), so that a renderer draws them without asking the tree; deleted and moved rows
/// carry their identity.
public enum OutlineEditStep<ID: Hashable>: Hashable {
  /// Remove the row `row` at `offset`.
  case delete(offset: Int, row: OutlineRow<ID>)
  /// Insert `row` at `offset`.
  case insert(offset: Int, row: OutlineVisibleRow<ID>)
  /// Remove the row `row` at `from`, then insert it at `to`.
  case move(from: Int, to: Int, row: OutlineRow<ID>)
  /// The row at `offset` now shows `row`: another level, expansion, count or footer status.
  case update(offset: Int, row: OutlineVisibleRow<ID>)
}

extension OutlineEditStep: Sendable where ID: Sendable {}

extension OutlineEditStep: EditScriptStep {
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

extension OutlineEditStep: RowEditStep {
  /// The step as the shared row routine performs it on identities.
  @inlinable
  package var identityEdit: RowEdit<OutlineRow<ID>> {
    switch self {
    case .delete(let offset, let row): .remove(offset: offset, row: row)
    case .insert(let offset, let row): .insert(offset: offset, row: row.id)
    case .move(let from, let to, let row): .move(from: from, to: to, row: row)
    case .update(let offset, let row): .replace(offset: offset, row: row.id)
    }
  }

  /// The step as the shared row routine performs it on whole rows.
  @inlinable
  internal var rowEdit: RowEdit<OutlineVisibleRow<ID>> {
    // A deleted or moved row is matched by identity only; the placeholder's level and
    // content are never compared.
    func placeholder(_ row: OutlineRow<ID>) -> OutlineVisibleRow<ID> {
      OutlineVisibleRow(id: row, level: 0, content: .node(isExpanded: false, childCount: nil))
    }
    switch self {
    case .delete(let offset, let row): return .remove(offset: offset, row: placeholder(row))
    case .insert(let offset, let row): return .insert(offset: offset, row: row)
    case .move(let from, let to, let row): return .move(from: from, to: to, row: placeholder(row))
    case .update(let offset, let row): return .replace(offset: offset, row: row)
    }
  }

  /// The level an insert or update gives its row.
  @inlinable
  package var rowLevel: Int? {
    switch self {
    case .insert(_, let row), .update(_, let row): row.level
    case .delete, .move: nil
    }
  }
}

extension OutlineEditStep: CustomStringConvertible {
  /// The step in one line: `insert 3 c42 ▸ (2)`.
  ///
  /// - Complexity: O(1), plus describing the identifier.
  public var description: String {
    switch self {
    case .delete(let offset, let row): "delete \(offset) \(row)"
    case .insert(let offset, let row):
      "insert \(offset) \(row.description.drop { $0 == " " }) level \(row.level)"
    case .move(let from, let to, let row): "move \(from)→\(to) \(row)"
    case .update(let offset, let row):
      "update \(offset) \(row.description.drop { $0 == " " }) level \(row.level)"
    }
  }
}
