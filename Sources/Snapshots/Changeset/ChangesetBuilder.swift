#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The computation of `Changeset(from:to:)`, phase by phase, over the two snapshots' storage.
///
/// It is not a client of `Diff`: items are matched through the old snapshot's item table (one
/// lookup per new item), and the only step the two share is the longest increasing
/// subsequence that keeps the most sections, and the most items of each section, in place.
/// Each phase reads what the ones before it left and fills its own fields.
@usableFromInline
internal struct ChangesetBuilder<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Storage = SnapshotStorage<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal let old: Storage
  @usableFromInline internal let new: Storage
  /// Each old section's new position, or `nil` when it is deleted (or moved with other items).
  @usableFromInline internal var oldToNew: [Int?]
  /// Each new section's old position, or `nil` when it is inserted.
  @usableFromInline internal var newToOld: [Int?]
  @usableFromInline internal var sectionMoves:
    [Changeset<SectionIdentifierType, ItemIdentifierType>.SectionMove] = []
  /// Whether each old item, by flattened old offset, was matched in a surviving section.
  @usableFromInline internal var oldMatched: [Bool]
  @usableFromInline internal var refreshes: RefreshMarks
  @usableFromInline internal var itemDeletes: [IndexPath] = []
  @usableFromInline internal var itemInserts: [IndexPath] = []
  @usableFromInline internal var itemMoves:
    [Changeset<SectionIdentifierType, ItemIdentifierType>.ItemMove] = []
  @usableFromInline internal var sectionReloads: [Int] = []
  @usableFromInline internal var itemReloads: [IndexPath] = []
  @usableFromInline internal var itemReconfigures: [IndexPath] = []

  /// Prepares the phases over the storage of both snapshots.
  ///
  /// - Complexity: O(*n* + *s*) for the per-item and per-section tables.
  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.old = old._storage
    self.new = new._storage
    oldToNew = Array(repeating: nil, count: self.old.sections.count)
    newToOld = Array(repeating: nil, count: self.new.sections.count)
    oldMatched = Array(repeating: false, count: self.old.itemCount)
    refreshes = RefreshMarks(count: self.new.itemCount)
  }

  /// Phase 1: sections match by identifier (see `SectionMatching`), comparing the items of
  /// each section out of place.
  ///
  /// - Complexity: Expected O(*s*), plus O(*s* log *s*) for the subsequence, plus the size of
  ///   the sections out of place.
  @inlinable
  internal mutating func matchSections() {
    let oldSections = old.sections
    let newSections = new.sections
    let matching = SectionMatching(old: old, new: new) { source, target in
      oldSections[source].items == newSections[target].items
    }
    oldToNew = matching.oldToNew
    newToOld = matching.newToOld
    sectionMoves = matching.moves
  }

  /// Phase 2: each item of a surviving section is looked up once in the old snapshot's item
  /// table; in each section one longest increasing run of items that stayed in it keeps its
  /// place (leaving out `preferred`, so that it is the one named as moved), and the rest are
  /// moves or inserts. Matched items whose content changed are marked for refresh.
  ///
  /// - Complexity: Expected O(*n*), plus O(*c* log *c*) for *c* displaced items, plus the calls
  ///   to `contentEquals`.
  @inlinable
  internal mutating func matchItems(
    comparesContent: Bool, contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refresh: Changeset<SectionIdentifierType, ItemIdentifierType>.ContentRefresh,
    preferringToMove preferred: ItemIdentifierType?
  ) {
    let oldSections = old.sections
    let newSections = new.sections
    var fromSection: [Int] = []
    var fromOffset: [Int] = []
    var sameSectionOffsets: [Int] = []
    // The preferred item's new place, so that its section's subsequence can leave it out.
    let preferredPlace = preferred.flatMap { new.position(ofItem: $0) }
    for target in newSections.indices {
      guard let source = newToOld[target] else { continue }
      let items = newSections[target].items
      let newStart = new.start(ofSectionAt: target)
      fromSection.removeAll(keepingCapacity: true)
      fromOffset.removeAll(keepingCapacity: true)
      sameSectionOffsets.removeAll(keepingCapacity: true)
      for (offset, item) in items.enumerated() {
        var oldSection = -1
        var oldOffset = -1
        if let place = old.position(ofItem: item) {
          let position = place.section
          if oldToNew[position] != nil {
            oldSection = position
            oldOffset = place.offset
            oldMatched[old.start(ofSectionAt: position) + oldOffset] = true
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
      let inPlace = DiffEngine.keptInPlace(
        sameSectionOffsets,
        preferringToMove: preferredPlace.flatMap { $0.section == target ? $0.offset : nil })
      for offset in items.indices {
        if fromSection[offset] < 0 {
          itemInserts.append(IndexPath(_item: offset, _section: target))
        } else if !inPlace[offset] {
          itemMoves.append(
            .init(
              from: IndexPath(_item: fromOffset[offset], _section: fromSection[offset]),
              to: IndexPath(_item: offset, _section: target)))
        }
      }
    }
  }

  /// Phase 3: the items of surviving old sections that phase 2 did not match are deleted.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  internal mutating func deleteUnmatchedItems() {
    for (position, section) in old.sections.enumerated() where oldToNew[position] != nil {
      let start = old.start(ofSectionAt: position)
      for offset in section.items.indices where !oldMatched[start + offset] {
        itemDeletes.append(IndexPath(_item: offset, _section: position))
      }
    }
  }

  /// Phase 4: refreshes, in new coordinates, only for sections and items that survive
  /// untouched or moved, from the content changes of phase 2 and the new snapshot's marks; a
  /// reloaded section covers its items.
  ///
  /// - Complexity: O(*n* + *s*) when anything is marked, else O(*r*) for *r* marks.
  @inlinable
  internal mutating func collectRefreshes(
    marks: SnapshotMarks<SectionIdentifierType, ItemIdentifierType>
  ) {
    for section in marks.reloadedSections.elements {
      if let target = new.sectionPositions[section], newToOld[target] != nil {
        sectionReloads.append(target)
      }
    }
    sectionReloads.sort()
    for item in marks.reloadedItems.elements {
      if let index = flatOffset(of: item) { refreshes.mark(index, reload: true) }
    }
    for item in marks.reconfiguredItems.elements {
      if let index = flatOffset(of: item) { refreshes.mark(index, reload: false) }
    }
    guard refreshes.isMarked else { return }
    let newSections = new.sections
    var reloadedSections = [Bool](repeating: false, count: newSections.count)
    for target in sectionReloads { reloadedSections[target] = true }
    for target in newSections.indices where newToOld[target] != nil && !reloadedSections[target] {
      let start = new.start(ofSectionAt: target)
      for offset in newSections[target].items.indices {
        switch refreshes.refreshes[start + offset] {
        case .reconfigure: itemReconfigures.append(IndexPath(_item: offset, _section: target))
        case .reload: itemReloads.append(IndexPath(_item: offset, _section: target))
        case .none: break
        }
      }
    }
  }

  /// The flattened offset of `item` in the new snapshot, as `indexOfItem(_:)` gives it.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal func flatOffset(of item: ItemIdentifierType) -> Int? {
    guard let position = new.position(ofItem: item) else { return nil }
    return new.start(ofSectionAt: position.section) + position.offset
  }
}
