#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
public import AppKit
public import Snapshots

/// An outline view's data source driven by an ``OutlineTree`` or a `SectionSnapshot`: the
/// diffable data source AppKit does not have for `NSOutlineView`, built for large trees.
///
/// ```swift
/// let dataSource = OutlineViewDiffableDataSource(outlineView: outlineView, tree: files) {
///   outlineView, column, path in
///   let cell = outlineView.makeView(withIdentifier: cellID, owner: nil) as! NSTableCellView
///   cell.textField?.stringValue = path.name
///   return cell
/// }
/// dataSource.update { $0.expand(home) }
/// ```
///
/// AppKit's outline view asks for children by parent and index, keeps its own tree of the
/// items it was given and matches them by identity. This data source hands it one object per
/// row, answers from the tree, and turns each change into calls on that tree:
///
/// - **Expanding or collapsing** one node, by a person's click on its disclosure triangle or by
///   ``expand(_:)`` and ``collapse(_:)``, changes the tree and the view's one row: the view asks
///   for the *k* children shown, so it costs O(*k* log *n*) in a tree of *n* nodes. A click
///   runs ``shouldExpandItem`` or ``shouldCollapseItem`` first, and a refusal puts the row
///   back; a load it starts goes to ``loadHandler``.
/// - **Any other change** (``update(animatingDifferences:_:completion:)``,
///   ``apply(_:animatingDifferences:completion:)``, and ``expand(_:)`` or ``collapse(_:)``)
///   is read from the ``OutlineUpdate`` it returns: the parents whose children the change
///   touches are brought into place by one group of parent-relative calls, moves for rows that
///   stay (their subtrees and views go with them), inserts and removals for the others; then
///   reloads and expansions. It costs O(*c* log *n* + *s*) for the *c* rows the change touches
///   and the *s* rows shown under the parents it touches (plus, for a moved row, the levels
///   between it and the row shown before it): no other row is read.
/// - **A drag** of a node by a person, within the view, runs ``reorderingHandlers`` and moves
///   the node, reparenting it where it is dropped; the handlers get an ``OutlineTransaction`` to
///   write the move back to the store.
///
/// "Show more", loading and failure footers are rows of their own, the last child of their
/// parent, made by ``footerProvider``.
///
/// It sets itself as the outline view's data source and, if it has no delegate, as its
/// delegate, which gives the views; a delegate of the app's own forwards
/// `outlineView(_:viewFor:item:)` to it. Rows are `Any` objects to AppKit: read them with
/// ``itemIdentifier(for:)`` and ``row(for:)``.
@preconcurrency @MainActor
open class OutlineViewDiffableDataSource<ItemIdentifierType: Hashable>:
  OutlineDataSource<ItemIdentifierType>, NSOutlineViewDataSource, NSOutlineViewDelegate
{
  /// Makes the view of a node's row.
  public typealias CellProvider = (
    _ outlineView: NSOutlineView, _ tableColumn: NSTableColumn?,
    _ itemIdentifier: ItemIdentifierType
  ) -> NSView
  /// Makes the view of a footer row: the parent (`nil`: the roots) and what it shows.
  public typealias FooterProvider = (
    _ outlineView: NSOutlineView, _ tableColumn: NSTableColumn?, _ parent: ItemIdentifierType?,
    _ footer: OutlineFooter
  ) -> NSView

  typealias Row = OutlineRow<ItemIdentifierType>

  /// Makes the views of footer rows; a footer row without one traps.
  ///
  /// - Complexity: O(1).
  public var footerProvider: FooterProvider?
  /// Whether a person may expand a node; `nil` allows every node.
  ///
  /// - Complexity: O(1).
  public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
  /// Whether a person may collapse a node; `nil` allows every node.
  ///
  /// - Complexity: O(1).
  public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
  /// Receives the loads that a person's expansion starts; answer each with
  /// ``OutlineTree/finishLoading(_:with:remaining:)`` (or its failure) through
  /// ``update(animatingDifferences:_:completion:)``.
  ///
  /// - Complexity: O(1).
  public var loadHandler: ((OutlineLoadRequest<ItemIdentifierType>) -> Void)?
  /// The closures that let a person drag nodes.
  ///
  /// - Complexity: O(1).
  public var reorderingHandlers = ReorderingHandlers()
  /// How inserted and removed rows animate; `.effectFade` unless set. An unanimated change
  /// uses none.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: NSTableView.AnimationOptions = .effectFade

  private let cellProvider: CellProvider
  weak var outlineView: NSOutlineView?
  var items = OutlineViewItems<ItemIdentifierType>()
  /// The rows under the last parent the view asked about.
  var asked: AskedChildren?
  /// Set while this data source calls the view, whose notifications are then its own doing.
  var isDriving = false
  /// A click the handlers refused, to undo once the view has done it.
  var refused: Row?
  /// The node a person drags, and where it was when the drag began.
  var dragged: (id: ItemIdentifierType, source: OutlineTransaction<ItemIdentifierType>.Place)?
  #if SNAPSHOTS_INVARIANTS
  /// The rows the plans of the changes shown have read: what their cost follows.
  package var planWork = PlanWork()
  #endif
  let observers = NotificationObservers()
  private static var pasteboardType: NSPasteboard.PasteboardType {
    NSPasteboard.PasteboardType("org.swift-diffable-snapshots.outline-row")
  }

  /// Creates a data source showing `tree` and makes it `outlineView`'s data source (and its
  /// delegate, if it has none).
  ///
  /// - Complexity: O(*v*) for the *v* rows the view shows at first.
  public init(
    outlineView: NSOutlineView, tree: OutlineTree<ItemIdentifierType>,
    cellProvider: @escaping CellProvider
  ) {
    self.cellProvider = cellProvider
    self.outlineView = outlineView
    super.init(tree: tree)
    outlineView.dataSource = self
    if outlineView.delegate == nil { outlineView.delegate = self }
    outlineView.registerForDraggedTypes([Self.pasteboardType])
    observe(outlineView)
    alignExpansion(under: nil)
  }

  /// Follows the expansions AppKit makes itself (clicks, expand-all), through its
  /// notifications.
  private func observe(_ outlineView: NSOutlineView) {
    let names = [
      NSOutlineView.itemWillExpandNotification, NSOutlineView.itemDidExpandNotification,
      NSOutlineView.itemWillCollapseNotification, NSOutlineView.itemDidCollapseNotification,
    ]
    for name in names {
      observers.add(
        NotificationCenter.default.addObserver(forName: name, object: outlineView, queue: nil) {
          [weak self] note in
          // AppKit posts these on the main thread, from the click or the call.
          let item = note.userInfo?["NSObject"] as AnyObject?
          let name = note.name
          nonisolated(unsafe) let unsafeItem = item
          MainActor.assumeIsolated { self?.viewWill(name, unsafeItem) }
        })
    }
  }

  // MARK: Changing the tree

  /// Shows a section snapshot: its items become the tree's nodes, with its expansion. The
  /// change is the diff of the rows shown before and after, which the view takes as any other
  /// update.
  ///
  /// - Complexity: O(*n*) for the *n* items, plus O(*v*) for the *v* rows shown before and
  ///   after: the snapshot describes every item, so the tree is built from it and its rows
  ///   compared; the view is then read only where the rows changed.
  open func apply(
    _ snapshot: SectionSnapshot<ItemIdentifierType>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    update(
      animatingDifferences: animatingDifferences,
      { tree in
        let before = tree.rows
        tree = OutlineTree(roots: snapshot.rootItems, configuration: tree.configuration) {
          .loaded(snapshot.children(of: $0))
        }
        _ = tree.expand(snapshot.expandedItems)
        return OutlineUpdate(diff: Diff(from: before, to: tree.rows, id: \.id))
      }, completion: completion)
  }

  /// The tree's loaded nodes as a section snapshot, with their expansion.
  ///
  /// - Complexity: O(*n*) for the *n* loaded nodes.
  open func snapshot() -> SectionSnapshot<ItemIdentifierType> {
    // One build of the whole forest, which walks it iteratively (a chain deeper than the call
    // stack allows comes back too) and, in builds that check invariants, checks them once
    // rather than after every parent. A tree always holds a forest of unique items.
    var snapshot = SectionSnapshot(
      forest: tree.children(of: nil), children: tree.children(of:),
      operation: "OutlineViewDiffableDataSource.snapshot()")
    snapshot.expand(tree.expandedItems)
    return snapshot
  }

  /// Brings the view to the tree, as ``OutlineViewPlan`` reads it from the update's diff, in one
  /// animation group whose completion is `completion`, with ``defaultRowAnimation``. The rows
  /// that should show collapsed collapse inside the batch, so that when it ends every expanded
  /// row shows what the tree reports.
  override func show(
    _ update: OutlineUpdate<ItemIdentifierType>, animated: Bool, completion: (() -> Void)?
  ) {
    asked = nil
    guard let outlineView else {
      completion?()
      return
    }
    NSAnimationContext.runAnimationGroup(
      { context in
        if !animated { context.duration = 0 }
        show(update, on: outlineView, animation: animated ? defaultRowAnimation : [])
      }, completionHandler: completion)
  }

  override func showExpansion(
    of id: ItemIdentifierType, _ update: OutlineUpdate<ItemIdentifierType>
  ) {
    showCalledExpansion(of: id, update)
  }

  // MARK: Reading

  /// The identifier of a node row's object, as AppKit hands it to a delegate; `nil` for a
  /// footer row or another object.
  ///
  /// - Complexity: O(1).
  open func itemIdentifier(for item: Any) -> ItemIdentifierType? {
    rowID(for: item)?.node
  }

  /// The row of an object AppKit hands to a delegate, a node or a footer, with its level and
  /// content, as the tree shows it; `nil` for another object or a row no longer shown.
  ///
  /// - Complexity: O(log *n*) expected.
  open func row(for item: Any) -> OutlineVisibleRow<ItemIdentifierType>? {
    guard let id = rowID(for: item), let index = tree.index(of: id) else { return nil }
    return tree.row(at: index)
  }

  /// Which row an object AppKit hands over stands for.
  func rowID(for item: Any) -> Row? {
    OutlineViewItem<ItemIdentifierType>.row(of: item)
  }

  /// The object the view holds for a row, for AppKit's own calls (`row(forItem:)`,
  /// `scrollRowToVisible`, selection); `nil` if the view has never been given it.
  ///
  /// - Complexity: Expected O(1).
  open func item(for row: OutlineRow<ItemIdentifierType>) -> Any? {
    items.existingObject(for: row)
  }

  // MARK: NSOutlineViewDataSource and NSOutlineViewDelegate

  /// The number of rows the view shows under an expanded row.
  ///
  /// - Complexity: O(*k*) for the *k* rows.
  open func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
    children(under: item).objects.count
  }

  /// The object of a row under an expanded row.
  ///
  /// - Complexity: O(1) when asked in turn after the count; O(*k*) otherwise.
  open func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
    let objects = children(under: item).objects
    guard objects.indices.contains(index) else {
      trap(
        "OutlineViewDiffableDataSource.outlineView(_:child:ofItem:)",
        "the view asked for child \(index) of \(item.map { "\($0)" } ?? "the roots"), which has \(objects.count)"
      )
    }
    asked?.last = index
    return objects[index]
  }

  /// Whether a row shows a disclosure triangle: a node with children, or whose children are
  /// not loaded yet.
  ///
  /// - Complexity: O(1) expected.
  open func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
    if let object = item as? OutlineViewObject, let known = asked?.expandability(of: object) {
      return known
    }
    return rowID(for: item).map(tree.isExpandable) ?? false
  }

  /// The view of a row: the cell provider's for a node, the footer provider's for a footer.
  ///
  /// - Complexity: O(1), plus the provider.
  open func outlineView(
    _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
  ) -> NSView? {
    switch rowID(for: item) {
    case .node(let id):
      return cellProvider(outlineView, tableColumn, id)
    case .footer(let parent):
      guard let footer = tree.footer(of: parent), let footerProvider else {
        trap(
          "OutlineViewDiffableDataSource.outlineView(_:viewFor:item:)",
          "no footerProvider for the footer of \(parent.map { "\($0)" } ?? "the roots")")
      }
      return footerProvider(outlineView, tableColumn, parent, footer)
    case nil:
      trap(
        "OutlineViewDiffableDataSource.outlineView(_:viewFor:item:)",
        "the view asked for a view of \(item), which this data source never gave it")
    }
  }

  /// Lets a node be dragged when ``ReorderingHandlers/canReorderItem`` allows it.
  ///
  /// - Complexity: O(1), plus the handler.
  open func outlineView(
    _ outlineView: NSOutlineView, pasteboardWriterForItem item: Any
  )
    -> (any NSPasteboardWriting)?
  {
    guard let id = itemIdentifier(for: item), reorderingHandlers.canReorderItem?(id) == true
    else { return nil }
    let writer = NSPasteboardItem()
    writer.setString("\(id)", forType: Self.pasteboardType)
    return writer
  }

  /// Remembers the node a drag starts with, and where it is.
  ///
  /// - Complexity: O(*c*) for the *c* children of its parent.
  open func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    willBeginAt screenPoint: NSPoint, forItems draggedItems: [Any]
  ) {
    dragged = draggedItems.count == 1 ? itemIdentifier(for: draggedItems[0]).flatMap(place) : nil
  }

  /// A move, for a drop of the dragged node among the children of a node or of the roots,
  /// and not into its own subtree; nothing otherwise.
  ///
  /// - Complexity: O(*d* + *c*) for a drop *d* levels deep among *c* children.
  open func outlineView(
    _ outlineView: NSOutlineView, validateDrop info: any NSDraggingInfo, proposedItem item: Any?,
    proposedChildIndex index: Int
  ) -> NSDragOperation {
    destination(of: info, onto: item, at: index) == nil ? [] : .move
  }

  /// Moves the dragged node where it was dropped: ``ReorderingHandlers/willReorder``, the move
  /// (shown as one move of its row), then ``ReorderingHandlers/didReorder``, whose transaction
  /// is the move the tree made. A drop that no longer applies, because a change since the drag
  /// began moved or removed the node, or removed the destination, returns `false`, runs no
  /// handler and changes nothing.
  ///
  /// - Complexity: As ``OutlineTree/move(_:to:at:)``, plus the rows the move shows.
  open func outlineView(
    _ outlineView: NSOutlineView, acceptDrop info: any NSDraggingInfo, item: Any?,
    childIndex index: Int
  ) -> Bool {
    guard let dragged, let place = destination(of: info, onto: item, at: index) else {
      return false
    }
    let transaction = OutlineTransaction(
      item: dragged.id, source: dragged.source, destination: place)
    guard applies(transaction) else { return false }
    reorderingHandlers.willReorder?(transaction)
    // The handler may have changed the tree: the move is made only if it still applies.
    guard let moved = move(transaction) else { return false }
    // A drop under a parent whose children are not loaded starts their load.
    for request in moved.loadRequests { loadHandler?(request) }
    reorderingHandlers.didReorder?(transaction)
    return true
  }

  /// Forgets the dragged node.
  ///
  /// - Complexity: O(1).
  open func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, operation: NSDragOperation
  ) {
    dragged = nil
  }

  // MARK: Answering the view

  /// The rows under a parent object, remembered for the view's calls that follow.
  private func children(under item: Any?) -> AskedChildren {
    let parent = item.flatMap { $0 as? OutlineViewObject }
    if let asked, asked.areUnder(parent) { return asked }
    let row = item.flatMap(rowID(for:))
    let (rows, isExpandable) = tree.childRowsAndExpandability(of: row)
    let children = AskedChildren(
      parent: parent,
      objects: items.objects(for: rows, under: row.flatMap { items.existingObject(for: $0) }),
      isExpandable: isExpandable)
    asked = children
    return children
  }
}
#endif
