#if canImport(SwiftUI, _version: 6.0) && canImport(AppKit) && !targetEnvironment(macCatalyst)
public import SwiftUI
public import AppKit

extension OutlineList: NSViewRepresentable {
  /// What the outline keeps between updates.
  public typealias Coordinator = OutlineListHost<ItemIdentifierType, Cell>

  /// Makes the outline view, one column wide and without a header, and its coordinator,
  /// showing the tree as it is now; each row's view is an `NSHostingView` of the cell, reused.
  ///
  /// - Complexity: O(*n*) for the loads in flight in a tree of *n* nodes, plus O(*v*) for the
  ///   *v* rows shown at first.
  public func makeCoordinator() -> Coordinator {
    let outlineView = NSOutlineView()
    let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("cell"))
    outlineView.addTableColumn(column)
    outlineView.outlineTableColumn = column
    outlineView.headerView = nil
    outlineView.usesAutomaticRowHeights = true
    var host: Coordinator?
    let outline = OutlineCoordinator(outlineView: outlineView, tree: tree.wrappedValue) {
      outlineView, _, row in
      let identifier = NSUserInterfaceItemIdentifier("OutlineListCell")
      guard let host else { return NSView() }
      if let view = outlineView.makeView(withIdentifier: identifier, owner: nil)
        as? NSHostingView<Cell>
      {
        view.rootView = host.cell(row)
        return view
      }
      let view = NSHostingView(rootView: host.cell(row))
      view.identifier = identifier
      return view
    }
    let made = Coordinator(outline: outline, cell: cell)
    host = made
    return made
  }

  /// A scroll view around the coordinator's outline view.
  ///
  /// - Complexity: O(1).
  public func makeNSView(context: Context) -> NSScrollView {
    let scrollView = NSScrollView()
    scrollView.documentView = context.coordinator.outline.outlineView
    scrollView.hasVerticalScroller = true
    onCoordinator?(context.coordinator.outline)
    return scrollView
  }

  /// Hands the selection and the tree to the coordinator: nothing is applied when the view
  /// shows them already.
  ///
  /// - Complexity: As ``OutlineViewCoordinator/update(selection:)`` plus
  ///   ``OutlineViewCoordinator/update(to:animatingDifferences:)``.
  public func updateNSView(_ scrollView: NSScrollView, context: Context) {
    context.coordinator.update(from: self)
  }
}
#endif
