import Snapshots

/// What an operation on an ``OutlineTree`` changed: the diff of its visible rows, and the
/// loads it started.
///
/// The diff is in offsets of the visible rows before and after the operation, on the shared
/// engine's `Diff`, so that a renderer performs it as one batch: `deletes` and `moves.from`
/// at old offsets, `inserts` and `moves.to` at new ones, `updates` for rows whose level,
/// expansion, count or footer status changed.
public struct OutlineUpdate<ID: Hashable> {
  /// The change of the visible rows.
  public var diff: Diff
  /// Loads the operation started; answer each with ``OutlineTree/finishLoading(_:with:children:)``
  /// or ``OutlineTree/failLoading(_:)``.
  public var loadRequests: [OutlineLoadRequest<ID>]

  /// Creates an update.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(diff: Diff, loadRequests: [OutlineLoadRequest<ID>] = []) {
    self.diff = diff
    self.loadRequests = loadRequests
  }

  /// Nothing changed and no load started.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { diff.isEmpty && loadRequests.isEmpty }

  /// An update that changes nothing.
  @inlinable
  internal static var none: OutlineUpdate {
    OutlineUpdate(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
  }
}

extension OutlineUpdate: Sendable where ID: Sendable {}
extension OutlineUpdate: Equatable {}
