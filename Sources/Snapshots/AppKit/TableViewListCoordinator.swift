#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit

/// Drives a table view from a state that a host hands in again and again: the plain
/// coordinator behind the SwiftUI `SnapshotList` on the Mac, usable from AppKit code as well.
///
/// ```swift
/// let coordinator = TableViewListCoordinator<Folder.ID, Message.ID, Folder, Message>(
///   tableView: tableView
/// ) { tableView, column, row, message in MessageRow(message) }
/// coordinator.onSelectionChange = { selection = $0 }
/// coordinator.update(to: content)       // applies
/// coordinator.update(to: content)       // the same value: applies nothing
/// ```
///
/// ``update(to:animatingDifferences:)`` applies nothing for the value it showed last (or an
/// unmutated copy), reads the records of a copy that was edited, at the cost of the edit, and
/// diffs any other value. A person's selection reaches ``onSelectionChange``, and a drop that
/// the app hands to ``moveItem(at:to:)`` reaches ``onContentChange`` with the item moved (by
/// the move's ``SnapshotTransaction``): handing those values back in applies nothing.
///
/// It becomes the table's delegate, and passes the data source's delegate methods (row views,
/// group rows) on to ``dataSource``.
@preconcurrency @MainActor
public final class TableViewListCoordinator<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item
>: NSObject, NSTableViewDelegate {
  /// The content this coordinator shows.
  public typealias Content = ContentSnapshot<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >

  /// The data source: its lookups (``TableViewDiffableDataSource/row(forItemIdentifier:)``,
  /// ``TableViewDiffableDataSource/itemIdentifier(forRow:)``) answer for what the table shows.
  ///
  /// - Complexity: O(1).
  public let dataSource: TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  /// The table it drives, which it keeps.
  ///
  /// - Complexity: O(1).
  public let tableView: NSTableView
  private let state: ListHostState<SectionIdentifierType, ItemIdentifierType, Section, Item>
  /// Set while this coordinator selects rows or applies: AppKit tells the delegate of those
  /// changes too.
  private var isSelecting = false

  /// Creates a coordinator whose row views are made from the items' models, and makes it
  /// `tableView`'s delegate.
  ///
  /// - Complexity: O(1).
  public init(
    tableView: NSTableView,
    cellProvider: @escaping (NSTableView, NSTableColumn, Int, Item) -> NSView
  ) {
    dataSource = TableViewDiffableDataSource(
      tableView: tableView, contentCellProvider: cellProvider)
    state = ListHostState(dataSource: dataSource)
    self.tableView = tableView
    super.init()
    tableView.delegate = self
  }

  /// Receives the content after a move, with the item moved: write it to the state the host
  /// hands in.
  ///
  /// - Complexity: O(1).
  public var onContentChange: ((Content) -> Void)? {
    get { state.writeContent }
    set { state.writeContent = newValue }
  }

  /// Receives the selection after a person changed it: write it to the state the host hands in.
  ///
  /// - Complexity: O(1).
  public var onSelectionChange: ((Set<ItemIdentifierType>) -> Void)? {
    get { state.selection.write }
    set { state.selection.write = newValue }
  }

  /// Whether an item may be moved by ``moveItem(at:to:)``; `nil`, the default, allows none.
  ///
  /// - Complexity: O(1).
  public var canReorderItem: ((ItemIdentifierType) -> Bool)? {
    get { dataSource.reorderingHandlers.canReorderItem }
    set { dataSource.reorderingHandlers.canReorderItem = newValue }
  }

  /// The content the table shows: the last applied or written back.
  ///
  /// - Complexity: O(1).
  public var content: Content? { state.shown }

  /// The selected items: those handed to ``update(selection:)`` or written back, including
  /// items the table does not show yet, which it shows selected once they arrive.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection.selected }

  /// Shows `content` unless the table shows it already, and returns whether it applied. After
  /// an apply the table shows the selected items it shows selected (a reload clears a
  /// table's selection), and the selected items it deleted leave ``selection``, which
  /// ``onSelectionChange`` receives once.
  ///
  /// - Complexity: O(1) for the value shown or an unmutated copy; for a copy edited since,
  ///   as ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``
  ///   reading its records, about O(*k* log *k*) for *k* items touched; otherwise a diff,
  ///   expected O(*n* + *s*) for *n* items in *s* sections. Either apply adds
  ///   O(*m* log *s*) for the *m* items selected.
  @discardableResult
  public func update(to content: Content, animatingDifferences: Bool = true) -> Bool {
    isSelecting = true
    defer { isSelecting = false }
    guard state.update(to: content, animatingDifferences: animatingDifferences) else {
      return false
    }
    showSelection()
    return true
  }

  /// Selects exactly `selection` in the table, unless it is the selection kept already; items
  /// the table does not show stay in ``selection`` and are selected when an update shows them.
  ///
  /// - Complexity: O(*m*) for a selection equal to the one kept, of *m* items; otherwise
  ///   O(*m* log *s*) in *s* sections, plus the table's selection change.
  public func update(selection: Set<ItemIdentifierType>) {
    guard state.selection.update(to: selection, contains: state.contains) else { return }
    showSelection()
  }

  /// Selects the rows of the selected items the table shows, unless it shows them selected.
  private func showSelection() {
    let rows = IndexSet(
      state.selection.selected.compactMap { dataSource.row(forItemIdentifier: $0) })
    guard rows != tableView.selectedRowIndexes else { return }
    let wasSelecting = isSelecting
    isSelecting = true
    tableView.selectRowIndexes(rows, byExtendingSelection: false)
    isSelecting = wasSelecting
  }

  /// Scrolls `item` into view; returns `false`, scrolling nothing, when the table does not
  /// show it.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @discardableResult
  public func scrollToItem(_ item: ItemIdentifierType) -> Bool {
    guard let row = dataSource.row(forItemIdentifier: item) else { return false }
    tableView.scrollRowToVisible(row)
    return true
  }

  /// Moves the item at `source` to `destination` (in sections and items, as
  /// ``DiffableDataSource/moveItem(at:to:)`` reads them), as a drop does: the table shows it,
  /// and ``onContentChange`` receives the content with the item moved.
  ///
  /// - Returns: ``InteractionOutcome/performed``, or why nothing happened.
  /// - Complexity: As ``DiffableDataSource/moveItem(at:to:)``.
  @discardableResult
  public func moveItem(at source: IndexPath, to destination: IndexPath) -> InteractionOutcome {
    var outcome = InteractionOutcome.alreadyInState
    dataSource.renderer.perform(
      { outcome = dataSource.source.moveItem(at: source, to: destination) }, completion: nil)
    return outcome
  }

  // MARK: NSTableViewDelegate

  /// The data source's view for the row.
  ///
  /// - Complexity: As ``TableViewDiffableDataSource/tableView(_:viewFor:row:)``.
  public func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView? {
    dataSource.tableView(tableView, viewFor: tableColumn, row: row)
  }

  /// The data source's row view for the row.
  ///
  /// - Complexity: As ``TableViewDiffableDataSource/tableView(_:rowViewForRow:)``.
  public func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
    dataSource.tableView(tableView, rowViewForRow: row)
  }

  /// Whether the row is a section header, as the data source says.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
    dataSource.tableView(tableView, isGroupRow: row)
  }

  /// A person changed the selection: it is written back, with the selected items the table
  /// does not show yet (unless a single selection replaced them). Changes this coordinator
  /// makes are not.
  ///
  /// - Complexity: O(*r* log *s*) for *r* rows selected in *s* sections, plus O(*m*) for the
  ///   *m* items selected.
  public func tableViewSelectionDidChange(_ notification: Notification) {
    guard !isSelecting else { return }
    let items = tableView.selectedRowIndexes.compactMap { dataSource.itemIdentifier(forRow: $0) }
    state.selection.viewDidSelect(
      Set(items), isShown: state.contains, replacing: !tableView.allowsMultipleSelection)
  }
}
#endif
