// An emulator of UIKit for tests on Linux: scrolling a collection view to an item.
//
// UIKit checks the index path against the items the view holds, which after an apply are the
// applied snapshot's; a path it does not hold raises "attempt to scroll to invalid index
// path", as quoted in public crash reports (UIKit prints the index path's object address too,
// which the emulator leaves out). The emulator scrolls nothing: it records the target.

extension UICollectionView {
  /// Where an item ends up in the visible area after a scroll.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
