// An emulator of AppKit for tests on Linux: the selection a table view keeps, which an outline
// view keeps too (in AppKit it is a table view; the emulator's outline view is not one, so the
// two share this protocol).
//
// AppKit keeps the selection with its rows through inserts, removes and moves, and tells the
// delegate of every change, a programmatic one included (the delegate observes the
// notification; the emulator calls it directly). The emulator keeps the selection by row
// serial. An index out of range raises, in the emulator's words.

/// Emulator only: a view whose rows a person or the app selects, as AppKit's table view does.
@MainActor
public protocol EmulatedRowSelection: AnyObject {
  /// Whether a person may select more than one row.
  var allowsMultipleSelection: Bool { get }
  /// Emulator only: the serial of each row the view shows, in order.
  var emulatedRowSerials: [Int] { get }
  /// Emulator only: the serials of the selected rows.
  var emulatedSelectedSerials: Set<Int> { get }
  /// Emulator only: selects exactly the rows of `serials`, telling the delegate when the
  /// selection changed.
  func emulateSelection(_ serials: Set<Int>)
}

extension EmulatedRowSelection {
  /// The selected rows.
  public var selectedRowIndexes: IndexSet {
    // Without a selection, no rows are laid out: the benchmarks read it after every change.
    guard !emulatedSelectedSerials.isEmpty else { return IndexSet() }
    let serials = emulatedRowSerials
    return IndexSet(serials.indices.filter { emulatedSelectedSerials.contains(serials[$0]) })
  }

  /// Selects `indexes`, adding them to the selection when `extend` is true; the delegate is
  /// told when the selection changed.
  public func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
    let serials = emulatedRowSerials
    guard indexes.allSatisfy({ serials.indices.contains($0) }) else {
      return AppKitEmulator.raise(
        "\(type(of: self)) selectRowIndexes: row index out of range (numberOfRows: "
          + "\(serials.count))")
    }
    let chosen = Set(indexes.map { serials[$0] })
    emulateSelection(extend ? emulatedSelectedSerials.union(chosen) : chosen)
  }

  /// Deselects `row`; the delegate is told when the selection changed.
  public func deselectRow(_ row: Int) {
    let serials = emulatedRowSerials
    guard serials.indices.contains(row) else { return }
    emulateSelection(emulatedSelectedSerials.subtracting([serials[row]]))
  }

  /// Emulator only: a person's click on `row`: it alone is selected, or, with multiple
  /// selection, it is added to or taken out of the selection.
  public func emulateClick(row: Int) {
    let serial = emulatedRowSerials[row]
    if !allowsMultipleSelection {
      emulateSelection([serial])
    } else if emulatedSelectedSerials.contains(serial) {
      emulateSelection(emulatedSelectedSerials.subtracting([serial]))
    } else {
      emulateSelection(emulatedSelectedSerials.union([serial]))
    }
  }
}
