#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
public import Snapshots

extension OutlineDataSource {
  /// Changes the tree, sets the models of its nodes, and shows both: as
  /// ``update(animatingDifferences:_:completion:)``, and each shown node whose model changed
  /// content, by the identity the data source was made with, is refreshed in place, its row
  /// reconfigured on UIKit and its views reloaded on AppKit. No other row is touched.
  ///
  /// ```swift
  /// dataSource.update(models: [renamed])                          // one row refreshed
  /// dataSource.update(models: replies) { $0.append(replies.map(\.id), to: thread.id) }
  /// ```
  ///
  /// A model for a node the tree lacks after `body` is ignored. Give the models of new nodes,
  /// hidden ones too, before the view shows them: a content cell provider asked for a node
  /// without one traps. A node that leaves the tree and comes back should come with its model.
  /// Traps if the data source was made without models, or with models of another type.
  ///
  /// - Parameters:
  ///   - animatingDifferences: Whether the change animates.
  ///   - models: The models of new nodes and of nodes whose content may have changed.
  ///   - body: The change of the tree; none unless given.
  ///   - completion: Runs when the change's animation completes.
  /// - Returns: The update shown: `body`'s, with the refreshed rows among its
  ///   ``OutlineUpdate/diff``'s updates.
  /// - Complexity: As ``update(animatingDifferences:_:completion:)``, plus expected
  ///   O(*k* log *n* + *c* log *c*) for *k* models in a tree of *n* nodes and *c* changes.
  @discardableResult
  public func update<Item>(
    animatingDifferences: Bool = true, models: [Item],
    _ body: (inout OutlineTree<ItemIdentifierType>) -> OutlineUpdate<ItemIdentifierType> = {
      _ in OutlineUpdate(diff: Diff(deletes: [], inserts: [], moves: [], updates: []))
    },
    completion: (() -> Void)? = nil
  ) -> OutlineUpdate<ItemIdentifierType> {
    let store = requireModels(
      of: Item.self, "\(Self.self).update(animatingDifferences:models:_:completion:)")
    let changed = body(&tree)
    let refreshed = changed.refreshing(
      store.set(models, in: tree).compactMap { tree.index(of: .node($0)) })
    show(refreshed, animated: animatingDifferences, completion: completion)
    return refreshed
  }

  /// The model of a node, as the data source shows it, or `nil` when the node is not in the
  /// tree, has no model, or its model is not an `Item`.
  ///
  /// - Complexity: Expected O(1).
  public func model<Item>(
    for id: ItemIdentifierType, as type: Item.Type = Item.self
  ) -> Item? {
    guard tree.contains(id) else { return nil }
    return (nodeModels as? OutlineModels<ItemIdentifierType, Item>)?.model(of: id)
  }

  /// The data source's models, trapping, naming `operation`, when it has none of type `Item`.
  func requireModels<Item>(
    of type: Item.Type, _ operation: String
  ) -> OutlineModels<ItemIdentifierType, Item> {
    guard let store = nodeModels as? OutlineModels<ItemIdentifierType, Item> else {
      trap(
        operation,
        nodeModels == nil
          ? "the data source was made without models; make it with a contentCellProvider"
          : "the data source's models are not of type \(Item.self)")
    }
    return store
  }
}
#endif
