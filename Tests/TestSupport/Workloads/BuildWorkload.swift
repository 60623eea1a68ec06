/// Build: the identifiers of a snapshot of `sectionCount` sections of `itemsPerSection` items,
/// section `k` holding items `k * itemsPerSection ..< (k + 1) * itemsPerSection`, plus the
/// identifiers the lookup and delete cases use.
///
/// One fresh generator draws, in this order, `lookupCount` identifiers with `below(n)` (repeats
/// allowed), then a shuffle of `0..<n` whose first tenth is the bulk delete.
public struct BuildWorkload {
  /// The number of sections.
  public let sectionCount: Int
  /// The number of items in each section.
  public let itemsPerSection: Int
  /// The section identifiers, `0 ..< sectionCount`.
  public let sectionIDs: [Int]
  /// The item identifiers of each section, in order.
  public let itemIDs: [[Int]]
  /// `lookupCount` item identifiers drawn uniformly (with repeats) from a fresh generator.
  public let lookups: [Int]
  /// A tenth of the items, in drawn order, for the bulk delete.
  public let deletions: [Int]

  /// Builds the identifiers, then draws the lookups and the deletions from a fresh generator.
  ///
  /// - Complexity: O(*n* + *lookupCount*) for *n* items.
  public init(sections sectionCount: Int, itemsPerSection: Int, lookupCount: Int = 100_000) {
    self.sectionCount = sectionCount
    self.itemsPerSection = itemsPerSection
    sectionIDs = Array(0..<sectionCount)
    itemIDs = (0..<sectionCount).map { k in
      Array((k * itemsPerSection)..<((k + 1) * itemsPerSection))
    }
    var random = SeededGenerator()
    let total = sectionCount * itemsPerSection
    lookups = (0..<lookupCount).map { _ in random.below(total) }
    deletions = Array(random.permutation(of: total).prefix(total / 10))
  }

  /// The number of items in all.
  public var itemCount: Int { sectionCount * itemsPerSection }

  /// Every item identifier, section by section.
  public var allItems: [Int] { itemIDs.flatMap { $0 } }

  /// The workload's name in the benchmark report: `Build(100×1000)`.
  public var name: String { "Build(\(sectionCount)×\(itemsPerSection))" }

  /// The fingerprint the benchmarks print for this workload.
  public var fingerprint: Fingerprint {
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
