#if canImport(UIKit) && !os(watchOS)
public import Snapshots
public import UIKit

extension CollectionViewOutlineDataSource {
  /// Makes the cell for a node's row from its model, as of the state the view shows;
  /// returning `nil` traps.
  ///
  /// - Complexity: Called once for each cell the view asks for; the cost is the provider's.
  public typealias ContentCellProvider<Item> = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ row: OutlineVisibleRow<ItemIdentifierType>, _ item: Item
  ) -> UICollectionViewCell?

  /// Creates a data source showing `tree`, whose node cells are made from the nodes' models,
  /// and makes it `collectionView`'s data source. Change the models with
  /// ``OutlineDataSource/update(animatingDifferences:models:_:completion:)``: a node whose
  /// model changed content, by `identity`, has its cell reconfigured, and no other. A cell asked
  /// for a node without a model traps.
  ///
  /// ```swift
  /// let dataSource = CollectionViewOutlineDataSource(
  ///   collectionView: view, tree: tree, models: comments, identity: .identifiable
  /// ) { view, indexPath, row, comment in
  ///   view.dequeueConfiguredReusableCell(using: commentCell, for: indexPath, item: comment)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - collectionView: The view to show the tree in.
  ///   - tree: The outline.
  ///   - models: The models of the tree's nodes, hidden ones too.
  ///   - identity: How models are identified and their content compared.
  ///   - contentCellProvider: Makes a node's cell from its model.
  /// - Complexity: Expected O(*m*) for *m* models.
  @_disfavoredOverload
  public convenience init<Item>(
    collectionView: UICollectionView, tree: OutlineTree<ItemIdentifierType>, models: [Item],
    identity: ContentIdentity<Item, ItemIdentifierType>,
    contentCellProvider: @escaping ContentCellProvider<Item>
  ) {
    let store = OutlineModels(identity: identity, models: models, in: tree)
    // The provider is asked for node rows only; footer rows go to the footer provider.
    self.init(collectionView: collectionView, tree: tree) { view, indexPath, row in
      row.id.node.flatMap { id in
        contentCellProvider(
          view, indexPath, row,
          store.model(of: id, "CollectionViewOutlineDataSource.collectionView(_:cellForItemAt:)"))
      }
    }
    nodeModels = store
  }
}
#endif
