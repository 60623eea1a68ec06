extension Snapshot {
  /// Checks every storage invariant where the build checks them; every mutation calls it.
  @inlinable
  @inline(__always)
  internal func _checkInvariants() { checkInvariantsIfEnabled(_verifyInvariants) }

  /// Verifies the storage against its definition: positions, chunks and their homes, births, locations
  /// and starts.
  ///
  /// - Complexity: O(*n* + *s*).
  @inline(never)
  @usableFromInline
  internal func _verifyInvariants() {
    let storage = _storage
    precondition(storage.sectionPositions.count == storage.sections.count, "section table size")
    var total = 0
    var lastNonEmpty = -1
    var usedChunks = Set<UInt32>()
    for (position, entry) in storage.sections.enumerated() {
      precondition(storage.sectionPositions[entry.identifier] == position, "section position")
      precondition(storage.start(ofSectionAt: position) == total, "section start")
      let items = entry.items
      precondition(items.sizes.count == items.chunks.count, "chunk totals length")
      var offset = 0
      for (index, chunk) in items.chunks.enumerated() {
        precondition(chunk.count > 0 && chunk.count <= ItemChunk<Int>.capacity, "chunk size")
        precondition(usedChunks.insert(chunk.id).inserted, "chunk shared")
        precondition(
          storage.chunkHomes[Int(chunk.id)].section == UInt32(position)
            && storage.chunkHomes[Int(chunk.id)].index == UInt32(index), "chunk home")
        precondition(items.start(ofChunkAt: index) == offset, "chunk start")
        precondition(chunk.births.count == (chunk.offsets.isEmpty ? 0 : chunk.count), "births")
        for within in 0..<chunk.count {
          let birth = chunk.birth(atOffset: within)
          precondition(chunk.holds(birth: birth) && chunk.offset(ofBirth: birth) == within, "birth")
          precondition(
            storage.location(of: chunk.items[within]) == chunk.location(atOffset: within),
            "item location")
          precondition(items[offset] == chunk.items[within], "item at offset")
          offset += 1
        }
      }
      precondition(offset == items.count, "section count")
      total += items.count
      if !items.isEmpty { lastNonEmpty = position }
    }
    // Sections past the cached starts must be empty: they all start at `itemCount`.
    precondition(
      storage.starts.count > lastNonEmpty && storage.starts.count <= storage.sections.count,
      "starts length")
    precondition(storage.itemCount == total, "item count")
    precondition(storage.itemTable.count == total, "item table size")
    // A plain loop: the checks run after every mutation, in debug builds, where lazy
    // sequences over the pages cost many times the loop.
    var liveBuckets = 0
    var deletedBuckets = 0
    for page in storage.itemTable.pages {
      let words = page.buffer
      for bucket in 0..<words.count {
        if words[bucket] & ItemTable.live != 0 { liveBuckets += 1 }
        if words[bucket] == ItemTable.tombstone { deletedBuckets += 1 }
      }
    }
    precondition(
      liveBuckets == total && deletedBuckets == storage.itemTable.deleted, "item table counts")
    for id in storage.freeChunks {
      precondition(storage.chunkHomes[Int(id)].isFree, "free chunk")
    }
    precondition(
      usedChunks.count + storage.freeChunks.count == storage.chunkHomes.count, "chunk count")
    precondition(
      _marks.reloadedItems.elements.count == _marks.reloadedItems.members.count
        && _marks.reconfiguredItems.elements.count == _marks.reconfiguredItems.members.count
        && _marks.reloadedSections.elements.count == _marks.reloadedSections.members.count
        && _marks.reconfiguredSections.elements.count
          == _marks.reconfiguredSections.members.count,
      "marks repeat")
  }
}
