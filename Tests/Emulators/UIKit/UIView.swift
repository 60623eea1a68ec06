// An emulator of UIKit for tests on Linux: views, windows and the animation switch.
import EmulatorCore

/// A view: only the hierarchy and the animation switch.
@preconcurrency @MainActor
open class UIView: NSObject {
  /// The view's frame; the emulator lays nothing out.
  open var frame: CGRect

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The view's place in the hierarchy, kept by the code both emulators share.
  private var tree = EmulatedViewTree<UIView>()

  /// The view this view is a subview of.
  open var superview: UIView? { tree.superview }

  /// The subviews, in the order they were added.
  open var subviews: [UIView] { tree.subviews }

  /// The window the view is in, found by walking up the superviews.
  open var window: UIWindow? {
    EmulatedViewTree.nearest(from: self, tree: \.tree) { $0 as? UIWindow }
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    EmulatedViewTree.append(view, to: self, tree: \.tree)
  }

  open func removeFromSuperview() {
    EmulatedViewTree.remove(self, tree: \.tree)
  }

  /// Emulator only in what it does: how many times the view was asked to lay out again.
  public private(set) var emulatedNeedsLayoutCount = 0

  /// Asks for a layout pass; the emulator lays nothing out and only counts the call.
  open func setNeedsLayout() { emulatedNeedsLayoutCount += 1 }

  private static var animationsEnabled = true

  /// Whether changes animate; false inside `performWithoutAnimation(_:)`.
  open class var areAnimationsEnabled: Bool {
    animationsEnabled
  }

  open class func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let saved = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = saved }
    actionsWithoutAnimation()
  }
}

/// A window: the root that puts its subviews on screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
  open override var window: UIWindow? { self }
}

/// A label: only its text.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String?
}
