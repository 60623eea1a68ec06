/// A run of at most ``capacity`` consecutive items of one section, the unit a section's items
/// are held in.
///
/// The item table finds an item by its chunk's identifier and its *birth*: a number the item
/// gets when it enters the chunk and keeps while it stays there. An edit inside the chunk
/// shifts offsets, never births, so it rewrites no table entry; `offsets` turns a birth into
/// the item's current offset. A chunk that was only ever appended to has births equal to
/// offsets and keeps both arrays empty, so a snapshot that is built and not edited spends no
/// memory on them.
@usableFromInline
internal struct ItemChunk<Item> {
  /// The chunk's identifier in the item table; stable while the chunk lives.
  @usableFromInline internal var id: UInt32
  /// The items, in order.
  @usableFromInline internal var items: ContiguousArray<Item>
  /// The birth of the item at each offset; empty while every birth is its offset.
  @usableFromInline internal var births: ContiguousArray<UInt16>
  /// The offset of the item with each birth, ``free`` for a birth no item holds; empty while
  /// every birth is its offset.
  @usableFromInline internal var offsets: ContiguousArray<UInt16>

  /// The most items a chunk holds. A birth fits in 16 bits.
  @usableFromInline internal static var capacity: Int { 1024 }
  /// How full appends leave a chunk, so that inserts into a built section split none at first.
  @usableFromInline internal static var fill: Int { 768 }
  @usableFromInline internal static var free: UInt16 { .max }

  @inlinable
  internal init<C: Collection>(id: UInt32, items: C) where C.Element == Item {
    self.id = id
    self.items = ContiguousArray(items)
    births = []
    offsets = []
  }

  @inlinable
  internal var count: Int { items.count }

  /// The current offset of the item with `birth`.
  @inlinable
  internal func offset(ofBirth birth: Int) -> Int {
    offsets.isEmpty ? birth : Int(offsets[birth])
  }

  /// The birth of the item at `offset`.
  @inlinable
  internal func birth(atOffset offset: Int) -> Int {
    births.isEmpty ? offset : Int(births[offset])
  }

  /// The item-table location of the item at `offset`.
  @inlinable
  internal func location(atOffset offset: Int) -> ItemLocation {
    ItemLocation(chunk: id, birth: birth(atOffset: offset))
  }

  /// The item with `birth`, which the chunk holds.
  ///
  /// Read without a bounds check: every lookup in the item table ends here, and the check
  /// would read the array's header, a cache line apart from the item, on every probe.
  @inlinable
  internal func item(withBirth birth: Int) -> Item {
    item(atOffset: offset(ofBirth: birth))
  }

  /// The item at `offset`, which the chunk holds; read without a bounds check, as above.
  @inlinable
  internal func item(atOffset offset: Int) -> Item {
    items.withUnsafeBufferPointer { $0[offset] }
  }

  /// Whether `birth` belongs to an item of the chunk.
  @inlinable
  internal func holds(birth: Int) -> Bool {
    offsets.isEmpty ? birth < items.count : birth < offsets.count && offsets[birth] != Self.free
  }

  /// Writes out the births and offsets, before an edit that breaks their equality.
  @inlinable
  internal mutating func separateBirths() {
    guard births.isEmpty, !items.isEmpty else { return }
    births = ContiguousArray((0..<items.count).lazy.map { UInt16(truncatingIfNeeded: $0) })
    offsets = births
  }

  /// Inserts `new` at `offset` (the chunk has room); returns the births they got, in order.
  ///
  /// - Complexity: O(``capacity``).
  @inlinable
  internal mutating func insert<C: Collection>(_ new: C, at offset: Int) -> [Int]
  where C.Element == Item {
    let added = new.count
    if births.isEmpty && offset == items.count {
      items.append(contentsOf: new)
      return Array(offset..<(offset + added))
    }
    separateBirths()
    var given: [Int] = []
    given.reserveCapacity(added)
    var candidate = 0
    while given.count < added && candidate < offsets.count {
      if offsets[candidate] == Self.free { given.append(candidate) }
      candidate += 1
    }
    while given.count < added {
      given.append(offsets.count)
      offsets.append(Self.free)
    }
    items.insert(contentsOf: new, at: offset)
    births.insert(contentsOf: given.lazy.map { UInt16(truncatingIfNeeded: $0) }, at: offset)
    renumber(from: offset)
    return given
  }

  /// Removes the items at `removed` (ascending offsets).
  ///
  /// - Complexity: O(``capacity``).
  @inlinable
  internal mutating func remove(atOffsets removed: [Int]) {
    guard let first = removed.first else { return }
    if births.isEmpty && removed.count == items.count - first && removed.last == items.count - 1 {
      items.removeLast(removed.count)  // a tail: births still equal offsets
      return
    }
    separateBirths()
    var next = removed.makeIterator()
    var nextRemoved = next.next()
    var write = first
    for read in first..<items.count {
      if read == nextRemoved {
        offsets[Int(births[read])] = Self.free
        nextRemoved = next.next()
      } else {
        items[write] = items[read]
        births[write] = births[read]
        write += 1
      }
    }
    items.removeLast(items.count - write)
    births.removeLast(births.count - write)
    if items.isEmpty {
      births = []
      offsets = []
    } else {
      renumber(from: first)
    }
  }

  /// Points the births of the items from `offset` on at their offsets.
  @inlinable
  internal mutating func renumber(from offset: Int) {
    births.withUnsafeBufferPointer { births in
      offsets.withUnsafeMutableBufferPointer { offsets in
        for index in offset..<births.count {
          offsets[Int(births[index])] = UInt16(truncatingIfNeeded: index)
        }
      }
    }
  }
}
