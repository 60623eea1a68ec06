#if canImport(FoundationEssentials)
@_exported public import struct FoundationEssentials.IndexPath
#else
@_exported public import struct Foundation.IndexPath
#endif

// `IndexPath` is Foundation's, re-exported so that `import Snapshots` alone can name it: the
// public API takes and returns index paths. UIKit and AppKit add `init(item:section:)`, `item`
// and `section` to it (UIKit also the `row` spellings). Where either framework can be
// imported, the package declares none of them, so that a client importing the framework and
// this module together sees exactly one of each. Where neither can, the package declares all
// five with package access, for its own tests, examples and ports: a public declaration would
// reach every Linux client and clash with any other library's identical extension (the
// porting article shows the few lines a port adds for itself). Library code never uses those
// names: it uses the underscored spellings below, which exist everywhere.

extension IndexPath {
  /// An index path of two elements, section first: the package's own spelling of
  /// `IndexPath(item:section:)`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init(_item item: Int, _section section: Int) {
    // Two steps rather than an array literal, which would allocate: a changeset makes many.
    self.init(index: section)
    append(item)
  }

  /// The first element: the section's offset.
  @inlinable internal var _section: Int { self[0] }

  /// The second element: the item's offset within its section.
  @inlinable internal var _item: Int { self[1] }
}

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
  /// An index path that names an item in a section, as UIKit and AppKit spell it.
  ///
  /// Declared by this package only where neither framework exists, and only for the package's
  /// own code, so the names never clash.
  ///
  /// - Complexity: O(1).
  package init(item: Int, section: Int) {
    self.init(_item: item, _section: section)
  }

  /// An index path that names a row in a section, as UIKit spells it for table views.
  ///
  /// - Complexity: O(1).
  package init(row: Int, section: Int) {
    self.init(_item: row, _section: section)
  }

  /// The item's offset within its section (the second element).
  ///
  /// - Complexity: O(1).
  package var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row's offset within its section (the second element): the table-view name of
  /// ``item``.
  ///
  /// - Complexity: O(1).
  package var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section's offset (the first element).
  ///
  /// - Complexity: O(1).
  package var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
#endif
