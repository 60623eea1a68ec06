// An emulator of AppKit for tests on Linux: views, windows, identifiers and the cell views.
import EmulatorCore

/// A point on screen, as AppKit names it.
public typealias NSPoint = CGPoint

/// A view: only the hierarchy.
@preconcurrency @MainActor
open class NSView: NSObject {
  /// The view's frame; the emulator lays nothing out.
  open var frame: CGRect
  /// The identifier a table matches reusable views by.
  open var identifier: NSUserInterfaceItemIdentifier?

  public init(frame frameRect: CGRect) {
    frame = frameRect
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The view's place in the hierarchy, kept by the code both emulators share.
  private var tree = EmulatedViewTree<NSView>()

  /// The view this view is a subview of.
  open var superview: NSView? { tree.superview }

  /// The subviews, in the order they were added.
  open var subviews: [NSView] { tree.subviews }

  /// Emulator only: the window a view without a superview is in.
  var emulatedWindow: NSWindow?

  /// The window the view is in, found by walking up the superviews.
  open var window: NSWindow? {
    EmulatedViewTree.nearest(from: self, tree: \.tree) { $0.emulatedWindow }
  }

  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    EmulatedViewTree.append(view, to: self, tree: \.tree)
  }

  open func removeFromSuperview() {
    EmulatedViewTree.remove(self, tree: \.tree)
  }

  /// The pasteboard types a drop on this view may carry.
  open func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType]) {
    emulatedDraggedTypes.formUnion(newTypes)
  }

  /// Emulator only: the types registered for drops.
  public private(set) var emulatedDraggedTypes: Set<NSPasteboard.PasteboardType> = []

  /// Emulator only: puts the view in a window (true) or takes it out (false).
  public var emulatedIsInWindow: Bool {
    get { window != nil }
    set { emulatedWindow = newValue ? NSWindow() : nil }
  }
}

/// A window: only its existence.
@preconcurrency @MainActor
open class NSWindow: NSObject {}

/// The identifier of a view, a column or a reusable item.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A text field: only its string.
@preconcurrency @MainActor
open class NSTextField: NSView {
  open var stringValue = ""

  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }
}

/// A table's cell view: a text field and the object it shows.
@preconcurrency @MainActor
open class NSTableCellView: NSView {
  open var textField: NSTextField?
  open var objectValue: Any?
}

/// The view behind a whole row of a table.
@preconcurrency @MainActor
open class NSTableRowView: NSView {
  /// Whether the row draws as a group row (a section header).
  open var isGroupRowStyle = false
}

/// A column of a table.
@preconcurrency @MainActor
open class NSTableColumn: NSObject {
  open var identifier: NSUserInterfaceItemIdentifier
  open var title = ""

  public init(identifier: NSUserInterfaceItemIdentifier) {
    self.identifier = identifier
    super.init()
  }
}
