// The view hierarchy both emulators keep alike: each framework's view class stores its place in
// an `EmulatedViewTree` and shows it under Apple's names and types (`superview`, `subviews`,
// `window`, `addSubview(_:)`, `removeFromSuperview()`).

/// A view's place in the hierarchy: its superview, weak as a view's is, and its subviews in the
/// order they were added. The operations take the key path of the view class's tree, so that one
/// copy of them serves `UIView` and `NSView`.
@preconcurrency @MainActor
package struct EmulatedViewTree<View: AnyObject> {
  package private(set) weak var superview: View?
  package private(set) var subviews: [View] = []

  package init() {}

  /// The first answer `match` gives for `view` or, walking up, one of its superviews: how a
  /// view finds its window.
  package static func nearest<Match>(
    from view: View, tree: KeyPath<View, Self>, _ match: (View) -> Match?
  ) -> Match? {
    var current: View? = view
    while let view = current {
      if let found = match(view) { return found }
      current = view[keyPath: tree].superview
    }
    return nil
  }

  /// Makes `child`, which has no superview, the last subview of `parent`.
  package static func append(
    _ child: View, to parent: View, tree: ReferenceWritableKeyPath<View, Self>
  ) {
    parent[keyPath: tree].subviews.append(child)
    child[keyPath: tree].superview = parent
  }

  /// Takes `child` out of its superview, if it has one.
  package static func remove(_ child: View, tree: ReferenceWritableKeyPath<View, Self>) {
    guard let parent = child[keyPath: tree].superview else { return }
    parent[keyPath: tree].subviews.removeAll { $0 === child }
    child[keyPath: tree].superview = nil
  }
}
