/// Draws random `SnapshotOperation`s that the API accepts without trapping, given the current
/// state as a `SnapshotModel`.
///
/// Identifiers come from small fixed ranges (items `0 ..< itemRange`, sections
/// `0 ..< sectionRange`; the two namespaces overlap on purpose), so deleted identifiers come
/// back, appends and inserts often name items that are already present (which moves them),
/// deletes often name absent ones, and empty lists with missing destinations turn up.
public struct SnapshotOperationGenerator: Sendable {
  /// Item identifiers are drawn from `0 ..< itemRange`.
  public var itemRange: Int
  /// Section identifiers are drawn from `0 ..< sectionRange`.
  public var sectionRange: Int

  /// Creates a generator over the given identifier ranges.
  ///
  /// - Complexity: O(1).
  public init(itemRange: Int = 40, sectionRange: Int = 8) {
    self.itemRange = itemRange
    self.sectionRange = sectionRange
  }

  /// A random call that is valid on `model`.
  ///
  /// - Complexity: O(`itemRange` + `sectionRange`).
  public func operation(
    for model: SnapshotModel, using random: inout SeededGenerator
  ) -> SnapshotOperation {
    let items = model.itemIdentifiers
    let present = Set(items)
    let absent = (0..<itemRange).filter { !present.contains($0) }
    let sections = model.sectionIdentifiers
    let presentSections = Set(sections)
    let absentSections = (0..<sectionRange).filter { !presentSections.contains($0) }

    func sample(_ pool: [Int], upTo limit: Int) -> [Int] {
      var pool = pool
      pool.fisherYatesShuffle(using: &random)
      return Array(pool.prefix(random.below(limit + 1)))
    }
    func pick(_ pool: [Int]) -> Int { pool[random.below(pool.count)] }
    /// New and present items mixed, no repeats, none equal to `excluded`.
    func someItems(excluding excluded: Int? = nil) -> [Int] {
      let mixed = sample(absent, upTo: 3) + sample(items, upTo: 2)
      var list = mixed.filter { $0 != excluded }
      list.fisherYatesShuffle(using: &random)
      return list
    }
    let appendSections = SnapshotOperation.appendSections(sample(absentSections, upTo: 2))

    let kind = random.below(102)
    switch kind {
    case 0..<18:
      guard !sections.isEmpty else { return appendSections }
      let toSection: Int? = random.chance(1, in: 3) ? nil : pick(sections)
      return .appendItems(someItems(), toSection: toSection)
    case 18..<30:
      guard !items.isEmpty else { return appendSections }
      let destination = pick(items)
      return .insertItems(
        someItems(excluding: destination), nextTo: destination, after: random.chance(1, in: 2))
    case 30..<40:
      return .deleteItems(sample(items, upTo: 3) + sample(absent, upTo: 1))
    case 40..<42:
      return .deleteAllItems
    case 42..<52, 85..<93:
      // An item moved next to another one, or a section next to another one.
      let movesItems = kind < 52
      let pool = movesItems ? items : sections
      guard pool.count >= 2 else { return appendSections }
      let move = random.moveNextTo(in: pool)
      return movesItems
        ? .moveItem(move.moving, nextTo: move.nextTo, after: move.after)
        : .moveSection(move.moving, nextTo: move.nextTo, after: move.after)
    case 52..<58:
      return .reloadItems(sample(items, upTo: 3))
    case 58..<64:
      return .reconfigureItems(sample(items, upTo: 3))
    case 64..<72:
      return appendSections
    case 72..<80:
      guard !sections.isEmpty else { return appendSections }
      return .insertSections(
        sample(absentSections, upTo: 2), nextTo: pick(sections), after: random.chance(1, in: 2))
    case 80..<85:
      return .deleteSections(sample(sections, upTo: 1) + sample(absentSections, upTo: 1))
    case 93..<97:
      return .reloadSections(sample(sections, upTo: 2))
    case 100..<102:
      return .reconfigureSections(sample(sections, upTo: 2))
    default:
      // Empty lists are no-ops, even when the destination is missing.
      let missingItem = absent.isEmpty ? itemRange : pick(absent)
      let missingSection = absentSections.isEmpty ? sectionRange : pick(absentSections)
      switch random.below(4) {
      case 0: return .appendItems([], toSection: missingSection)
      case 1: return .insertItems([], nextTo: missingItem, after: random.chance(1, in: 2))
      case 2: return .insertSections([], nextTo: missingSection, after: random.chance(1, in: 2))
      default: return .appendItems([], toSection: nil)
      }
    }
  }
}
