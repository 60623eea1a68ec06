#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension Changeset {
  /// Computes what turns `old` into `new`, with refreshes from the new snapshot's reload and
  /// reconfigure marks.
  ///
  /// ```swift
  /// let changes = Changeset(from: dataSource.snapshot(), to: newSnapshot)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, hashing each new item
  ///   once, plus O(*c* log *c*) for *c* displaced items or sections.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.init(
      from: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure)
  }

  /// Computes what turns `old` into `new`; items whose identifiers match but for which
  /// `contentEquals` returns `false` are refreshed too.
  ///
  /// Use it when identifiers carry content (a struct hashed by `id` with a `title`), or when
  /// `contentEquals` looks the items up in a model store.
  ///
  /// ```swift
  /// let changes = Changeset(from: old, to: new, contentEquals: { $0.title == $1.title })
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot on screen now.
  ///   - new: The snapshot to show.
  ///   - contentEquals: Called with the old and the new identifier of each item that survives.
  ///   - refresh: How a changed item is refreshed; marks in `new` add to this.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus O(*c* log *c*) for
  ///   *c* displaced items or sections, plus the calls to `contentEquals`.
  @inlinable
  public init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refreshingChangedItemsBy refresh: ContentRefresh = .reconfigure
  ) {
    self.init(
      from: old, to: new, comparesContent: true, contentEquals: contentEquals, refresh: refresh)
  }

  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    comparesContent: Bool, contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refresh: ContentRefresh, preferringToMove preferred: ItemIdentifierType? = nil
  ) {
    let oldStorage = old._storage
    let newStorage = new._storage
    let oldSections = oldStorage.sections
    let newSections = newStorage.sections

    // Sections: match by identifier, keep one longest increasing run in place. A moved section
    // whose items change becomes a delete plus an insert (rule 5 of the Batch-update rules article).
    var sectionSources = [Int](repeating: -1, count: newSections.count)
    for (target, section) in newSections.enumerated() {
      sectionSources[target] = oldStorage.sectionPositions[section.identifier] ?? -1
    }
    let sectionInPlace = markLongestIncreasingSubsequence(sectionSources)
    var oldTargets = [Int](repeating: -1, count: oldSections.count)
    var newSources = [Int](repeating: -1, count: newSections.count)
    var sectionMoves: [SectionMove] = []
    for target in newSections.indices {
      let source = sectionSources[target]
      if source < 0 { continue }
      if !sectionInPlace[target] {
        if oldSections[source].items != newSections[target].items { continue }
        sectionMoves.append(SectionMove(from: source, to: target))
      }
      oldTargets[source] = target
      newSources[target] = source
    }

    // Items of surviving sections: each new item is looked up once in the old snapshot.
    var oldMatched = [Bool](repeating: false, count: oldStorage.itemCount)
    var refreshes = RefreshMarks(count: newStorage.itemCount)
    var itemInserts: [IndexPath] = []
    var itemMoves: [ItemMove] = []
    var fromSection: [Int] = []
    var fromOffset: [Int] = []
    var sameSectionOffsets: [Int] = []
    // The preferred item's new place, so that its section's subsequence can leave it out.
    let preferredPlace = preferred.flatMap { newStorage.location(of: $0) }.map {
      (section: newStorage.slotPositions[Int($0.slot)], offset: Int($0.offset))
    }
    for target in newSections.indices {
      let source = newSources[target]
      if source < 0 { continue }
      let items = newSections[target].items
      let newStart = newStorage.start(ofSectionAt: target)
      fromSection.removeAll(keepingCapacity: true)
      fromOffset.removeAll(keepingCapacity: true)
      sameSectionOffsets.removeAll(keepingCapacity: true)
      for (offset, item) in items.enumerated() {
        var oldSection = -1
        var oldOffset = -1
        if let location = oldStorage.location(of: item) {
          let position = oldStorage.slotPositions[Int(location.slot)]
          if oldTargets[position] >= 0 {
            oldSection = position
            oldOffset = Int(location.offset)
            oldMatched[oldStorage.start(ofSectionAt: position) + oldOffset] = true
            refreshes.matched[newStart + offset] = true
            if comparesContent && !contentEquals(oldSections[position].items[oldOffset], item) {
              refreshes.mark(newStart + offset, reload: refresh == .reload)
            }
          }
        }
        fromSection.append(oldSection)
        fromOffset.append(oldOffset)
        sameSectionOffsets.append(oldSection == source ? oldOffset : -1)
      }
      let inPlace =
        preferredPlace?.section == target
        ? markLongestIncreasingSubsequence(sameSectionOffsets, leavingOut: preferredPlace!.offset)
        : markLongestIncreasingSubsequence(sameSectionOffsets)
      for offset in items.indices {
        if fromSection[offset] < 0 {
          itemInserts.append(IndexPath(_item: offset, _section: target))
        } else if !inPlace[offset] {
          itemMoves.append(
            ItemMove(
              from: IndexPath(_item: fromOffset[offset], _section: fromSection[offset]),
              to: IndexPath(_item: offset, _section: target)))
        }
      }
    }

    var itemDeletes: [IndexPath] = []
    for (position, section) in oldSections.enumerated() where oldTargets[position] >= 0 {
      let start = oldStorage.start(ofSectionAt: position)
      for offset in section.items.indices where !oldMatched[start + offset] {
        itemDeletes.append(IndexPath(_item: offset, _section: position))
      }
    }

    // Refreshes, in new coordinates, only for sections and items that survive untouched or
    // moved; a reloaded section covers its items.
    var sectionReloads: [Int] = []
    for section in new._marks.reloadedSections.elements {
      if let target = newStorage.sectionPositions[section], newSources[target] >= 0 {
        sectionReloads.append(target)
      }
    }
    sectionReloads.sort()
    for item in new._marks.reloadedItems.elements {
      if let index = new.indexOfItem(item) { refreshes.mark(index, reload: true) }
    }
    for item in new._marks.reconfiguredItems.elements {
      if let index = new.indexOfItem(item) { refreshes.mark(index, reload: false) }
    }
    var itemReloads: [IndexPath] = []
    var itemReconfigures: [IndexPath] = []
    if refreshes.isMarked {
      var reloadedSections = [Bool](repeating: false, count: newSections.count)
      for target in sectionReloads { reloadedSections[target] = true }
      for target in newSections.indices where newSources[target] >= 0 && !reloadedSections[target] {
        let start = newStorage.start(ofSectionAt: target)
        for offset in newSections[target].items.indices {
          switch refreshes.kinds[start + offset] {
          case 1: itemReconfigures.append(IndexPath(_item: offset, _section: target))
          case 2: itemReloads.append(IndexPath(_item: offset, _section: target))
          default: break
          }
        }
      }
    }

    self.init(
      sectionDeletes: oldTargets.indices.filter { oldTargets[$0] < 0 },
      sectionInserts: newSources.indices.filter { newSources[$0] < 0 },
      sectionMoves: sectionMoves, itemDeletes: itemDeletes, itemInserts: itemInserts,
      itemMoves: itemMoves, sectionReloads: sectionReloads, itemReloads: itemReloads,
      itemReconfigures: itemReconfigures)
  }
}

/// Which surviving items of the new snapshot get refreshed, by flattened new offset.
@usableFromInline
internal struct RefreshMarks {
  /// Whether the item at a new offset was matched with an old item in a surviving section.
  @usableFromInline internal var matched: [Bool]
  /// 0 nothing, 1 reconfigure, 2 reload: a reload wins over a reconfigure.
  @usableFromInline internal var kinds: [UInt8] = []
  @usableFromInline internal let count: Int

  @inlinable
  internal init(count: Int) {
    self.count = count
    matched = Array(repeating: false, count: count)
  }

  @inlinable
  internal var isMarked: Bool { !kinds.isEmpty }

  /// Marks a matched item; inserted items need no refresh.
  @inlinable
  internal mutating func mark(_ index: Int, reload: Bool) {
    guard matched[index] else { return }
    if kinds.isEmpty { kinds = Array(repeating: 0, count: count) }
    kinds[index] = Swift.max(kinds[index], reload ? 2 : 1)
  }
}

extension Changeset {
  /// Computes what turns `old` into `new`, naming `item` as moved whenever a minimal set of
  /// moves allows it: after a drag, the dragged item rather than a neighbour it passed.
  ///
  /// - Complexity: As ``init(from:to:)``, plus one more subsequence search in the item's
  ///   section.
  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    preferringToMove item: ItemIdentifierType
  ) {
    self.init(
      from: old, to: new, comparesContent: false, contentEquals: { _, _ in true },
      refresh: .reconfigure, preferringToMove: item)
  }
}
