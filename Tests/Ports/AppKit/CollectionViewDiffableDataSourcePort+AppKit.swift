// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSCollectionViewDiffableDataSource (AppKit, macOS 15.2) is used here as Apple declares it,
// with the prefix deleted: `CollectionViewDiffableDataSource`, and every `open` member is
// overridden. Apple's class is not actor-isolated: only its four @objc data source methods are
// `@MainActor @preconcurrency`. So one function below is main-actor isolated and uses
// everything; another is plain, nonisolated and synchronous and uses every member that is not
// isolated, which Apple's SDK accepts without a diagnostic in either language mode.

import AppKit
import Snapshots

private enum AppKitCollectionPortSection: Hashable, Sendable {
  case main, other
}

private struct AppKitCollectionPortItem: Hashable, Sendable {
  let id: Int
}

private typealias AppKitCollectionPortDataSource =
  CollectionViewDiffableDataSource<AppKitCollectionPortSection, AppKitCollectionPortItem>
private typealias AppKitCollectionPortSnapshot =
  Snapshot<AppKitCollectionPortSection, AppKitCollectionPortItem>

/// Checks each member AppKit's class declares as UIKit's two data sources do (DataSourcePort.swift).
extension CollectionViewDiffableDataSource: IndexPathDataSourcePort {}

/// A supplementary view: AppKit's supplementary views are views that adopt
/// NSCollectionViewElement.
private final class AppKitCollectionPortHeader: NSView, NSCollectionViewElement {}

/// Overrides every `open` member with Apple's signature, calling `super`.
private final class AppKitCollectionPortSubclass:
  CollectionViewDiffableDataSource<AppKitCollectionPortSection, AppKitCollectionPortItem>
{
  override func apply(
    _ snapshot: Snapshot<AppKitCollectionPortSection, AppKitCollectionPortItem>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  override func snapshot() -> Snapshot<AppKitCollectionPortSection, AppKitCollectionPortItem> {
    super.snapshot()
  }

  override func itemIdentifier(for indexPath: IndexPath) -> AppKitCollectionPortItem? {
    super.itemIdentifier(for: indexPath)
  }

  override func indexPath(for itemIdentifier: AppKitCollectionPortItem) -> IndexPath? {
    super.indexPath(for: itemIdentifier)
  }

  override func numberOfSections(in collectionView: NSCollectionView) -> Int {
    super.numberOfSections(in: collectionView)
  }

  override func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    super.collectionView(collectionView, numberOfItemsInSection: section)
  }

  override func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    super.collectionView(collectionView, itemForRepresentedObjectAt: indexPath)
  }

  override func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }
}

/// Every member, on the main actor.
@MainActor
private func appKitCollectionPortUseEveryMember() {
  let collectionView = NSCollectionView(frame: .zero)
  let itemIdentifier = NSUserInterfaceItemIdentifier("item")
  collectionView.register(NSCollectionViewItem.self, forItemWithIdentifier: itemIdentifier)
  let one = AppKitCollectionPortItem(id: 1)
  let two = AppKitCollectionPortItem(id: 2)
  let first = IndexPath(item: 0, section: 0)

  // The ItemProvider typealias and init(collectionView:itemProvider:).
  let itemProvider: AppKitCollectionPortDataSource.ItemProvider = {
    collectionView, indexPath, item in
    _ = item
    return collectionView.makeItem(withIdentifier: itemIdentifier, for: indexPath)
  }
  let dataSource = AppKitCollectionPortDataSource(
    collectionView: collectionView, itemProvider: itemProvider)
  // The same initializer with a trailing closure, as apps write it.
  let trailing = CollectionViewDiffableDataSource<
    AppKitCollectionPortSection, AppKitCollectionPortItem
  >(collectionView: collectionView) { collectionView, indexPath, item -> NSCollectionViewItem? in
    _ = (collectionView, indexPath, item)
    return nil
  }
  _ = trailing

  // What the class is: an NSObject and an NSCollectionViewDataSource.
  let object: NSObject = dataSource
  let asDataSource: any NSCollectionViewDataSource = dataSource
  collectionView.dataSource = dataSource
  _ = (object, asDataSource)

  // The SupplementaryViewProvider typealias and supplementaryViewProvider, set and read.
  let supplementaryViewProvider: AppKitCollectionPortDataSource.SupplementaryViewProvider = {
    collectionView, kind, indexPath in
    _ = (collectionView, kind, indexPath)
    return AppKitCollectionPortHeader()
  }
  dataSource.supplementaryViewProvider = supplementaryViewProvider
  let readProvider: AppKitCollectionPortDataSource.SupplementaryViewProvider? =
    dataSource.supplementaryViewProvider
  if let readProvider {
    let view: (any NSView & NSCollectionViewElement)? = readProvider(
      collectionView, NSCollectionView.elementKindSectionHeader, first)
    _ = view
  }

  // apply(_:animatingDifferences:completion:) with defaults omitted; then every member the
  // class declares as UIKit's data sources do: applies with every argument given, snapshot(),
  // the identifier queries and description().
  let snapshot: AppKitCollectionPortSnapshot = portSnapshot(
    sections: [.main, .other], items: [one, two])
  dataSource.apply(snapshot)
  dataSource.apply(snapshot, animatingDifferences: false)
  dataSource.apply(snapshot, completion: {})
  useIndexPathMembers(of: dataSource, snapshot, item: one, at: first)

  // The data source methods, called as the collection view calls them.
  let sections: Int = dataSource.numberOfSections(in: collectionView)
  let items: Int = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
  let madeItem: NSCollectionViewItem = dataSource.collectionView(
    collectionView, itemForRepresentedObjectAt: first)
  let kind: NSCollectionView.SupplementaryElementKind = NSCollectionView.elementKindSectionHeader
  let header: NSView = dataSource.collectionView(
    collectionView, viewForSupplementaryElementOfKind: kind, at: first)
  _ = (sections, items, madeItem, header)

  // The subclass, used through the base class so the overrides are what run.
  let subclass = AppKitCollectionPortSubclass(
    collectionView: collectionView, itemProvider: itemProvider)
  let base: AppKitCollectionPortDataSource = subclass
  base.apply(snapshot)
  useIndexPathMembers(of: base, snapshot, item: one, at: first)
  _ = base.numberOfSections(in: collectionView)
  _ = base.collectionView(collectionView, numberOfItemsInSection: 0)
}

/// Every member that Apple does not isolate, from plain nonisolated synchronous code.
/// The package's class is `@preconcurrency @MainActor` (see the porting article): Swift 6 mode
/// warns here where Apple's SDK is silent.
private func appKitCollectionPortUseFromNonisolatedCode(
  _ collectionView: NSCollectionView, _ snapshot: AppKitCollectionPortSnapshot
) {
  let dataSource = AppKitCollectionPortDataSource(collectionView: collectionView) { _, _, _ in
    nil
  }
  dataSource.apply(snapshot)
  dataSource.apply(snapshot, animatingDifferences: false)
  dataSource.apply(snapshot, animatingDifferences: true) {}
  let current: AppKitCollectionPortSnapshot = dataSource.snapshot()
  let item: AppKitCollectionPortItem? = dataSource.itemIdentifier(
    for: IndexPath(item: 0, section: 0))
  let indexPath: IndexPath? = dataSource.indexPath(for: AppKitCollectionPortItem(id: 1))
  dataSource.supplementaryViewProvider = { _, _, _ in nil }
  let provider: AppKitCollectionPortDataSource.SupplementaryViewProvider? =
    dataSource.supplementaryViewProvider
  let description: String = dataSource.description()
  _ = (current, item, indexPath, provider, description)

  let subclass = AppKitCollectionPortSubclass(collectionView: collectionView) { _, _, _ in nil }
  subclass.apply(snapshot, animatingDifferences: false)
  _ = subclass.snapshot()
}
