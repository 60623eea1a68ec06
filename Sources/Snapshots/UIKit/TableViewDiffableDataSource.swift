#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// A table view's data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`
/// with the prefix removed, on every iOS from 13.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<Section, City>(tableView: tableView) {
///   tableView, indexPath, city in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
///   cell.textLabel?.text = city.name
///   return cell
/// }
/// dataSource.defaultRowAnimation = .fade
/// ```
///
/// It sets itself as the view's data source and answers it: counts, cells, moves, and the
/// editing hooks. Subclass it to give section titles or to allow editing and moving, as
/// with UIKit's: override `tableView(_:titleForHeaderInSection:)`,
/// `tableView(_:canEditRowAt:)`, `tableView(_:commit:forRowAt:)` or
/// `tableView(_:canMoveRowAt:)`. Beyond UIKit's, it also takes section snapshots,
/// ``reorderingHandlers`` and ``sectionSnapshotHandlers``. A row the view has already moved
/// (`tableView(_:moveRowAt:to:)`) runs the reorder flow and becomes no second batch.
///
/// With content (``init(tableView:contentCellProvider:)`` and
/// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``),
/// the provider receives each item's model, and an apply reconfigures the cells of the items
/// whose model changed and updates in place the header and footer views of the sections whose
/// model changed (see ``headerFooterReconfigureHandler``).
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource {
  /// Makes the cell for an item; returning `nil` traps.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  /// Makes the cell for an item from its model, as of the state the view shows; returning
  /// `nil` traps.
  ///
  /// - Complexity: Called once for each cell the view asks for; the cost is the provider's.
  public typealias ContentCellProvider<Item> = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ item: Item
  ) -> UITableViewCell?
  /// Updates a section's header or footer view on screen, in place, for the section's new
  /// content.
  ///
  /// - Complexity: Called once for each such view; the cost is the handler's.
  public typealias HeaderFooterReconfigureHandler = (
    _ tableView: UITableView, _ view: UITableViewHeaderFooterView, _ kind: HeaderFooterKind,
    _ section: Int
  ) -> Void

  /// Which of a section's views a ``HeaderFooterReconfigureHandler`` receives.
  public enum HeaderFooterKind: Hashable, Sendable {
    /// The section's header view, `tableView.headerView(forSection:)`.
    case header
    /// The section's footer view, `tableView.footerView(forSection:)`.
    case footer
  }

  private typealias Renderer = ListViewRenderer<SectionIdentifierType, ItemIdentifierType>
  /// The cell for an item the view shows, from the renderer's state.
  private let makeCell: (Renderer, UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  private let table: TableViewTarget

  /// Updates in place the header and footer views on screen of each section whose content
  /// changed in an apply of a ``ContentSnapshot``, after the batch: read the new content from
  /// ``ListViewDiffableDataSource/contentSnapshot()``. The sections' cells are not reloaded.
  ///
  /// Without a handler, a header or footer that shows a title in its `textLabel` gets the title
  /// this data source now answers (`tableView(_:titleForHeaderInSection:)`,
  /// `tableView(_:titleForFooterInSection:)`); other views stay as they are.
  ///
  /// - Complexity: O(1).
  public var headerFooterReconfigureHandler: HeaderFooterReconfigureHandler?

  /// The animation of inserted, deleted and reloaded rows; `.automatic` unless set. An
  /// unanimated apply uses none.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { table.rowAnimation }
    set { table.rowAnimation = newValue }
  }

  /// Creates a data source and makes it `tableView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    makeCell = { _, tableView, indexPath, item in cellProvider(tableView, indexPath, item) }
    table = TableViewTarget(tableView)
    super.init(target: table)
    connect(tableView)
  }

  /// Creates a data source whose cells are made from the items' models, and makes it
  /// `tableView`'s data source. Show content with
  /// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``:
  /// the provider receives the model of the state being applied, also for a cell the view
  /// asks for during the batch. A cell asked for while no content was applied, or whose model
  /// is not an `Item`, traps.
  ///
  /// ```swift
  /// let dataSource = TableViewDiffableDataSource<Folder.ID, Message.ID>(tableView: tableView) {
  ///   (tableView, indexPath, message: Message) in
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
  ///   cell.textLabel?.text = message.subject
  ///   return cell
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  @_disfavoredOverload
  // A trailing closure fits both inits: one whose item type is unconstrained (`{ _, _, item
  // in "\(item)" }`) must stay the identifier provider it was before this init existed.
  public init<Item>(
    tableView: UITableView, contentCellProvider: @escaping ContentCellProvider<Item>
  ) {
    makeCell = { renderer, tableView, indexPath, item in
      contentCellProvider(
        tableView, indexPath,
        renderer.renderedModel(
          of: item, as: Item.self, "TableViewDiffableDataSource.tableView(_:cellForRowAt:)"))
    }
    table = TableViewTarget(tableView)
    super.init(target: table)
    connect(tableView)
  }

  private func connect(_ tableView: UITableView) {
    table.reconfigureSections = { [unowned self] in reconfigureHeadersAndFooters(of: $0, $1) }
    tableView.dataSource = self
  }

  /// Hands the header and footer views on screen of `sections` to the handler, or else puts
  /// the title now answered in those that show one.
  private func reconfigureHeadersAndFooters(of tableView: UITableView, _ sections: IndexSet) {
    for section in sections {
      if let header = tableView.headerView(forSection: section) {
        reconfigure(header, .header, section, in: tableView)
      }
      if let footer = tableView.footerView(forSection: section) {
        reconfigure(footer, .footer, section, in: tableView)
      }
    }
  }

  private func reconfigure(
    _ view: UITableViewHeaderFooterView, _ kind: HeaderFooterKind, _ section: Int,
    in tableView: UITableView
  ) {
    if let headerFooterReconfigureHandler {
      return headerFooterReconfigureHandler(tableView, view, kind, section)
    }
    // A title view keeps its label; a view of the app's own is the handler's to update.
    guard let label = view.textLabel, label.text != nil,
      let title = kind == .header
        ? self.tableView(tableView, titleForHeaderInSection: section)
        : self.tableView(tableView, titleForFooterInSection: section)
    else { return }
    label.text = title
    view.setNeedsLayout()
  }

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in tableView: UITableView) -> Int { renderedSectionCount }

  /// The number of rows the view shows in a section.
  ///
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    renderedItemCount(inSection: section)
  }

  /// The cell from the cell provider.
  ///
  /// - Complexity: O(1), plus the provider.
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    cell(at: indexPath, "TableViewDiffableDataSource.tableView(_:cellForRowAt:)") {
      makeCell(renderer, tableView, indexPath, $0)
    }
  }

  /// No title; override to give one.
  ///
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title; override to give one.
  ///
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No section index; override to show one beside the table.
  ///
  /// - Complexity: O(1).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section the index title at `index` scrolls to: the section at `index`. Override it
  /// with ``sectionIndexTitles(for:)``.
  ///
  /// - Complexity: O(1).
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// `false`, as UIKit's: override to allow swipe-to-delete and the editing controls.
  ///
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing; override to apply the snapshot that an edit asks for.
  ///
  /// - Complexity: O(1).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Whether a person may drag the row: ``reorderingHandlers``' `canReorderItem`, `false`
  /// without one. Override to decide otherwise, as with UIKit's.
  ///
  /// - Complexity: O(1), plus the handler.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// A drag the view has performed: runs the reorder flow
  /// (``DiffableDataSource/moveRow(at:to:)``) without a second batch.
  ///
  /// - Complexity: As ``DiffableDataSource/moveItem(at:to:)``.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    viewDidMove(from: sourceIndexPath, to: destinationIndexPath, "moveRow(at:to:)")
  }
}
#endif
