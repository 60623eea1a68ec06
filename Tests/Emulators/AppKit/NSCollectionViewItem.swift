// An emulator of AppKit for tests on Linux: the collection view's items and elements.

/// What identifies an interface item: a view or a view controller.
@preconcurrency @MainActor
public protocol NSUserInterfaceItemIdentification: AnyObject {
  var identifier: NSUserInterfaceItemIdentifier? { get set }
}

extension NSView: NSUserInterfaceItemIdentification {}

/// What a collection view shows: items and supplementary views. Linux has no `@objc optional`:
/// the optional methods are requirements with defaults.
@preconcurrency @MainActor
public protocol NSCollectionViewElement: NSUserInterfaceItemIdentification, NSObjectProtocol {
  func prepareForReuse()
}

extension NSCollectionViewElement {
  public func prepareForReuse() {}
}

/// Emulator only: a supplementary view class the collection view can make for
/// `makeSupplementaryView(ofKind:withIdentifier:for:)`, as Apple's runtime makes any registered
/// class. A final subclass of `NSView` conforms with its inherited `init()`.
@preconcurrency @MainActor
public protocol EmulatedSupplementaryView: NSView, NSCollectionViewElement {
  init()
}

/// A view controller: only its view, its identifier and what it represents.
@preconcurrency @MainActor
open class NSViewController: NSObject, NSUserInterfaceItemIdentification {
  open var identifier: NSUserInterfaceItemIdentifier?
  open var representedObject: Any?
  private var loadedView: NSView?

  /// `required` is emulator only: it lets the collection view make registered item classes,
  /// as Apple's runtime does.
  public required override init() {
    super.init()
  }

  /// The view, made the first time it is read, as `loadView()` would.
  open var view: NSView {
    get {
      if let loadedView { return loadedView }
      let made = NSView()
      loadedView = made
      return made
    }
    set { loadedView = newValue }
  }
}

/// An item of a collection view: a view controller whose view shows one element.
@preconcurrency @MainActor
open class NSCollectionViewItem: NSViewController, NSCollectionViewElement {
  /// Weak, as AppKit's outlet is: the text field belongs to `view`'s hierarchy.
  open weak var textField: NSTextField?
  open var isSelected = false
  /// The collection view that made the item.
  open internal(set) weak var collectionView: NSCollectionView?

  /// Emulator only: how many times the item was prepared for reuse.
  public internal(set) var emulatedPrepareForReuseCount = 0

  open func prepareForReuse() {
    emulatedPrepareForReuseCount += 1
  }
}

/// Emulator only: an item whose view holds a text field connected to `textField`, as an item
/// loaded from a nib with that outlet connected is (the emulator loads no nibs).
@preconcurrency @MainActor
open class EmulatedTextFieldItem: NSCollectionViewItem {
  public required init() {
    super.init()
    let field = NSTextField()
    view.addSubview(field)
    textField = field
  }
}
