// An emulator of AppKit for tests on Linux: the outline view's data source and delegate, and
// what a drag hands them.

/// The outline view's data source. Linux has no `@objc optional`: the optional methods are
/// requirements with defaults, so a class implementing them with Apple's signatures compiles.
@preconcurrency @MainActor
public protocol NSOutlineViewDataSource: NSObjectProtocol {
  func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int
  func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any
  func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool
  func outlineView(
    _ outlineView: NSOutlineView, pasteboardWriterForItem item: Any
  )
    -> (any NSPasteboardWriting)?
  func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    willBeginAt screenPoint: NSPoint, forItems draggedItems: [Any])
  func outlineView(
    _ outlineView: NSOutlineView, validateDrop info: any NSDraggingInfo, proposedItem item: Any?,
    proposedChildIndex index: Int
  ) -> NSDragOperation
  func outlineView(
    _ outlineView: NSOutlineView, acceptDrop info: any NSDraggingInfo, item: Any?,
    childIndex index: Int
  ) -> Bool
  func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, operation: NSDragOperation)
}

extension NSOutlineViewDataSource {
  public func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
    0
  }

  public func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any
  { NSNull() }

  public func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
    false
  }

  public func outlineView(
    _ outlineView: NSOutlineView, pasteboardWriterForItem item: Any
  )
    -> (any NSPasteboardWriting)?
  { nil }

  public func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    willBeginAt screenPoint: NSPoint, forItems draggedItems: [Any]
  ) {}

  public func outlineView(
    _ outlineView: NSOutlineView, validateDrop info: any NSDraggingInfo, proposedItem item: Any?,
    proposedChildIndex index: Int
  ) -> NSDragOperation { [] }

  public func outlineView(
    _ outlineView: NSOutlineView, acceptDrop info: any NSDraggingInfo, item: Any?,
    childIndex index: Int
  ) -> Bool { false }

  public func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, operation: NSDragOperation
  ) {}
}

/// The outline view's delegate: the views of its rows, and the expansions AppKit tells it of.
/// Optional methods, as above.
@preconcurrency @MainActor
public protocol NSOutlineViewDelegate: NSObjectProtocol {
  func outlineView(
    _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
  )
    -> NSView?
  func outlineView(_ outlineView: NSOutlineView, isGroupItem item: Any) -> Bool
  func outlineViewItemDidExpand(_ notification: Notification)
  func outlineViewItemDidCollapse(_ notification: Notification)
  func outlineViewSelectionDidChange(_ notification: Notification)
}

extension NSOutlineViewDelegate {
  public func outlineView(
    _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any
  ) -> NSView? { nil }

  public func outlineView(_ outlineView: NSOutlineView, isGroupItem item: Any) -> Bool { false }

  public func outlineViewItemDidExpand(_ notification: Notification) {}

  public func outlineViewItemDidCollapse(_ notification: Notification) {}

  public func outlineViewSelectionDidChange(_ notification: Notification) {}
}

/// What a drag may do at a destination.
public struct NSDragOperation: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let copy = NSDragOperation(rawValue: 1)
  public static let link = NSDragOperation(rawValue: 2)
  public static let generic = NSDragOperation(rawValue: 4)
  public static let move = NSDragOperation(rawValue: 16)
  public static let delete = NSDragOperation(rawValue: 32)
}

/// Something that can be written to a pasteboard.
public protocol NSPasteboardWriting: AnyObject {}

/// The pasteboard, only for its type names.
public enum NSPasteboard {
  /// A type of pasteboard data.
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// A pasteboard entry: strings by type.
open class NSPasteboardItem: NSObject, NSPasteboardWriting {
  /// Emulator only: the types written.
  public private(set) var emulatedTypes: Set<NSPasteboard.PasteboardType> = []

  @discardableResult
  open func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool {
    emulatedTypes.insert(type)
    return true
  }
}

/// A drag in progress.
@preconcurrency @MainActor
open class NSDraggingSession: NSObject {}

/// What a drop tells its destination; the emulator's drags come from the view itself.
@preconcurrency @MainActor
public protocol NSDraggingInfo: NSObjectProtocol {
  var draggingSource: Any? { get }
}

/// Emulator only: the information of a drag that started in the view.
@preconcurrency @MainActor
final class EmulatedDraggingInfo: NSObject, NSDraggingInfo {
  let draggingSource: Any?
  init(source: Any?) { draggingSource = source }
}
