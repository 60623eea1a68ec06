extension ChangesetBuilder {
  /// The diff as a source of runs: sections are compared item by item, each item of a
  /// surviving new section is looked up once in the old snapshot's item table and placed as a
  /// run of one, and the old items of surviving sections that no lookup found are deleted.
  /// With `comparesContent`, matched items whose content changed are refreshed by `refresh`.
  ///
  /// - Complexity: Expected O(*n* + *s*), one hash per new item, plus O(*c* log *c*) for *c*
  ///   displaced items or sections, plus the calls to `contentEquals`.
  @inlinable
  internal mutating func diff(
    comparesContent: Bool, contentEquals: (ItemIdentifierType, ItemIdentifierType) -> Bool,
    refresh: Changeset<SectionIdentifierType, ItemIdentifierType>.ContentRefresh,
    preferringToMove preferred: ItemIdentifierType?
  ) -> Result {
    let old = self.old
    let new = self.new
    matchSections { old.items(ofSectionAt: $0) == new.items(ofSectionAt: $1) }
    // The hot loop reads and writes locals only, not the builder through `self`.
    let oldToNew = sections.oldToNew
    // Whether each item, by flattened offset, was matched in a surviving section.
    var oldMatched = [Bool](repeating: false, count: old.itemCount)
    var newMatched = [Bool](repeating: false, count: new.itemCount)
    var contentRefreshes: [ItemRefresh] = []
    var runs = ItemRuns()
    // The preferred item's new place, so that its section's run can leave it out.
    let preferredPlace = preferred.flatMap { new.position(ofItem: $0) }
    let kind: ItemRefresh.Kind = refresh == .reload ? .reload : .reconfigure
    for target in 0..<new.sectionCount {
      guard let source = sections.newToOld[target] else { continue }
      runs.removeAll()
      let newStart = new.start(ofSectionAt: target)
      for (offset, item) in new.items(ofSectionAt: target).enumerated() {
        guard let place = old.place(ofItem: item), oldToNew[place.section] != nil else {
          runs.appendItem(oldSection: -1, oldOffset: -1, sameSection: false)
          continue
        }
        oldMatched[old.start(ofSectionAt: place.section) &+ place.offset] = true
        newMatched[newStart &+ offset] = true
        if comparesContent && !contentEquals(place.stored, item) {
          contentRefreshes.append(ItemRefresh((target, offset), kind))
        }
        runs.appendItem(
          oldSection: place.section, oldOffset: place.offset,
          sameSection: place.section == source)
      }
      placeRuns(
        runs, to: target,
        preferringToMove: preferredPlace.flatMap { $0.section == target ? $0.offset : nil })
    }
    self.newMatched = newMatched
    self.contentRefreshes = contentRefreshes
    for position in 0..<old.sectionCount where survives(oldSectionAt: position) {
      let start = old.start(ofSectionAt: position)
      for offset in 0..<old.itemCount(ofSectionAt: position) where !oldMatched[start &+ offset] {
        deleteOldItem(at: offset, inSectionAt: position)
      }
    }
    ChangesetCost.tally(ChangesetCost.diffing(items: new.itemCount, sections: new.sectionCount))
    return changeset()
  }
}
