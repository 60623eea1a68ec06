// An emulator of AppKit for tests on Linux: a view-based table view.
//
// AppKit applies each insert, remove and move the moment it is called, in the rows the calls
// before it left, whether or not they sit between `beginUpdates()` and `endUpdates()`; the
// updates only group the animation. The emulator does the same to its own rows and rejects an
// index out of range in the words of AppKit's exception, "NSTableView error
// inserting/removing/moving row 5 (numberOfRows: 3).", as quoted in public crash reports (not
// checked against AppKit here). When the outermost update ends (or a call made outside one
// returns), it asks the data source for its row count, which must equal its own; AppKit does
// not check this, it shows the wrong rows, so the emulator's message is its own. Views are
// asked of the delegate for the rows in `emulatedVisibleRows` that have none: inserted and
// reloaded rows get new ones, moved rows keep theirs.
import EmulatorCore

/// Emulator only: one row of a table.
@preconcurrency @MainActor
final class EmulatedTableRow {
  let serial: Int
  var views: [ObjectIdentifier: NSView] = [:]
  var rowView: NSTableRowView?
  var isGroup = false
  var isLoaded = false

  init(serial: Int) { self.serial = serial }
}

/// A table view whose rows are views, as AppKit's view-based tables are.
@preconcurrency @MainActor
open class NSTableView: NSView {
  /// How inserted, removed and reloaded rows animate.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let effectFade = AnimationOptions(rawValue: 0x1)
    public static let effectGap = AnimationOptions(rawValue: 0x2)
    public static let slideUp = AnimationOptions(rawValue: 0x10)
    public static let slideDown = AnimationOptions(rawValue: 0x20)
    public static let slideLeft = AnimationOptions(rawValue: 0x30)
    public static let slideRight = AnimationOptions(rawValue: 0x40)
  }

  open weak var dataSource: (any NSTableViewDataSource)? {
    didSet { emulatedRows = nil }
  }
  open weak var delegate: (any NSTableViewDelegate)?
  open private(set) var tableColumns: [NSTableColumn] = []

  /// Emulator only: the rows, `nil` until the data source is first asked.
  var emulatedRows: [EmulatedTableRow]?
  var updateLevel = 0
  var log: [String] = []
  var nextSerial = 0
  var reuseQueue: [NSUserInterfaceItemIdentifier: [NSView]] = [:]
  /// Emulator only: the rows that have views, in flat order.
  public var emulatedVisibleRows: Range<Int> = 0..<Int.max
  /// Emulator only: how many times `reloadData()` ran.
  public private(set) var emulatedReloadDataCount = 0
  /// Emulator only: how many inserts, removes, moves and row reloads were called.
  public private(set) var emulatedUpdateCallCount = 0
  /// Whether a person may select more than one row.
  open var allowsMultipleSelection = false
  /// Emulator only: the serials of the selected rows, so that a selection follows its rows
  /// through moves and goes with them when they are removed, as AppKit's does.
  var selectedSerials: Set<Int> = []
  var selectionChanges = 0
  var scrolledRow: Int?

  open func addTableColumn(_ tableColumn: NSTableColumn) { tableColumns.append(tableColumn) }

  open var numberOfColumns: Int { tableColumns.count }

  open var numberOfRows: Int { rows.count }

  /// The rows, asking the data source the first time.
  var rows: [EmulatedTableRow] {
    if let emulatedRows { return emulatedRows }
    let count = dataSource?.numberOfRows(in: self) ?? 0
    let fresh = (0..<count).map { _ in makeRow() }
    emulatedRows = fresh
    return fresh
  }

  func makeRow() -> EmulatedTableRow {
    nextSerial += 1
    return EmulatedTableRow(serial: nextSerial)
  }

  open func reloadData() {
    emulatedReloadDataCount += 1
    log.append("reloadData")
    for row in emulatedRows ?? [] { recycle(row) }
    emulatedRows = nil
    loadViews()
  }

  open func beginUpdates() { updateLevel += 1 }

  open func endUpdates() {
    guard updateLevel > 0 else {
      return AppKitEmulator.raise("NSTableView endUpdates() called without beginUpdates()")
    }
    updateLevel -= 1
    if updateLevel == 0 { finishUpdates() }
  }

  open func insertRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    update("insertRows(at: \(Array(indexes)))") {
      (rows: inout [EmulatedTableRow]) throws(EmulatedException) in
      for index in indexes {
        guard index <= rows.count else { throw outOfRange(index, rows.count) }
        rows.insert(makeRow(), at: index)
      }
    }
  }

  open func removeRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    update("removeRows(at: \(Array(indexes)))") {
      (rows: inout [EmulatedTableRow]) throws(EmulatedException) in
      for index in indexes.reversed() {
        guard index < rows.count else { throw outOfRange(index, rows.count) }
        recycle(rows.remove(at: index))
      }
    }
  }

  open func moveRow(at oldIndex: Int, to newIndex: Int) {
    update("moveRow(at: \(oldIndex), to: \(newIndex))") {
      (rows: inout [EmulatedTableRow]) throws(EmulatedException) in
      guard oldIndex >= 0 && oldIndex < rows.count else { throw outOfRange(oldIndex, rows.count) }
      guard newIndex >= 0 && newIndex < rows.count else { throw outOfRange(newIndex, rows.count) }
      rows.insert(rows.remove(at: oldIndex), at: newIndex)
    }
  }

  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
    update("reloadData(forRowIndexes: \(Array(rowIndexes)))") {
      (rows: inout [EmulatedTableRow]) throws(EmulatedException) in
      for index in rowIndexes {
        guard index < rows.count else { throw outOfRange(index, rows.count) }
        recycle(rows[index])
      }
    }
  }

  /// A reusable view with `identifier` that a removed row gave back, or `nil`.
  open func makeView(
    withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?
  )
    -> NSView?
  {
    reuseQueue[identifier]?.popLast()
  }

  /// The view of a column in a row, if the row has views.
  open func view(atColumn column: Int, row: Int, makeIfNecessary: Bool) -> NSView? {
    guard tableColumns.indices.contains(column), rows.indices.contains(row) else { return nil }
    return rows[row].views[ObjectIdentifier(tableColumns[column])]
  }

  /// The row view of a row, if the row has views.
  open func rowView(atRow row: Int, makeIfNecessary: Bool) -> NSTableRowView? {
    rows.indices.contains(row) ? rows[row].rowView : nil
  }

  // MARK: The machinery

  func outOfRange(_ index: Int, _ count: Int) -> EmulatedException {
    EmulatedException(
      reason: "NSTableView error inserting/removing/moving row \(index) (numberOfRows: \(count)).")
  }

  /// Applies one call to the rows at once; a rejection raises and leaves the rows as they were.
  func update(_ call: String, _ body: (inout [EmulatedTableRow]) throws(EmulatedException) -> Void)
  {
    emulatedUpdateCallCount += 1
    log.append(call)
    var working = rows
    do {
      try body(&working)
    } catch {
      return AppKitEmulator.raise(error.reason)
    }
    emulatedRows = working
    if updateLevel == 0 { finishUpdates() }
  }

  /// The end of a group of updates: the count check, then views for the visible rows.
  func finishUpdates() {
    let expected = dataSource?.numberOfRows(in: self) ?? 0
    if expected != rows.count {
      AppKitEmulator.raise(
        "NSTableView: the data source has \(expected) rows, the table \(rows.count) after the "
          + "updates (emulator's wording)")
      emulatedRows = nil
    }
    loadViews()
  }

  func recycle(_ row: EmulatedTableRow) {
    for view in row.views.values {
      if let identifier = view.identifier { reuseQueue[identifier, default: []].append(view) }
    }
    row.views = [:]
    row.rowView = nil
    row.isLoaded = false
  }

  /// Asks the delegate for the views of the visible rows that have none.
  func loadViews() {
    guard let delegate else { return }
    let all = rows
    let visible = all.indices.clamped(to: emulatedVisibleRows)
    for index in visible where !all[index].isLoaded {
      let row = all[index]
      row.isLoaded = true
      row.isGroup = delegate.tableView(self, isGroupRow: index)
      row.rowView = delegate.tableView(self, rowViewForRow: index)
      // A group row spans the columns: AppKit asks once, with no column.
      let columns: [NSTableColumn?] = row.isGroup ? [nil] : tableColumns.map { $0 }
      for column in columns {
        let key = column.map(ObjectIdentifier.init) ?? ObjectIdentifier(NSTableView.self)
        row.views[key] = delegate.tableView(self, viewFor: column, row: index)
      }
    }
  }
}

extension NSTableView {
  /// Emulator only: each row's serial, which a move keeps and an insert renews.
  public var emulatedRowSerials: [Int] { rows.map(\.serial) }

  /// Emulator only: one line per call.
  public var emulatedLog: [String] { log }

  /// Emulator only: the views of a row, the group row's first; empty if it has none.
  public func emulatedViews(ofRow row: Int) -> [NSView] {
    guard rows.indices.contains(row) else { return [] }
    let entry = rows[row]
    if entry.isGroup { return entry.views[ObjectIdentifier(NSTableView.self)].map { [$0] } ?? [] }
    return tableColumns.compactMap { entry.views[ObjectIdentifier($0)] }
  }

  /// Emulator only: whether the delegate called the row a group row.
  public func emulatedIsGroupRow(_ row: Int) -> Bool {
    rows.indices.contains(row) && rows[row].isGroup
  }

  /// Emulator only: whether the row has views.
  public func emulatedHasViews(_ row: Int) -> Bool {
    rows.indices.contains(row) && rows[row].isLoaded
  }
}
