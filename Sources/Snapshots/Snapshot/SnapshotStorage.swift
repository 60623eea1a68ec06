/// One section: its identifier, its storage slot and its items in order.
@usableFromInline
internal struct SectionEntry<SectionIdentifierType, ItemIdentifierType: Hashable> {
  @usableFromInline internal var identifier: SectionIdentifierType
  @usableFromInline internal var slot: Int
  @usableFromInline internal var items: SectionItems<ItemIdentifierType>

  @inlinable
  internal init(identifier: SectionIdentifierType, slot: Int) {
    self.identifier = identifier
    self.slot = slot
    self.items = SectionItems()
  }
}

/// Where a chunk is: its section's slot and its index among the section's chunks.
@usableFromInline
internal struct ChunkHome {
  @usableFromInline internal var slot: UInt32
  @usableFromInline internal var index: UInt32

  @inlinable
  internal init(slot: Int, index: Int) {
    self.slot = UInt32(truncatingIfNeeded: slot)
    self.index = UInt32(truncatingIfNeeded: index)
  }

  /// The home of a chunk identifier no chunk holds.
  @inlinable
  internal static var free: ChunkHome { ChunkHome(slot: Int(UInt32.max), index: 0) }
}

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
  /// Section position by slot; -1 for a free slot.
  @exclusivity(unchecked) @usableFromInline internal var slotPositions: ContiguousArray<Int> = []
  @usableFromInline internal var freeSlots: [Int] = []
  @exclusivity(unchecked) @usableFromInline internal var itemTable = ItemTable()
  /// Each chunk's section slot and index, by chunk identifier; `.free` for an unused one.
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
    slotPositions = other.slotPositions
    freeSlots = other.freeSlots
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
    return sections[slotPositions[Int(home.slot)]].items.chunks[Int(home.index)]
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
    let section = slotPositions[Int(home.slot)]
    let index = Int(home.index)
    let within = sections[section].items.chunks[index].offset(ofBirth: Int(location.birth))
    return (section, index == 0 ? within : sections[section].items.start(ofChunkAt: index) + within)
  }

  /// The section position and offset of an item, or `nil`.
  @inlinable
  internal func position(ofItem item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    location(of: item).map(position(of:))
  }

  // MARK: Sections

  /// Inserts empty sections at `position`; the caller has checked that they are new.
  @inlinable
  internal func insertSections<C: Collection>(_ identifiers: C, at position: Int)
  where C.Element == SectionIdentifierType {
    var entries = ContiguousArray<Entry>()
    entries.reserveCapacity(identifiers.count)
    for identifier in identifiers {
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
      } else {
        slot = slotPositions.count
        if slot >= ItemTable.slotLimit {
          trap("Snapshot", "a snapshot holds at most \(ItemTable.slotLimit) sections")
        }
        slotPositions.append(-1)
      }
      entries.append(Entry(identifier: identifier, slot: slot))
    }
    sections.insert(contentsOf: entries, at: position)
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
        slotPositions[entry.slot] = -1
        freeSlots.append(entry.slot)
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

  @inlinable
  internal func renumberSections(from first: Int, through last: Int? = nil) {
    let end = last.map { $0 + 1 } ?? sections.count
    for position in first..<end {
      sectionPositions[sections[position].identifier] = position
      slotPositions[sections[position].slot] = position
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

  // MARK: Chunks

  /// A chunk identifier for a new chunk at `home`.
  @inlinable
  internal func newChunkID(_ home: ChunkHome) -> UInt32 {
    if let id = freeChunks.popLast() {
      chunkHomes[Int(id)] = home
      return id
    }
    if chunkHomes.count == Int(UInt32.max) {
      trap("Snapshot", "a snapshot holds at most \(UInt32.max) chunks of items")
    }
    chunkHomes.append(home)
    return UInt32(truncatingIfNeeded: chunkHomes.count - 1)
  }

  @inlinable
  internal func freeChunk(_ id: UInt32) {
    chunkHomes[Int(id)] = .free
    freeChunks.append(id)
  }

  /// `items` laid into new chunks filled as appends fill them, for the section with `slot`
  /// from chunk index `index` on; appends each item's location to `locations`.
  @inlinable
  internal func makeChunks<C: Collection>(
    _ items: C, slot: Int, from index: Int, locations: inout [ItemLocation]
  ) -> ContiguousArray<Chunk> where C.Element == ItemIdentifierType {
    var chunks = ContiguousArray<Chunk>()
    var rest = items[...]
    while !rest.isEmpty {
      let piece = rest.prefix(Chunk.fill)
      rest = rest.dropFirst(piece.count)
      let id = newChunkID(ChunkHome(slot: slot, index: index + chunks.count))
      for birth in 0..<piece.count { locations.append(ItemLocation(chunk: id, birth: birth)) }
      chunks.append(Chunk(id: id, items: piece))
    }
    return chunks
  }

  /// Points the chunks of the section at `position`, from `index` on, at their places, and
  /// recounts the section's totals.
  @inlinable
  internal func rehomeChunks(ofSectionAt position: Int, from index: Int) {
    let slot = sections[position].slot
    for chunk in index..<sections[position].items.chunks.count {
      chunkHomes[Int(sections[position].items.chunks[chunk].id)] = ChunkHome(
        slot: slot, index: chunk)
    }
    sections[position].items.recountChunks()
  }

  // MARK: Items

  /// Makes room in the item table for `additional` more entries. A table past three quarters
  /// full is rebuilt from the sections, chunk by chunk, so that the items are read in order
  /// rather than from wherever the old buckets point.
  ///
  /// - Complexity: O(1), or O(*n*) when the table is rebuilt.
  @inlinable
  internal func reserveItems(_ additional: Int) {
    if itemTable.hasRoom(for: additional) { return }
    var rebuilt = ItemTable(roomFor: itemTable.count + additional)
    for entry in sections {
      for chunk in entry.items.chunks {
        for (offset, item) in chunk.items.enumerated() {
          rebuilt.insertNew(
            item.hashValue, chunk.location(atOffset: offset))
        }
      }
    }
    itemTable = rebuilt
  }

  /// Records that `count` items were added to the section at `position`.
  @inlinable
  internal func noteItemsAdded(_ count: Int, toSectionAt position: Int) {
    if position >= starts.count {
      while starts.count <= position { starts.append(itemCount) }
    } else {
      for later in (position + 1)..<starts.count { starts[later] += count }
    }
    itemCount += count
  }

  /// Inserts `new` into the section at `position` before the item at `offset` (at the end
  /// when `offset` is the section's count) and returns the locations they got, in order;
  /// writing their table entries, and updating `starts`, is the caller's part.
  ///
  /// The new items go into the chunk at the offset when it has room. Otherwise that chunk is
  /// split: it keeps its longer side, and the new items and the shorter side go into new
  /// chunks, whose table entries move here. Appends fill the last chunk to ``ItemChunk/fill``,
  /// or one already past it up to ``ItemChunk/capacity``, before they start a new chunk.
  ///
  /// - Complexity: O(*k* + ``ItemChunk/capacity`` + log *c*) for *k* items, or O(*k* + *c*)
  ///   when chunks are added, for *c* chunks in the section.
  @inlinable
  internal func insert<C: Collection>(
    _ new: C, intoSectionAt position: Int, at offset: Int
  ) -> [ItemLocation] where C.Element == ItemIdentifierType {
    let added = new.count
    let slot = sections[position].slot
    var locations: [ItemLocation] = []
    locations.reserveCapacity(added)
    defer { sections[position].items.count += added }
    let chunkCount = sections[position].items.chunks.count
    if chunkCount == 0 {
      sections[position].items.chunks = makeChunks(
        new, slot: slot, from: 0, locations: &locations)
      sections[position].items.recountChunks()
      return locations
    }
    let index: Int
    let within: Int
    if offset == sections[position].items.count {
      index = chunkCount - 1
      within = sections[position].items.chunks[index].count
    } else {
      (index, within) = sections[position].items.locate(offset)
    }
    let size = sections[position].items.chunks[index].count
    let appending = index == chunkCount - 1 && within == size
    // Appends fill a chunk to `fill`; one already past it (after inserts or a merge) takes
    // appends up to `capacity`, so that appending one item never starts a chunk of its own.
    let room = (appending && size < Chunk.fill ? Chunk.fill : Chunk.capacity) - size
    if added <= room {
      let id = sections[position].items.chunks[index].id
      for birth in sections[position].items.chunks[index].insert(new, at: within) {
        locations.append(ItemLocation(chunk: id, birth: birth))
      }
      sections[position].items.sizes.add(added, at: index)
      return locations
    }
    if appending {
      // Top up the last chunk to `fill`, then start new ones after it.
      let topUp = Swift.max(0, Chunk.fill - size)
      let id = sections[position].items.chunks[index].id
      if topUp > 0 {
        for birth in sections[position].items.chunks[index].insert(new.prefix(topUp), at: within) {
          locations.append(ItemLocation(chunk: id, birth: birth))
        }
      }
      let fresh = makeChunks(
        new.dropFirst(topUp), slot: slot, from: chunkCount, locations: &locations)
      sections[position].items.chunks.append(contentsOf: fresh)
      sections[position].items.recountChunks()
      return locations
    }
    // Split the chunk at `within`; the shorter side moves, with the new items.
    let chunk = sections[position].items.chunks[index]
    let keepsFront = size - within <= within
    let moving = keepsFront ? within..<size : 0..<within
    var laid = ContiguousArray<ItemIdentifierType>()
    laid.reserveCapacity(added + moving.count)
    if keepsFront {
      laid.append(contentsOf: new)
      laid.append(contentsOf: chunk.items[moving])
    } else {
      laid.append(contentsOf: chunk.items[moving])
      laid.append(contentsOf: new)
    }
    sections[position].items.chunks[index].remove(atOffsets: Array(moving))
    let first = keepsFront ? index + 1 : index
    var freshLocations: [ItemLocation] = []
    freshLocations.reserveCapacity(laid.count)
    let fresh = makeChunks(laid, slot: slot, from: first, locations: &freshLocations)
    let movedStart = keepsFront ? added : 0
    for (step, offset) in moving.enumerated() {
      itemTable.relocate(
        chunk.items[offset].hashValue,
        from: chunk.location(atOffset: offset),
        to: freshLocations[movedStart + step])
    }
    let newStart = keepsFront ? 0 : moving.count
    locations.append(contentsOf: freshLocations[newStart..<(newStart + added)])
    sections[position].items.chunks.insert(contentsOf: fresh, at: first)
    rehomeChunks(ofSectionAt: position, from: index)
    return locations
  }

  /// The items of the section at `position` in `range`, with their locations.
  @inlinable
  internal func locatedItems(
    ofSectionAt position: Int, in range: Range<Int>
  )
    -> [(item: ItemIdentifierType, location: ItemLocation)]
  {
    var found: [(item: ItemIdentifierType, location: ItemLocation)] = []
    found.reserveCapacity(range.count)
    guard !range.isEmpty else { return found }
    var (index, within) = sections[position].items.locate(range.lowerBound)
    for _ in range {
      let chunk = sections[position].items.chunks[index]
      found.append(
        (chunk.items[within], chunk.location(atOffset: within)))
      within += 1
      if within == chunk.count {
        index += 1
        within = 0
      }
    }
    return found
  }

  /// Moves the last `count` items of the section at `position`, just staged there, to
  /// `offset`. Their entries leave the table first and come back at their new places, so no
  /// two entries ever claim one place.
  @inlinable
  internal func moveStagedItems(ofSectionAt position: Int, count: Int, to offset: Int) {
    let end = sections[position].items.count
    // Room first, while every item has its entry: the table is rebuilt from the sections.
    reserveItems(count)
    let staged = locatedItems(ofSectionAt: position, in: (end - count)..<end)
    var hashes: [Int] = []
    hashes.reserveCapacity(count)
    for (item, location) in staged {
      let hash = item.hashValue
      hashes.append(hash)
      _ = itemTable.remove(hash) { $0 == location }
    }
    removeItems(at: staged.map { $0.location })
    let locations = insert(staged.lazy.map { $0.item }, intoSectionAt: position, at: offset)
    for (hash, location) in zip(hashes, locations) {
      _ = itemTable.exchange(hash, location, matches: { _ in false })
    }
    recomputeStarts()
  }

  /// Removes items by location (their table entries are gone or point elsewhere already),
  /// chunk by chunk; chunks left empty are dropped, and chunks left small are merged into a
  /// neighbour.
  ///
  /// - Complexity: O(*k* log *k*) for *k* locations, plus O(``ItemChunk/capacity`` + log *c*)
  ///   for each chunk touched and O(*c*) in each section that loses a chunk, plus O(*s*).
  @inlinable
  internal func removeItems(at locations: [ItemLocation]) {
    guard !locations.isEmpty else { return }
    let sorted = locations.sorted { ($0.chunk, $0.birth) < ($1.chunk, $1.birth) }
    var emptied: [Int] = []
    var small: [UInt32] = []
    var next = 0
    while next < sorted.count {
      let id = sorted[next].chunk
      var births: [Int] = []
      while next < sorted.count && sorted[next].chunk == id {
        births.append(Int(sorted[next].birth))
        next += 1
      }
      let home = chunkHomes[Int(id)]
      let position = slotPositions[Int(home.slot)]
      let index = Int(home.index)
      let offsets = births.map {
        sections[position].items.chunks[index].offset(ofBirth: $0)
      }.sorted()
      sections[position].items.chunks[index].remove(atOffsets: offsets)
      sections[position].items.count -= offsets.count
      sections[position].items.sizes.add(-offsets.count, at: index)
      let left = sections[position].items.chunks[index].count
      if left == 0 {
        emptied.append(position)
      } else if left < Chunk.capacity / 8 {
        small.append(id)
      }
    }
    for position in Set(emptied) {
      let firstEmpty = sections[position].items.chunks.firstIndex { $0.count == 0 }!
      for chunk in sections[position].items.chunks where chunk.count == 0 { freeChunk(chunk.id) }
      sections[position].items.chunks.removeAll { $0.count == 0 }
      rehomeChunks(ofSectionAt: position, from: firstEmpty)
    }
    for id in small { mergeIfSmall(id) }
    recomputeStarts()
  }

  /// Moves the items of a chunk left with fewer than an eighth of ``ItemChunk/capacity`` into
  /// a neighbour that has room for them below seven eighths, so that deletes cannot leave a
  /// section as a long list of nearly empty chunks. The moved items' entries follow them.
  ///
  /// - Complexity: O(``ItemChunk/capacity`` + *c*) for *c* chunks in the section.
  @inlinable
  internal func mergeIfSmall(_ id: UInt32) {
    let home = chunkHomes[Int(id)]
    guard home.slot != ChunkHome.free.slot else { return }
    let position = slotPositions[Int(home.slot)]
    let index = Int(home.index)
    let chunkCount = sections[position].items.chunks.count
    let size = sections[position].items.chunks[index].count
    guard size < Chunk.capacity / 8 else { return }
    func fits(_ neighbour: Int) -> Bool {
      sections[position].items.chunks[neighbour].count + size <= Chunk.capacity / 8 * 7
    }
    let target: Int
    if index > 0 && fits(index - 1) {
      target = index - 1
    } else if index + 1 < chunkCount && fits(index + 1) {
      target = index + 1
    } else {
      return
    }
    let moving = sections[position].items.chunks.remove(at: index)
    let kept = target < index ? target : index  // the neighbour's index once `moving` is out
    let into = target < index ? sections[position].items.chunks[kept].count : 0
    let keptID = sections[position].items.chunks[kept].id
    let births = sections[position].items.chunks[kept].insert(moving.items, at: into)
    for (offset, birth) in births.enumerated() {
      itemTable.relocate(
        moving.items[offset].hashValue,
        from: moving.location(atOffset: offset),
        to: ItemLocation(chunk: keptID, birth: birth))
    }
    freeChunk(moving.id)
    rehomeChunks(ofSectionAt: position, from: kept)
  }
}
