// An emulator of AppKit for tests on Linux: the index path accessors AppKit adds to Foundation.

extension IndexPath {
  /// An index path for an item of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item, the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section, the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
