#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The one computation of `Changeset(from:to:)`, in phases:
///
/// 1. sections match by identifier and a longest increasing run of them stays in place
///    (``SectionMatching``);
/// 2. each surviving section's items, as ``ItemRuns`` in new order, are placed: the engine keeps
///    the heaviest increasing run of them in place, and the rest are inserts and moves;
/// 3. refreshes are collected from the content changes and the new snapshot's marks.
///
/// Two sources feed phase 2 (and name the deletes): a diff, which looks every new item up in
/// the old snapshot's item table and supplies single items (`ChangesetBuilder+Diffing.swift`),
/// and a snapshot's record, which supplies the touched items and the untouched pieces between
/// them (`ChangesetBuilder+Record.swift`). The section matching, the batch rules and the
/// refreshes are written once, here. Both snapshots are read through ``SnapshotReader``.
@usableFromInline
internal struct ChangesetBuilder<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Reader = SnapshotReader<
    SectionIdentifierType, ItemIdentifierType
  >
  @usableFromInline internal typealias Result = Changeset<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal let old: Reader
  @usableFromInline internal let new: Reader
  @usableFromInline internal var sections = SectionMatching()
  @usableFromInline internal var itemDeletes: [IndexPath] = []
  @usableFromInline internal var itemInserts: [IndexPath] = []
  @usableFromInline internal var itemMoves: [Result.ItemMove] = []
  /// The matched items whose content changed, in new order.
  @usableFromInline internal var contentRefreshes: [ItemRefresh] = []
  /// Whether the item at each flattened new offset was matched, when the source has looked
  /// every new item up anyway (a diff); empty otherwise, and then a mark's item is looked up in
  /// the old snapshot too.
  @usableFromInline internal var newMatched: [Bool] = []

  /// Prepares the phases over both snapshots.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.old = Reader(old)
    self.new = Reader(new)
  }

  // MARK: Phase 1

  /// Matches the sections; `itemsEqual` tells whether a section out of place kept its items.
  ///
  /// - Complexity: Expected O(*s*), plus O(*s* log *s*) for the run, plus the calls to
  ///   `itemsEqual`.
  @inlinable
  internal mutating func matchSections(itemsEqual: (_ source: Int, _ target: Int) -> Bool) {
    sections = SectionMatching(old: old, new: new, itemsEqual: itemsEqual)
  }

  /// Whether the old section at `position` survives.
  @inlinable
  internal func survives(oldSectionAt position: Int) -> Bool {
    sections.oldToNew[position] != nil
  }

  /// Whether the new section at `position` survives (was not inserted).
  @inlinable
  internal func survives(newSectionAt position: Int) -> Bool {
    sections.newToOld[position] != nil
  }

  // MARK: Phase 2

  /// Deletes the item at `offset` of the old section at `section`: every source of runs ends
  /// with the old items it did not place.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable
  internal mutating func deleteOldItem(at offset: Int, inSectionAt section: Int) {
    itemDeletes.append(IndexPath(_item: offset, _section: section))
  }

  /// Places `runs`, the items of the new section at `target` in new order, coming from the
  /// old section at `source`: the heaviest increasing run of those from `source` stays in place
  /// (leaving out the run at `preferred` whenever that keeps as many items), every other run
  /// from a surviving section moves item by item, and inserted items are inserts.
  ///
  /// - Complexity: O(*r* + *m*) for *r* runs and *m* moved or inserted items, plus the engine's
  ///   run: O(*c* log *r*) for *c* runs out of order among single items, O(*r* log *r*) for
  ///   weighted runs.
  @inlinable
  internal mutating func placeRuns(
    _ runs: ItemRuns, to target: Int, preferringToMove preferred: Int? = nil
  ) {
    let weighted = !runs.lengths.isEmpty
    let inPlace = DiffEngine.keptInPlace(
      runs.sameSectionOffsets, weights: weighted ? runs.lengths : nil,
      preferringToMove: preferred)
    for run in 0..<runs.count {
      let newOffset = weighted ? runs.newOffsets[run] : run
      let length = weighted ? runs.lengths[run] : 1
      let oldSection = runs.oldSections[run]
      if oldSection < 0 {
        for step in 0..<length {
          itemInserts.append(IndexPath(_item: newOffset &+ step, _section: target))
        }
      } else if !inPlace[run] {
        let oldOffset = runs.oldOffsets[run]
        for step in 0..<length {
          itemMoves.append(
            .init(
              from: IndexPath(_item: oldOffset &+ step, _section: oldSection),
              to: IndexPath(_item: newOffset &+ step, _section: target)))
        }
      }
    }
  }

  // MARK: Phase 3

  /// The new place of `item` when it is matched: in a surviving section on both sides.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @inlinable
  internal func matchedPlace(of item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    guard let after = new.position(ofItem: item), survives(newSectionAt: after.section) else {
      return nil
    }
    if !newMatched.isEmpty {
      return newMatched[new.start(ofSectionAt: after.section) &+ after.offset] ? after : nil
    }
    guard let before = old.position(ofItem: item), survives(oldSectionAt: before.section) else {
      return nil
    }
    return after
  }

  /// The refreshes, in new coordinates, only for sections and items that survive untouched or
  /// moved, from ``contentRefreshes`` and the new snapshot's marks; a reloaded section covers
  /// its items, and a reload wins over a reconfigure of the same item.
  ///
  /// - Complexity: O(*s* + *u*) for *u* content changes, plus O(*r* log *r*) for *r* marks;
  ///   expected, if identifiers hash well.
  @inlinable
  internal func collectRefreshes() -> (
    sections: [Int], sectionReconfigures: [Int], reloads: [IndexPath], reconfigures: [IndexPath]
  ) {
    let marks = new.marks
    var sectionReloads = survivingSections(marks.reloadedSections.elements)
    sectionReloads.sort()
    var reloadedSections = [Bool](repeating: false, count: new.sectionCount)
    for target in sectionReloads { reloadedSections[target] = true }
    // A reload covers a reconfigure of the same section.
    var sectionReconfigures = survivingSections(marks.reconfiguredSections.elements).filter {
      !reloadedSections[$0]
    }
    sectionReconfigures.sort()
    var refreshes = contentRefreshes
    let marked = marks.reloadedItems.elements.count + marks.reconfiguredItems.elements.count
    if marked > 0 {
      refreshes.reserveCapacity(refreshes.count + marked)
      for item in marks.reloadedItems.elements {
        if let place = matchedPlace(of: item) { refreshes.append(ItemRefresh(place, .reload)) }
      }
      for item in marks.reconfiguredItems.elements {
        if let place = matchedPlace(of: item) {
          refreshes.append(ItemRefresh(place, .reconfigure))
        }
      }
      // New order, a reload first at each place, so that it is the one kept.
      refreshes.sort()
    }
    var reloads: [IndexPath] = []
    var reconfigures: [IndexPath] = []
    var last: ItemRefresh?
    for refresh in refreshes where !reloadedSections[refresh.section] {
      if let last, last.place == refresh.place { continue }
      last = refresh
      let path = IndexPath(_item: refresh.offset, _section: refresh.section)
      switch refresh.kind {
      case .reload: reloads.append(path)
      case .reconfigure: reconfigures.append(path)
      }
    }
    return (sectionReloads, sectionReconfigures, reloads, reconfigures)
  }

  /// The new positions of the sections among `identifiers` that survive.
  ///
  /// - Complexity: Expected O(*k*) for *k* identifiers, if they hash well.
  @inlinable
  internal func survivingSections(_ identifiers: [SectionIdentifierType]) -> [Int] {
    identifiers.compactMap { section in
      new.position(ofSection: section).flatMap { survives(newSectionAt: $0) ? $0 : nil }
    }
  }

  // MARK: The result

  /// The changeset the phases found. Both sources place the sections in new order and name
  /// the deletes in old order, so the changes need no sorting.
  ///
  /// - Complexity: O(*s* + *c*) for *c* item changes, plus the refreshes.
  @inlinable
  internal mutating func changeset() -> Result {
    let refreshes = collectRefreshes()
    return Result(
      sectionDeletes: sections.oldToNew.indices.filter { sections.oldToNew[$0] == nil },
      sectionInserts: sections.newToOld.indices.filter { sections.newToOld[$0] == nil },
      sectionMoves: sections.moves, itemDeletes: itemDeletes, itemInserts: itemInserts,
      itemMoves: itemMoves, sectionReloads: refreshes.sections, itemReloads: refreshes.reloads,
      itemReconfigures: refreshes.reconfigures, sectionReconfigures: refreshes.sectionReconfigures)
  }
}
