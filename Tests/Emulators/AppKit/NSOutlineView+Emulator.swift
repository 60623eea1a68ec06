// An emulator of AppKit for tests on Linux: the outline view's emulator-only members.
import EmulatorCore

extension NSOutlineView {
  /// Emulator only: what the view shows, row by row: the item, its level, whether it can
  /// expand and whether it is expanded.
  public var emulatedRows:
    [(item: Any?, level: Int, isExpandable: Bool, isExpanded: Bool, view: NSView?)]
  {
    levelledRows().map {
      ($0.node.item, $0.level, $0.node.isExpandable, $0.node.isExpanded, $0.node.view)
    }
  }

  /// Emulator only: the check every call makes unless `emulatedChecksAgreementAfterEachCall`
  /// is off: each row shown expanded, and the top level, has the data source's children.
  public func emulateAgreementCheck() {
    do { try checkAgreement() } catch { AppKitEmulator.raise(error.reason) }
  }

  /// Emulator only: each row's serial, which a move keeps and an insert renews.
  public var emulatedRowSerials: [Int] { rows.map(\.serial) }

  /// Emulator only: one line per call.
  public var emulatedLog: [String] { log }

  /// Emulator only: a person's click on the disclosure triangle of `item`: expands or
  /// collapses it (its descendants' expanded state is remembered); false if it has none.
  /// With `option`, an option-click: it expands or collapses the descendants too, as AppKit's
  /// does.
  @discardableResult
  public func emulateDisclosureClick(onItem item: Any, option: Bool = false) -> Bool {
    guard let node = node(of: item), node.isExpandable else { return false }
    log.append("\(option ? "option-" : "")click(\(describe(item)))")
    perform { () throws(EmulatedException) in
      if node.isExpanded {
        collapse(node, children: option)
      } else {
        try expand(node, all: option)
      }
    }
    return true
  }

  /// Emulator only: a person drags `item` and drops it among the children of `parent`
  /// (`nil`: the roots) at `childIndex`, counted in the children shown now, the dragged item
  /// included, as AppKit proposes drops. Runs the data source's drag calls in AppKit's order,
  /// and `meanwhile` between the last validation and the drop (the app may change its data
  /// while a drag is under way); returns whether the drop was accepted.
  @discardableResult
  public func emulateDrag(
    ofItem item: Any, toParent parent: Any?, childIndex: Int, meanwhile: () -> Void = {}
  ) -> Bool {
    // AppKit offers a drop only of a type the view registered.
    guard let dataSource, node(of: item) != nil,
      let writer = dataSource.outlineView(self, pasteboardWriterForItem: item)
        as? NSPasteboardItem,
      !writer.emulatedTypes.isDisjoint(with: emulatedDraggedTypes)
    else { return false }
    log.append("drag(\(describe(item)) → \(describe(parent))[\(childIndex)])")
    let session = NSDraggingSession()
    dataSource.outlineView(self, draggingSession: session, willBeginAt: .zero, forItems: [item])
    let info = EmulatedDraggingInfo(source: self)
    let operation = dataSource.outlineView(
      self, validateDrop: info, proposedItem: parent, proposedChildIndex: childIndex)
    guard !operation.isEmpty else {
      dataSource.outlineView(self, draggingSession: session, endedAt: .zero, operation: [])
      return false
    }
    meanwhile()
    let accepted = dataSource.outlineView(
      self, acceptDrop: info, item: parent, childIndex: childIndex)
    dataSource.outlineView(
      self, draggingSession: session, endedAt: .zero, operation: accepted ? .move : [])
    return accepted
  }
}
