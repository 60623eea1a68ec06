// An emulator of UIKit for tests on Linux: the index path accessors UIKit adds to Foundation.

extension IndexPath {
  /// An index path for a row of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for an item of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item, the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row: a table view's name for the item.
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  /// The section, the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
