#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// A collection view's data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource` with the prefix removed, on every iOS from 13.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, Item>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, item in
///   collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
/// }
/// var snapshot = Snapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items)
/// dataSource.apply(snapshot)
/// ```
///
/// It sets itself as the view's data source and answers it: counts, cells, supplementary
/// views, and moves. Subclass it to override any of those, as with UIKit's. Section snapshots
/// (``apply(_:to:animatingDifferences:completion:)``), ``reorderingHandlers`` and
/// ``sectionSnapshotHandlers`` work on iOS 13 too. A drag the view has already performed
/// (`collectionView(_:moveItemAt:to:)`) runs the reorder flow and its handlers, and becomes no
/// second batch.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  UICollectionViewDataSource
{
  /// Makes the cell for an item; returning `nil` traps.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  /// Makes a supplementary view, such as a section header; returning `nil` traps.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  private let cellProvider: CellProvider
  /// Makes the supplementary views the layout asks for.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Creates a data source and makes it `collectionView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init(target: CollectionViewTarget(collectionView))
    collectionView.dataSource = self
  }

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    renderedSectionCount
  }

  /// The number of items the view shows in a section.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    renderedItemCount(inSection: section)
  }

  /// The cell from the cell provider; a list cell of a section snapshot is indented by its
  /// item's level, as UIKit does.
  ///
  /// - Complexity: Expected O(1), plus the provider.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let made = cell(
      at: indexPath, "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)"
    ) { cellProvider(collectionView, indexPath, $0) }
    // UIKit indents the list cells of section snapshots by their level.
    if #available(iOS 14.0, tvOS 14.0, *), let listCell = made as? UICollectionViewListCell {
      listCell.indentationLevel = outlineLevel(at: indexPath)
    }
    return made
  }

  /// The view from ``supplementaryViewProvider``.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryView(
      ofKind: kind, at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
      supplementaryViewProvider.map { provider in { provider(collectionView, $0, $1) } })
  }

  /// No index titles; override to show an index beside the collection view (iOS 14).
  ///
  /// - Complexity: O(1).
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  /// Where the index title at `index` scrolls to: the first item of the section at `index`.
  /// Override it with ``indexTitles(for:)``.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(_item: 0, _section: index)
  }

  /// Whether a person may drag the item: ``reorderingHandlers``' `canReorderItem`.
  ///
  /// - Complexity: O(1), plus the handler.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// A drag the view has performed: runs the reorder flow
  /// (``DiffableDataSource/moveItem(at:to:)``) without a second batch.
  ///
  /// - Complexity: As ``DiffableDataSource/moveItem(at:to:)``.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    viewDidMove(from: sourceIndexPath, to: destinationIndexPath, "moveItem(at:to:)")
  }
}
#endif
