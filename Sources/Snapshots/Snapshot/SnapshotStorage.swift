/// Where an item lives: its section's storage slot and its offset in that section.
///
/// Slots are stable across section inserts, deletes and moves, so section operations never
/// rewrite item locations.
@usableFromInline
internal struct ItemLocation: Equatable {
  @usableFromInline internal var slot: UInt32
  @usableFromInline internal var offset: UInt32

  @inlinable
  internal init(slot: Int, offset: Int) {
    self.slot = UInt32(truncatingIfNeeded: slot)
    self.offset = UInt32(truncatingIfNeeded: offset)
  }
}

/// One section: its identifier, its storage slot and its items in order.
@usableFromInline
internal struct SectionEntry<SectionIdentifierType, ItemIdentifierType> {
  @usableFromInline internal var identifier: SectionIdentifierType
  @usableFromInline internal var slot: Int
  @usableFromInline internal var items: ContiguousArray<ItemIdentifierType>

  @inlinable
  internal init(identifier: SectionIdentifierType, slot: Int) {
    self.identifier = identifier
    self.slot = slot
    self.items = []
  }
}

/// The shared, copy-on-write storage of a `Snapshot`.
///
/// Sections are kept in order, each with its own item array; a dictionary maps section
/// identifiers to positions and an ``ItemTable`` maps item identifiers to locations. `starts` caches where each
/// section begins in the flattened item list, so that `indexOfItem` is O(1).
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

  @usableFromInline internal var sections: ContiguousArray<Entry> = []
  @usableFromInline internal var sectionPositions: [SectionIdentifierType: Int] = [:]
  /// Section position by slot; -1 for a free slot.
  @usableFromInline internal var slotPositions: ContiguousArray<Int> = []
  @usableFromInline internal var freeSlots: [Int] = []
  @exclusivity(unchecked) @usableFromInline internal var itemTable = ItemTable()
  /// The flattened offset of each section's first item, for sections up to the last one with
  /// items; every later section is empty and starts at `itemCount`.
  @usableFromInline internal var starts: ContiguousArray<Int> = []
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
    sections[slotPositions[Int(location.slot)]].items[Int(location.offset)]
  }

  /// Where an item is, or `nil`.
  @inlinable
  internal func location(of item: ItemIdentifierType) -> ItemLocation? {
    itemTable.find(item.hashValue) { self.item(at: $0) == item }
  }

  /// The section position and offset of an item, or `nil`.
  @inlinable
  internal func position(ofItem item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    guard let location = location(of: item) else { return nil }
    return (slotPositions[Int(location.slot)], Int(location.offset))
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
        for (offset, item) in entry.items.enumerated() {
          let location = ItemLocation(slot: entry.slot, offset: offset)
          _ = itemTable.remove(item.hashValue) { $0 == location }
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

  // MARK: Items

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

  /// Moves an item's table entry to the place it now has in its section.
  @inlinable
  internal func relocate(_ item: ItemIdentifierType, slot: Int, from old: Int, to new: Int) {
    itemTable.relocate(
      item.hashValue, from: ItemLocation(slot: slot, offset: old),
      to: ItemLocation(slot: slot, offset: new))
  }

  /// Moves the last `count` items of the section at `position`, just staged there, to
  /// `offset`, shifting the items in between up. The staged entries leave the table first;
  /// the shifted ones are relocated highest first, one hash each, so no two entries ever claim
  /// one place; then the staged ones come back at their new places.
  @inlinable
  internal func moveStagedItems(ofSectionAt position: Int, count: Int, to offset: Int) {
    let slot = sections[position].slot
    let end = sections[position].items.count - count
    // A copy, so that the section's array stays uniquely referenced while it changes.
    let staged = ContiguousArray(sections[position].items[end...])
    for (index, item) in zip(end..., staged) {
      let location = ItemLocation(slot: slot, offset: index)
      _ = itemTable.remove(item.hashValue) { $0 == location }
    }
    for old in stride(from: end - 1, through: offset, by: -1) {
      relocate(sections[position].items[old], slot: slot, from: old, to: old + count)
    }
    sections[position].items.removeLast(count)
    sections[position].items.insert(contentsOf: staged, at: offset)
    itemTable.reserve(count) { self.item(at: $0).hashValue }
    for (index, item) in zip(offset..., staged) {
      _ = itemTable.exchange(
        item.hashValue, ItemLocation(slot: slot, offset: index), matches: { _ in false })
    }
  }

  /// Removes items by location (their table entries are gone or point elsewhere already) and
  /// closes the gaps, one pass over each affected section.
  @inlinable
  internal func removeItems(at locations: [ItemLocation]) {
    guard !locations.isEmpty else { return }
    var removedBySlot: [Int: [Int]] = [:]
    for location in locations {
      removedBySlot[Int(location.slot), default: []].append(Int(location.offset))
    }
    for (slot, offsets) in removedBySlot {
      let position = slotPositions[slot]
      var isRemoved = [Bool](repeating: false, count: sections[position].items.count)
      var firstRemoved = Int.max
      for offset in offsets {
        isRemoved[offset] = true
        firstRemoved = Swift.min(firstRemoved, offset)
      }
      var write = firstRemoved
      let count = sections[position].items.count
      for read in firstRemoved..<count where !isRemoved[read] {
        let item = sections[position].items[read]
        relocate(item, slot: slot, from: read, to: write)
        sections[position].items[write] = item
        write += 1
      }
      sections[position].items.removeLast(count - write)
    }
    recomputeStarts()
  }
}
