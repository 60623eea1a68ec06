// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// UITableViewDiffableDataSource (UIKit, iOS 18.0) is used here as Apple declares it, with the
// prefix deleted: `TableViewDiffableDataSource`, and every `open` member is overridden.
// Apple declares the class `@preconcurrency @MainActor`: one function below is main-actor
// isolated and uses everything; another is plain, nonisolated and synchronous, as code that has
// not adopted concurrency is (Apple's SDK accepts it silently in Swift 5 mode, with warnings in
// Swift 6 mode).

import Snapshots
import UIKit

private enum TablePortSection: Hashable, Sendable {
  case main, other
}

private struct TablePortItem: Hashable, Sendable {
  let id: Int
}

private typealias TablePortDataSource = TableViewDiffableDataSource<TablePortSection, TablePortItem>
private typealias TablePortSnapshot = Snapshot<TablePortSection, TablePortItem>

/// Checks each member UIKit declares alike on both data sources (UIKitDataSourcePort.swift).
extension TableViewDiffableDataSource: UIKitDataSourcePort {}

/// Overrides every `open` member with Apple's signature, calling `super`: an app subclasses
/// to give section titles and to allow editing and moving rows.
private final class TablePortSubclass:
  TableViewDiffableDataSource<TablePortSection, TablePortItem>
{
  override func apply(
    _ snapshot: Snapshot<TablePortSection, TablePortItem>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  override func apply(
    _ snapshot: Snapshot<TablePortSection, TablePortItem>, animatingDifferences: Bool = true
  ) async {
    await super.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  override func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<TablePortSection, TablePortItem>, completion: (() -> Void)? = nil
  ) {
    super.applySnapshotUsingReloadData(snapshot, completion: completion)
  }

  override func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<TablePortSection, TablePortItem>
  ) async {
    await super.applySnapshotUsingReloadData(snapshot)
  }

  override func snapshot() -> Snapshot<TablePortSection, TablePortItem> {
    super.snapshot()
  }

  override func sectionIdentifier(for index: Int) -> TablePortSection? {
    super.sectionIdentifier(for: index)
  }

  override func index(for sectionIdentifier: TablePortSection) -> Int? {
    super.index(for: sectionIdentifier)
  }

  override func itemIdentifier(for indexPath: IndexPath) -> TablePortItem? {
    super.itemIdentifier(for: indexPath)
  }

  override func indexPath(for itemIdentifier: TablePortItem) -> IndexPath? {
    super.indexPath(for: itemIdentifier)
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    super.numberOfSections(in: tableView)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    super.tableView(tableView, numberOfRowsInSection: section)
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    super.tableView(tableView, cellForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? {
    super.tableView(tableView, titleForHeaderInSection: section) ?? "Header"
  }

  override func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? {
    super.tableView(tableView, titleForFooterInSection: section)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    super.tableView(tableView, canEditRowAt: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    super.tableView(tableView, canMoveRowAt: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    super.sectionIndexTitles(for: tableView)
  }

  override func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
  }
}

/// Every member, on the main actor.
@MainActor
private func tablePortUseEveryMember() {
  let tableView = UITableView(frame: .zero, style: .plain)
  tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  let one = TablePortItem(id: 1)
  let two = TablePortItem(id: 2)
  let first = IndexPath(row: 0, section: 0)

  // The CellProvider typealias and init(tableView:cellProvider:).
  let cellProvider: TablePortDataSource.CellProvider = { tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    _ = item
    return cell
  }
  let dataSource = TablePortDataSource(tableView: tableView, cellProvider: cellProvider)
  // The same initializer with a trailing closure, as apps write it.
  let trailing = TableViewDiffableDataSource<TablePortSection, TablePortItem>(
    tableView: tableView
  ) { tableView, indexPath, item -> UITableViewCell? in
    _ = (tableView, indexPath, item)
    return nil
  }
  _ = trailing

  // What the class is: an NSObject, a UITableViewDataSource, Sendable (Apple declares it so:
  // it is main-actor isolated).
  let object: NSObject = dataSource
  let asDataSource: any UITableViewDataSource = dataSource
  tableView.dataSource = dataSource
  requireSendable(dataSource)
  _ = (object, asDataSource)

  // defaultRowAnimation, read and set.
  let animation: UITableView.RowAnimation = dataSource.defaultRowAnimation
  dataSource.defaultRowAnimation = .fade
  dataSource.defaultRowAnimation = animation

  // apply(_:animatingDifferences:completion:) and applySnapshotUsingReloadData(_:completion:)
  // with defaults omitted; then every member UIKit's two data sources declare alike: applies
  // with every argument given, snapshot(), the identifier queries and description().
  let snapshot: TablePortSnapshot = portSnapshot(sections: [.main, .other], items: [one, two])
  dataSource.apply(snapshot)
  dataSource.apply(snapshot, animatingDifferences: false)
  dataSource.apply(snapshot, completion: {})
  dataSource.applySnapshotUsingReloadData(snapshot)
  useMembersUIKitDeclaresAlike(of: dataSource, snapshot, section: .main, item: one, at: first)

  // The data source methods, called as the table view calls them.
  let sections: Int = dataSource.numberOfSections(in: tableView)
  let rows: Int = dataSource.tableView(tableView, numberOfRowsInSection: 0)
  let cell: UITableViewCell = dataSource.tableView(tableView, cellForRowAt: first)
  let header: String? = dataSource.tableView(tableView, titleForHeaderInSection: 0)
  let footer: String? = dataSource.tableView(tableView, titleForFooterInSection: 0)
  let canEdit: Bool = dataSource.tableView(tableView, canEditRowAt: first)
  dataSource.tableView(tableView, commit: .delete, forRowAt: first)
  let canMove: Bool = dataSource.tableView(tableView, canMoveRowAt: first)
  dataSource.tableView(tableView, moveRowAt: first, to: IndexPath(row: 0, section: 1))
  let indexTitles: [String]? = dataSource.sectionIndexTitles(for: tableView)
  let sectionForTitle: Int = dataSource.tableView(
    tableView, sectionForSectionIndexTitle: "A", at: 0)
  _ = (sections, rows, cell, header, footer, canEdit, canMove, indexTitles, sectionForTitle)

  // The subclass, used through the base class so the overrides are what run.
  let subclass = TablePortSubclass(tableView: tableView, cellProvider: cellProvider)
  let base: TablePortDataSource = subclass
  base.apply(snapshot)
  base.applySnapshotUsingReloadData(snapshot)
  useMembersUIKitDeclaresAlike(of: base, snapshot, section: .main, item: one, at: first)
  _ = base.tableView(tableView, titleForHeaderInSection: 0)
  _ = base.sectionIndexTitles(for: tableView)
  subclass.defaultRowAnimation = .automatic
}

/// The async members, awaited on the main actor.
@MainActor
private func tablePortUseAsyncMembers(
  _ dataSource: TablePortDataSource, _ snapshot: TablePortSnapshot
) async {
  await dataSource.apply(snapshot)
  await useAsyncMembersUIKitDeclaresAlike(of: dataSource, snapshot)
  let subclass: TablePortDataSource = TablePortSubclass(
    tableView: UITableView(frame: .zero, style: .grouped)
  ) { _, _, _ in nil }
  await useAsyncMembersUIKitDeclaresAlike(of: subclass, snapshot)
}

/// Code that has not adopted concurrency: nonisolated and synchronous. Apple's declarations are
/// `@preconcurrency`, so this compiles silently in Swift 5 mode and with warnings in Swift 6.
private func tablePortUseFromNonisolatedCode(
  _ tableView: UITableView, _ snapshot: TablePortSnapshot
) {
  let dataSource = TablePortDataSource(tableView: tableView) { _, _, _ in nil }
  dataSource.apply(snapshot)
  let current: TablePortSnapshot = dataSource.snapshot()
  let item: TablePortItem? = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
  let indexPath: IndexPath? = dataSource.indexPath(for: TablePortItem(id: 1))
  dataSource.defaultRowAnimation = .none
  _ = (current, item, indexPath)
}
