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
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource {
  /// Makes the cell for an item; returning `nil` traps.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  private let cellProvider: CellProvider
  private let table: TableViewTarget

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
    self.cellProvider = cellProvider
    table = TableViewTarget(tableView)
    super.init(target: table)
    tableView.dataSource = self
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
      cellProvider(tableView, indexPath, $0)
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
