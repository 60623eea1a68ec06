/// The shared, copy-on-write storage of a `Snapshot`.
///
/// Sections are kept in order, each with its items in chunks (``SectionItems``); a dictionary
/// maps section identifiers to positions and an ``ItemTable`` maps item identifiers to their
/// chunk and birth. `chunkHomes` tells each chunk's section and index, and `starts` caches where
/// each section begins in the flattened item list, so `indexOfItem` is a table probe plus the
/// running total of the chunks before the item's.
///
/// An edit inside a section rewrites one chunk and O(log *c*) totals; the table entries of the
/// items around it stay, because their chunk and birth do. Only a chunk that overflows is
/// split, and then the shorter side's entries move; a chunk that deletes leave nearly empty
/// joins a neighbour. A copy shares every chunk and every table page until it writes to one.
///
/// The properties opt out of dynamic exclusivity checks: storage is written only through a
/// `Snapshot` that holds the sole reference (`_makeUnique()`), never while another access to
/// it is open, so the checks could not fail and cost a fifth of a lookup.
@usableFromInline
internal final class SnapshotStorage<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>
{
  @usableFromInline internal typealias Entry = SectionEntry<
    SectionIdentifierType, ItemIdentifierType
  >
  @usableFromInline internal typealias Chunk = ItemChunk<ItemIdentifierType>

  @exclusivity(unchecked) @usableFromInline internal var sections: ContiguousArray<Entry> = []
  @exclusivity(unchecked) @usableFromInline internal var sectionPositions:
    [SectionIdentifierType: Int] = [:]
  @exclusivity(unchecked) @usableFromInline internal var itemTable = ItemTable()
  /// Each chunk's section position and index, by chunk identifier; `.free` for an unused one.
  @exclusivity(unchecked) @usableFromInline internal var chunkHomes: ContiguousArray<ChunkHome> =
    []
  @usableFromInline internal var freeChunks: [UInt32] = []
  /// The flattened offset of each section's first item, for sections up to the last one with
  /// items; every later section is empty and starts at `itemCount`.
  @exclusivity(unchecked) @usableFromInline internal var starts: ContiguousArray<Int> = []
  @exclusivity(unchecked) @usableFromInline internal var itemCount = 0
  /// Counts the mutations made in place, which a `SnapshotRecord` based here did not see.
  @usableFromInline internal var generation = 0

  @inlinable
  internal init() {}

  @inlinable
  internal init(copying other: SnapshotStorage) {
    sections = other.sections
    sectionPositions = other.sectionPositions
    itemTable = other.itemTable
    chunkHomes = other.chunkHomes
    freeChunks = other.freeChunks
    starts = other.starts
    itemCount = other.itemCount
  }

  // MARK: Lookups

  /// The flattened offset of the first item of the section at `position`.
  @inlinable
  internal func start(ofSectionAt position: Int) -> Int {
    position < starts.count ? starts[position] : itemCount
  }

  /// The item at a location.
  @inlinable
  internal func item(at location: ItemLocation) -> ItemIdentifierType {
    let home = chunkHomes[Int(location.chunk)]
    return sections[Int(home.section)].items.chunks[Int(home.index)]
      .item(withBirth: Int(location.birth))
  }

  /// Where an item is, or `nil`.
  @inlinable
  internal func location(of item: ItemIdentifierType) -> ItemLocation? {
    itemTable.find(item.hashValue) { self.item(at: $0) == item }
  }

  /// The section position and offset of the item at a location.
  @inlinable
  internal func position(of location: ItemLocation) -> (section: Int, offset: Int) {
    let home = chunkHomes[Int(location.chunk)]
    let section = Int(home.section)
    let index = Int(home.index)
    let within = sections[section].items.chunks[index].offset(ofBirth: Int(location.birth))
    return (section, sections[section].items.start(ofChunkAt: index) &+ within)
  }

  /// The section position and offset of an item, or `nil`.
  @inlinable
  @inline(__always)
  internal func position(ofItem item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    guard let found = place(of: item) else { return nil }
    return (found.section, found.offset)
  }

  /// Where an item is and the identifier stored for it, which equals `item` but may differ in
  /// what `==` does not compare (a changeset compares its content), or `nil`.
  ///
  /// One pass from the table's bucket to the item: the chunk that holds the item for the
  /// comparison also gives its offset, so a lookup reads each array once.
  ///
  /// - Complexity: Expected O(1), plus O(log *c*) for *c* chunks in its section.
  @inlinable
  @inline(__always)  // Every lookup by identifier runs through here; a call costs a tenth of it
  internal func place(of item: ItemIdentifierType) -> ItemPlace<ItemIdentifierType>? {
    // Hashed before the table is read: a call the optimizer cannot see through, made while
    // the table is held, would make it retain the table's pages for every lookup.
    let hashValue = item.hashValue
    return itemTable.firstMatch(hashValue) { location in
      let home = chunkHomes[Int(location.chunk)]
      let section = Int(home.section)
      let index = Int(home.index)
      return sections[section].items.chunks.withUnsafeBufferPointer { chunks in
        let within = chunks[index].offset(ofBirth: Int(location.birth))
        let stored = chunks[index].item(atOffset: within)
        guard stored == item else { return nil }
        let start = sections[section].items.start(ofChunkAt: index)
        return ItemPlace(section: section, offset: start &+ within, stored: stored)
      }
    }
  }

  // MARK: Sections

  /// Inserts empty sections at `position`; the caller has checked that they are new.
  @inlinable
  internal func insertSections<C: Collection>(_ identifiers: C, at position: Int)
  where C.Element == SectionIdentifierType {
    if sections.count + identifiers.count > SnapshotCapacity.sectionLimit {
      trap("Snapshot", "a snapshot holds at most \(SnapshotCapacity.sectionLimit) sections")
    }
    sections.insert(contentsOf: identifiers.lazy.map { Entry(identifier: $0) }, at: position)
    renumberSections(from: position)
    if position < starts.count { recomputeStarts() }
  }

  /// Removes the sections at `positions` (ascending) and all their items.
  @inlinable
  internal func removeSections(at positions: [Int]) {
    guard let first = positions.first else { return }
    var removed = positions.makeIterator()
    var nextRemoved = removed.next()
    var kept = ContiguousArray<Entry>()
    kept.reserveCapacity(sections.count - positions.count)
    for (position, entry) in sections.enumerated() {
      if position == nextRemoved {
        nextRemoved = removed.next()
        sectionPositions[entry.identifier] = nil
        itemCount -= entry.items.count
        for chunk in entry.items.chunks {
          for (offset, item) in chunk.items.enumerated() {
            let location = chunk.location(atOffset: offset)
            _ = itemTable.remove(item.hashValue) { $0 == location }
          }
          freeChunk(chunk.id)
        }
      } else {
        kept.append(entry)
      }
    }
    sections = kept
    renumberSections(from: first)
    recomputeStarts()
  }

  /// Moves the section at `source` so that it ends up at position `destination`.
  @inlinable
  internal func moveSection(from source: Int, to destination: Int) {
    let entry = sections.remove(at: source)
    sections.insert(entry, at: destination)
    renumberSections(from: Swift.min(source, destination), through: Swift.max(source, destination))
    recomputeStarts()
  }

  /// Points the section table and the chunk homes of the sections from `first` through
  /// `last` (to the end when `nil`) at their positions.
  ///
  /// - Complexity: O(*k* + *c*) for *k* sections holding *c* chunks.
  @inlinable
  internal func renumberSections(from first: Int, through last: Int? = nil) {
    let end = last.map { $0 + 1 } ?? sections.count
    for position in first..<end {
      sectionPositions[sections[position].identifier] = position
      for chunk in sections[position].items.chunks {
        chunkHomes[Int(chunk.id)].section = UInt32(truncatingIfNeeded: position)
      }
    }
  }

  @inlinable
  internal func recomputeStarts() {
    starts.removeAll(keepingCapacity: true)
    var total = 0
    var explicitCount = 0
    for (position, entry) in sections.enumerated() {
      starts.append(total)
      total += entry.items.count
      if !entry.items.isEmpty { explicitCount = position + 1 }
    }
    starts.removeLast(starts.count - explicitCount)
    itemCount = total
  }
}
