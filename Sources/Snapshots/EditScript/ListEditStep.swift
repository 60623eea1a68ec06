/// One step of an ``EditScript`` on a flat list, in the offsets the steps before it left.
///
/// A `move` removes the element at `from`, then inserts it at `to` in the list left by the
/// removal, as `list.insert(list.remove(at: from), at: to)` does.
public enum ListEditStep<ID: Hashable>: Hashable {
  /// Remove the element `id` at `offset`.
  case delete(offset: Int, id: ID)
  /// Insert `id` at `offset`.
  case insert(offset: Int, id: ID)
  /// Remove the element `id` at `from`, then insert it at `to`.
  case move(from: Int, to: Int, id: ID)
  /// Refresh the element `id` at `offset`, whose content changed; structure stays.
  case update(offset: Int, id: ID)
}

extension ListEditStep: Sendable where ID: Sendable {}

extension ListEditStep: EditScriptStep {
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

extension ListEditStep: RowEditStep {
  /// A list step carries no level.
  @inlinable
  package var rowLevel: Int? { nil }

  /// The step as a row edit: the one place that says what each case does to the list.
  @inlinable
  package var identityEdit: RowEdit<ID> {
    switch self {
    case .delete(let offset, let id): .remove(offset: offset, row: id)
    case .insert(let offset, let id): .insert(offset: offset, row: id)
    case .move(let from, let to, let id): .move(from: from, to: to, row: id)
    case .update(let offset, let id): .replace(offset: offset, row: id)
    }
  }
}

extension ListEditStep: CustomStringConvertible {
  /// The step in one line: `delete 2 "b"`, `move 0→3 "a"`.
  ///
  /// - Complexity: O(1), plus describing the identifier.
  public var description: String {
    switch self {
    case .delete(let offset, let id): "delete \(offset) \(String(reflecting: id))"
    case .insert(let offset, let id): "insert \(offset) \(String(reflecting: id))"
    case .move(let from, let to, let id): "move \(from)→\(to) \(String(reflecting: id))"
    case .update(let offset, let id): "update \(offset) \(String(reflecting: id))"
    }
  }
}
