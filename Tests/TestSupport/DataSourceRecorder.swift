import Snapshots

/// Renders updates into a list and handler calls into an event log, for order checks.
public final class DataSourceRecorder<Section: Hashable, Item: Hashable> {
  public private(set) var updates: [DataSourceUpdate<Section, Item>] = []
  public var events: [String] = []

  public init() {}

  /// Makes this recorder the data source's renderer.
  public func attach(to dataSource: DiffableDataSource<Section, Item>) {
    dataSource.onUpdate = { update in
      self.updates.append(update)
      self.events.append("update")
    }
  }

  /// Notes a handler call.
  public func log(_ event: String) {
    events.append(event)
  }

  /// Forgets what was recorded.
  public func reset() {
    updates.removeAll()
    events.removeAll()
  }
}
