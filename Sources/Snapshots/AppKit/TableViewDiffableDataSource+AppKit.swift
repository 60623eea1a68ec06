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
/// It is a ``ListViewDiffableDataSource``, as the collection views' data sources are: the same
/// renderer, state and flows. Each apply performs at once: its ``Changeset`` becomes the
/// table's row calls in the order AppKit performs them (each in the rows the calls before it
/// left), inside one `beginUpdates()` / `endUpdates()` in an animation group, then the reloads
/// of the rows it marked; the completion runs when the group's animation ends. An apply of a
/// snapshot whose record holds its edits costs what the edits touch, not the table's size.
/// With a ``sectionHeaderViewProvider``, each section starts with a header, a group row, as in
/// AppKit's; without one, a table shows items only.
///
/// Beyond AppKit's, it inherits the base's `async` applies, section snapshots
/// (``ListViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``, whose visible
/// items are the section's rows), ``ListViewDiffableDataSource/applySnapshots(from:animatingDifferences:)``
/// from a ``SnapshotFeed``, ``ListViewDiffableDataSource/sectionSnapshotHandlers`` with
/// ``ListViewDiffableDataSource/expandItem(_:)`` and ``ListViewDiffableDataSource/collapseItem(_:)``,
/// and ``ListViewDiffableDataSource/updatePolicy``. The row lookups
/// (``itemIdentifier(forRow:)``, ``row(forItemIdentifier:)``, ``sectionIdentifier(forRow:)``,
/// ``row(forSectionIdentifier:)``) count the table's rows, header rows included; the inherited
/// index-path lookups count sections and items of the snapshot, as on the collection views.
/// ``ListViewDiffableDataSource/reorderingHandlers`` are kept for the flows a person starts;
/// drags are not wired, as on AppKit's collection view: a table drags through its
/// pasteboard methods, which belong to the app.
///
/// `@preconcurrency @MainActor`, where AppKit's class has no actor: see the porting article.
/// Swift 5 code may call it from nonisolated code without a diagnostic, Swift 6 code with a
/// warning that says to call it from the main actor.
///
/// It sets itself as the table's data source and, if the table has no delegate, as its
/// delegate, which gives the views. A table with a delegate of its own forwards
/// `tableView(_:viewFor:row:)`, `tableView(_:rowViewForRow:)` and `tableView(_:isGroupRow:)` to
/// this object.
///
/// With content (``init(tableView:contentCellProvider:)`` and
/// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``),
/// the cell provider receives each item's model, and an apply reloads the views of the rows
/// whose model changed and, of a section whose model changed, its header row's view only,
/// which asks ``sectionHeaderViewProvider`` again.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, NSTableViewDataSource,
  NSTableViewDelegate
{
  /// Makes the view of an item's row in a column.
  public typealias CellProvider = (
    _ tableView: NSTableView, _ tableColumn: NSTableColumn, _ row: Int,
    _ identifier: ItemIdentifierType
  ) -> NSView
  /// Makes the row view of a row: the identifier is the item's, or the section's for a header.
  public typealias RowProvider = (
    _ tableView: NSTableView, _ row: Int, _ identifier: AnyHashable
  ) -> NSTableRowView
  /// Makes the view of a section's header row.
  public typealias SectionHeaderViewProvider = (
    _ tableView: NSTableView, _ row: Int, _ identifier: SectionIdentifierType
  ) -> NSView

  /// Makes the view of an item's row in a column from the item's model, as of the state the
  /// table shows.
  ///
  /// - Complexity: Called once for each view the table asks for; the cost is the provider's.
  public typealias ContentCellProvider<Item> = (
    _ tableView: NSTableView, _ tableColumn: NSTableColumn, _ row: Int, _ item: Item
  ) -> NSView

  private typealias Renderer = ListViewRenderer<SectionIdentifierType, ItemIdentifierType>
  /// The view of an item's row, from the renderer's state.
  private let makeCell: (Renderer, NSTableView, NSTableColumn, Int, ItemIdentifierType) -> NSView
  private let table: TableViewTarget
  /// What the table has been told of, in rows: the data-source methods answer from it.
  private var rendered = TableRowLayout(SnapshotType(), showsHeaders: false)

  /// The row views, asked for every row, header rows included; AppKit's default row view
  /// without one.
  ///
  /// - Complexity: O(1).
  public var rowViewProvider: RowProvider?

  /// The views of section headers. Setting one shows a header row before each section's items,
  /// from the next apply.
  ///
  /// - Complexity: O(1).
  public var sectionHeaderViewProvider: SectionHeaderViewProvider? {
    didSet { table.showsHeaders = sectionHeaderViewProvider != nil }
  }

  /// How inserted, removed and reloaded rows animate; `.effectFade` unless set. An unanimated
  /// apply uses none.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: NSTableView.AnimationOptions {
    get { table.rowAnimation }
    set { table.rowAnimation = newValue }
  }

  /// Creates a data source and makes it `tableView`'s data source (and its delegate, if it has
  /// none).
  ///
  /// - Complexity: O(1).
  public init(tableView: NSTableView, cellProvider: @escaping CellProvider) {
    makeCell = { _, tableView, column, row, item in cellProvider(tableView, column, row, item) }
    table = TableViewTarget(tableView)
    super.init(target: table)
    connect(tableView)
  }

  /// Creates a data source whose row views are made from the items' models, and makes it
  /// `tableView`'s data source (and its delegate, if it has none). Show content with
  /// ``apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``: the provider
  /// receives the model of the state being applied. A view asked for while no content was
  /// applied, or whose model is not an `Item`, traps.
  ///
  /// - Complexity: O(1).
  @_disfavoredOverload
  // A trailing closure fits both inits: one whose item type is unconstrained (`{ _, _, item
  // in "\(item)" }`) must stay the identifier provider it was before this init existed.
  public init<Item>(
    tableView: NSTableView, contentCellProvider: @escaping ContentCellProvider<Item>
  ) {
    makeCell = { renderer, tableView, column, row, item in
      contentCellProvider(
        tableView, column, row,
        renderer.renderedModel(
          of: item, as: Item.self, "TableViewDiffableDataSource.tableView(_:viewFor:row:)"))
    }
    table = TableViewTarget(tableView)
    super.init(target: table)
    connect(tableView)
  }

  private func connect(_ tableView: NSTableView) {
    renderer.didRender = { [unowned self] in
      rendered = TableRowLayout($0, showsHeaders: table.showsHeaders)
    }
    tableView.dataSource = self
    if tableView.delegate == nil { tableView.delegate = self }
  }

  /// Shows `snapshot` at once: the table's row calls for the apply's changeset in one group of
  /// updates, then reloads of the rows whose items or sections the snapshot marked. The first
  /// apply, an apply while the table's row count disagrees with what this data source last
  /// told it, and one that ``ListViewDiffableDataSource/updatePolicy`` finds too large reload
  /// the table instead.
  ///
  /// - Parameters:
  ///   - snapshot: The state to show.
  ///   - animatingDifferences: Whether rows animate, with ``defaultRowAnimation``.
  ///   - completion: Runs when the group's animation ends, or as soon as the apply returns
  ///     when there were no row calls.
  /// - Complexity: As ``DiffableDataSource/apply(_:animatingDifferences:completion:)``, plus
  ///   O(*s* + *c* (log *c* + log *s*)) for *c* changed rows in *s* sections: the batch is
  ///   ordered once, and each of its steps, a section's included, finds its rows in
  ///   O(log *s*).
  open override func apply(
    _ snapshot: SnapshotType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The item the table shows at `row`, or `nil` for a header row or a row it does not show.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  open func itemIdentifier(forRow row: Int) -> ItemIdentifierType? {
    guard case .item(let item) = rendered.row(at: row) else { return nil }
    return item
  }

  /// The row of `identifier`, or `nil` when the table does not show it.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  open func row(forItemIdentifier identifier: ItemIdentifierType) -> Int? {
    rendered.row(of: identifier)
  }

  /// The section `row` belongs to (its header or one of its items), or `nil`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  open func sectionIdentifier(forRow row: Int) -> SectionIdentifierType? {
    rendered.section(ofRow: row)
  }

  /// The header row of `identifier` (its first item's row when the table shows no headers),
  /// or `nil`.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  open func row(forSectionIdentifier identifier: SectionIdentifierType) -> Int? {
    rendered.row(ofSection: identifier)
  }

  // MARK: NSTableViewDataSource and NSTableViewDelegate

  /// The number of rows the table shows: items, and headers when it shows them.
  ///
  /// - Complexity: O(1).
  open func numberOfRows(in tableView: NSTableView) -> Int {
    rendered.rowCount
  }

  /// The view of a row: the cell provider's for an item, the header provider's for a header.
  ///
  /// - Complexity: O(log *s*), plus the provider.
  open func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  ) -> NSView? {
    switch rendered.row(at: row) {
    case .header(let section):
      return sectionHeaderViewProvider?(tableView, row, section)
    case .item(let item):
      guard let column = tableColumn ?? tableView.tableColumns.first else {
        trap(
          "TableViewDiffableDataSource.tableView(_:viewFor:row:)",
          "the table has no column for item \(String(reflecting: item))")
      }
      return makeCell(renderer, tableView, column, row, item)
    case nil:
      trap(
        "TableViewDiffableDataSource.tableView(_:viewFor:row:)",
        "the table asked for row \(row), which it does not show")
    }
  }

  /// The row view from ``rowViewProvider``, for an item row with the item's identifier and
  /// for a header row with the section's; AppKit's default without one.
  ///
  /// - Complexity: O(log *s*), plus the provider.
  open func tableView(
    _ tableView: NSTableView, rowViewForRow row: Int
  ) -> NSTableRowView? {
    guard let rowViewProvider else { return nil }
    switch rendered.row(at: row) {
    case .header(let section): return rowViewProvider(tableView, row, AnyHashable(section))
    case .item(let item): return rowViewProvider(tableView, row, AnyHashable(item))
    case nil: return nil
    }
  }

  /// Whether `row` is a section header.
  ///
  /// - Complexity: O(log *s*).
  open func tableView(
    _ tableView: NSTableView, isGroupRow row: Int
  ) -> Bool {
    if case .header = rendered.row(at: row) { return true }
    return false
  }
}
#endif
