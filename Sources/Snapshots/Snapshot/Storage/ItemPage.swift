/// One page of an ``ItemTable``'s buckets: a fixed block of words that copies of the table
/// share until one of them writes to it.
///
/// A class that owns its words rather than an array, so that an operation over many buckets
/// can read and write them through a pointer, with no uniqueness check per bucket: the table
/// checks a page once, when an operation first writes to it, and a table being rebuilt writes
/// its fresh pages without any check.
///
/// The words follow the object's header in the same allocation, so a probe goes from the
/// table's list of pages to its bucket in two dependent reads, as it did when pages were
/// arrays. With the words allocated apart, the pointer to them was a third read on every
/// probe's path.
@usableFromInline
package final class ItemPage: ManagedBuffer<Int, UInt64> {
  /// A page of `count` empty buckets.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  package static func make(count: Int) -> ItemPage {
    let page = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: ItemPage.self)
    page.words.initialize(repeating: ItemTable.empty, count: count)
    return page
  }

  /// A copy of `other`, for a write to a page another table shares.
  ///
  /// - Complexity: O(*n*) for *n* buckets in the page.
  @inlinable
  package static func make(copying other: ItemPage) -> ItemPage {
    let count = other.count
    let page = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: ItemPage.self)
    page.words.initialize(from: other.words, count: count)
    return page
  }

  /// The number of buckets, kept in the header: the allocation may have room for more.
  @inlinable
  package var count: Int { header }

  /// The first word; the page must outlive the pointer's use. An offset from the object's
  /// address, not a stored pointer, so reading it costs no memory access.
  @inlinable
  @inline(__always)
  package var words: UnsafeMutablePointer<UInt64> {
    withUnsafeMutablePointerToElements { $0 }
  }

  /// The words, in order.
  @inlinable
  package var buffer: UnsafeBufferPointer<UInt64> {
    UnsafeBufferPointer(start: words, count: count)
  }
}
