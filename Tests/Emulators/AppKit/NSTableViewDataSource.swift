// An emulator of AppKit for tests on Linux: the table view's data source and delegate.

/// The table view's data source. Linux has no `@objc optional`: the optional methods are
/// requirements with defaults, so a class implementing them with Apple's signatures compiles.
@preconcurrency @MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
  func numberOfRows(in tableView: NSTableView) -> Int
}

extension NSTableViewDataSource {
  public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
}

/// The table view's delegate: the views of its rows. Optional methods, as above.
@preconcurrency @MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {
  func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  )
    -> NSView?
  func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView?
  func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool
  func tableViewSelectionDidChange(_ notification: Notification)
}

extension NSTableViewDelegate {
  public func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  )
    -> NSView?
  { nil }

  public func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
    nil
  }

  public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { false }

  public func tableViewSelectionDidChange(_ notification: Notification) {}
}
