/// One page of a ``RowIndex``'s entries, shared by copies of the index until one of them
/// writes to it.
///
/// A class that holds its entries in its own allocation, after the header, so that the index
/// reaches an entry from the page's start with no further load, and copies share a page by
/// reference.
@usableFromInline
internal final class RowPage: ManagedBuffer<Int, RowEntry> {
  /// A page with room for `capacity` entries, none initialised.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  internal static func make(capacity: Int) -> RowPage {
    unsafeDowncast(create(minimumCapacity: capacity) { _ in capacity }, to: RowPage.self)
  }

  /// A page with room for `capacity` entries whose first `count` are those of `other`.
  ///
  /// - Complexity: O(`count`).
  @usableFromInline
  internal static func make(capacity: Int, copying other: RowPage, count: Int) -> RowPage {
    let page = make(capacity: capacity)
    page.entries.initialize(from: other.entries, count: count)
    return page
  }

  /// The entries the page was made for; the allocation may have room for more, which the
  /// index does not use.
  @inlinable
  internal var roomForEntries: Int { header }

  /// The first entry. An offset from the object's address, so reading it costs no load; the
  /// page must outlive the pointer's use.
  @inlinable
  internal var entries: UnsafeMutablePointer<RowEntry> {
    withUnsafeMutablePointerToElements { $0 }
  }
}
