/// An element of the workloads: identity `id`, content `version`.
public struct WorkloadItem<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The identity.
  public var id: ID
  /// The content; an update bumps it.
  public var version: Int

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(id: ID, version: Int) {
    self.id = id
    self.version = version
  }
}
