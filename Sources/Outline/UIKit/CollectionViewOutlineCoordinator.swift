#if canImport(UIKit) && !os(watchOS)
public import Snapshots
public import UIKit

/// Drives a collection view from an ``OutlineTree`` that a host hands in again and again: the
/// plain coordinator behind the SwiftUI `OutlineList`, usable from UIKit code as well.
///
/// ```swift
/// let coordinator = CollectionViewOutlineCoordinator(collectionView: view, tree: tree) {
///   view, indexPath, row in
///   view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
/// }
/// coordinator.onTreeChange = { tree = $0 }
/// coordinator.loader = { request in try await server.children(of: request) }
/// tree.expand(thread.id)
/// coordinator.update(to: tree)           // shows the expansion, at its cost
/// coordinator.update(to: tree)           // the same value: applies nothing
/// ```
///
/// ``update(to:animatingDifferences:)`` applies nothing for the tree it shows (or an unchanged
/// copy), shows the one change of a copy changed once, at the cost of the change, and compares
/// the rows of any other value. A person's tap on a node row selects it and expands or
/// collapses it, a tap on a footer row shows more (or retries a failed load); each change
/// reaches ``onTreeChange``, and the selection ``onSelectionChange``: handing those values
/// back in applies nothing. Every load the tree starts goes to ``loader`` once, and the page
/// it returns is handed back to the tree. It becomes the collection view's delegate; cells for
/// footer rows come from the cell provider too.
@preconcurrency @MainActor
public final class CollectionViewOutlineCoordinator<ItemIdentifierType: Hashable>: NSObject,
  UICollectionViewDelegate
{
  /// Fetches the children a load request asks for; a thrown error fails the load, whose
  /// footer then offers a retry.
  public typealias Loader =
    @MainActor (OutlineLoadRequest<ItemIdentifierType>) async throws -> OutlinePage<
      ItemIdentifierType
    >

  /// The data source: its lookups (``ListViewOutlineDataSource/row(for:)``,
  /// ``ListViewOutlineDataSource/indexPath(for:)``) answer for what the view shows. Change the
  /// tree through the coordinator, which writes it back.
  ///
  /// - Complexity: O(1).
  public let dataSource: CollectionViewOutlineDataSource<ItemIdentifierType>
  /// The collection view it drives, which it keeps.
  ///
  /// - Complexity: O(1).
  public let collectionView: UICollectionView
  private let state: OutlineHostState<ItemIdentifierType>

  /// Creates a coordinator showing `tree`, whose cells, for node and footer rows, `cellProvider`
  /// makes, and makes it `collectionView`'s delegate.
  ///
  /// - Complexity: O(*n*) for the loads in flight in a tree of *n* nodes.
  public init(
    collectionView: UICollectionView, tree: OutlineTree<ItemIdentifierType>,
    cellProvider: @escaping CollectionViewOutlineDataSource<ItemIdentifierType>.CellProvider
  ) {
    dataSource = CollectionViewOutlineDataSource(
      collectionView: collectionView, tree: tree, cellProvider: cellProvider)
    dataSource.footerProvider = cellProvider
    state = OutlineHostState(dataSource: dataSource)
    self.collectionView = collectionView
    super.init()
    collectionView.delegate = self
  }

  /// Receives the tree after each change the coordinator or a person made: write it to the
  /// tree the host hands in.
  ///
  /// - Complexity: O(1).
  public var onTreeChange: ((OutlineTree<ItemIdentifierType>) -> Void)? {
    get { state.writeTree }
    set { state.writeTree = newValue }
  }

  /// Receives the selection after a person changed it.
  ///
  /// - Complexity: O(1).
  public var onSelectionChange: ((Set<ItemIdentifierType>) -> Void)? {
    get { state.writeSelection }
    set { state.writeSelection = newValue }
  }

  /// Fetches the pages of lazy children; loads started before it is set wait for it.
  ///
  /// - Complexity: O(1), plus handing the loads that wait to it.
  public var loader: Loader? {
    get { state.loader }
    set {
      state.loader = newValue
      state.hand([])
    }
  }

  /// The tree the view shows.
  ///
  /// - Complexity: O(1).
  public var tree: OutlineTree<ItemIdentifierType> { dataSource.tree }

  /// The selected nodes, as the view shows them.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection }

  /// Shows `tree` unless the view shows it already, and returns whether it applied; the loads
  /// it starts go to ``loader``.
  ///
  /// - Complexity: O(1) for the tree shown or an unchanged copy; for a copy changed once, the
  ///   change's rows, O(*k* log *k*) for *k* rows touched; otherwise O(*v*) for the *v* rows
  ///   shown before and after, plus O(*n*) for the loads in flight in a tree of *n* nodes.
  @discardableResult
  public func update(
    to tree: OutlineTree<ItemIdentifierType>, animatingDifferences: Bool = true
  ) -> Bool {
    state.update(to: tree, animatingDifferences: animatingDifferences)
  }

  /// Changes the tree in place and shows the change, as
  /// ``OutlineDataSource/update(animatingDifferences:_:completion:)`` does; the tree reaches
  /// ``onTreeChange`` and the loads it starts ``loader``.
  ///
  /// - Complexity: As ``OutlineDataSource/update(animatingDifferences:_:completion:)``, plus
  ///   ``onTreeChange``.
  @discardableResult
  public func update(
    animatingDifferences: Bool = true,
    _ body: (inout OutlineTree<ItemIdentifierType>) -> OutlineUpdate<ItemIdentifierType>
  ) -> OutlineUpdate<ItemIdentifierType> {
    state.change(animatingDifferences: animatingDifferences, body)
  }

  /// Waits until every load handed to ``loader`` has come back and been handed to the tree,
  /// the loads those start included.
  package func loadsFinished() async { await state.loadsFinished() }

  /// Selects exactly `selection` in the view, unless it shows it already; nodes it does not
  /// show are kept in ``selection`` but select nothing.
  ///
  /// - Complexity: O(*k*) for a selection equal to the one shown, of *k* nodes; otherwise
  ///   O(*d* log *n*) for the *d* nodes selected or deselected.
  public func update(selection: Set<ItemIdentifierType>, animated: Bool = false) {
    let change = state.update(selection: selection)
    for id in change.deselect {
      if let indexPath = dataSource.indexPath(for: .node(id)) {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
    for id in change.select {
      if let indexPath = dataSource.indexPath(for: .node(id)) {
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
      }
    }
  }

  /// Scrolls a row into view; returns `false`, scrolling nothing, when the view does not
  /// show it.
  ///
  /// - Complexity: O(log *n*).
  @discardableResult
  public func scrollToRow(
    _ row: OutlineRow<ItemIdentifierType>, at position: UICollectionView.ScrollPosition,
    animated: Bool = true
  ) -> Bool {
    guard let indexPath = dataSource.indexPath(for: row) else { return false }
    collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
    return true
  }

  /// A person tapped a row: a node is selected, and expanded or collapsed; a footer shows
  /// more, or retries its failed load.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* rows shown or hidden, plus O(*s*) for *s* nodes
  ///   selected.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard let row = dataSource.row(for: indexPath) else { return }
    guard case .node(let id) = row.id else {
      collectionView.deselectItem(at: indexPath, animated: true)
      if case .footer(let parent) = row.id { update { $0.showMore(parent) } }
      return
    }
    var selection = collectionView.allowsMultipleSelection ? state.selection : []
    selection.insert(id)
    state.viewDidSelect(selection)
    if dataSource.tree.isExpandable(row.id) { update { $0.toggle(id) } }
  }

  /// A person deselected a node: the selection is written back.
  ///
  /// - Complexity: O(*s*) for *s* nodes selected.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard let id = dataSource.row(for: indexPath)?.id.node else { return }
    var selection = state.selection
    selection.remove(id)
    state.viewDidSelect(selection)
  }
}
#endif
