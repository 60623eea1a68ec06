// An emulator of UIKit for tests on Linux: views, windows and the animation switch.

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

  /// The view this view is a subview of.
  open private(set) weak var superview: UIView?

  /// The subviews, in the order they were added.
  open private(set) var subviews: [UIView] = []

  /// The window the view is in, found by walking up the superviews.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

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
