#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

/// What every view target starts from: its view, held weakly, since the view owns its data
/// source and the data source its target.
@MainActor
package class WeakViewTarget<View: AnyObject> {
  /// The view, while it exists.
  package private(set) weak var view: View?

  package init(_ view: View) { self.view = view }
}
#endif
