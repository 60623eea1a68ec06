// Item edits: room in the table, inserts that fill or split a chunk, and removals.
extension SnapshotStorage {

  /// Makes room in the item table for `additional` more entries. A table past three quarters
  /// full is rebuilt from the sections, chunk by chunk, so that the items are read in order
  /// rather than from wherever the old buckets point.
  ///
  /// A rebuild hashes every item again, the most a build by appends spends. A table of up to
  /// 32 768 buckets (256 KiB) grows fourfold, which skips two rebuilds (building 100 × 1 000
  /// items rehashes 129 000 of them rather than 193 000); a larger one doubles, so that a
  /// large snapshot's table stays within twice the size its items need.
  ///
  /// - Complexity: O(1), or O(*n*) when the table is rebuilt.
  @inlinable
  internal func reserveItems(_ additional: Int) {
    if itemTable.hasRoom(for: additional) { return }
    let needed = itemTable.count + additional
    let room = itemTable.capacity <= 1 << 15 ? Swift.max(needed, itemTable.capacity * 3) : needed
    itemTable = ItemTable(roomFor: room) { buckets in
      for position in sections.indices {
        for chunk in sections[position].items.chunks {
          chunk.items.withUnsafeBufferPointer { items in
            for offset in items.indices {
              buckets.insertNew(items[offset].hashValue, chunk.location(atOffset: offset))
            }
          }
        }
      }
    }
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
    var locations: [ItemLocation] = []
    locations.reserveCapacity(added)
    defer { sections[position].items.count += added }
    let chunkCount = sections[position].items.chunks.count
    if chunkCount == 0 {
      sections[position].items.chunks = makeChunks(
        new, section: position, from: 0, locations: &locations)
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
        new.dropFirst(topUp), section: position, from: chunkCount, locations: &locations)
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
    let fresh = makeChunks(laid, section: position, from: first, locations: &freshLocations)
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
      let position = Int(home.section)
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
}
