// An emulator of UIKit for tests on Linux: the index path accessors only UIKit adds to
// Foundation, a table view's names for the item (AppKit's shared ones are in EmulatorCore).

extension IndexPath {
  /// An index path for a row of a table view.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The row: a table view's name for the item.
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
