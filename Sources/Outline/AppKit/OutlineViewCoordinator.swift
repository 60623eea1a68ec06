#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
import Snapshots

/// Drives an outline view from an ``OutlineTree`` that a host hands in again and again: the
/// plain coordinator behind the SwiftUI `OutlineList` on the Mac, usable from AppKit code as
/// well.
///
/// ```swift
/// let coordinator = OutlineViewCoordinator(outlineView: outlineView, tree: tree) {
///   outlineView, column, row in FileRowView(row)
/// }
/// coordinator.onTreeChange = { tree = $0 }
/// coordinator.onSelectionChange = { selection = $0 }
/// coordinator.loader = { request in try await disk.entries(of: request) }
/// tree.expand(home)
/// coordinator.update(to: tree)           // shows the expansion, at its cost
/// coordinator.update(to: tree)           // the same value: applies nothing
/// ```
///
/// ``update(to:animatingDifferences:)`` applies nothing for the tree it shows (or an unchanged
/// copy), shows the one change of a copy changed once, at the cost of the change, and compares
/// the rows of any other value. A person's click on a disclosure triangle, and a drop, which
/// ``canReorderItem`` allows, reach ``onTreeChange`` with the tree changed: handing it back in
/// applies nothing; so does a person's selection, which reaches ``onSelectionChange``. The
/// selection is the host's: a selected node the view does not show (inside a collapsed
/// parent, or not loaded yet) stays selected and shows selected once it is shown; a node a
/// change removes from the tree leaves it, written back once. Every load the tree starts goes
/// to ``loader`` once, and the page it returns is handed back to the tree. It becomes the
/// outline view's delegate, and makes the views of node and footer rows with its one cell
/// provider.
@preconcurrency @MainActor
public final class OutlineViewCoordinator<ItemIdentifierType: Hashable>: NSObject,
  NSOutlineViewDelegate
{
  /// Makes the view of a row, a node's or a footer's.
  public typealias CellProvider = (
    _ outlineView: NSOutlineView, _ tableColumn: NSTableColumn?,
    _ row: OutlineVisibleRow<ItemIdentifierType>
  ) -> NSView
  /// Fetches the children a load request asks for; a thrown error fails the load, whose
  /// footer then offers a retry.
  public typealias Loader =
    @MainActor (OutlineLoadRequest<ItemIdentifierType>) async throws -> OutlinePage<
      ItemIdentifierType
    >

  /// The data source: its lookups (``OutlineViewDiffableDataSource/row(for:)``,
  /// ``OutlineViewDiffableDataSource/item(for:)``) answer for what the view shows. Change the
  /// tree through the coordinator, which writes it back.
  ///
  /// - Complexity: O(1).
  public let dataSource: OutlineViewDiffableDataSource<ItemIdentifierType>
  /// The outline view it drives, which it keeps.
  ///
  /// - Complexity: O(1).
  public let outlineView: NSOutlineView
  private let state: OutlineHostState<ItemIdentifierType>
  /// Set while this coordinator changes the view: AppKit tells the delegate of the selection
  /// changes it makes then too.
  private var isChanging = false

  /// Creates a coordinator showing `tree`, whose row views `cellProvider` makes, and makes it
  /// `outlineView`'s delegate.
  ///
  /// - Complexity: O(*n*) for the loads in flight in a tree of *n* nodes, plus O(*v*) for the
  ///   *v* rows the view shows at first.
  public init(
    outlineView: NSOutlineView, tree: OutlineTree<ItemIdentifierType>,
    cellProvider: @escaping CellProvider
  ) {
    // The data source asks for views while it is made: the row is read from the view's data
    // source, which it is by then.
    func shown(
      _ row: OutlineRow<ItemIdentifierType>, in outlineView: NSOutlineView
    ) -> OutlineVisibleRow<ItemIdentifierType>? {
      guard let tree = (outlineView.dataSource as? OutlineDataSource<ItemIdentifierType>)?.tree
      else { return nil }
      return tree.index(of: row).map(tree.row(at:))
    }
    dataSource = OutlineViewDiffableDataSource(outlineView: outlineView, tree: tree) {
      outlineView, column, id in
      guard let row = shown(.node(id), in: outlineView) else { return NSView() }
      return cellProvider(outlineView, column, row)
    }
    dataSource.footerProvider = { outlineView, column, parent, _ in
      guard let row = shown(.footer(parent: parent), in: outlineView) else { return NSView() }
      return cellProvider(outlineView, column, row)
    }
    state = OutlineHostState(dataSource: dataSource)
    self.outlineView = outlineView
    super.init()
    outlineView.delegate = self
    dataSource.loadHandler = { [unowned self] in state.hand([$0]) }
    dataSource.reorderingHandlers.didReorder = { [unowned self] _ in state.didChange() }
    state.didShow = { [unowned self] in showSelection() }
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
  /// from the tree: write it to the selection the host hands in.
  ///
  /// - Complexity: O(1).
  public var onSelectionChange: ((Set<ItemIdentifierType>) -> Void)? {
    get { state.selection.write }
    set { state.selection.write = newValue }
  }

  /// The selected nodes: those handed to ``update(selection:)`` or written back, including
  /// nodes the view does not show (inside a collapsed parent, or not loaded yet), which it
  /// shows selected once they are shown.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection.selected }

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

  /// Whether a person may drag a node; `nil`, the default, allows no drag.
  ///
  /// - Complexity: O(1).
  public var canReorderItem: ((ItemIdentifierType) -> Bool)? {
    get { dataSource.reorderingHandlers.canReorderItem }
    set { dataSource.reorderingHandlers.canReorderItem = newValue }
  }

  /// The tree the view shows.
  ///
  /// - Complexity: O(1).
  public var tree: OutlineTree<ItemIdentifierType> { dataSource.tree }

  /// Shows `tree` unless the view shows it already, and returns whether it applied; the loads
  /// it starts go to ``loader``.
  ///
  /// - Complexity: O(1) for the tree shown or an unchanged copy; for a copy changed once, as
  ///   ``OutlineDataSource/update(animatingDifferences:_:completion:)`` shows that change;
  ///   otherwise O(*v*) for the *v* rows shown before and after, plus O(*n*) for the loads in
  ///   flight in a tree of *n* nodes.
  @discardableResult
  public func update(
    to tree: OutlineTree<ItemIdentifierType>, animatingDifferences: Bool = true
  ) -> Bool {
    changing { state.update(to: tree, animatingDifferences: animatingDifferences) }
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
    changing { state.change(animatingDifferences: animatingDifferences, body) }
  }

  /// Selects exactly `selection` in the view, unless it is the selection kept already; nodes
  /// the view does not show stay in ``selection`` and are selected once they are shown.
  ///
  /// - Complexity: O(*m*) for a selection equal to the one kept, of *m* nodes; otherwise
  ///   O(*m* log *n*) in a tree of *n* nodes, plus the view's selection change.
  public func update(selection: Set<ItemIdentifierType>) {
    guard state.selection.update(to: selection, contains: dataSource.tree.contains) else {
      return
    }
    showSelection()
  }

  /// Runs a change of this coordinator's: the selection notifications it causes are not a
  /// person's.
  private func changing<Result>(_ body: () -> Result) -> Result {
    let wasChanging = isChanging
    isChanging = true
    defer { isChanging = wasChanging }
    return body()
  }

  /// Selects the rows of the selected nodes the view shows, unless it shows them selected.
  private func showSelection() {
    let tree = dataSource.tree
    let rows = IndexSet(state.selection.selected.compactMap { tree.index(of: .node($0)) })
    guard rows != outlineView.selectedRowIndexes else { return }
    changing { outlineView.selectRowIndexes(rows, byExtendingSelection: false) }
  }

  /// Waits until every load handed to ``loader`` has come back and been handed to the tree,
  /// the loads those start included.
  package func loadsFinished() async { await state.loadsFinished() }

  // MARK: NSOutlineViewDelegate

  /// A row expanded: after a person's click, once the data source has followed it, the tree
  /// is written back.
  ///
  /// - Complexity: O(1), plus ``onTreeChange``.
  public func outlineViewItemDidExpand(_ notification: Notification) {
    state.didChange()
  }

  /// A row collapsed: after a person's click, the tree is written back.
  ///
  /// - Complexity: O(1), plus ``onTreeChange``.
  public func outlineViewItemDidCollapse(_ notification: Notification) {
    state.didChange()
  }

  /// A person changed the selection: it is written back, with the selected nodes the view
  /// does not show (unless a single selection replaced them). Changes this coordinator makes
  /// are not.
  ///
  /// - Complexity: O(*r* log *n*) for *r* rows selected in a tree of *n* nodes, plus O(*m*)
  ///   for the *m* nodes selected.
  public func outlineViewSelectionDidChange(_ notification: Notification) {
    guard !isChanging else { return }
    let shown = outlineView.selectedRowIndexes.compactMap { row in
      outlineView.item(atRow: row).flatMap { dataSource.row(for: $0)?.id.node }
    }
    state.selection.viewDidSelect(
      Set(shown), isShown: state.isShown, replacing: !outlineView.allowsMultipleSelection)
  }

  /// The view of a row, from the cell provider.
  ///
  /// - Complexity: O(log *n*), plus the provider.
  public func outlineView(
    _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
  ) -> NSView? {
    dataSource.outlineView(outlineView, viewFor: tableColumn, item: item)
  }
}
#endif
