import Foundation
import Snapshots

/// Random states and drags for the data source property tests, all drawn from a seeded
/// `SeededGenerator` so that a failure replays from the seed its message prints.
extension SeededGenerator {
  /// A snapshot over some of `sections` (in a random order, some left empty) holding a random
  /// subset of `items`, each in a random section, in a random order.
  public mutating func snapshot(
    sections: [String], items: some Sequence<Int>
  ) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    let chosen = sections.shuffled(using: &self).filter { _ in chance(3, in: 4) }
    guard !chosen.isEmpty else { return snapshot }
    snapshot.appendSections(chosen)
    for item in Array(items).shuffled(using: &self) where chance(2, in: 3) {
      snapshot.appendItems([item], toSection: chosen[below(chosen.count)])
    }
    return snapshot
  }

  /// An outline of `items` in their order: each item a root or a child of an earlier item;
  /// about half of the parents expanded, and now and then a leaf.
  public mutating func forest(_ items: [Int]) -> ReferenceForest<Int> {
    var forest = ReferenceForest<Int>()
    var placed: [Int] = []
    for item in items {
      let parent = placed.isEmpty || chance(1, in: 3) ? nil : placed[below(placed.count)]
      forest.append([item], to: parent)
      placed.append(item)
    }
    for item in items where chance(1, in: 2) { forest.expand([item]) }
    return forest
  }

  /// `snapshot` with random edits: items deleted, inserted, moved within and across sections,
  /// and now and then a section deleted, added or moved. New items come from `fresh`.
  public mutating func edited(
    _ snapshot: Snapshot<String, Int>, sections: [String], fresh: inout Int
  ) -> Snapshot<String, Int> {
    var result = snapshot
    for item in result.itemIdentifiers where chance(1, in: 6) { result.deleteItems([item]) }
    if chance(1, in: 6), let section = result.sectionIdentifiers.randomElement(using: &self) {
      result.deleteSections([section])
    }
    if chance(1, in: 4) {
      let missing = sections.filter { result.indexOfSection($0) == nil }
      if let section = missing.randomElement(using: &self) { result.appendSections([section]) }
    }
    if chance(1, in: 6), result.numberOfSections > 1 {
      let all = result.sectionIdentifiers
      let moving = all[below(all.count)]
      let anchor = all[below(all.count)]
      if moving != anchor { result.moveSection(moving, beforeSection: anchor) }
    }
    guard result.numberOfSections > 0 else { return result }
    for _ in 0..<below(4) {
      let item = fresh
      fresh += 1
      let items = result.itemIdentifiers
      if !items.isEmpty && chance(2, in: 3) {
        let anchor = items[below(items.count)]
        if chance(1, in: 2) {
          result.insertItems([item], beforeItem: anchor)
        } else {
          result.insertItems([item], afterItem: anchor)
        }
      } else {
        let sections = result.sectionIdentifiers
        result.appendItems([item], toSection: sections[below(sections.count)])
      }
    }
    for _ in 0..<below(3) {
      let items = result.itemIdentifiers
      guard items.count > 1 else { break }
      let moving = items[below(items.count)]
      let anchor = items[below(items.count)]
      guard moving != anchor else { continue }
      if chance(1, in: 2) {
        result.moveItem(moving, beforeItem: anchor)
      } else {
        result.moveItem(moving, afterItem: anchor)
      }
    }
    return result
  }

  /// The index path of a random item of `snapshot`, or `nil` when it has none.
  public mutating func itemPath(in snapshot: Snapshot<String, Int>) -> IndexPath? {
    let items = snapshot.itemIdentifiers
    guard !items.isEmpty else { return nil }
    let item = items[below(items.count)]
    let section = snapshot.sectionIdentifier(containingItem: item)!
    return IndexPath(
      item: snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)!,
      section: snapshot.indexOfSection(section)!)
  }

  /// A drop destination for the item at `source` in `snapshot`: any slot of its own section
  /// (its own slot included), or any slot of another section, one past the end included.
  /// The ends of sections, where off-by-one mistakes live, come up more often.
  public mutating func destination(
    from source: IndexPath, in snapshot: Snapshot<String, Int>
  ) -> IndexPath {
    let sections = snapshot.sectionIdentifiers
    let target = chance(1, in: 3) ? source.section : below(sections.count)
    let count = snapshot.numberOfItems(inSection: sections[target])
    let slots = target == source.section ? count : count + 1
    let slot =
      switch below(4) {
      case 0: 0
      case 1: slots - 1
      default: below(slots)
      }
    return IndexPath(item: slot, section: target)
  }
}
