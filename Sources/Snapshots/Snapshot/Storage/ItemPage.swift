/// One page of an ``ItemTable``'s buckets: a fixed block of words that copies of the table
/// share until one of them writes to it.
///
/// A class that owns its words rather than an array, so that an operation over many buckets
/// can read and write them through the stored pointer, with no uniqueness check per bucket:
/// the table checks a page once, when an operation first writes to it, and a table being
/// rebuilt writes its fresh pages without any check.
@usableFromInline
internal final class ItemPage {
  @usableFromInline internal let words: UnsafeMutablePointer<UInt64>
  @usableFromInline internal let count: Int

  /// A page of `count` empty buckets.
  @inlinable
  internal init(count: Int) {
    self.count = count
    words = .allocate(capacity: count)
    words.initialize(repeating: ItemTable.empty, count: count)
  }

  /// A copy of `other`, for a write to a page another table shares.
  @inlinable
  internal init(copying other: ItemPage) {
    count = other.count
    words = .allocate(capacity: count)
    words.initialize(from: other.words, count: count)
  }

  deinit {
    words.deallocate()
  }

  /// The words, in order.
  @inlinable
  internal var buffer: UnsafeBufferPointer<UInt64> {
    UnsafeBufferPointer(start: words, count: count)
  }
}
