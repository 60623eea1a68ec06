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
/// the rows of any other value. A person's tap on an expandable node expands or collapses it
/// (see ``tapTogglesExpansion``), a tap on another node selects it, a tap on a footer row
/// shows more (or retries a failed load); each change reaches ``onTreeChange``, and the
/// selection ``onSelectionChange``: handing those values back in applies nothing. The
/// selection is the host's: a selected node the view does not show (inside a collapsed
/// parent, or not loaded yet) stays selected and shows selected once it is shown; a node a
/// change removes from the tree leaves it, written back once. Every load the tree starts goes
/// to ``loader`` once, and the page it returns is handed back to the tree. It becomes the
/// collection view's delegate; cells for footer rows come from the cell provider too.
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
    state.didShow = { [unowned self] in showSelection(animated: false) }
  }

  /// Receives the tree after each change the coordinator or a person made: write it to the
  /// tree the host hands in.
  ///
  /// - Complexity: O(1).
  public var onTreeChange: ((OutlineTree<ItemIdentifierType>) -> Void)? {
    get { state.writeTree }
    set { state.writeTree = newValue }
  }

  /// Receives the selection after a person changed it, or a change removed selected nodes
  /// from the tree.
  ///
  /// - Complexity: O(1).
  public var onSelectionChange: ((Set<ItemIdentifierType>) -> Void)? {
    get { state.selection.write }
    set { state.selection.write = newValue }
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

  /// The selected nodes: those handed to ``update(selection:animated:)`` or written back,
  /// including nodes the view does not show (inside a collapsed parent, or not loaded yet),
  /// which it shows selected once they are shown.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection.selected }

  /// Whether a tap on an expandable node toggles its expansion, as a row with Apple's
  /// `.header` outline disclosure style does: the row is then not selected by a tap. `false`
  /// is Apple's `.cell` style: a tap selects any node, and the cell's disclosure (a button
  /// that calls `tree.toggle(id)`, or an outline disclosure accessory's action) expands it.
  /// `true`, the default.
  ///
  /// - Complexity: O(1).
  public var tapTogglesExpansion = true

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

  /// Selects exactly `selection` in the view, unless it is the selection kept already; nodes
  /// the view does not show stay in ``selection`` and are selected once they are shown.
  ///
  /// - Complexity: O(*m*) for a selection equal to the one kept, of *m* nodes; otherwise
  ///   O(*m* log *n*) in a tree of *n* nodes, plus the view's selection.
  public func update(selection: Set<ItemIdentifierType>, animated: Bool = false) {
    guard state.selection.update(to: selection, contains: dataSource.tree.contains) else {
      return
    }
    showSelection(animated: animated)
  }

  /// Selects the selected nodes the view shows and deselects the other rows, in row order.
  private func showSelection(animated: Bool) {
    collectionView.selectExactly(
      Set(state.selection.selected.compactMap { dataSource.indexPath(for: .node($0)) }),
      animated: animated)
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

  /// Whether a person's tap selects the row: a footer's tap shows more (or retries its
  /// failed load) and, with ``tapTogglesExpansion``, an expandable node's tap expands or
  /// collapses it; neither row is selected then.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* rows shown or hidden.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    !tapActs(at: indexPath)
  }

  /// Whether a person's tap deselects the row; with ``tapTogglesExpansion``, an expandable
  /// node's tap expands or collapses it instead, and it stays selected.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* rows shown or hidden.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    !tapActs(at: indexPath)
  }

  /// Runs what a tap on a footer or, with ``tapTogglesExpansion``, on an expandable node does;
  /// returns whether it did.
  private func tapActs(at indexPath: IndexPath) -> Bool {
    guard let row = dataSource.row(for: indexPath) else { return true }
    switch row.id {
    case .footer(let parent):
      update { $0.showMore(parent) }
      return true
    case .node(let id):
      guard tapTogglesExpansion, dataSource.tree.isExpandable(row.id) else { return false }
      update { $0.toggle(id) }
      return true
    }
  }

  /// A person selected a node: the selection is written back.
  ///
  /// - Complexity: O(*m*) for *m* nodes selected, plus the view's selection.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    viewDidSelect()
  }

  /// A person deselected a node: the selection is written back, with multiple selection.
  ///
  /// - Complexity: O(*m*) for *m* nodes selected, plus the view's selection.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    // In single selection a person deselects only on the way to selecting another row:
    // the selection is written once, at the select.
    guard collectionView.allowsMultipleSelection else { return }
    viewDidSelect()
  }

  /// The view's selection, as a person left it, is written back, with the selected nodes it
  /// does not show (unless a single selection replaced them).
  private func viewDidSelect() {
    let shown = (collectionView.indexPathsForSelectedItems ?? []).compactMap {
      dataSource.row(for: $0)?.id.node
    }
    state.selection.viewDidSelect(
      Set(shown), isShown: state.isShown, replacing: !collectionView.allowsMultipleSelection)
  }
}
#endif
