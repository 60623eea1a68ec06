/// S(*s* × *p*): a sectioned list and its edited copy, with or without section churn, built
/// exactly as the Benchmark workloads article says (the benchmarks use *s* = 100, *p* = 1000;
/// tests use smaller sizes).
public struct SectionedWorkload: Sendable {
  /// One section: its identifier and its items.
  public struct Section: Sendable {
    /// The section's identifier.
    public var id: Int
    /// The section's items, in order.
    public var items: [WorkloadItem<Int>]
  }

  /// The number of sections before, *s*.
  public let sectionCount: Int
  /// The number of items in each section before, *p*.
  public let itemsPerSection: Int
  /// Whether sections are deleted, moved and added too.
  public let churn: Bool
  /// The sections before: section `k` holds `k·p ..< (k+1)·p`.
  public let old: [Section]
  /// The sections after.
  public let new: [Section]
  /// Sections whose content changed ("updated" sections), present in both.
  public let updatedSections: [Int]
  /// Items whose version changed, in the order they were drawn.
  public let updatedItems: [Int]

  /// Builds S(`sectionCount` × `itemsPerSection`) from a fresh generator seeded with `seed`.
  ///
  /// - Complexity: O(*n*²) at worst for *n* items (array inserts).
  public init(
    sections sectionCount: Int = 100, itemsPerSection: Int = 1000, churn: Bool,
    seed: UInt64 = SeededGenerator.defaultSeed
  ) {
    self.sectionCount = sectionCount
    self.itemsPerSection = itemsPerSection
    self.churn = churn
    var random = SeededGenerator(seed: seed)
    // 1. The source sections.
    let source = (0..<sectionCount).map { k in
      Section(
        id: k,
        items: (0..<itemsPerSection).map { WorkloadItem(id: k * itemsPerSection + $0, version: 0) })
    }
    // 2. Section churn: delete a tenth, move a twentieth, update a twentieth, add a tenth.
    var order = Array(0..<sectionCount)
    var deletedSections = Set<Int>()
    var updatedSections: [Int] = []
    if churn {
      let sperm = random.permutation(of: sectionCount)
      let deleteEnd = sectionCount / 10
      let moveEnd = deleteEnd + sectionCount / 20
      let updateEnd = moveEnd + sectionCount / 20
      deletedSections = Set(sperm[0..<deleteEnd])
      let moved = Array(sperm[deleteEnd..<moveEnd])
      updatedSections = Array(sperm[moveEnd..<updateEnd])
      let removed = deletedSections.union(moved)
      order = order.filter { !removed.contains($0) }
      for id in moved { order.insert(id, at: random.below(order.count + 1)) }
      for k in 0..<(sectionCount / 10) {
        order.insert(sectionCount + k, at: random.below(order.count + 1))
      }
    }
    // 3. Item roles over the items of the surviving sections, in source order.
    let surviving = source.filter { !deletedSections.contains($0.id) }.flatMap(\.items)
    let u = surviving.count
    let iperm = random.permutation(of: u)
    let deleteEnd = u / 10
    let moveEnd = deleteEnd + u / 20
    let updateEnd = moveEnd + u / 20
    var role = [UInt8](repeating: 0, count: sectionCount * itemsPerSection)
    for offset in iperm[0..<deleteEnd] { role[surviving[offset].id] = 1 }
    for offset in iperm[deleteEnd..<moveEnd] { role[surviving[offset].id] = 2 }
    for offset in iperm[moveEnd..<updateEnd] { role[surviving[offset].id] = 3 }
    // 4. Target sections keep their surviving items in order; moved and new items land at drawn
    //    sections and offsets.
    let sourceByID = Dictionary(uniqueKeysWithValues: source.map { ($0.id, $0) })
    var target = order.map { id in
      Section(
        id: id,
        items: (sourceByID[id]?.items ?? []).compactMap { item in
          switch role[item.id] {
          case 0: item
          case 3: WorkloadItem(id: item.id, version: 1)
          default: nil
          }
        })
    }
    for offset in iperm[deleteEnd..<moveEnd] {
      let section = random.below(target.count)
      let at = random.below(target[section].items.count + 1)
      target[section].items.insert(WorkloadItem(id: surviving[offset].id, version: 0), at: at)
    }
    for k in 0..<(u / 10) {
      let section = random.below(target.count)
      let at = random.below(target[section].items.count + 1)
      target[section].items.insert(
        WorkloadItem(id: sectionCount * itemsPerSection + k, version: 0), at: at)
    }
    old = source
    new = target
    self.updatedSections = updatedSections
    updatedItems = iperm[moveEnd..<updateEnd].map { surviving[$0].id }
  }

  /// The workload's name in the benchmark report: `S(100×1000) churn`.
  public var name: String {
    "S(\(sectionCount)×\(itemsPerSection))\(churn ? " churn" : "")"
  }

  /// Every item before, section by section.
  public var oldItems: [WorkloadItem<Int>] { old.flatMap(\.items) }
  /// Every item after, section by section.
  public var newItems: [WorkloadItem<Int>] { new.flatMap(\.items) }

  /// The sections before as identifiers only.
  public var oldIdentifiers: [(section: Int, items: [Int])] {
    old.map { ($0.id, $0.items.map(\.id)) }
  }
  /// The sections after as identifiers only.
  public var newIdentifiers: [(section: Int, items: [Int])] {
    new.map { ($0.id, $0.items.map(\.id)) }
  }

  /// The fingerprint the benchmarks print for this workload.
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    for sections in [old, new] {
      fingerprint.combine(sections.count)
      for section in sections {
        fingerprint.combine(section.id)
        fingerprint.combine(section.items)
      }
    }
    fingerprint.combine(updatedSections.count)
    for id in updatedSections { fingerprint.combine(id) }
    return fingerprint
  }
}
