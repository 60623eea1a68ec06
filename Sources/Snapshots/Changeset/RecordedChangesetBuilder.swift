#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The computation of `Changeset(from:to:)` when the new snapshot's record leads from the old
/// one: it reads the *k* items the record touched, never the *n* the snapshots hold.
///
/// Items the record does not name are *untouched*: each stays in its section, and the
/// untouched items of a section keep their order. So in a section that survives, the untouched
/// items are one run, cut into pieces only where a touched item sits before or after; each
/// piece is contiguous on both sides and moves or stays whole. One longest increasing run over
/// the pieces (weighted by their length) and the touched items keeps as many items in place as
/// the diff's longest increasing subsequence does, so the moves are as few as the diff's.
/// Sections match exactly as in `ChangesetBuilder`, with the comparison of a moved section's
/// items read from the record.
@usableFromInline
internal struct RecordedChangesetBuilder<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  @usableFromInline internal typealias Storage = SnapshotStorage<
    SectionIdentifierType, ItemIdentifierType
  >
  @usableFromInline internal typealias Result = Changeset<
    SectionIdentifierType, ItemIdentifierType
  >
  /// A section position and an offset in it.
  @usableFromInline internal typealias Place = (section: Int, offset: Int)

  @usableFromInline internal let old: Storage
  @usableFromInline internal let new: Storage
  /// Each touched item's place in the old snapshot and in the new one, if it has one.
  @usableFromInline internal var oldPlaces: [Place?] = []
  @usableFromInline internal var newPlaces: [Place?] = []
  /// The touched items (indices into the places) by old and by new section position.
  @usableFromInline internal var touchedByOldSection: [Int: [Int]] = [:]
  @usableFromInline internal var touchedByNewSection: [Int: [Int]] = [:]
  @usableFromInline internal var sections = SectionMatching()
  @usableFromInline internal var itemDeletes: [IndexPath] = []
  @usableFromInline internal var itemInserts: [IndexPath] = []
  @usableFromInline internal var itemMoves: [Result.ItemMove] = []

  /// Prepares the build, or returns `nil` when `new` has no record that leads from `old`, or
  /// one that deleted a section `new` holds again (its old items would not be named).
  ///
  /// - Complexity: Expected O(*k*) for *k* record entries.
  @inlinable
  internal init?(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.old = old._storage
    self.new = new._storage
    var touched: [ItemIdentifierType] = []
    if self.old !== self.new {
      guard let record = new._record, record.starts(at: self.old) else { return nil }
      for section in record.deletedSections where self.new.sectionPositions[section] != nil {
        return nil
      }
      var seen = Set<ItemIdentifierType>(minimumCapacity: record.touchedItems.count)
      touched = record.touchedItems.filter { seen.insert($0).inserted }
    }
    oldPlaces.reserveCapacity(touched.count)
    newPlaces.reserveCapacity(touched.count)
    for item in touched {
      let index = oldPlaces.count
      let before = self.old.position(ofItem: item)
      let after = self.new.position(ofItem: item)
      oldPlaces.append(before)
      newPlaces.append(after)
      if let before { touchedByOldSection[before.section, default: []].append(index) }
      if let after { touchedByNewSection[after.section, default: []].append(index) }
    }
  }

  /// Builds the changeset: sections, then the items of each section the record touched, then
  /// the refreshes from `marks`.
  ///
  /// - Complexity: O(*s* + *k* log *k* + *c* log *c*) for *s* sections, *k* touched items and
  ///   *c* changes, plus O(*r* log *r*) for *r* marks; expected, if identifiers hash well.
  @inlinable
  internal mutating func build(
    marks: SnapshotMarks<SectionIdentifierType, ItemIdentifierType>
  ) -> Result {
    let matching = SectionMatching(old: old, new: new) { sameItems(from: $0, to: $1) }
    sections = matching
    var pairs = Set<Int>()  // old positions of surviving sections with touched items
    for source in touchedByOldSection.keys where sections.oldToNew[source] != nil {
      pairs.insert(source)
    }
    for target in touchedByNewSection.keys {
      if let source = sections.newToOld[target] { pairs.insert(source) }
    }
    for source in pairs { matchItems(from: source, to: sections.oldToNew[source]!) }
    itemDeletes.sort()
    itemInserts.sort()
    itemMoves.sort { $0.to < $1.to }
    let refreshes = collectRefreshes(marks: marks)
    return Result(
      sectionDeletes: sections.oldToNew.indices.filter { sections.oldToNew[$0] == nil },
      sectionInserts: sections.newToOld.indices.filter { sections.newToOld[$0] == nil },
      sectionMoves: sections.moves, itemDeletes: itemDeletes, itemInserts: itemInserts,
      itemMoves: itemMoves, sectionReloads: refreshes.sections, itemReloads: refreshes.reloads,
      itemReconfigures: refreshes.reconfigures)
  }

  /// Whether the old section at `source` and the new one at `target` hold the same items:
  /// the same count, and every touched item of either at the same offset in both.
  ///
  /// - Complexity: O(*t*) for the *t* touched items of the two sections.
  @inlinable
  internal func sameItems(from source: Int, to target: Int) -> Bool {
    guard old.sections[source].items.count == new.sections[target].items.count else {
      return false
    }
    for index in touchedByOldSection[source] ?? [] {
      guard let after = newPlaces[index], after.section == target,
        after.offset == oldPlaces[index]!.offset
      else { return false }
    }
    for index in touchedByNewSection[target] ?? [] {
      guard let before = oldPlaces[index], before.section == source,
        before.offset == newPlaces[index]!.offset
      else { return false }
    }
    return true
  }

  /// Whether the touched item at `index` is matched: it has a place on both sides, each in a
  /// section that survives.
  @inlinable
  internal func isMatched(_ index: Int) -> Bool {
    guard let before = oldPlaces[index], let after = newPlaces[index] else { return false }
    return sections.oldToNew[before.section] != nil && sections.newToOld[after.section] != nil
  }

  /// The deletes, inserts and moves of the surviving section `source` → `target`.
  ///
  /// - Complexity: O(*t* log *t*) for its *t* touched items, plus the moves it reports.
  @inlinable
  internal mutating func matchItems(from source: Int, to target: Int) {
    let oldTouched = (touchedByOldSection[source] ?? []).sorted {
      oldPlaces[$0]!.offset < oldPlaces[$1]!.offset
    }
    let newTouched = (touchedByNewSection[target] ?? []).sorted {
      newPlaces[$0]!.offset < newPlaces[$1]!.offset
    }
    checkInvariantsIfEnabled {
      precondition(
        old.sections[source].items.count - oldTouched.count
          == new.sections[target].items.count - newTouched.count,
        "a record missed an item of section \(new.sections[target].identifier)")
    }
    for index in oldTouched where !isMatched(index) {
      itemDeletes.append(IndexPath(_item: oldPlaces[index]!.offset, _section: source))
    }
    // What the longest increasing run chooses from, in new order: untouched pieces and the
    // touched items that stayed in the section, each with its old offset.
    var candidates: [RunCandidate] = []
    for index in newTouched {
      let after = newPlaces[index]!
      guard isMatched(index) else {
        itemInserts.append(IndexPath(_item: after.offset, _section: target))
        continue
      }
      let before = oldPlaces[index]!
      if before.section == source {
        candidates.append(
          RunCandidate(newOffset: after.offset, oldOffset: before.offset, length: 1))
      } else {
        itemMoves.append(
          .init(
            from: IndexPath(_item: before.offset, _section: before.section),
            to: IndexPath(_item: after.offset, _section: target)))
      }
    }
    appendUntouchedPieces(
      to: &candidates, oldTouched: oldTouched.map { oldPlaces[$0]!.offset },
      newTouched: newTouched.map { newPlaces[$0]!.offset },
      untouched: old.sections[source].items.count - oldTouched.count)
    candidates.sort { $0.newOffset < $1.newOffset }
    let kept = RunCandidate.heaviestIncreasingRun(candidates)
    for (candidate, isKept) in zip(candidates, kept) where !isKept {
      for step in 0..<candidate.length {
        itemMoves.append(
          .init(
            from: IndexPath(_item: candidate.oldOffset + step, _section: source),
            to: IndexPath(_item: candidate.newOffset + step, _section: target)))
      }
    }
  }

  /// Cuts the untouched items of a section, by rank among themselves, wherever a touched item
  /// sits between two of them in the old or the new order, and adds each piece.
  ///
  /// - Complexity: O(*t* log *t*) for *t* touched items.
  @inlinable
  internal func appendUntouchedPieces(
    to candidates: inout [RunCandidate], oldTouched: [Int], newTouched: [Int], untouched: Int
  ) {
    // The rank of the first untouched item after each touched one (ascending).
    let oldCuts = oldTouched.enumerated().map { $0.element - $0.offset }
    let newCuts = newTouched.enumerated().map { $0.element - $0.offset }
    var bounds = Array(Set(oldCuts + newCuts + [0, untouched]))
    bounds.sort()
    var oldBefore = 0  // touched items before the piece, old side
    var newBefore = 0
    for (low, high) in zip(bounds, bounds.dropFirst()) where low < high {
      while oldBefore < oldCuts.count && oldCuts[oldBefore] <= low { oldBefore += 1 }
      while newBefore < newCuts.count && newCuts[newBefore] <= low { newBefore += 1 }
      candidates.append(
        RunCandidate(
          newOffset: low + newBefore, oldOffset: low + oldBefore, length: high - low))
    }
  }

  /// The section reloads, and the item reloads and reconfigures, in new coordinates, by the
  /// rules of `ChangesetBuilder.collectRefreshes`.
  ///
  /// - Complexity: Expected O(*r* log *r*) for *r* marks.
  @inlinable
  internal func collectRefreshes(
    marks: SnapshotMarks<SectionIdentifierType, ItemIdentifierType>
  ) -> (sections: [Int], reloads: [IndexPath], reconfigures: [IndexPath]) {
    var sectionReloads: [Int] = []
    for section in marks.reloadedSections.elements {
      if let target = new.sectionPositions[section], sections.newToOld[target] != nil {
        sectionReloads.append(target)
      }
    }
    sectionReloads.sort()
    let reloadedSections = Set(sectionReloads)
    var reloads = Set<IndexPath>()
    var reconfigures = Set<IndexPath>()
    func refreshedPath(of item: ItemIdentifierType) -> IndexPath? {
      guard let after = new.position(ofItem: item), let before = old.position(ofItem: item),
        sections.newToOld[after.section] != nil, sections.oldToNew[before.section] != nil,
        !reloadedSections.contains(after.section)
      else { return nil }
      return IndexPath(_item: after.offset, _section: after.section)
    }
    for item in marks.reloadedItems.elements {
      if let path = refreshedPath(of: item) { reloads.insert(path) }
    }
    for item in marks.reconfiguredItems.elements {
      if let path = refreshedPath(of: item), !reloads.contains(path) { reconfigures.insert(path) }
    }
    return (sectionReloads, reloads.sorted(), reconfigures.sorted())
  }
}

/// One element of the longest increasing run of a recorded changeset: a touched item (length
/// 1) or a piece of untouched items, contiguous on both sides.
@usableFromInline
internal struct RunCandidate {
  @usableFromInline internal var newOffset: Int
  @usableFromInline internal var oldOffset: Int
  @usableFromInline internal var length: Int

  @inlinable
  internal init(newOffset: Int, oldOffset: Int, length: Int) {
    self.newOffset = newOffset
    self.oldOffset = oldOffset
    self.length = length
  }

  /// Marks a run of `candidates` (in new order) whose old offsets increase and whose total
  /// length is the greatest, through a Fenwick tree of the best run ending below each old
  /// offset.
  ///
  /// - Complexity: O(*c* log *c*) for *c* candidates.
  @inlinable
  internal static func heaviestIncreasingRun(_ candidates: [RunCandidate]) -> [Bool] {
    let count = candidates.count
    var kept = [Bool](repeating: false, count: count)
    if count == 0 { return kept }
    // Old offsets are distinct; rank them 1...count for the tree.
    let byOld = candidates.indices.sorted { candidates[$0].oldOffset < candidates[$1].oldOffset }
    var rank = [Int](repeating: 0, count: count)
    for (position, index) in byOld.enumerated() { rank[index] = position + 1 }
    // best[i]: the heaviest run in the tree's range at i, as (weight, candidate ending it).
    var best = [(weight: Int, end: Int)](repeating: (0, -1), count: count + 1)
    var previous = [Int](repeating: -1, count: count)
    var top = (weight: 0, end: -1)
    for index in 0..<count {
      var below = (weight: 0, end: -1)
      var cursor = rank[index] - 1
      while cursor > 0 {
        if best[cursor].weight > below.weight { below = best[cursor] }
        cursor -= cursor & -cursor
      }
      let ending = (weight: below.weight + candidates[index].length, end: index)
      previous[index] = below.end
      cursor = rank[index]
      while cursor <= count {
        if ending.weight > best[cursor].weight { best[cursor] = ending }
        cursor += cursor & -cursor
      }
      if ending.weight > top.weight { top = ending }
    }
    var index = top.end
    while index >= 0 {
      kept[index] = true
      index = previous[index]
    }
    return kept
  }
}
