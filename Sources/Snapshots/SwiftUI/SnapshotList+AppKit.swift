#if canImport(SwiftUI, _version: 6.0) && canImport(AppKit) && !targetEnvironment(macCatalyst)
public import SwiftUI
public import AppKit

extension SnapshotList: NSViewRepresentable {
  /// What the list keeps between updates.
  public typealias Coordinator = SnapshotListHost<
    SectionIdentifierType, ItemIdentifierType, Section, Item, Cell
  >

  /// Makes the table, one column wide and without a header, and its coordinator; each row's
  /// view is an `NSHostingView` of the cell, reused.
  ///
  /// - Complexity: O(1).
  public func makeCoordinator() -> Coordinator {
    let tableView = NSTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("cell")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    var host: Coordinator?
    let list = ListCoordinator(tableView: tableView) { tableView, _, _, item in
      let identifier = NSUserInterfaceItemIdentifier("SnapshotListCell")
      guard let host else { return NSView() }
      if let view = tableView.makeView(withIdentifier: identifier, owner: nil)
        as? NSHostingView<Cell>
      {
        view.rootView = host.cell(item)
        return view
      }
      let view = NSHostingView(rootView: host.cell(item))
      view.identifier = identifier
      return view
    }
    let made = Coordinator(list: list, cell: cell)
    host = made
    return made
  }

  /// A scroll view around the coordinator's table.
  ///
  /// - Complexity: O(1).
  public func makeNSView(context: Context) -> NSScrollView {
    let scrollView = NSScrollView()
    scrollView.documentView = context.coordinator.list.tableView
    scrollView.hasVerticalScroller = true
    onCoordinator?(context.coordinator.list)
    return scrollView
  }

  /// Hands the selection and the state to the coordinator: nothing is applied when the table
  /// shows them already.
  ///
  /// - Complexity: As ``TableViewListCoordinator/update(selection:)``, plus
  ///   ``TableViewListCoordinator/update(to:animatingDifferences:)``.
  public func updateNSView(_ scrollView: NSScrollView, context: Context) {
    context.coordinator.update(from: self)
  }
}
#endif
