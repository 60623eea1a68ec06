#if canImport(UIKit) && !os(watchOS)
public import Snapshots
public import UIKit

/// A table view whose one section shows an ``OutlineTree``; the table's counterpart of
/// ``CollectionViewOutlineDataSource``.
///
/// Node rows come from the cell provider and footer rows from ``footerProvider``; indent a
/// cell by its row's `level`.
@preconcurrency @MainActor
open class TableViewOutlineDataSource<ItemIdentifierType: Hashable>:
  ListViewOutlineDataSource<ItemIdentifierType>, UITableViewDataSource
{
  /// Makes the cell for a row; returning `nil` traps.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ row: OutlineVisibleRow<ItemIdentifierType>
  ) -> UITableViewCell?

  private let cellProvider: CellProvider
  private let table: TableViewTarget
  /// Makes the cells of footer rows; without one, a footer row traps.
  public var footerProvider: CellProvider?

  /// The animation of inserted, deleted and reloaded rows; `.automatic` unless set.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { table.rowAnimation }
    set { table.rowAnimation = newValue }
  }

  /// Creates a data source showing `tree` and makes it `tableView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(
    tableView: UITableView, tree: OutlineTree<ItemIdentifierType>,
    cellProvider: @escaping CellProvider
  ) {
    self.cellProvider = cellProvider
    table = TableViewTarget(tableView)
    super.init(tree: tree, target: table)
    tableView.dataSource = self
  }

  /// One section.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// The visible rows the view was last told of.
  ///
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    renderedRowCount
  }

  /// The cell of a node row from the cell provider, of a footer row from ``footerProvider``.
  ///
  /// - Complexity: O(log *n*), plus the provider.
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    cell(
      at: indexPath, "TableViewOutlineDataSource.tableView(_:cellForRowAt:)",
      node: { cellProvider(tableView, indexPath, $0) },
      footer: footerProvider.map { provider in { provider(tableView, indexPath, $0) } })
  }
}
#endif
