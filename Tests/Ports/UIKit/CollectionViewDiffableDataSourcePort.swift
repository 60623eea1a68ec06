// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// UICollectionViewDiffableDataSource (UIKit, iOS 18.0) is used here as Apple declares it, with
// the prefix deleted: `CollectionViewDiffableDataSource`, including its nested
// `SectionSnapshotHandlers` and `ReorderingHandlers`, and every `open` member is overridden.
// Apple declares the class `@preconcurrency @MainActor`: one function below is main-actor
// isolated and uses everything; another is plain, nonisolated and synchronous, as code that has
// not adopted concurrency is (Apple's SDK accepts it silently in Swift 5 mode, with warnings in
// Swift 6 mode).

import Snapshots
import UIKit

private enum CollectionPortSection: Hashable, Sendable {
  case main, other
}

private struct CollectionPortItem: Hashable, Sendable {
  let id: Int
}

private typealias CollectionPortDataSource =
  CollectionViewDiffableDataSource<CollectionPortSection, CollectionPortItem>
private typealias CollectionPortSnapshot = Snapshot<CollectionPortSection, CollectionPortItem>
private typealias CollectionPortSectionSnapshot = SectionSnapshot<CollectionPortItem>

/// Checks each member UIKit declares alike on both data sources (UIKitDataSourcePort.swift).
extension CollectionViewDiffableDataSource: UIKitDataSourcePort {}

/// Overrides every `open` member with Apple's signature, calling `super`.
private final class CollectionPortSubclass:
  CollectionViewDiffableDataSource<CollectionPortSection, CollectionPortItem>
{
  override func apply(
    _ snapshot: Snapshot<CollectionPortSection, CollectionPortItem>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  override func apply(
    _ snapshot: Snapshot<CollectionPortSection, CollectionPortItem>,
    animatingDifferences: Bool = true
  ) async {
    await super.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  override func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<CollectionPortSection, CollectionPortItem>,
    completion: (() -> Void)? = nil
  ) {
    super.applySnapshotUsingReloadData(snapshot, completion: completion)
  }

  override func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<CollectionPortSection, CollectionPortItem>
  ) async {
    await super.applySnapshotUsingReloadData(snapshot)
  }

  override func snapshot() -> Snapshot<CollectionPortSection, CollectionPortItem> {
    super.snapshot()
  }

  override func sectionIdentifier(for index: Int) -> CollectionPortSection? {
    super.sectionIdentifier(for: index)
  }

  override func index(for sectionIdentifier: CollectionPortSection) -> Int? {
    super.index(for: sectionIdentifier)
  }

  override func itemIdentifier(for indexPath: IndexPath) -> CollectionPortItem? {
    super.itemIdentifier(for: indexPath)
  }

  override func indexPath(for itemIdentifier: CollectionPortItem) -> IndexPath? {
    super.indexPath(for: itemIdentifier)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int {
    super.numberOfSections(in: collectionView)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    super.collectionView(collectionView, numberOfItemsInSection: section)
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    super.collectionView(collectionView, cellForItemAt: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    super.collectionView(collectionView, canMoveItemAt: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
  }

  override func indexTitles(for collectionView: UICollectionView) -> [String]? {
    super.indexTitles(for: collectionView)
  }

  override func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    super.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
  }
}

/// Every member, on the main actor.
@MainActor
private func collectionPortUseEveryMember() {
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  let one = CollectionPortItem(id: 1)
  let two = CollectionPortItem(id: 2)
  let first = IndexPath(item: 0, section: 0)

  // The CellProvider typealias and init(collectionView:cellProvider:).
  let cellProvider: CollectionPortDataSource.CellProvider = { collectionView, indexPath, item in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    _ = item
    return cell
  }
  let dataSource = CollectionPortDataSource(
    collectionView: collectionView, cellProvider: cellProvider)
  // The same initializer with a trailing closure, as apps write it.
  let trailing = CollectionViewDiffableDataSource<CollectionPortSection, CollectionPortItem>(
    collectionView: collectionView
  ) { collectionView, indexPath, item -> UICollectionViewCell? in
    _ = (collectionView, indexPath, item)
    return nil
  }
  _ = trailing

  // What the class is: an NSObject, a UICollectionViewDataSource, Sendable (Apple declares it
  // so: it is main-actor isolated).
  let object: NSObject = dataSource
  let asDataSource: any UICollectionViewDataSource = dataSource
  collectionView.dataSource = dataSource
  requireSendable(dataSource)
  _ = (object, asDataSource)

  // The SupplementaryViewProvider typealias and supplementaryViewProvider, set and read.
  let supplementaryViewProvider: CollectionPortDataSource.SupplementaryViewProvider = {
    collectionView, elementKind, indexPath in
    collectionView.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: "header", for: indexPath)
  }
  dataSource.supplementaryViewProvider = supplementaryViewProvider
  let readProvider: CollectionPortDataSource.SupplementaryViewProvider? =
    dataSource.supplementaryViewProvider
  if let readProvider {
    let view: UICollectionReusableView? = readProvider(
      collectionView, UICollectionView.elementKindSectionHeader, first)
    _ = view
  }
  dataSource.supplementaryViewProvider = nil

  // apply(_:animatingDifferences:completion:) and applySnapshotUsingReloadData(_:completion:)
  // with defaults omitted; then every member UIKit's two data sources declare alike: applies
  // with every argument given, snapshot(), the identifier queries and description().
  let snapshot: CollectionPortSnapshot = portSnapshot(
    sections: [.main, .other], items: [one, two])
  dataSource.apply(snapshot)
  dataSource.apply(snapshot, animatingDifferences: false)
  dataSource.apply(snapshot, completion: {})
  dataSource.applySnapshotUsingReloadData(snapshot)
  useMembersUIKitDeclaresAlike(of: dataSource, snapshot, section: .main, item: one, at: first)

  // The data source methods, called as the collection view calls them.
  let sections: Int = dataSource.numberOfSections(in: collectionView)
  let items: Int = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
  let cell: UICollectionViewCell = dataSource.collectionView(collectionView, cellForItemAt: first)
  let header: UICollectionReusableView = dataSource.collectionView(
    collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
    at: first)
  let canMove: Bool = dataSource.collectionView(collectionView, canMoveItemAt: first)
  dataSource.collectionView(
    collectionView, moveItemAt: first, to: IndexPath(item: 0, section: 1))
  let titles: [String]? = dataSource.indexTitles(for: collectionView)
  let titleIndexPath: IndexPath = dataSource.collectionView(
    collectionView, indexPathForIndexTitle: "A", at: 0)
  _ = (sections, items, cell, header, canMove, titles, titleIndexPath)

  // Section snapshots: apply(_:to:animatingDifferences:completion:) and snapshot(for:).
  var sectionSnapshot = SectionSnapshot<CollectionPortItem>()
  sectionSnapshot.append([one])
  sectionSnapshot.append([two], to: one)
  dataSource.apply(sectionSnapshot, to: .main)
  dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false)
  dataSource.apply(sectionSnapshot, to: .main, completion: {})
  dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: true, completion: nil)
  dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false) {}
  let mainSnapshot: SectionSnapshot<CollectionPortItem> = dataSource.snapshot(for: .main)
  _ = mainSnapshot

  // SectionSnapshotHandlers: init(), each closure set and read, the property set and read.
  var handlers = CollectionViewDiffableDataSource<CollectionPortSection, CollectionPortItem>
    .SectionSnapshotHandlers<CollectionPortItem>()
  handlers.shouldExpandItem = { item in item.id > 0 }
  handlers.willExpandItem = { item in _ = item }
  handlers.shouldCollapseItem = { item in item.id > 0 }
  handlers.willCollapseItem = { item in _ = item }
  handlers.snapshotForExpandingParent = { parent, snapshot in
    var expanded = snapshot
    expanded.expand([parent])
    return expanded
  }
  let shouldExpandItem: ((CollectionPortItem) -> Bool)? = handlers.shouldExpandItem
  let willExpandItem: ((CollectionPortItem) -> Void)? = handlers.willExpandItem
  let shouldCollapseItem: ((CollectionPortItem) -> Bool)? = handlers.shouldCollapseItem
  let willCollapseItem: ((CollectionPortItem) -> Void)? = handlers.willCollapseItem
  let snapshotForExpandingParent:
    ((CollectionPortItem, CollectionPortSectionSnapshot) -> CollectionPortSectionSnapshot)? =
      handlers.snapshotForExpandingParent
  if let shouldExpandItem, let willExpandItem, let shouldCollapseItem, let willCollapseItem,
    let snapshotForExpandingParent
  {
    _ = shouldExpandItem(one)
    willExpandItem(one)
    _ = shouldCollapseItem(one)
    willCollapseItem(one)
    let expanded: SectionSnapshot<CollectionPortItem> = snapshotForExpandingParent(
      one, sectionSnapshot)
    _ = expanded
  }
  dataSource.sectionSnapshotHandlers = handlers
  let readHandlers: CollectionPortDataSource.SectionSnapshotHandlers<CollectionPortItem> =
    dataSource.sectionSnapshotHandlers
  _ = readHandlers
  dataSource.sectionSnapshotHandlers.willCollapseItem = nil

  // ReorderingHandlers: init(), each closure set and read, the property set and read.
  var reordering = CollectionViewDiffableDataSource<CollectionPortSection, CollectionPortItem>
    .ReorderingHandlers()
  reordering.canReorderItem = { item in item.id != 0 }
  reordering.willReorder = { transaction in
    let initial: Snapshot<CollectionPortSection, CollectionPortItem> = transaction.initialSnapshot
    _ = initial
  }
  reordering.didReorder = { transaction in
    let final: Snapshot<CollectionPortSection, CollectionPortItem> = transaction.finalSnapshot
    let difference: CollectionDifference<CollectionPortItem> = transaction.difference
    for sectionTransaction in transaction.sectionTransactions {
      let identifier: CollectionPortSection = sectionTransaction.sectionIdentifier
      let sectionFinal: SectionSnapshot<CollectionPortItem> = sectionTransaction.finalSnapshot
      _ = (identifier, sectionFinal)
    }
    _ = (final, difference)
  }
  let canReorderItem: ((CollectionPortItem) -> Bool)? = reordering.canReorderItem
  let willReorder: ((SnapshotTransaction<CollectionPortSection, CollectionPortItem>) -> Void)? =
    reordering.willReorder
  let didReorder: ((SnapshotTransaction<CollectionPortSection, CollectionPortItem>) -> Void)? =
    reordering.didReorder
  _ = (canReorderItem, willReorder, didReorder)
  dataSource.reorderingHandlers = reordering
  let readReordering: CollectionPortDataSource.ReorderingHandlers = dataSource.reorderingHandlers
  _ = readReordering
  dataSource.reorderingHandlers.canReorderItem = nil

  // The subclass, used through the base class so the overrides are what run.
  let subclass = CollectionPortSubclass(collectionView: collectionView, cellProvider: cellProvider)
  let base: CollectionPortDataSource = subclass
  base.apply(snapshot)
  base.applySnapshotUsingReloadData(snapshot)
  useMembersUIKitDeclaresAlike(of: base, snapshot, section: .main, item: one, at: first)
  _ = base.numberOfSections(in: collectionView)
  _ = base.indexTitles(for: collectionView)
}

/// The async members, awaited on the main actor.
@MainActor
private func collectionPortUseAsyncMembers(
  _ dataSource: CollectionPortDataSource, _ snapshot: CollectionPortSnapshot,
  _ sectionSnapshot: SectionSnapshot<CollectionPortItem>
) async {
  await dataSource.apply(snapshot)
  await useAsyncMembersUIKitDeclaresAlike(of: dataSource, snapshot)
  await dataSource.apply(sectionSnapshot, to: .main)
  await dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false)
  let subclass: CollectionPortDataSource = CollectionPortSubclass(
    collectionView: UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  ) { _, _, _ in nil }
  await useAsyncMembersUIKitDeclaresAlike(of: subclass, snapshot)
}

/// Code that has not adopted concurrency: nonisolated and synchronous. Apple's declarations are
/// `@preconcurrency`, so this compiles silently in Swift 5 mode and with warnings in Swift 6.
private func collectionPortUseFromNonisolatedCode(
  _ collectionView: UICollectionView, _ snapshot: CollectionPortSnapshot
) {
  let dataSource = CollectionPortDataSource(collectionView: collectionView) { _, _, _ in nil }
  dataSource.apply(snapshot)
  let current: CollectionPortSnapshot = dataSource.snapshot()
  let item: CollectionPortItem? = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
  let indexPath: IndexPath? = dataSource.indexPath(for: CollectionPortItem(id: 1))
  dataSource.supplementaryViewProvider = { _, _, _ in nil }
  _ = (current, item, indexPath)

  // The nested handler structs are not actor-isolated at all.
  var handlers = CollectionPortDataSource.SectionSnapshotHandlers<CollectionPortItem>()
  handlers.willExpandItem = { _ in }
  var reordering = CollectionPortDataSource.ReorderingHandlers()
  reordering.canReorderItem = { _ in true }
  _ = (handlers, reordering)
}
