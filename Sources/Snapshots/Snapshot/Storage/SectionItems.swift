/// The items of one section, in order, held as chunks of at most ``ItemChunk/capacity``
/// items under running totals of their sizes.
///
/// Reading is that of an array: offsets from 0, O(log *c*) to find the chunk of an offset
/// among *c* chunks (O(1) in a section of one chunk), and iteration chunk by chunk. An edit
/// rewrites one chunk and O(log *c*) totals, not every later item; a copy of the snapshot
/// shares every chunk an edit does not touch. The storage keeps the chunks non-empty and
/// their totals up to date.
@usableFromInline
internal struct SectionItems<Item: Hashable>: RandomAccessCollection {
  @usableFromInline internal var chunks: ContiguousArray<ItemChunk<Item>> = []
  /// The sizes of `chunks`.
  @usableFromInline internal var sizes = PrefixSums([])
  @usableFromInline internal var count = 0

  @inlinable
  internal init() {}

  @inlinable
  internal var startIndex: Int { 0 }

  @inlinable
  internal var endIndex: Int { count }

  /// The chunk holding `offset` and the offset within it; `offset` is below `count`.
  ///
  /// - Complexity: O(log *c*), O(1) for one chunk.
  @inlinable
  internal func locate(_ offset: Int) -> (chunk: Int, offset: Int) {
    if chunks.count == 1 { return (0, offset) }
    let found = sizes.locate(offset)
    return (found.index, found.offset)
  }

  /// The offset in the section of the first item of the chunk at `index`.
  ///
  /// - Complexity: O(log *c*), O(1) for the first chunk.
  @inlinable
  internal func start(ofChunkAt index: Int) -> Int {
    index == 0 ? 0 : sizes.prefix(index)
  }

  @inlinable
  internal subscript(offset: Int) -> Item {
    precondition(offset >= 0 && offset < count, "Index out of range")
    let place = locate(offset)
    return chunks[place.chunk].items[place.offset]
  }

  /// The items as one array.
  ///
  /// - Complexity: O(*m*) for *m* items.
  @inlinable
  internal var array: [Item] {
    var items: [Item] = []
    items.reserveCapacity(count)
    append(to: &items)
    return items
  }

  /// Appends the items to `array`, a chunk at a time.
  ///
  /// - Complexity: O(*m*) for *m* items.
  @inlinable
  internal func append(to array: inout [Item]) {
    for chunk in chunks { array.append(contentsOf: chunk.items) }
  }

  /// Rebuilds the totals after chunks were added or removed.
  ///
  /// - Complexity: O(*c*).
  @inlinable
  internal mutating func recountChunks() {
    sizes = PrefixSums(chunks.lazy.map { $0.count })
  }

  @inlinable
  internal func makeIterator() -> Iterator { Iterator(chunks: chunks) }

  /// Walks the chunks' arrays in turn, holding the current one so that each step reads one
  /// element.
  @usableFromInline
  internal struct Iterator: IteratorProtocol {
    @usableFromInline internal let chunks: ContiguousArray<ItemChunk<Item>>
    @usableFromInline internal var chunk = 0
    @usableFromInline internal var items: ContiguousArray<Item>
    @usableFromInline internal var offset = 0

    @inlinable
    internal init(chunks: ContiguousArray<ItemChunk<Item>>) {
      self.chunks = chunks
      items = chunks.first?.items ?? []
    }

    @inlinable
    internal mutating func next() -> Item? {
      if offset < items.count {
        defer { offset &+= 1 }
        return items[offset]
      }
      chunk &+= 1
      guard chunk < chunks.count else { return nil }
      items = chunks[chunk].items
      offset = 1
      return items[0]  // chunks are never empty
    }
  }
}

extension SectionItems: Equatable {
  /// Whether both hold the same items in the same order.
  ///
  /// - Complexity: O(*m*).
  @inlinable
  internal static func == (lhs: SectionItems, rhs: SectionItems) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
