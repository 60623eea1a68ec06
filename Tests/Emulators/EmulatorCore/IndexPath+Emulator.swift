// The index path accessors the shared machinery uses: the frameworks' own (`item`, `section`,
// `init(item:section:)`) belong to each framework's emulator, where Apple declares them.

extension IndexPath {
  package init(emulatedItem item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  package var emulatedItem: Int { self[1] }

  package var emulatedSection: Int { self[0] }

  /// How UIKit prints an index path in its exceptions, without the object's address.
  package var emulatedDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
