// An emulator of AppKit for tests on Linux: an outline view's selection.
//
// AppKit's outline view is a table view, and selects as one: `selectRowIndexes(_:
// byExtendingSelection:)`, `deselectRow(_:)` and `selectedRowIndexes`, with Apple's
// signatures (the emulator's outline view is no table subclass, so it declares them itself).
// It tells the delegate of every change, a programmatic one included, through
// `outlineViewSelectionDidChange(_:)` (the delegate observes the notification; the emulator
// calls it directly). The selection is kept by row serial: it follows a row through inserts
// and removes around it and through moves, keeps a reloaded item's row (`reloadItem(_:)`),
// and loses rows that leave the view: removed, reloaded with their parent's children or by
// `reloadData()`, or hidden by a collapse.
//
// Assumed, as no public source says what AppKit does: rows a collapse hides are deselected,
// and the collapsed row is not selected in their place; when selected rows leave the view
// the delegate is told once the call (or the outermost group of updates) ends; rows shown
// again by an expansion are not selected again. An index out of range raises, in the
// emulator's words.
import EmulatorCore

extension NSOutlineView: EmulatedRowSelection {
  /// Posted when the selection changes.
  public static let selectionDidChangeNotification = Notification.Name(
    "NSOutlineViewSelectionDidChangeNotification")

  /// Emulator only: how many times the delegate was told of a selection change.
  public var emulatedSelectionChangeCount: Int { selectionChanges }

  /// Drops the selected rows the view no longer shows, telling the delegate.
  func dropHiddenSelection() {
    guard !selectedSerials.isEmpty else { return }
    let live = Set(rows.map(\.serial))
    emulateSelection(selectedSerials.intersection(live))
  }

  /// Emulator only: the serials of the selected rows.
  public var emulatedSelectedSerials: Set<Int> { selectedSerials }

  /// Emulator only: selects exactly the rows of `serials`, telling the delegate when the
  /// selection changed.
  public func emulateSelection(_ serials: Set<Int>) {
    guard serials != selectedSerials else { return }
    selectedSerials = serials
    selectionChanges += 1
    delegate?.outlineViewSelectionDidChange(
      Notification(name: NSOutlineView.selectionDidChangeNotification, object: self))
  }
}
