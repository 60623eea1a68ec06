#if canImport(UIKit) && !os(watchOS)
public import Snapshots
public import UIKit

/// A collection view whose one section shows an ``OutlineTree``: comment threads and file
/// trees of millions of nodes, with "show more" footers and lazy loading.
///
/// ```swift
/// let dataSource = CollectionViewOutlineDataSource(collectionView: view, tree: tree) {
///   view, indexPath, row in
///   view.dequeueConfiguredReusableCell(using: commentCell, for: indexPath, item: row)
/// }
/// dataSource.footerProvider = { view, indexPath, row in
///   view.dequeueConfiguredReusableCell(using: moreCell, for: indexPath, item: row)
/// }
/// dataSource.expand(thread.id)   // one batch: the thread's shown replies
/// ```
///
/// Node rows come from the cell provider and footer rows from ``footerProvider``; see
/// ``ListViewOutlineDataSource`` for how changes reach the view and what they cost.
@preconcurrency @MainActor
open class CollectionViewOutlineDataSource<ItemIdentifierType: Hashable>:
  ListViewOutlineDataSource<ItemIdentifierType>, UICollectionViewDataSource
{
  /// Makes the cell for a row; returning `nil` traps.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ row: OutlineVisibleRow<ItemIdentifierType>
  ) -> UICollectionViewCell?

  private let cellProvider: CellProvider
  /// Makes the cells of footer rows ("5 more", loading, failed); without one, a footer row
  /// traps.
  public var footerProvider: CellProvider?

  /// Creates a data source showing `tree` and makes it `collectionView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(
    collectionView: UICollectionView, tree: OutlineTree<ItemIdentifierType>,
    cellProvider: @escaping CellProvider
  ) {
    self.cellProvider = cellProvider
    super.init(tree: tree, target: CollectionViewTarget(collectionView))
    collectionView.dataSource = self
  }

  /// One section.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// The visible rows the view was last told of.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    renderedRowCount
  }

  /// The cell of a node row from the cell provider, of a footer row from ``footerProvider``.
  ///
  /// - Complexity: O(log *n*), plus the provider.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    cell(
      at: indexPath, "CollectionViewOutlineDataSource.collectionView(_:cellForItemAt:)",
      node: { cellProvider(collectionView, indexPath, $0) },
      footer: footerProvider.map { provider in { provider(collectionView, indexPath, $0) } })
  }
}
#endif
