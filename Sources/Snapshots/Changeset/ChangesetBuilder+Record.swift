extension ChangesetBuilder {
  /// The new snapshot's record as a source of runs, or `nil` when it has no record that leads
  /// from the old one: it reads the *k* items the record touched, never the *n* the snapshots
  /// hold.
  ///
  /// In a section that survives, the untouched items are one run cut into pieces only where a
  /// touched item sits before or after; each piece is contiguous on both sides and moves or
  /// stays whole. The pieces, weighted by their length, and the touched items are placed as
  /// runs, so the heaviest increasing run keeps as many items in place as a diff's longest
  /// increasing run does, and the moves are as few. A moved section's items are compared by
  /// reading the record.
  ///
  /// - Complexity: O(*s* + *k* log *k* + *c* log *c*) for *s* sections, *k* touched items and
  ///   *c* changes, plus O(*r* log *r*) for *r* marks; expected, if identifiers hash well.
  @inlinable
  internal mutating func readRecord() -> Result? {
    guard let items = new.touchedItems(since: old) else { return nil }
    let touched = TouchedItems(items, old: old, new: new)
    let old = self.old
    let new = self.new
    matchSections {
      touched.sameItems(
        from: $0, to: $1,
        counts: (old.itemCount(ofSectionAt: $0), new.itemCount(ofSectionAt: $1)))
    }
    var pairs = Set<Int>()  // old positions of surviving sections with touched items
    for source in touched.byOldSection.keys where survives(oldSectionAt: source) {
      pairs.insert(source)
    }
    for target in touched.byNewSection.keys {
      if let source = sections.newToOld[target] { pairs.insert(source) }
    }
    for source in pairs { placeTouched(touched, from: source, to: sections.oldToNew[source]!) }
    return changeset(sortingItems: true)
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

  /// The deletes of the surviving section `source` → `target`, and its runs placed.
  ///
  /// - Complexity: O(*t* log *t*) for its *t* touched items, plus the changes it reports.
  @inlinable
  internal mutating func placeTouched(_ touched: TouchedItems, from source: Int, to target: Int) {
    let (oldTouched, newTouched) = touched.sorted(from: source, to: target)
    let untouched = old.itemCount(ofSectionAt: source) - oldTouched.count
    checkInvariantsIfEnabled {
      precondition(
        untouched == new.itemCount(ofSectionAt: target) - newTouched.count,
        "a record missed an item of section \(new.identifier(ofSectionAt: target))")
    }
    for index in oldTouched where !isMatched(index, in: touched) {
      deleteOldItem(at: touched.oldPlaces[index]!.offset, inSectionAt: source)
    }
    var runs = ItemRuns()
    for index in newTouched {
      let after = touched.newPlaces[index]!
      guard isMatched(index, in: touched) else {
        runs.appendRun(
          newOffset: after.offset, oldSection: -1, oldOffset: -1, sameSection: false, length: 1)
        continue
      }
      let before = touched.oldPlaces[index]!
      runs.appendRun(
        newOffset: after.offset, oldSection: before.section, oldOffset: before.offset,
        sameSection: before.section == source, length: 1)
    }
    appendUntouchedPieces(
      to: &runs, from: source, oldTouched: oldTouched.map { touched.oldPlaces[$0]!.offset },
      newTouched: newTouched.map { touched.newPlaces[$0]!.offset }, untouched: untouched)
    runs.sortByNewOffset()
    placeRuns(runs, to: target)
  }

  /// Cuts the untouched items of the section at `source`, by rank among themselves, wherever
  /// a touched item sits between two of them in the old or the new order, and adds each piece
  /// as a run.
  ///
  /// - Complexity: O(*t* log *t*) for *t* touched items.
  @inlinable
  internal func appendUntouchedPieces(
    to runs: inout ItemRuns, from source: Int, oldTouched: [Int], newTouched: [Int], untouched: Int
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
      runs.appendRun(
        newOffset: low + newBefore, oldSection: source, oldOffset: low + oldBefore,
        sameSection: true, length: high - low)
    }
  }
}
