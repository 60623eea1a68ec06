// Compiled with every port. The members Apple declares alike on its diffable data sources, in
// protocols with Apple's signatures: each port's class conforms with an empty extension, which
// checks every signature, and the functions below use the members once for every class. A call
// that omits a default argument cannot go through a protocol: the ports make those on each class.

import Snapshots

/// What all four data sources declare alike: UIKit's collection and table view ones and
/// AppKit's.
@MainActor
protocol SnapshotDataSourcePort: AnyObject {
  associatedtype SectionIdentifierType: Hashable
  associatedtype ItemIdentifierType: Hashable

  func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool, completion: (() -> Void)?)
  func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType>
}

/// What UIKit's two data sources and AppKit's collection view one also declare alike: the
/// queries by index path, and the description.
@MainActor
protocol IndexPathDataSourcePort: SnapshotDataSourcePort {
  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
  func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
  func description() -> String
}

/// The snapshot every data source port applies: each section holds the item at its offset.
func portSnapshot<Section: Hashable, Item: Hashable>(
  sections: [Section], items: [Item]
) -> Snapshot<Section, Item> {
  var snapshot = Snapshot<Section, Item>()
  snapshot.appendSections(sections)
  for (section, item) in zip(sections, items) {
    snapshot.appendItems([item], toSection: section)
  }
  return snapshot
}

/// `apply(_:animatingDifferences:completion:)` with every argument given, and `snapshot()`.
@MainActor
func useSnapshotMembers<DataSource: SnapshotDataSourcePort>(
  of dataSource: DataSource,
  _ snapshot: Snapshot<DataSource.SectionIdentifierType, DataSource.ItemIdentifierType>
) {
  dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
  dataSource.apply(snapshot, animatingDifferences: false) {
    // The completion runs on the main actor.
  }
  let current: Snapshot<DataSource.SectionIdentifierType, DataSource.ItemIdentifierType> =
    dataSource.snapshot()
  _ = current
}

/// The snapshot members, then the index path queries with their optionality, and
/// `description()`: a method, not NSObject's property.
@MainActor
func useIndexPathMembers<DataSource: IndexPathDataSourcePort>(
  of dataSource: DataSource,
  _ snapshot: Snapshot<DataSource.SectionIdentifierType, DataSource.ItemIdentifierType>,
  item: DataSource.ItemIdentifierType, at indexPath: IndexPath
) {
  useSnapshotMembers(of: dataSource, snapshot)
  let found: DataSource.ItemIdentifierType? = dataSource.itemIdentifier(for: indexPath)
  let path: IndexPath? = dataSource.indexPath(for: item)
  if let found, let path {
    _ = (found, path)
  }
  let description: String = dataSource.description()
  _ = description
}
