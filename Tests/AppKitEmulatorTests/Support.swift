// Data sources and fixtures that drive the AppKit emulator in its own tests.
import AppKit
import Testing

/// A table data source and delegate over labels, changed only when told.
@MainActor
final class TableSource: NSObject, NSTableViewDataSource, NSTableViewDelegate {
  var rows: [String]
  var groups: Set<String> = []
  var viewRequests: [Int] = []

  init(_ rows: [String]) { self.rows = rows }

  func numberOfRows(in tableView: NSTableView) -> Int { rows.count }

  func tableView(
    _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
  )
    -> NSView?
  {
    viewRequests.append(row)
    let view = NSTableCellView()
    view.textField = NSTextField(labelWithString: rows[row])
    return view
  }

  func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
    groups.contains(rows[row])
  }
}

/// A table with one column and its source.
@MainActor
struct TableFixture {
  let view = NSTableView()
  let source: TableSource

  init(_ rows: [String]) {
    source = TableSource(rows)
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    view.dataSource = source
    view.delegate = source
    view.reloadData()
  }

  /// The label of each row's view.
  var labels: [String?] {
    (0..<view.numberOfRows).map {
      (view.emulatedViews(ofRow: $0).first as? NSTableCellView)?.textField?.stringValue
    }
  }
}

/// One node of an outline data source: a stable object, as AppKit needs.
final class Node: CustomStringConvertible {
  let name: String
  var children: [Node]

  init(_ name: String, _ children: [Node] = []) {
    self.name = name
    self.children = children
  }

  var description: String { name }
}

/// An outline data source over nodes, changed only when told.
@MainActor
final class OutlineSource: NSObject, NSOutlineViewDataSource, NSOutlineViewDelegate {
  var roots: [Node]
  /// Answer with a fresh object for each child, as a data source of Swift values does.
  var boxesValues = false
  var drops: [(item: String, parent: String?, index: Int)] = []

  init(_ roots: [Node]) { self.roots = roots }

  func children(_ item: Any?) -> [Node] { (item as? Node)?.children ?? roots }

  func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
    children(item).count
  }

  func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
    let child = children(item)[index]
    return boxesValues ? Node(child.name, child.children) : child
  }

  func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
    !((item as? Node)?.children.isEmpty ?? true)
  }

  func outlineView(
    _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
  )
    -> NSView?
  {
    let view = NSTableCellView()
    view.textField = NSTextField(labelWithString: (item as! Node).name)
    return view
  }

  func outlineView(
    _ outlineView: NSOutlineView, pasteboardWriterForItem item: Any
  )
    -> (any NSPasteboardWriting)?
  {
    let writer = NSPasteboardItem()
    writer.setString((item as! Node).name, forType: NSPasteboard.PasteboardType("node"))
    return writer
  }

  func outlineView(
    _ outlineView: NSOutlineView, validateDrop info: any NSDraggingInfo, proposedItem item: Any?,
    proposedChildIndex index: Int
  ) -> NSDragOperation { .move }

  func outlineView(
    _ outlineView: NSOutlineView, acceptDrop info: any NSDraggingInfo, item: Any?,
    childIndex index: Int
  ) -> Bool {
    drops.append(("?", (item as? Node)?.name, index))
    return true
  }
}

/// An outline view over a small tree, and its source.
@MainActor
struct OutlineFixture {
  let view = NSOutlineView()
  let source: OutlineSource
  let a = Node("a", [Node("a1"), Node("a2", [Node("a2x")])])
  let b = Node("b")

  init() {
    source = OutlineSource([])
    source.roots = [a, b]
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
    view.dataSource = source
    view.delegate = source
    view.registerForDraggedTypes([NSPasteboard.PasteboardType("node")])
    view.reloadData()
  }

  /// Each shown row as `name@level`, with `+` for expanded and `>` for expandable.
  var rows: [String] {
    view.emulatedRows.map { row in
      let mark = row.isExpanded ? "+" : row.isExpandable ? ">" : ""
      return "\((row.item as! Node).name)\(mark)@\(row.level)"
    }
  }
}
