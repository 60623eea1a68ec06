// Compiled, never run, with the UIKit ports. The members UIKit declares alike on its two diffable
// data sources, beyond those AppKit's collection view data source shares (DataSourcePort.swift):
// both classes conform in their ports, and the functions below use the members once for both.

import Snapshots
import UIKit

/// The async applies, the reloading applies and the section queries.
@MainActor
protocol UIKitDataSourcePort: IndexPathDataSourcePort {
  func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool
  ) async
  func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)?)
  func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) async
  func sectionIdentifier(for index: Int) -> SectionIdentifierType?
  func index(for sectionIdentifier: SectionIdentifierType) -> Int?
}

/// The shared members with every argument given, the section queries with their optionality,
/// and those of `useIndexPathMembers`.
@MainActor
func useMembersUIKitDeclaresAlike<DataSource: UIKitDataSourcePort>(
  of dataSource: DataSource,
  _ snapshot: Snapshot<DataSource.SectionIdentifierType, DataSource.ItemIdentifierType>,
  section: DataSource.SectionIdentifierType, item: DataSource.ItemIdentifierType,
  at indexPath: IndexPath
) {
  dataSource.applySnapshotUsingReloadData(snapshot, completion: {})
  dataSource.applySnapshotUsingReloadData(snapshot) {}
  let found: DataSource.SectionIdentifierType? = dataSource.sectionIdentifier(for: 0)
  let index: Int? = dataSource.index(for: section)
  if let found, let index {
    _ = (found, index)
  }
  useIndexPathMembers(of: dataSource, snapshot, item: item, at: indexPath)
}

/// The async members with every argument given, awaited on the main actor.
@MainActor
func useAsyncMembersUIKitDeclaresAlike<DataSource: UIKitDataSourcePort>(
  of dataSource: DataSource,
  _ snapshot: Snapshot<DataSource.SectionIdentifierType, DataSource.ItemIdentifierType>
) async {
  await dataSource.apply(snapshot, animatingDifferences: false)
  await dataSource.applySnapshotUsingReloadData(snapshot)
}
