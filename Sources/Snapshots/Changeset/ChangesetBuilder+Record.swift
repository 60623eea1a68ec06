extension ChangesetBuilder {
  /// The new snapshot's record as a source of runs, or `nil` when it has no record that leads
  /// from the old one, or, with `choosing`, when ``ChangesetCost`` expects a diff to cost less:
  /// it reads the *k* items the record touched, never the *n* the snapshots hold.
  ///
  /// The choice is made twice. Before any lookup, a record that would cost more than a diff
  /// even without its sections is given up at once. Otherwise its items are looked up
  /// and grouped by section, and the record is read only if its cost, with the *t* sections
  /// it touched, stays below the diff's: the lookups then spent are the most a diff can be
  /// left to pay for, and they cost less than that diff.
  ///
  /// In a section that survives, the untouched items are one run cut into pieces only where a
  /// touched item sits before or after; each piece is contiguous on both sides and moves or
  /// stays whole. The pieces, weighted by their length, and the touched items are placed as
  /// runs, so the heaviest increasing run keeps as many items in place as a diff's longest
  /// increasing run does, and the moves are as few. A moved section's items are compared by
  /// reading the record. Sections are visited in order, so the changes come out sorted.
  ///
  /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* touched items, plus O(*r*
  ///   log *r*) for *r* marks; expected, if identifiers hash well.
  @inlinable
  internal mutating func readRecord(choosing: Bool) -> Result? {
    guard let items = new.touchedItems(since: old) else { return nil }
    let diffing = ChangesetCost.diffing(items: new.itemCount, sections: new.sectionCount)
    if choosing && ChangesetCost.reading(touchedItems: items.count, touchedSections: 0) >= diffing {
      return nil
    }
    let touched = TouchedItems(items, old: old, new: new)
    let reading = ChangesetCost.reading(
      touchedItems: items.count,
      touchedSections: touched.oldGroups.sections.count + touched.newGroups.sections.count)
    if choosing && reading >= diffing {
      ChangesetCost.tally(ChangesetCost.lookups(touchedItems: items.count))
      return nil
    }
    ChangesetCost.tally(reading)
    let old = self.old
    let new = self.new
    matchSections {
      touched.sameItems(
        from: $0, to: $1,
        counts: (old.itemCount(ofSectionAt: $0), new.itemCount(ofSectionAt: $1)))
    }
    for source in touched.oldGroups.sections where survives(oldSectionAt: source) {
      for index in touched.oldGroups[source] where !isMatched(index, in: touched) {
        deleteOldItem(at: touched.oldPlaces[index]!.offset, inSectionAt: source)
      }
    }
    // The surviving new sections with touched items on either side, in new order.
    var targets = touched.newGroups.sections.filter { survives(newSectionAt: $0) }
    for source in touched.oldGroups.sections {
      if let target = sections.oldToNew[source] { targets.append(target) }
    }
    targets.sort()
    var runs = ItemRuns()
    var previous = -1
    for target in targets where target != previous {
      previous = target
      placeTouched(touched, from: sections.newToOld[target]!, to: target, reusing: &runs)
    }
    return changeset()
  }

  /// Whether the touched item at `index` is matched: it has a place on both sides, each in a
  /// section that survives.
  @inlinable
  internal func isMatched(_ index: Int, in touched: TouchedItems) -> Bool {
    guard let before = touched.oldPlaces[index], let after = touched.newPlaces[index] else {
      return false
    }
    return survives(oldSectionAt: before.section) && survives(newSectionAt: after.section)
  }

  /// Places the runs of the surviving section `source` → `target`, in new order: its touched
  /// items, and the pieces of untouched items between them.
  ///
  /// The untouched items are cut, by rank among themselves, wherever a touched item sits
  /// between two of them in the old or the new order. A touched item's *cut* is the number of
  /// untouched items before it, so the cuts ascend with the touched items on each side, and
  /// one walk through both lists finds every piece and the touched items before it.
  ///
  /// - Complexity: O(*t*) for its *t* touched items, plus ``placeRuns(_:to:preferringToMove:)``
  ///   on O(*t*) runs.
  @inlinable
  internal mutating func placeTouched(
    _ touched: TouchedItems, from source: Int, to target: Int, reusing runs: inout ItemRuns
  ) {
    let oldTouched = touched.oldGroups[source]
    let newTouched = touched.newGroups[target]
    let untouched = old.itemCount(ofSectionAt: source) - oldTouched.count
    checkInvariantsIfEnabled {
      precondition(
        untouched == new.itemCount(ofSectionAt: target) - newTouched.count,
        "a record missed an item of section \(new.identifier(ofSectionAt: target))")
    }
    func oldCut(_ rank: Int) -> Int {
      touched.oldPlaces[oldTouched[oldTouched.startIndex &+ rank]].unsafelyUnwrapped.offset &- rank
    }
    func newCut(_ rank: Int) -> Int {
      touched.newPlaces[newTouched[newTouched.startIndex &+ rank]].unsafelyUnwrapped.offset &- rank
    }
    runs.removeAll()
    var oldBefore = 0  // touched items before the piece, old side
    var newBefore = 0
    var placed = 0  // touched items of the new section added as runs
    var low = 0
    while low < untouched || placed < newTouched.count {
      while oldBefore < oldTouched.count && oldCut(oldBefore) <= low { oldBefore &+= 1 }
      while newBefore < newTouched.count && newCut(newBefore) <= low { newBefore &+= 1 }
      let end = low < untouched ? newBefore : newTouched.count
      while placed < end {
        let index = newTouched[newTouched.startIndex &+ placed]
        let after = touched.newPlaces[index].unsafelyUnwrapped
        if isMatched(index, in: touched) {
          let before = touched.oldPlaces[index].unsafelyUnwrapped
          runs.appendRun(
            newOffset: after.offset, oldSection: before.section, oldOffset: before.offset,
            sameSection: before.section == source, length: 1)
        } else {
          runs.appendRun(
            newOffset: after.offset, oldSection: -1, oldOffset: -1, sameSection: false, length: 1)
        }
        placed &+= 1
      }
      guard low < untouched else { break }
      let high = Swift.min(
        oldBefore < oldTouched.count ? oldCut(oldBefore) : untouched,
        newBefore < newTouched.count ? newCut(newBefore) : untouched)
      runs.appendRun(
        newOffset: low &+ newBefore, oldSection: source, oldOffset: low &+ oldBefore,
        sameSection: true, length: high &- low)
      low = high
    }
    placeRuns(runs, to: target)
  }
}
