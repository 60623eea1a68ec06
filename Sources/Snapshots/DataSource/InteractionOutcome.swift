/// What a person's reorder, expand or collapse did: whether the data source changed, and if it
/// did not, why.
///
/// ```swift
/// if case .refusedByHandler = dataSource.collapseItem("Inbox") { showLockedHint() }
/// ```
public enum InteractionOutcome: Sendable, Hashable {
  /// The state changed and the renderer was told.
  case performed
  /// The item is in no section that shows an outline, so it cannot expand or collapse.
  case notInOutline
  /// The item is hidden inside a collapsed parent, so a person cannot reach it.
  case notVisible
  /// A handler said no: `canReorderItem` (or its absence), `shouldExpandItem` or
  /// `shouldCollapseItem`.
  case refusedByHandler
  /// The item already is where the flow would put it: expanded, collapsed, or at the
  /// destination.
  case alreadyInState

  /// Whether the state changed.
  ///
  /// - Complexity: O(1).
  public var isPerformed: Bool { self == .performed }
}
