// The index path accessors UIKit and AppKit both add to Foundation, declared once for both
// emulators with the frameworks' signatures (UIKit's `row` spellings are its emulator's own),
// and the shared machinery's description of a path.

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

  /// How UIKit prints an index path in its exceptions, without the object's address.
  package var emulatedDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
