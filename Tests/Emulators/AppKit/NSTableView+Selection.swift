// An emulator of AppKit for tests on Linux: a table's selection and scrolling.
//
// AppKit keeps the selection with its rows through inserts, removes and moves, and tells the
// delegate of every change, a programmatic one included, through
// `tableViewSelectionDidChange(_:)` (the delegate observes the notification; the emulator
// calls it directly). The emulator keeps the selection by row serial; a reload clears it
// (AppKit keeps the selected indexes, which no adapter relies on). It scrolls nothing: it
// records the row.

extension NSTableView: EmulatedRowSelection {
  /// Posted when the selection changes.
  public static let selectionDidChangeNotification = Notification.Name(
    "NSTableViewSelectionDidChangeNotification")

  /// Emulator only: how many times the delegate was told of a selection change.
  public var emulatedSelectionChangeCount: Int { selectionChanges }

  /// Emulator only: the row of the last `scrollRowToVisible(_:)`.
  public var emulatedScrolledRow: Int? { scrolledRow }

  /// Scrolls `row` into view.
  public func scrollRowToVisible(_ row: Int) { scrolledRow = row }

  /// Emulator only: the serials of the selected rows.
  public var emulatedSelectedSerials: Set<Int> { selectedSerials }

  /// Emulator only: selects exactly the rows of `serials`, telling the delegate when the
  /// selection changed.
  public func emulateSelection(_ serials: Set<Int>) {
    guard serials != selectedSerials else { return }
    selectedSerials = serials
    selectionChanges += 1
    delegate?.tableViewSelectionDidChange(
      Notification(name: NSTableView.selectionDidChangeNotification, object: self))
  }
}
