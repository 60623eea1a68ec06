/// Build: the identifiers of a snapshot of `sectionCount` sections of `itemsPerSection` items,
/// section `k` holding items `k * itemsPerSection ..< (k + 1) * itemsPerSection`, plus the
/// identifiers the lookup and delete cases use.
///
/// One fresh generator draws, in this order, `lookupCount` identifiers with `below(n)` (repeats
/// allowed), then a shuffle of `0..<n` whose first tenth is the bulk delete.
struct BuildWorkload {
  let sectionCount: Int
  let itemsPerSection: Int
  let sectionIDs: [Int]
  let itemIDs: [[Int]]
  /// `lookupCount` item identifiers drawn uniformly (with repeats) from a fresh generator.
  let lookups: [Int]
  /// A tenth of the items, in drawn order, for the bulk delete.
  let deletions: [Int]

  init(sections sectionCount: Int, itemsPerSection: Int, lookupCount: Int = 100_000) {
    self.sectionCount = sectionCount
    self.itemsPerSection = itemsPerSection
    sectionIDs = Array(0..<sectionCount)
    itemIDs = (0..<sectionCount).map { k in
      Array((k * itemsPerSection)..<((k + 1) * itemsPerSection))
    }
    var random = LCG()
    let total = sectionCount * itemsPerSection
    lookups = (0..<lookupCount).map { _ in random.below(total) }
    deletions = Array(random.permutation(of: total).prefix(total / 10))
  }

  var itemCount: Int { sectionCount * itemsPerSection }

  /// Every item identifier, section by section.
  var allItems: [Int] { itemIDs.flatMap { $0 } }

  var name: String { "Build(\(sectionCount)×\(itemsPerSection))" }

  var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.combine(sectionIDs.count)
    for (section, items) in zip(sectionIDs, itemIDs) {
      fingerprint.combine(section)
      fingerprint.combine(items.count)
      for id in items { fingerprint.combine(id) }
    }
    fingerprint.combine(lookups.count)
    for id in lookups { fingerprint.combine(id) }
    fingerprint.combine(deletions.count)
    for id in deletions { fingerprint.combine(id) }
    return fingerprint
  }
}
