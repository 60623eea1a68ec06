import Snapshots

/// Decodes `Snapshot<Int, Int>` calls from fuzz bytes, only ever valid ones.
///
/// Every precondition is checked first through the snapshot's public queries (a section or an
/// item is there, an argument list has no repeats, an item is not placed next to itself), so
/// a trap while performing a decoded call is a bug in the library, not in the input.
public enum SnapshotOperationDecoding {
  /// Section identifiers are drawn from `0..<sectionRange`.
  public static let sectionRange = 10
  /// Item identifiers are drawn from `0..<itemRange`.
  public static let itemRange = 40
  /// Bulk inserts draw runs of new identifiers from here on, long enough to fill and split
  /// the chunks a section keeps its items in.
  public static let bulkStart = 1000

  /// The next valid call for `snapshot`, or `nil` when the drawn kind of call has no valid
  /// arguments here (moving with fewer than two sections, say).
  public static func next(
    _ input: inout FuzzInput, for snapshot: Snapshot<Int, Int>
  ) -> SnapshotOperation? {
    let sections = snapshot.sectionIdentifiers
    let items = snapshot.itemIdentifiers
    func distinct(_ values: [Int]) -> [Int] {
      var seen = Set<Int>()
      return values.filter { seen.insert($0).inserted }
    }
    func newSections() -> [Int] {
      distinct(input.numbers(upTo: 3, below: sectionRange)).filter {
        snapshot.indexOfSection($0) == nil
      }
    }
    func anyItems() -> [Int] { distinct(input.numbers(upTo: 5, below: itemRange)) }
    func presentItems() -> [Int] {
      items.isEmpty ? [] : distinct((0..<input.below(4)).map { _ in input.pick(items) })
    }
    switch input.below(18) {
    case 0:
      return .appendSections(newSections())
    case 1:
      guard !sections.isEmpty else { return .appendSections(newSections()) }
      let destination = input.pick(sections)
      return .insertSections(newSections(), nextTo: destination, after: input.flag())
    case 2:
      return .deleteSections(distinct(input.numbers(upTo: 2, below: sectionRange)))
    case 3:
      guard sections.count >= 2 else { return nil }
      let section = input.pick(sections)
      let destination = input.pick(sections)
      guard section != destination else { return nil }
      return .moveSection(section, nextTo: destination, after: input.flag())
    case 4, 12, 13:
      let added = anyItems()
      guard !sections.isEmpty || added.isEmpty else { return .appendSections(newSections()) }
      let section = input.flag() || sections.isEmpty ? nil : input.pick(sections)
      return .appendItems(added, toSection: section)
    case 5, 14:
      guard !items.isEmpty else { return nil }
      let destination = input.pick(items)
      let added = anyItems().filter { $0 != destination }
      return .insertItems(added, nextTo: destination, after: input.flag())
    case 6:
      return .deleteItems(anyItems())
    case 7, 15:
      guard items.count >= 2 else { return nil }
      let item = input.pick(items)
      let destination = input.pick(items)
      guard item != destination else { return nil }
      return .moveItem(item, nextTo: destination, after: input.flag())
    case 8:
      return .reloadItems(presentItems())
    case 9:
      return .reconfigureItems(presentItems())
    case 16:
      // A run of hundreds of identifiers, appended or inserted next to an item.
      guard !sections.isEmpty else { return nil }
      let first = bulkStart + input.below(4) * 1500
      let run = Array(first..<(first + 200 + input.below(1300)))
      guard input.flag(), !items.isEmpty else {
        return .appendItems(run, toSection: input.flag() ? nil : input.pick(sections))
      }
      let destination = input.pick(items)
      return .insertItems(
        run.filter { $0 != destination }, nextTo: destination, after: input.flag())
    case 17:
      // A run of present items, deleted at once.
      guard !items.isEmpty else { return nil }
      let start = input.below(items.count)
      return .deleteItems(Array(items[start..<Swift.min(items.count, start + input.below(1000))]))
    case 10:
      guard !sections.isEmpty else { return nil }
      return .reloadSections(distinct((0..<input.below(3)).map { _ in input.pick(sections) }))
    default:
      return .deleteAllItems
    }
  }

  /// Performs up to `limit` decoded calls on `snapshot` and on `model` alike, checking after
  /// each that the snapshot answers every query as the model does; `calls` collects them as
  /// code for the failure report.
  public static func run(
    _ input: inout FuzzInput, limit: Int, on snapshot: inout Snapshot<Int, Int>,
    model: inout SnapshotModel, calls: inout [String]
  ) {
    var performed = 0
    while performed < limit && !input.isAtEnd {
      performed += 1
      guard let operation = next(&input, for: snapshot) else { continue }
      calls.append("snapshot.\(operation)")
      operation.apply(to: &snapshot)
      operation.apply(to: &model)
      requireNoProblems(
        model.differences(
          from: snapshot, probingItems: Array(0..<itemRange),
          probingSections: Array(0..<sectionRange)),
        "snapshot disagrees with the reference model", calls: calls)
    }
  }
}
