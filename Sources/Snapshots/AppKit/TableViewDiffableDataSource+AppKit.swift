#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
public import AppKit

/// A table view's data source driven by snapshots: AppKit's `NSTableViewDiffableDataSource`
/// with the prefix removed, on every macOS from 10.15.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<Section, Mail>(tableView: tableView) {
///   tableView, column, row, mail in
///   let cell = tableView.makeView(withIdentifier: column.identifier, owner: nil) as! NSTableCellView
///   cell.textField?.stringValue = mail.subject
///   return cell
/// }
/// dataSource.sectionHeaderViewProvider = { tableView, row, section in HeaderView(section) }
/// ```
///
/// AppKit's table performs each insert, remove and move the moment it is called, in the rows
/// the calls before it left, so each apply becomes an ``EditScript`` over the table's rows,
/// whose steps are in exactly those coordinates, inside one `beginUpdates()` /
/// `endUpdates()`: removals, then inserts and moves in order, then the reloads of the items the
/// snapshot marked. With a ``sectionHeaderViewProvider``, each section starts with a header,
/// a group row, as in AppKit's; without one, a table shows items only.
///
/// It sets itself as the table's data source and, if the table has no delegate, as its
/// delegate, which gives the views. A table with a delegate of its own forwards
/// `tableView(_:viewFor:row:)`, `tableView(_:rowViewForRow:)` and `tableView(_:isGroupRow:)` to
/// this object.
@MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: NSObject, NSTableViewDataSource, NSTableViewDelegate {
  /// The snapshot type this data source shows.
  public typealias SnapshotType = Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// Makes the view of an item's row in a column.
  public typealias CellProvider = (
    _ tableView: NSTableView, _ tableColumn: NSTableColumn, _ row: Int,
    _ itemIdentifier: ItemIdentifierType
  ) -> NSView
  /// Makes the row view of an item's row.
  public typealias RowProvider = (
    _ tableView: NSTableView, _ row: Int, _ itemIdentifier: ItemIdentifierType
  ) -> NSTableRowView
  /// Makes the view of a section's header row.
  public typealias SectionHeaderViewProvider = (
    _ tableView: NSTableView, _ row: Int, _ sectionIdentifier: SectionIdentifierType
  ) -> NSView

  private let cellProvider: CellProvider
  private weak var tableView: NSTableView?
  private let source = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>()
  /// What the table has been told of: its rows answer the data-source methods.
  private var rendered = TableRowLayout(SnapshotType(), showsHeaders: false)
  /// The snapshot being applied, whose reload and reconfigure marks name the rows to reload.
  private var marks: SnapshotType?

  /// The row views of item rows; AppKit's default row view without one.
  ///
  /// - Complexity: O(1).
  public var rowViewProvider: RowProvider?

  /// The views of section headers. Setting one shows a header row before each section's items,
  /// from the next apply.
  ///
  /// - Complexity: O(1).
  public var sectionHeaderViewProvider: SectionHeaderViewProvider?

  /// How inserted, removed and reloaded rows animate; `.effectFade` unless set. An unanimated
  /// apply uses none.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: NSTableView.AnimationOptions = .effectFade

  /// Creates a data source and makes it `tableView`'s data source (and its delegate, if it has
  /// none).
  ///
  /// - Complexity: O(1).
  public init(tableView: NSTableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    source.onUpdate = { [unowned self] update in show(update) }
    tableView.dataSource = self
    if tableView.delegate == nil { tableView.delegate = self }
  }

  /// Shows `snapshot`: one group of updates whose steps are an edit script over the rows, then
  /// reloads of the rows whose items the snapshot marked for reloading or reconfiguring. The
  /// first apply, and any apply while the table's row count disagrees with what this data
  /// source last told it, reloads the table instead.
  ///
  /// - Parameters:
  ///   - snapshot: The state to show.
  ///   - animatingDifferences: Whether rows animate, with ``defaultRowAnimation``.
  ///   - completion: Runs once the table has taken the change; AppKit animates on its own, so
  ///     it does not wait for the animation.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus O(*c* log *c*)
  ///   for *c* changed rows.
  open func apply(
    _ snapshot: SnapshotType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    marks = snapshot
    source.apply(snapshot, animatingDifferences: animatingDifferences)
    marks = nil
    completion?()
  }

  /// Shows `snapshot` by reloading the table, without a diff.
  ///
  /// - Complexity: Expected O(*n* + *s*).
  open func applySnapshotUsingReloadData(
    _ snapshot: SnapshotType, completion: (() -> Void)? = nil
  ) {
    source.applySnapshotUsingReloadData(snapshot)
    completion?()
  }

  /// The newest state: a copy, without marks.
  ///
  /// - Complexity: O(1).
  open func snapshot() -> SnapshotType { source.snapshot() }

  /// The item the table shows at `row`, or `nil` for a header row or a row it does not show.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  open func itemIdentifier(forRow row: Int) -> ItemIdentifierType? {
    guard case .item(let item) = rendered.row(at: row) else { return nil }
    return item
  }

  /// The row of `identifier`, or -1 when the table does not show it.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  open func row(forItemIdentifier identifier: ItemIdentifierType) -> Int {
    rendered.row(of: identifier) ?? -1
  }

  /// The section `row` belongs to (its header or one of its items), or `nil`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  open func sectionIdentifier(forRow row: Int) -> SectionIdentifierType? {
    rendered.section(ofRow: row)
  }

  /// The header row of `sectionIdentifier` (its first item's row when the table shows no
  /// headers), or -1.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  open func row(forSectionIdentifier sectionIdentifier: SectionIdentifierType) -> Int {
    rendered.row(ofSection: sectionIdentifier) ?? -1
  }

  // MARK: NSTableViewDataSource and NSTableViewDelegate

  /// The number of rows the table shows: items, and headers when it shows them.
  ///
  /// - Complexity: O(1).
  open func numberOfRows(in tableView: NSTableView) -> Int { rendered.rowCount }

  /// The view of a row: the cell provider's for an item, the header provider's for a header.
  ///
  /// - Complexity: O(log *s*), plus the provider.
  open func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  )
    -> NSView?
  {
    switch rendered.row(at: row) {
    case .header(let section):
      return sectionHeaderViewProvider?(tableView, row, section)
    case .item(let item):
      guard let column = tableColumn ?? tableView.tableColumns.first else {
        trap(
          "TableViewDiffableDataSource.tableView(_:viewFor:row:)",
          "the table has no column for item \(String(reflecting: item))")
      }
      return cellProvider(tableView, column, row, item)
    case nil:
      trap(
        "TableViewDiffableDataSource.tableView(_:viewFor:row:)",
        "the table asked for row \(row), which it does not show")
    }
  }

  /// The row view from ``rowViewProvider`` for an item row; AppKit's default otherwise.
  ///
  /// - Complexity: O(log *s*), plus the provider.
  open func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
    guard case .item(let item) = rendered.row(at: row) else { return nil }
    return rowViewProvider?(tableView, row, item)
  }

  /// Whether `row` is a section header.
  ///
  /// - Complexity: O(log *s*).
  open func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
    if case .header = rendered.row(at: row) { return true }
    return false
  }

  // MARK: Showing a change

  private func show(_ update: DataSourceUpdate<SectionIdentifierType, ItemIdentifierType>) {
    let target = TableRowLayout(update.snapshot, showsHeaders: sectionHeaderViewProvider != nil)
    guard let tableView else { return rendered = target }
    guard update.kind != .reloadData, target.showsHeaders == rendered.showsHeaders,
      tableView.numberOfRows == rendered.rowCount
    else {
      rendered = target
      return tableView.reloadData()
    }
    let animation = update.kind == .animated ? defaultRowAnimation : []
    let steps = rowSteps(from: rendered.rows, to: target.rows)
    // AppKit's table asks nothing of its data source until the updates end.
    rendered = target
    if !steps.isEmpty {
      tableView.beginUpdates()
      for step in steps {
        switch step {
        case .delete(let offset, _): tableView.removeRows(at: [offset], withAnimation: animation)
        case .insert(let offset, _): tableView.insertRows(at: [offset], withAnimation: animation)
        case .move(let from, let to, _): tableView.moveRow(at: from, to: to)
        case .update: break
        }
      }
      tableView.endUpdates()
    }
    guard let marks else { return }
    let refreshed = refreshedRows(markedIn: marks, in: target)
    if !refreshed.isEmpty {
      tableView.reloadData(
        forRowIndexes: refreshed, columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns)
      )
    }
  }

  /// The steps that turn the table's rows into the new ones, each in the rows the steps before
  /// it leave: the order in which AppKit's table applies its calls.
  private func rowSteps(
    from old: [TableRowLayout<SectionIdentifierType, ItemIdentifierType>.Row],
    to new: [TableRowLayout<SectionIdentifierType, ItemIdentifierType>.Row]
  ) -> [ListEditStep<TableRowLayout<SectionIdentifierType, ItemIdentifierType>.Row>] {
    EditScript(from: old, to: new).steps
  }

  /// The rows to reload after the updates, in new coordinates: the items `snapshot` marks for
  /// reloading or reconfiguring (AppKit has no reconfigure), and every row of the sections it
  /// marks for reloading. The marks are read from the snapshot, not from the changeset, which
  /// leaves out items it moves with their section.
  private func refreshedRows(
    markedIn snapshot: SnapshotType,
    in layout: TableRowLayout<SectionIdentifierType, ItemIdentifierType>
  ) -> IndexSet {
    var rows = IndexSet()
    for item in snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers {
      if let row = layout.row(of: item) { rows.insert(row) }
    }
    for section in snapshot.reloadedSectionIdentifiers {
      guard layout.snapshot.indexOfSection(section) != nil else { continue }
      if layout.showsHeaders, let header = layout.row(ofSection: section) { rows.insert(header) }
      for item in layout.snapshot.itemIdentifiers(inSection: section) {
        if let row = layout.row(of: item) { rows.insert(row) }
      }
    }
    return rows
  }
}
#endif
