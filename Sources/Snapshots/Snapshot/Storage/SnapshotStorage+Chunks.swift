// Chunk identifiers, homes and merges: how the items of a section are laid into chunks.
extension SnapshotStorage {

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

  /// `items` laid into new chunks filled as appends fill them, for the section at `position`
  /// from chunk index `index` on; appends each item's location to `locations`.
  @inlinable
  internal func makeChunks<C: Collection>(
    _ items: C, section position: Int, from index: Int, locations: inout [ItemLocation]
  ) -> ContiguousArray<Chunk> where C.Element == ItemIdentifierType {
    var chunks = ContiguousArray<Chunk>()
    var rest = items[...]
    while !rest.isEmpty {
      let piece = rest.prefix(Chunk.fill)
      rest = rest.dropFirst(piece.count)
      let id = newChunkID(ChunkHome(section: position, index: index + chunks.count))
      for birth in 0..<piece.count { locations.append(ItemLocation(chunk: id, birth: birth)) }
      chunks.append(Chunk(id: id, items: piece))
    }
    return chunks
  }

  /// Points the chunks of the section at `position`, from `index` on, at their places, and
  /// recounts the section's totals.
  @inlinable
  internal func rehomeChunks(ofSectionAt position: Int, from index: Int) {
    for chunk in index..<sections[position].items.chunks.count {
      chunkHomes[Int(sections[position].items.chunks[chunk].id)] = ChunkHome(
        section: position, index: chunk)
    }
    sections[position].items.recountChunks()
  }

  /// Moves the items of a chunk left with fewer than an eighth of ``ItemChunk/capacity`` into
  /// a neighbour that has room for them below seven eighths, so that deletes cannot leave a
  /// section as a long list of nearly empty chunks. The moved items' entries follow them.
  ///
  /// - Complexity: O(``ItemChunk/capacity`` + *c*) for *c* chunks in the section.
  @inlinable
  internal func mergeIfSmall(_ id: UInt32) {
    let home = chunkHomes[Int(id)]
    guard !home.isFree else { return }
    let position = Int(home.section)
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
