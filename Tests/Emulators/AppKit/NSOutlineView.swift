// An emulator of AppKit for tests on Linux: an outline view.
//
// It keeps its own tree of the items its data source returned, as AppKit does: it asks for
// the children of the root and of expanded items only, caches them, and matches items by
// object identity, so a Swift value passed as `Any` (boxed anew on each call) never matches
// itself. Each insert, remove and move applies at once to the children of the parent it
// names, in the children the calls before it left; an inserted row is a placeholder until
// the outermost `endUpdates()` (or the call, outside updates) asks the data source which item
// it is. Expanded state is remembered by item across a collapse of an ancestor, a reload and
// `reloadData()`, as AppKit remembers it.
//
// Rejected, in the emulator's words (AppKit's own messages are not checked here): a child
// index beyond its parent's children, a parent that is not shown, a move into the moved
// item's own subtree, an item the data source returns that is already shown elsewhere, and a
// parent whose child count the data source no longer agrees with once the updates end (AppKit
// shows wrong rows there; the emulator raises). Stricter than AppKit, which may ask its data
// source at any moment and so would show the disagreement whenever it asked: after every call
// made outside a group of updates, and when a group ends, every row the view shows expanded
// (and the top level) must have exactly the children the data source gives, the same objects
// in the same order.
//
// Not emulated: the view is no `NSTableView` subclass, rows have one view (the outline
// column's), and there is no layout, scrolling or animation. Its selection is in
// NSOutlineView+Selection.swift.
import EmulatorCore

/// Emulator only: one row of an outline, or its root.
@preconcurrency @MainActor
final class EmulatedOutlineNode {
  let serial: Int
  /// The data source's item; `nil` for the root and for an inserted row not yet asked for.
  var item: AnyObject?
  weak var parent: EmulatedOutlineNode?
  /// `nil` until the node is expanded and its children asked for.
  var children: [EmulatedOutlineNode]?
  var isExpandable = false
  var isExpanded = false
  var view: NSView?

  init(serial: Int) { self.serial = serial }

  // Releases the subtree from a stack: a chain's nested releases would recurse per level.
  isolated deinit {
    guard var pending = children else { return }
    children = nil
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node), let grandchildren = node.children else { continue }
      node.children = nil
      pending.append(contentsOf: grandchildren)
    }
  }
}

/// An outline view: rows of items under expandable parents.
@preconcurrency @MainActor
open class NSOutlineView: NSView {
  public static let itemWillExpandNotification = Notification.Name(
    "NSOutlineViewItemWillExpandNotification")
  public static let itemDidExpandNotification = Notification.Name(
    "NSOutlineViewItemDidExpandNotification")
  public static let itemWillCollapseNotification = Notification.Name(
    "NSOutlineViewItemWillCollapseNotification")
  public static let itemDidCollapseNotification = Notification.Name(
    "NSOutlineViewItemDidCollapseNotification")

  open weak var dataSource: (any NSOutlineViewDataSource)? {
    didSet { reset() }
  }
  open weak var delegate: (any NSOutlineViewDelegate)?
  open private(set) var tableColumns: [NSTableColumn] = []
  /// The column that shows the disclosure triangles.
  open var outlineTableColumn: NSTableColumn?

  var root = EmulatedOutlineNode(serial: 0)
  /// The node of every resolved item shown, by the item's identity.
  var shown: [ObjectIdentifier: EmulatedOutlineNode] = [:]
  /// Items whose expanded state is remembered, by identity.
  var remembered: [ObjectIdentifier: AnyObject] = [:]
  /// Parents named by the calls of the current group of updates.
  var touched: [EmulatedOutlineNode] = []
  var updateLevel = 0
  var nextSerial = 0
  var log: [String] = []
  var reuseQueue: [NSUserInterfaceItemIdentifier: [NSView]] = [:]
  /// The shown rows, until the next change.
  var cachedRows: [EmulatedOutlineNode]?
  /// Whether a person may select more than one row.
  open var allowsMultipleSelection = false
  /// The serials of the selected rows, so that a selection follows its rows.
  var selectedSerials: Set<Int> = []
  var selectionChanges = 0

  /// Emulator only: the rows that have views, in flat order.
  public var emulatedVisibleRows: Range<Int> = 0..<Int.max
  /// Emulator only: how many times the data source was asked for a child.
  public private(set) var emulatedChildRequests = 0
  /// Emulator only: how many times `reloadData()` ran.
  public private(set) var emulatedReloadDataCount = 0
  /// Emulator only: whether every call checks the whole view against the data source
  /// (`checkAgreement()`, O(rows)); a test of a huge outline turns it off and calls
  /// `emulateAgreementCheck()` once at the end instead.
  public var emulatedChecksAgreementAfterEachCall = true

  open func addTableColumn(_ tableColumn: NSTableColumn) {
    tableColumns.append(tableColumn)
    if outlineTableColumn == nil { outlineTableColumn = tableColumn }
  }

  // MARK: Reading

  open var numberOfRows: Int { rows.count }

  open func item(atRow row: Int) -> Any? {
    let all = rows
    return all.indices.contains(row) ? all[row].item : nil
  }

  open func row(forItem item: Any?) -> Int {
    guard let node = node(of: item) else { return -1 }
    return rows.firstIndex { $0 === node } ?? -1
  }

  open func level(forItem item: Any?) -> Int {
    guard var node = node(of: item) else { return -1 }
    var level = 0
    while let parent = node.parent, parent !== root {
      level += 1
      node = parent
    }
    return level
  }

  open func parent(forItem item: Any?) -> Any? {
    node(of: item)?.parent?.item
  }

  open func isItemExpanded(_ item: Any?) -> Bool {
    item == nil || node(of: item)?.isExpanded == true
  }

  open func isExpandable(_ item: Any?) -> Bool {
    node(of: item)?.isExpandable == true
  }

  open func numberOfChildren(ofItem item: Any?) -> Int {
    loadedParent(item)?.children?.count ?? 0
  }

  open func child(_ index: Int, ofItem item: Any?) -> Any? {
    guard let children = loadedParent(item)?.children, children.indices.contains(index) else {
      return nil
    }
    return children[index].item
  }

  /// A reusable view with `identifier` that a removed row gave back, or `nil`.
  open func makeView(
    withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?
  )
    -> NSView?
  {
    reuseQueue[identifier]?.popLast()
  }

  // MARK: Reloading

  open func reloadData() {
    cachedRows = nil
    emulatedReloadDataCount += 1
    log.append("reloadData")
    forget(root.children ?? [], rememberedToo: false)
    root.children = nil
    loadRoot()
    loadViews()
    dropHiddenSelection()
  }

  open func reloadItem(_ item: Any?) { reloadItem(item, reloadChildren: false) }

  open func reloadItem(_ item: Any?, reloadChildren: Bool) {
    log.append("reloadItem(\(describe(item)), reloadChildren: \(reloadChildren))")
    guard let node = item == nil ? root : node(of: item) else { return }
    perform { () throws(EmulatedException) in
      if node !== root {
        recycleView(of: node)
        node.isExpandable = dataSource?.outlineView(self, isItemExpandable: node.item!) ?? false
        if !node.isExpandable && node.isExpanded { collapse(node, children: false) }
      }
      if reloadChildren, node.children != nil {
        forget(node.children!, rememberedToo: false)
        node.children = nil
        try load(node)
      }
    }
  }

  // MARK: Updates

  open func beginUpdates() { updateLevel += 1 }

  open func endUpdates() {
    guard updateLevel > 0 else {
      return AppKitEmulator.raise("NSOutlineView endUpdates() called without beginUpdates()")
    }
    updateLevel -= 1
    if updateLevel == 0 { perform {} }
  }

  open func insertItems(
    at indexes: IndexSet, inParent parent: Any?,
    withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    updateChildren(of: parent, "insertItems", at: indexes) {
      (node, children) throws(EmulatedException) in
      for index in indexes {
        guard index <= children.count else {
          throw beyond(index, node, children.count, "inserting")
        }
        let placeholder = makeNode()
        placeholder.parent = node
        children.insert(placeholder, at: index)
      }
    }
  }

  open func removeItems(
    at indexes: IndexSet, inParent parent: Any?,
    withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {
    updateChildren(of: parent, "removeItems", at: indexes) {
      (node, children) throws(EmulatedException) in
      for index in indexes.reversed() {
        guard index < children.count else {
          throw beyond(index, node, children.count, "removing")
        }
        forget([children.remove(at: index)], rememberedToo: true)
      }
    }
  }

  /// One call on the children `parent` shows, logged; a collapsed parent shows none, and the
  /// call changes nothing.
  func updateChildren(
    of parent: Any?, _ call: String, at indexes: IndexSet,
    _ body: (EmulatedOutlineNode, inout [EmulatedOutlineNode]) throws(EmulatedException) -> Void
  ) {
    log.append("\(call)(at: \(Array(indexes)), inParent: \(describe(parent)))")
    perform { () throws(EmulatedException) in
      guard let node = try parentNode(parent, "\(call)(at:inParent:withAnimation:)"),
        var children = node.children
      else { return }
      try body(node, &children)
      node.children = children
      touched.append(node)
    }
  }

  open func moveItem(
    at fromIndex: Int, inParent oldParent: Any?, to toIndex: Int, inParent newParent: Any?
  ) {
    log.append(
      "moveItem(at: \(fromIndex), inParent: \(describe(oldParent)), to: \(toIndex), "
        + "inParent: \(describe(newParent)))")
    perform { () throws(EmulatedException) in
      let operation = "moveItem(at:inParent:to:inParent:)"
      guard let source = try parentNode(oldParent, operation), var from = source.children else {
        return
      }
      guard fromIndex >= 0 && fromIndex < from.count else {
        throw beyond(fromIndex, source, from.count, "moving")
      }
      let moving = from[fromIndex]
      guard let destination = try parentNode(newParent, operation) else { return }
      var ancestor: EmulatedOutlineNode? = destination
      while let current = ancestor {
        if current === moving {
          throw EmulatedException(
            reason: "NSOutlineView: cannot move \(describe(moving.item)) into its own subtree")
        }
        ancestor = current.parent
      }
      from.remove(at: fromIndex)
      source.children = from
      touched.append(source)
      guard var to = destination.children else {
        // Into a collapsed parent: the row leaves the view.
        return forget([moving], rememberedToo: false)
      }
      guard toIndex >= 0 && toIndex <= to.count else {
        throw beyond(toIndex, destination, to.count, "moving")
      }
      to.insert(moving, at: toIndex)
      moving.parent = destination
      destination.children = to
      touched.append(destination)
    }
  }

  // MARK: Expanding

  open func expandItem(_ item: Any?) { expandItem(item, expandChildren: false) }

  open func expandItem(_ item: Any?, expandChildren: Bool) {
    log.append("expandItem(\(describe(item))\(expandChildren ? ", expandChildren: true" : ""))")
    // `nil` with `expandChildren` expands every row, as AppKit's expand-all does.
    guard let node = item == nil && expandChildren ? root : node(of: item) else { return }
    perform { () throws(EmulatedException) in
      if node === root {
        loadRoot()
        for child in root.children ?? [] { try expand(child, all: true) }
      } else {
        try expand(node, all: expandChildren)
      }
    }
  }

  open func collapseItem(_ item: Any?) { collapseItem(item, collapseChildren: false) }

  open func collapseItem(_ item: Any?, collapseChildren: Bool) {
    log.append("collapseItem(\(describe(item)))")
    guard let node = node(of: item) else { return }
    perform { () throws(EmulatedException) in collapse(node, children: collapseChildren) }
  }

  // MARK: The machinery

  func reset() {
    cachedRows = nil
    forget(root.children ?? [], rememberedToo: true)
    root = EmulatedOutlineNode(serial: 0)
    root.isExpanded = true
  }

  func makeNode() -> EmulatedOutlineNode {
    nextSerial += 1
    return EmulatedOutlineNode(serial: nextSerial)
  }

  func describe(_ item: Any?) -> String {
    guard let item else { return "nil" }
    return String(describing: item)
  }

  func node(of item: Any?) -> EmulatedOutlineNode? {
    guard let item else { return nil }
    loadRoot()
    return shown[ObjectIdentifier(item as AnyObject)]
  }

  func loadedParent(_ item: Any?) -> EmulatedOutlineNode? {
    loadRoot()
    return item == nil ? root : node(of: item)
  }

  func parentNode(
    _ item: Any?, _ operation: String
  ) throws(EmulatedException)
    -> EmulatedOutlineNode?
  {
    if item == nil {
      loadRoot()
      return root
    }
    guard let node = node(of: item) else {
      throw EmulatedException(
        reason: "NSOutlineView \(operation): the parent \(describe(item)) is not shown")
    }
    return node
  }

  func beyond(
    _ index: Int, _ parent: EmulatedOutlineNode, _ count: Int, _ verb: String
  )
    -> EmulatedException
  {
    EmulatedException(
      reason: "NSOutlineView error \(verb) child index \(index) in parent "
        + "\(describe(parent.item)) beyond the number of children (\(count))")
  }

  /// Runs one call; when no updates are open, finishes them: placeholders become items and
  /// the visible rows get views. A rejection raises, then the view reloads to recover.
  func perform(_ body: () throws(EmulatedException) -> Void) {
    cachedRows = nil
    defer { cachedRows = nil }
    do {
      try body()
      if updateLevel == 0 {
        try finishUpdates()
        if emulatedChecksAgreementAfterEachCall { try checkAgreement() }
      }
    } catch {
      touched = []
      AppKitEmulator.raise(error.reason)
      forget(root.children ?? [], rememberedToo: false)
      root.children = nil
      // The data source may still be inconsistent: the view shows what it can, quietly.
      try? load(root)
    }
    if updateLevel == 0 {
      loadViews()
      dropHiddenSelection()
    }
  }

  func finishUpdates() throws(EmulatedException) {
    let parents = touched
    touched = []
    for parent in parents where parent === root || parent.item.map(isShown) == true {
      guard let children = parent.children else { continue }
      let expected = dataSource?.outlineView(self, numberOfChildrenOfItem: parent.item) ?? 0
      guard expected == children.count else {
        throw EmulatedException(
          reason: "NSOutlineView: the data source gives \(describe(parent.item)) \(expected) "
            + "children, the view shows \(children.count) after the updates")
      }
      for (index, child) in children.enumerated() where child.item == nil {
        if try resolve(child, at: index, in: parent) { try load(child) }
      }
    }
  }

  /// Every expanded row shown, and the top level, against the data source: the same objects
  /// in the same order, as AppKit would find them whenever it asked.
  func checkAgreement() throws(EmulatedException) {
    guard let dataSource, root.children != nil else { return }
    var parents = [root]
    while let parent = parents.popLast() {
      guard let children = parent.children else { continue }
      let expected = dataSource.outlineView(self, numberOfChildrenOfItem: parent.item)
      for (index, child) in children.enumerated() where index < expected {
        let item = dataSource.outlineView(self, child: index, ofItem: parent.item) as AnyObject
        guard child.item === item else {
          throw disagreement("child \(index) of \(describe(parent.item)) is \(describe(item))")
        }
        parents.append(child)
      }
      guard expected == children.count else {
        throw disagreement(
          "the data source gives \(describe(parent.item)) \(expected) children, the view "
            + "shows \(children.count)")
      }
    }
  }

  func disagreement(_ problem: String) -> EmulatedException {
    EmulatedException(
      reason: "NSOutlineView: after \(log.last ?? "the call"), \(problem) (emulator's check: "
        + "AppKit may ask its data source at any time)")
  }

  func isShown(_ item: AnyObject) -> Bool { shown[ObjectIdentifier(item)] != nil }

  func loadRoot() {
    guard root.children == nil, dataSource != nil else { return }
    cachedRows = nil
    do { try load(root) } catch { AppKitEmulator.raise(error.reason) }
  }

  /// Asks for the children of an expanded node, expanding those remembered expanded, depth
  /// first as AppKit asks; a stack of the nodes being loaded stands in for recursion.
  func load(_ node: EmulatedOutlineNode) throws(EmulatedException) {
    var loading: [(node: EmulatedOutlineNode, count: Int)] = []
    func open(_ node: EmulatedOutlineNode) {
      let count = dataSource?.outlineView(self, numberOfChildrenOfItem: node.item) ?? 0
      node.children = []
      loading.append((node, count))
    }
    open(node)
    while let top = loading.last {
      let (parent, count) = top
      let index = parent.children!.count
      guard index < count else {
        loading.removeLast()
        continue
      }
      let child = makeNode()
      child.parent = parent
      parent.children!.append(child)
      if try resolve(child, at: index, in: parent) { open(child) }
    }
  }

  /// Asks which item a row is; true when it is remembered expanded, so its children load next.
  func resolve(
    _ child: EmulatedOutlineNode, at index: Int, in parent: EmulatedOutlineNode
  )
    throws(EmulatedException) -> Bool
  {
    guard let dataSource else { return false }
    emulatedChildRequests += 1
    let item = dataSource.outlineView(self, child: index, ofItem: parent.item) as AnyObject
    if let other = shown[ObjectIdentifier(item)], other !== child {
      throw EmulatedException(
        reason: "NSOutlineView: the item \(describe(item)) is already shown at row "
          + "\(row(forItem: item)); an item may appear once")
    }
    child.item = item
    shown[ObjectIdentifier(item)] = child
    child.isExpandable = dataSource.outlineView(self, isItemExpandable: item)
    guard child.isExpandable && remembered[ObjectIdentifier(item)] != nil else { return false }
    child.isExpanded = true
    return true
  }

  /// Expands a node, and with `all` its descendants in row order, from a stack.
  func expand(_ node: EmulatedOutlineNode, all: Bool) throws(EmulatedException) {
    var pending = [node]
    while let node = pending.popLast() {
      guard node.isExpandable else { continue }
      if !node.isExpanded {
        post(NSOutlineView.itemWillExpandNotification, node)
        node.isExpanded = true
        remembered[ObjectIdentifier(node.item!)] = node.item
        try load(node)
        post(NSOutlineView.itemDidExpandNotification, node)
      }
      if all { pending.append(contentsOf: (node.children ?? []).reversed()) }
    }
  }

  func collapse(_ node: EmulatedOutlineNode, children collapseChildren: Bool) {
    guard node.isExpanded else { return }
    post(NSOutlineView.itemWillCollapseNotification, node)
    forget(node.children ?? [], rememberedToo: collapseChildren)
    node.children = nil
    node.isExpanded = false
    remembered[ObjectIdentifier(node.item!)] = nil
    post(NSOutlineView.itemDidCollapseNotification, node)
  }

  /// Posts an expansion notification; AppKit also tells the delegate of the two after the
  /// change, as an observer it registers when the delegate is set.
  func post(_ name: Notification.Name, _ node: EmulatedOutlineNode) {
    let note = Notification(name: name, object: self, userInfo: ["NSObject": node.item!])
    NotificationCenter.default.post(note)
    switch name {
    case NSOutlineView.itemDidExpandNotification: delegate?.outlineViewItemDidExpand(note)
    case NSOutlineView.itemDidCollapseNotification: delegate?.outlineViewItemDidCollapse(note)
    default: break
    }
  }

  /// Takes rows out of the view, with their shown descendants, in row order (views go back
  /// to the reuse queue in that order).
  func forget(_ nodes: [EmulatedOutlineNode], rememberedToo: Bool) {
    var pending = Array(nodes.reversed())
    while let node = pending.popLast() {
      if let item = node.item {
        if shown[ObjectIdentifier(item)] === node { shown[ObjectIdentifier(item)] = nil }
        if rememberedToo { remembered[ObjectIdentifier(item)] = nil }
      }
      recycleView(of: node)
      pending.append(contentsOf: (node.children ?? []).reversed())
    }
  }

  func recycleView(of node: EmulatedOutlineNode) {
    if let view = node.view, let identifier = view.identifier {
      reuseQueue[identifier, default: []].append(view)
    }
    node.view = nil
  }

  /// The shown rows in order, walked once after each change (AppKit keeps its rows in an
  /// array, so `item(atRow:)` costs it O(1), not a walk of the outline).
  var rows: [EmulatedOutlineNode] {
    if let cachedRows { return cachedRows }
    let rows = levelledRows().map(\.node)
    cachedRows = rows
    return rows
  }

  /// The first `limit` shown rows in order, with their levels: a depth-first walk from a
  /// stack of positions in the children lists, however deep the outline; it reads only the
  /// rows it returns, as AppKit lays out only the rows on screen.
  func levelledRows(limit: Int = .max) -> [(node: EmulatedOutlineNode, level: Int)] {
    loadRoot()
    var result: [(node: EmulatedOutlineNode, level: Int)] = []
    var positions: [(children: [EmulatedOutlineNode], next: Int)] = [(root.children ?? [], 0)]
    while result.count < limit, let top = positions.last {
      guard top.next < top.children.count else {
        positions.removeLast()
        continue
      }
      let node = top.children[top.next]
      positions[positions.count - 1].next += 1
      result.append((node, positions.count - 1))
      if let children = node.children, !children.isEmpty { positions.append((children, 0)) }
    }
    return result
  }

  /// Views for the rows in `emulatedVisibleRows`; the walk stops at the window's end.
  func loadViews() {
    guard let delegate else { return }
    let all = levelledRows(limit: emulatedVisibleRows.upperBound)
    for index in all.indices.clamped(to: emulatedVisibleRows) where all[index].node.view == nil {
      guard let item = all[index].node.item else { continue }
      all[index].node.view = delegate.outlineView(self, viewFor: outlineTableColumn, item: item)
    }
  }
}
