// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSTableViewDiffableDataSource (AppKit, macOS 15.2) is used here as Apple declares it, with
// the prefix deleted: `TableViewDiffableDataSource`. Apple's class is `open` but declares no
// `open` member, so the subclass below overrides nothing. The class is not actor-isolated: only
// its @objc `numberOfRows(in:)` is `@MainActor @preconcurrency`. So one function below is
// main-actor isolated and uses everything; another is plain, nonisolated and synchronous and
// uses every other member, which Apple's SDK accepts without a diagnostic in either mode.

import AppKit
import Snapshots

private typealias AppKitTablePortDataSource = TableViewDiffableDataSource<PortSection, PortItem>
private typealias AppKitTablePortSnapshot = Snapshot<PortSection, PortItem>

/// Checks each member AppKit's class declares as the other data sources do (DataSourcePort.swift).
extension TableViewDiffableDataSource: SnapshotDataSourcePort {}

/// A subclass: allowed (the class is `open`), with nothing to override.
private final class AppKitTablePortSubclass:
  TableViewDiffableDataSource<PortSection, PortItem>
{
  func firstItem() -> PortItem? {
    itemIdentifier(forRow: 0)
  }
}

/// Every member, on the main actor.
@MainActor
private func appKitTablePortUseEveryMember() {
  let tableView = NSTableView(frame: .zero)
  let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name"))
  tableView.addTableColumn(column)
  let one = PortItem(id: 1)
  let two = PortItem(id: 2)

  // The CellProvider typealias and init(tableView:cellProvider:).
  let cellProvider: AppKitTablePortDataSource.CellProvider = { tableView, tableColumn, row, item in
    _ = (row, item)
    return tableView.makeView(withIdentifier: tableColumn.identifier, owner: nil)
      ?? NSTableCellView()
  }
  let dataSource = AppKitTablePortDataSource(tableView: tableView, cellProvider: cellProvider)
  // The same initializer with a trailing closure, as apps write it.
  let trailing = TableViewDiffableDataSource<PortSection, PortItem>(
    tableView: tableView
  ) { tableView, tableColumn, row, item -> NSView in
    _ = (tableView, tableColumn, row, item)
    return NSTableCellView()
  }
  _ = trailing

  // What the class is: an NSObject and an NSTableViewDataSource.
  let object: NSObject = dataSource
  let asDataSource: any NSTableViewDataSource = dataSource
  tableView.dataSource = dataSource
  _ = (object, asDataSource)

  // The RowProvider typealias and rowViewProvider, set and read.
  let rowProvider: AppKitTablePortDataSource.RowProvider = { tableView, row, identifier in
    let asAnyHashable: AnyHashable = identifier
    _ = (tableView, row, asAnyHashable)
    return NSTableRowView()
  }
  dataSource.rowViewProvider = rowProvider
  let readRowProvider: AppKitTablePortDataSource.RowProvider? = dataSource.rowViewProvider
  if let readRowProvider {
    let rowView: NSTableRowView = readRowProvider(tableView, 0, AnyHashable(one))
    _ = rowView
  }

  // The SectionHeaderViewProvider typealias and sectionHeaderViewProvider, set and read.
  let headerProvider: AppKitTablePortDataSource.SectionHeaderViewProvider = {
    tableView, row, section in
    _ = (tableView, row, section)
    return NSTextField(labelWithString: "Header")
  }
  dataSource.sectionHeaderViewProvider = headerProvider
  let readHeaderProvider: AppKitTablePortDataSource.SectionHeaderViewProvider? =
    dataSource.sectionHeaderViewProvider
  if let readHeaderProvider {
    let headerView: NSView = readHeaderProvider(tableView, 0, .main)
    _ = headerView
  }

  // defaultRowAnimation, read and set.
  let animation: NSTableView.AnimationOptions = dataSource.defaultRowAnimation
  dataSource.defaultRowAnimation = [.effectFade, .slideUp]
  dataSource.defaultRowAnimation = []
  dataSource.defaultRowAnimation = animation

  // apply(_:animatingDifferences:completion:): Apple gives `animatingDifferences` no default,
  // so every call passes it; the completion is omitted and given. Then the members every data
  // source declares alike: the apply with every argument given, and snapshot().
  let snapshot: AppKitTablePortSnapshot = portSnapshot(
    sections: [.main, .other], items: [one, two])
  dataSource.apply(snapshot, animatingDifferences: true)
  dataSource.apply(snapshot, animatingDifferences: false, completion: {})
  useSnapshotMembers(of: dataSource, snapshot)

  // The row queries, with their optionality.
  let item: PortItem? = dataSource.itemIdentifier(forRow: 1)
  let itemRow: Int? = dataSource.row(forItemIdentifier: one)
  let section: PortSection? = dataSource.sectionIdentifier(forRow: 0)
  let sectionRow: Int? = dataSource.row(forSectionIdentifier: .main)
  if let item, let itemRow, let section, let sectionRow {
    _ = (item, itemRow, section, sectionRow)
  }

  // The data source method, called as the table view calls it.
  let rows: Int = dataSource.numberOfRows(in: tableView)
  _ = rows

  // The subclass, made with the inherited initializer.
  let subclass = AppKitTablePortSubclass(tableView: tableView, cellProvider: cellProvider)
  let base: AppKitTablePortDataSource = subclass
  base.apply(snapshot, animatingDifferences: false)
  _ = subclass.firstItem()
  _ = base.numberOfRows(in: tableView)
}

/// Every member Apple does not isolate, from plain nonisolated synchronous code. The views the
/// providers return are made by the caller: creating views is the main actor's business.
/// The package's class is `@preconcurrency @MainActor` (see the porting article): Swift 6 mode
/// warns here where Apple's SDK is silent.
private func appKitTablePortUseFromNonisolatedCode(
  _ tableView: NSTableView, _ cellView: NSView, _ rowView: NSTableRowView,
  _ snapshot: AppKitTablePortSnapshot
) {
  let dataSource = AppKitTablePortDataSource(tableView: tableView) { _, _, _, _ in cellView }
  dataSource.rowViewProvider = { _, _, _ in rowView }
  dataSource.sectionHeaderViewProvider = { _, _, _ in cellView }
  let rowProvider: AppKitTablePortDataSource.RowProvider? = dataSource.rowViewProvider
  let headerProvider: AppKitTablePortDataSource.SectionHeaderViewProvider? =
    dataSource.sectionHeaderViewProvider
  let animation: NSTableView.AnimationOptions = dataSource.defaultRowAnimation
  dataSource.defaultRowAnimation = .effectFade
  dataSource.apply(snapshot, animatingDifferences: false)
  dataSource.apply(snapshot, animatingDifferences: true) {}
  let current: AppKitTablePortSnapshot = dataSource.snapshot()
  let item: PortItem? = dataSource.itemIdentifier(forRow: 0)
  let itemRow: Int? = dataSource.row(forItemIdentifier: PortItem(id: 1))
  let section: PortSection? = dataSource.sectionIdentifier(forRow: 0)
  let sectionRow: Int? = dataSource.row(forSectionIdentifier: .main)
  _ = (rowProvider, headerProvider, animation, current, item, itemRow, section, sectionRow)

  let subclass = AppKitTablePortSubclass(tableView: tableView) { _, _, _, _ in cellView }
  _ = subclass.snapshot()
}
