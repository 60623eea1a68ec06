// An emulator of AppKit for tests on Linux: a table's selection and scrolling.
//
// AppKit keeps the selection with its rows through inserts, removes and moves, and tells the
// delegate of every change, a programmatic one included, through
// `tableViewSelectionDidChange(_:)` (the delegate observes the notification; the emulator
// calls it directly). The emulator keeps the selection by row serial; a reload clears it
// (AppKit keeps the selected indexes, which no adapter relies on). It scrolls nothing: it
// records the row.

extension NSTableView {
  /// Posted when the selection changes.
  public static let selectionDidChangeNotification = Notification.Name(
    "NSTableViewSelectionDidChangeNotification")

  /// The selected rows.
  public var selectedRowIndexes: IndexSet {
    IndexSet(rows.indices.filter { selectedSerials.contains(rows[$0].serial) })
  }

  /// Selects `indexes`, adding them to the selection when `extend` is true; the delegate is
  /// told when the selection changed.
  public func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
    let all = rows
    guard indexes.allSatisfy({ all.indices.contains($0) }) else {
      return AppKitEmulator.raise(
        "NSTableView selectRowIndexes: row index out of range (numberOfRows: \(all.count))")
    }
    let chosen = Set(indexes.map { all[$0].serial })
    setSelection(extend ? selectedSerials.union(chosen) : chosen)
  }

  /// Deselects `row`; the delegate is told when the selection changed.
  public func deselectRow(_ row: Int) {
    let all = rows
    guard all.indices.contains(row) else { return }
    setSelection(selectedSerials.subtracting([all[row].serial]))
  }

  /// Emulator only: a person's click on `row`: it alone is selected, or, with multiple
  /// selection, it is added to or taken out of the selection.
  public func emulateClick(row: Int) {
    let serial = rows[row].serial
    if !allowsMultipleSelection {
      setSelection([serial])
    } else if selectedSerials.contains(serial) {
      setSelection(selectedSerials.subtracting([serial]))
    } else {
      setSelection(selectedSerials.union([serial]))
    }
  }

  /// Emulator only: how many times the delegate was told of a selection change.
  public var emulatedSelectionChangeCount: Int { selectionChanges }

  /// Emulator only: the row of the last `scrollRowToVisible(_:)`.
  public var emulatedScrolledRow: Int? { scrolledRow }

  /// Scrolls `row` into view.
  public func scrollRowToVisible(_ row: Int) { scrolledRow = row }

  private func setSelection(_ serials: Set<Int>) {
    guard serials != selectedSerials else { return }
    selectedSerials = serials
    selectionChanges += 1
    delegate?.tableViewSelectionDidChange(
      Notification(name: NSTableView.selectionDidChangeNotification, object: self))
  }
}
