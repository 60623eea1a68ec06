#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
public import AppKit

/// A collection view's data source driven by snapshots: AppKit's
/// `NSCollectionViewDiffableDataSource` with the prefix removed, on every macOS from 10.15.
///
/// ```swift
/// collectionView.register(PhotoItem.self, forItemWithIdentifier: PhotoItem.identifier)
/// let dataSource = CollectionViewDiffableDataSource<Section, Photo>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, photo in
///   let item = collectionView.makeItem(withIdentifier: PhotoItem.identifier, for: indexPath)
///   item.textField?.stringValue = photo.title
///   return item
/// }
/// var snapshot = Snapshot<Section, Photo>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos)
/// dataSource.apply(snapshot)
/// ```
///
/// It sets itself as the view's data source and answers it: counts, items and supplementary
/// views. Subclass it to override any of those, as with AppKit's. Each apply is one
/// `performBatchUpdates(_:completionHandler:)` at once, through the view's `animator()` when
/// it animates, with the state committed inside its update block; the reloads follow it in the
/// new coordinates, and the completion runs when the batch's animation ends.
///
/// `@preconcurrency @MainActor`, where AppKit's class has no actor: see the porting article.
/// Swift 5 code may call it from nonisolated code without a diagnostic, Swift 6 code with a
/// warning that says to call it from the main actor.
///
/// What differs from AppKit's: it exists from macOS 10.15.0 (AppKit's Swift class from
/// 10.15.1); a reconfigure mark reloads the item, as AppKit has no reconfigure; section
/// snapshots, ``reorderingHandlers`` and ``sectionSnapshotHandlers`` come from
/// ``ListViewDiffableDataSource``, on macOS 10.15 too. Drag and drop goes through the view's
/// delegate, which this data source does not implement.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  NSCollectionViewDataSource
{
  /// Makes the item for an item identifier; returning `nil` traps.
  ///
  /// - Complexity: Called once for each item the view makes; the cost is the provider's.
  public typealias ItemProvider = (
    _ collectionView: NSCollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> NSCollectionViewItem?
  /// Makes a supplementary view, such as a section header; returning `nil` traps.
  ///
  /// - Complexity: Called once for each supplementary view the view makes; the cost is the
  ///   provider's.
  public typealias SupplementaryViewProvider = (
    _ collectionView: NSCollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> (any NSView & NSCollectionViewElement)?

  private let itemProvider: ItemProvider

  /// Makes the supplementary views the layout asks for.
  ///
  /// - Complexity: O(1).
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Creates a data source and makes it `collectionView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
    self.itemProvider = itemProvider
    super.init(target: CollectionViewTarget(collectionView))
    collectionView.dataSource = self
  }

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in collectionView: NSCollectionView) -> Int {
    renderedSectionCount
  }

  /// The number of items the view shows in a section.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    renderedItemCount(inSection: section)
  }

  /// The item from the item provider, for the item identifier the view shows at `indexPath`.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    cell(
      at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:itemForRepresentedObjectAt:)"
    ) { itemProvider(collectionView, indexPath, $0) }
  }

  /// The view from ``supplementaryViewProvider``.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    supplementaryView(
      ofKind: kind, at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
      supplementaryViewProvider.map { provider in { provider(collectionView, $0, $1) } })
  }
}
#endif
