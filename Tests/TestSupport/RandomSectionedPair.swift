import Snapshots

/// A random pair of snapshots with heavy section churn, built straight from arrays: sections
/// deleted, inserted and moved, items deleted, inserted, reordered and moved across sections,
/// and reload and reconfigure marks on the new snapshot's items and sections.
///
/// Cheaper to draw than `RandomSnapshotPair` (two bulk builds instead of a call sequence), so
/// that replay tests can run on tens of thousands of pairs.
public struct RandomSectionedPair: Sendable, CustomStringConvertible {
  /// The snapshot before.
  public var old: Snapshot<Int, Int>
  /// The snapshot after, with marks.
  public var new: Snapshot<Int, Int>

  /// Draws a pair of up to 8 sections and about 50 items each.
  ///
  /// - Complexity: O(*n*²) at worst for *n* items (array inserts), for small test snapshots.
  public init(using random: inout SeededGenerator) {
    var sectionIDs = Array(0..<10)
    sectionIDs.fisherYatesShuffle(using: &random)
    var itemIDs = Array(0..<60)
    itemIDs.fisherYatesShuffle(using: &random)
    var nextItem = itemIDs.makeIterator()
    var sections: [(id: Int, items: [Int])] = sectionIDs.prefix(random.below(9)).map { id in
      (id, (0..<random.below(9)).compactMap { _ in nextItem.next() })
    }
    old = Self.build(sections)

    let rate = 1 + random.below(5)  // out of 10
    // Sections: delete, move, insert.
    sections = sections.filter { _ in !random.chance(rate, in: 20) }
    for _ in 0..<(sections.count >= 2 ? random.below(rate) : 0) {
      let moving = sections.remove(at: random.below(sections.count))
      sections.insert(moving, at: random.below(sections.count + 1))
    }
    var newSection = 10
    for _ in 0..<random.below(rate) {
      sections.insert((newSection, []), at: random.below(sections.count + 1))
      newSection += 1
    }
    // Items: delete, move anywhere (often across sections), insert.
    var moving: [Int] = []
    for index in sections.indices {
      sections[index].items = sections[index].items.filter { item in
        if random.chance(rate, in: 20) { return false }
        if random.chance(rate, in: 20) {
          moving.append(item)
          return false
        }
        return true
      }
    }
    var newItem = 100
    if !sections.isEmpty {
      for _ in 0..<random.below(2 * rate + 1) {
        moving.append(newItem)
        newItem += 1
      }
      for item in moving {
        let section = random.below(sections.count)
        sections[section].items.insert(item, at: random.below(sections[section].items.count + 1))
      }
    }
    var new = Self.build(sections)
    let items = new.itemIdentifiers
    if !items.isEmpty && random.chance(1, in: 2) {
      new.reloadItems(items.filter { _ in random.chance(1, in: 6) })
      new.reconfigureItems(items.filter { _ in random.chance(1, in: 6) })
    }
    if random.chance(1, in: 3) {
      new.reloadSections(new.sectionIdentifiers.filter { _ in random.chance(1, in: 3) })
    }
    if random.chance(1, in: 3) {
      new.reconfigureSections(new.sectionIdentifiers.filter { _ in random.chance(1, in: 3) })
    }
    self.new = new
  }

  static func build(_ sections: [(id: Int, items: [Int])]) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(sections.map(\.id))
    for section in sections where !section.items.isEmpty {
      snapshot.appendItems(section.items, toSection: section.id)
    }
    return snapshot
  }

  /// Both snapshots and the new marks, for failure messages.
  public var description: String {
    "\(old) → \(new); marks: reload \(new.reloadedItemIdentifiers), "
      + "reconfigure \(new.reconfiguredItemIdentifiers), sections \(new.reloadedSectionIdentifiers), "
      + "reconfigured sections \(new.reconfiguredSectionIdentifiers)"
  }
}
