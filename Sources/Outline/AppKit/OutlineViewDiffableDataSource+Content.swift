#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Snapshots

extension OutlineViewDiffableDataSource {
  /// Makes the view of a node's row from its model, as of the state the view shows.
  ///
  /// - Complexity: Called once for each view the outline view asks for; the cost is the
  ///   provider's.
  public typealias ContentCellProvider<Item> = (
    _ outlineView: NSOutlineView, _ tableColumn: NSTableColumn?, _ item: Item
  ) -> NSView

  /// Creates a data source showing `tree`, whose node views are made from the nodes' models,
  /// and makes it `outlineView`'s data source (and its delegate, if it has none). Change the
  /// models with ``OutlineDataSource/update(animatingDifferences:models:_:completion:)``: a
  /// node whose model changed content, by `identity`, has its row's views reloaded
  /// (`reloadItem(_:)`, not its children), and no other row. A view asked for a node without a
  /// model traps.
  ///
  /// ```swift
  /// let dataSource = OutlineViewDiffableDataSource(
  ///   outlineView: outlineView, tree: files, models: entries, identity: .identifiable
  /// ) { outlineView, column, entry in
  ///   let cell = outlineView.makeView(withIdentifier: cellID, owner: nil) as! NSTableCellView
  ///   cell.textField?.stringValue = entry.name
  ///   return cell
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - outlineView: The view to show the tree in.
  ///   - tree: The outline.
  ///   - models: The models of the tree's nodes, hidden ones too.
  ///   - identity: How models are identified and their content compared.
  ///   - contentCellProvider: Makes a node's view from its model.
  /// - Complexity: Expected O(*m*) for *m* models, plus O(*v*) for the *v* rows the view
  ///   shows at first.
  @_disfavoredOverload
  public convenience init<Item>(
    outlineView: NSOutlineView, tree: OutlineTree<ItemIdentifierType>, models: [Item],
    identity: ContentIdentity<Item, ItemIdentifierType>,
    contentCellProvider: @escaping ContentCellProvider<Item>
  ) {
    let store = OutlineModels(identity: identity, models: models, in: tree)
    self.init(outlineView: outlineView, tree: tree) { outlineView, column, id in
      contentCellProvider(
        outlineView, column,
        store.model(of: id, "OutlineViewDiffableDataSource.outlineView(_:viewFor:item:)"))
    }
    nodeModels = store
  }
}
#endif
