#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
  /// An index path that names an item in a section, as UIKit and AppKit spell it.
  ///
  /// UIKit and AppKit declare this initializer and the two properties below; this package
  /// supplies them only where neither framework exists, so the names never clash.
  ///
  /// - Complexity: O(1).
  public init(item: Int, section: Int) {
    // Two steps rather than an array literal, which would allocate: a changeset makes many.
    self.init(index: section)
    append(item)
  }

  /// The item's offset within its section (the second index).
  ///
  /// - Complexity: O(1).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section's offset (the first index).
  ///
  /// - Complexity: O(1).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
#endif
