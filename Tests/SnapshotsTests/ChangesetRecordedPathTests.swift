import Snapshots
import TestSupport
import Testing

/// The changeset read from a snapshot's record against the changeset diffed from the same
/// pair, on random edit sequences: reloads, reconfigures, section moves and edits that cancel
/// out included.
///
/// A failure names the seed and the calls that made the new snapshot from the old one.
@Suite("Changeset: the recorded path against the diffing path")
struct ChangesetRecordedPathTests {
  /// Random edit sequences in the main suite, in shards that run in parallel: 200 000, or
  /// 10 000 unless `SNAPSHOTS_LONG_RUNS=1`.
  static let sequences = UInt64(RunLength.count(200_000, default: 10_000))
  static let shards: [UInt64] = [0, 1, 2, 3]

  static let generator = SnapshotOperationGenerator(itemRange: 40, sectionRange: 8)

  /// A random starting snapshot of up to 8 sections and 40 items, as its model.
  static func startingModel(using random: inout SeededGenerator) -> SnapshotModel {
    var model = SnapshotModel()
    for _ in 0..<(5 + random.below(25)) {
      let operation = generator.operation(for: model, using: &random)
      if operation != .deleteAllItems { operation.apply(to: &model) }
    }
    return model
  }

  /// Random calls on a model, with pairs that cancel out: an item inserted then deleted, an
  /// item or a section moved and moved back.
  static func edits(
    of start: SnapshotModel, count: Int, using random: inout SeededGenerator
  ) -> [SnapshotOperation] {
    var model = start
    var operations: [SnapshotOperation] = []
    func perform(_ operation: SnapshotOperation) {
      operations.append(operation)
      operation.apply(to: &model)
    }
    for _ in 0..<count {
      let items = model.itemIdentifiers
      switch random.below(10) {
      case 0 where !items.isEmpty:
        let fresh = 100 + random.below(100)
        if model.location(of: fresh) != nil { continue }
        perform(.insertItems([fresh], nextTo: items[random.below(items.count)], after: true))
        perform(.deleteItems([fresh]))
      case 1 where items.count >= 2:
        let item = items[random.below(items.count)]
        let place = model.location(of: item)!
        let neighbours = model.sections[place.section].items
        let back: SnapshotOperation =
          place.offset > 0
          ? .moveItem(item, nextTo: neighbours[place.offset - 1], after: true)
          : neighbours.count > 1
            ? .moveItem(item, nextTo: neighbours[1], after: false) : .reloadItems([item])
        let move = random.moveNextTo(in: items)
        if move.moving == item || move.nextTo == item { continue }
        perform(.moveItem(item, nextTo: move.nextTo, after: move.after))
        perform(back)
      case 2 where model.sections.count >= 2:
        let sections = model.sectionIdentifiers
        let moving = sections[0]
        let target = sections[1 + random.below(sections.count - 1)]
        perform(.moveSection(moving, nextTo: target, after: random.chance(1, in: 2)))
        let first = model.sectionIdentifiers.first { $0 != moving }!
        perform(.moveSection(moving, nextTo: first, after: false))
      default:
        perform(generator.operation(for: model, using: &random))
      }
    }
    return operations
  }

  /// The parts that do not depend on which items a longest run keeps in place must be equal;
  /// the moves must be as few.
  static func differences(
    recorded: Changeset<Int, Int>, diffed: Changeset<Int, Int>
  ) -> [String] {
    var differences: [String] = []
    if recorded.sectionDeletes != diffed.sectionDeletes { differences.append("section deletes") }
    if recorded.sectionInserts != diffed.sectionInserts { differences.append("section inserts") }
    if recorded.sectionMoves != diffed.sectionMoves { differences.append("section moves") }
    if recorded.itemDeletes != diffed.itemDeletes { differences.append("item deletes") }
    if recorded.itemInserts != diffed.itemInserts { differences.append("item inserts") }
    if recorded.itemMoves.count != diffed.itemMoves.count { differences.append("move count") }
    if recorded.sectionReloads != diffed.sectionReloads { differences.append("section reloads") }
    if recorded.itemReloads != diffed.itemReloads { differences.append("item reloads") }
    if recorded.itemReconfigures != diffed.itemReconfigures {
      differences.append("item reconfigures")
    }
    return differences
  }

  @Test(arguments: shards)
  func recordedPathMatchesDiffing(shard: UInt64) {
    let count = Self.sequences / UInt64(Self.shards.count)
    var served = 0
    var withMoves = 0
    for seed in (shard * count)..<((shard + 1) * count) {
      var random = SeededGenerator(seed: seed &+ 40_000_000)
      let old = Self.startingModel(using: &random).structuralSnapshot
      let operations = Self.edits(
        of: SnapshotModel(old), count: 1 + random.below(12), using: &random)
      var new = old
      for operation in operations { operation.apply(to: &new) }
      let mustServe = !operations.contains {
        if case .deleteAllItems = $0 { return true }
        if case .deleteSections = $0 { return true }
        return false
      }
      let diffed = Changeset.diffed(from: old, to: new)
      guard let recorded = Changeset.recorded(from: old, to: new) else {
        #expect(!mustServe, "seed \(seed &+ 40_000_000): no record for \(operations)")
        if mustServe { break }
        continue
      }
      served += 1
      if !recorded.itemMoves.isEmpty { withMoves += 1 }
      let differences = Self.differences(recorded: recorded, diffed: diffed)
      #expect(
        differences.isEmpty,
        "seed \(seed &+ 40_000_000): \(differences) \(operations)\n\(recorded)\n\(diffed)")
      let chosen = Changeset.readsRecord(from: old, to: new) ? recorded : diffed
      #expect(Changeset(from: old, to: new) == chosen, "seed \(seed &+ 40_000_000)")
      // The rules and the replay on a share of the sequences: the equalities above cover all
      // but the moves, and a share of the sequences with moves replays them.
      if seed % 40 == 0 || !recorded.itemMoves.isEmpty && seed % 8 == 0 {
        let problems = ChangesetChecker.problems(in: recorded, from: old, to: new)
        #expect(problems.isEmpty, "seed \(seed &+ 40_000_000): \(operations)\n\(problems)")
        if !problems.isEmpty { break }
      }
      if !differences.isEmpty { break }
    }
    #expect(served > Int(count) * 3 / 4, "served \(served)")
    #expect(withMoves > Int(count) / 10, "with moves \(withMoves)")
  }

  /// Random edits of a snapshot with long sections, in place: inserts, deletes and moves in
  /// the middle of sections, items changing section, section moves, marks, and inserts that a
  /// delete cancels.
  static func editLongSections(
    _ snapshot: inout Snapshot<Int, Int>, count: Int, using random: inout SeededGenerator
  ) -> [String] {
    var calls: [String] = []
    var fresh = 1_000_000 + random.below(1000) * 100
    for _ in 0..<count {
      let items = snapshot.itemIdentifiers
      guard items.count >= 2 else { break }
      let item = items[random.below(items.count)]
      var other = items[random.below(items.count)]
      if other == item { other = items[(items.firstIndex(of: item)! + 1) % items.count] }
      let sections = snapshot.sectionIdentifiers
      fresh += 1
      switch random.below(9) {
      case 0:
        snapshot.insertItems([fresh, fresh + 1], beforeItem: item)
        fresh += 1
        calls.append("insertItems([\(fresh - 1), \(fresh)], beforeItem: \(item))")
      case 1:
        snapshot.moveItem(item, afterItem: other)
        calls.append("moveItem(\(item), afterItem: \(other))")
      case 2:
        snapshot.deleteItems([item])
        calls.append("deleteItems([\(item)])")
      case 3:
        let section = sections[random.below(sections.count)]
        snapshot.appendItems([fresh, item], toSection: section)
        calls.append("appendItems([\(fresh), \(item)], toSection: \(section))")
      case 4 where sections.count >= 2:
        snapshot.moveSection(
          sections.last!, beforeSection: sections[random.below(sections.count - 1)])
        calls.append("moveSection(last, before: ...)")
      case 5:
        snapshot.reloadItems([item])
        snapshot.reconfigureItems([other])
        calls.append("reloadItems([\(item)]), reconfigureItems([\(other)])")
      case 6:
        snapshot.insertItems([fresh], afterItem: item)
        snapshot.deleteItems([fresh])
        calls.append("insertItems([\(fresh)], afterItem: \(item)), deleteItems([\(fresh)])")
      case 7:
        snapshot.moveItem(item, beforeItem: other)
        snapshot.moveItem(other, beforeItem: item)
        calls.append(
          "moveItem(\(item), beforeItem: \(other)), moveItem(\(other), beforeItem: \(item))")
      default:
        snapshot.reloadSections([sections[random.below(sections.count)]])
        calls.append("reloadSections")
      }
    }
    return calls
  }

  /// Long sections: the untouched items are long runs, cut into pieces by the edits.
  @Test func longSectionsMatchDiffing() {
    for seed in RunLength.seeds(300, default: 60) {
      var random = SeededGenerator(seed: seed &+ 41_000_000)
      var old = Snapshot<Int, Int>()
      let sectionCount = 1 + random.below(3)
      var next = 0
      for section in 0..<sectionCount {
        old.appendSections([section])
        let length = 200 + random.below(1500)
        old.appendItems(Array(next..<(next + length)), toSection: section)
        next += length
      }
      var new = old
      let calls = Self.editLongSections(&new, count: 1 + random.below(15), using: &random)
      guard let recorded = Changeset.recorded(from: old, to: new) else {
        Issue.record("seed \(seed &+ 41_000_000): no record for \(calls)")
        break
      }
      let diffed = Changeset.diffed(from: old, to: new)
      let differences = Self.differences(recorded: recorded, diffed: diffed)
      let problems = ChangesetChecker.problems(in: recorded, from: old, to: new)
      #expect(
        differences.isEmpty && problems.isEmpty,
        "seed \(seed &+ 41_000_000): \(calls)\n\(differences)\n\(problems)")
      if !differences.isEmpty || !problems.isEmpty { break }
    }
  }

  /// Big records scattered over many sections, kept whatever their length: up to 2 500 random
  /// inserts, deletes and moves (most across sections) over 40 sections of 40 items, well past
  /// the point where `Changeset(from:to:)` gives the record up, so that the record path stays
  /// right where it is not taken too. 12 seeds with `SNAPSHOTS_LONG_RUNS=1`; by default 1, of
  /// 200 edits.
  @Test func bigScatteredRecordsMatchDiffing() {
    for seed in RunLength.seeds(12, default: 1) {
      var random = SeededGenerator(seed: seed &+ 42_000_000)
      var old = Snapshot<Int, Int>()
      let sectionCount = 40
      old.appendSections(Array(0..<sectionCount))
      for section in 0..<sectionCount {
        old.appendItems(Array((section * 40)..<((section + 1) * 40)), toSection: section)
      }
      var new = old
      new._recordWithoutLimit()
      var fresh = 1_000_000
      let count = [200, 1000, 2500][Int(seed % 3)]
      for _ in 0..<count {
        new.editRandomItem(sectionsBelow: sectionCount, fresh: &fresh, using: &random)
        let section = random.below(sectionCount)
        if section != 0 && random.chance(1, in: 200) { new.moveSection(section, beforeSection: 0) }
      }
      guard let recorded = Changeset.recorded(from: old, to: new) else {
        Issue.record("seed \(seed &+ 42_000_000): no record")
        break
      }
      let diffed = Changeset.diffed(from: old, to: new)
      let differences = Self.differences(recorded: recorded, diffed: diffed)
      let problems = ChangesetChecker.problems(in: recorded, from: old, to: new)
      #expect(
        differences.isEmpty && problems.isEmpty,
        "seed \(seed &+ 42_000_000), \(count) edits: \(differences)\n\(problems.prefix(3))")
      let chosen = Changeset.readsRecord(from: old, to: new) ? recorded : diffed
      #expect(Changeset(from: old, to: new) == chosen, "seed \(seed &+ 42_000_000)")
      if !differences.isEmpty || !problems.isEmpty { break }
    }
  }

  /// Reading the record hashes what the edits touched, not what the snapshot holds.
  @Test func recordedPathHashesOnlyTouchedItems() {
    let counter = HashCounter()
    func item(_ value: Int) -> CountingHashable<Int> { CountingHashable(value, counter: counter) }
    var old = Snapshot<Int, CountingHashable<Int>>()
    old.appendSections([0, 1, 2])
    old.appendItems((0..<20_000).map(item), toSection: 0)
    old.appendItems((20_000..<20_010).map(item), toSection: 1)
    var new = old
    new.insertItems([item(-1)], beforeItem: item(10_000))
    new.moveItem(item(5), afterItem: item(15_000))
    new.deleteItems([item(7)])
    new.moveItem(item(20_003), beforeItem: item(3))
    new.moveSection(2, beforeSection: 0)
    new.reconfigureItems([item(12)])
    let recorded = counter.counting { Changeset(from: old, to: new) }
    let diffed = counter.counting {
      Changeset<Int, CountingHashable<Int>>.diffed(from: old, to: new)
    }
    #expect(recorded.result.itemMoves.count == diffed.result.itemMoves.count)
    #expect(recorded.result.itemInserts == diffed.result.itemInserts)
    #expect(recorded.hashes <= 40, "\(recorded.hashes) hashes")
    #expect(diffed.hashes >= 20_000, "\(diffed.hashes) hashes")
  }

  /// Where the record cannot serve, the changeset is diffed, and is still right.
  @Test func recordFallsBackToDiffing() {
    var base = Snapshot<Int, Int>()
    base.appendSections([0, 1])
    base.appendItems(Array(0..<100), toSection: 0)
    base.appendItems(Array(100..<110), toSection: 1)

    var scratch = Snapshot<Int, Int>()
    scratch.appendSections([0, 1])
    scratch.appendItems(Array(1..<100), toSection: 0)
    #expect(Changeset.recorded(from: base, to: scratch) == nil, "built from scratch")

    var older = Snapshot<Int, Int>()  // held once, so that it is mutated in place below
    older.appendSections([0, 1])
    older.appendItems(Array(0..<100), toSection: 0)
    var edited = older
    edited.deleteItems([3])
    #expect(Changeset.recorded(from: older, to: edited) != nil)
    older.appendItems([500])  // the base, mutated in place once the copy left it
    #expect(Changeset.recorded(from: older, to: edited) == nil, "base mutated since")

    var long = base
    for item in 0..<60 { long.moveItem(item, afterItem: 99) }
    #expect(Changeset.recorded(from: base, to: long) != nil, "a record within its capacity")
    for item in 0..<60 { long.moveItem(item, afterItem: 109) }
    #expect(Changeset.recorded(from: base, to: long) == nil, "a record longer than a diff")

    var readded = base
    readded.deleteSections([1])
    #expect(Changeset.recorded(from: base, to: readded) != nil, "a section deleted")
    readded.appendSections([1])
    #expect(Changeset.recorded(from: base, to: readded) == nil, "a section deleted, then added")

    var cleared = base
    cleared.deleteAllItems()
    cleared.appendSections([0])
    #expect(Changeset.recorded(from: base, to: cleared) == nil, "every item deleted")

    var marked = base
    marked.reloadItems([4])
    #expect(Changeset.recorded(from: base, to: marked) == Changeset.diffed(from: base, to: marked))

    for new in [scratch, edited, long, readded, cleared] {
      for old in [base, older] {
        let changes = Changeset(from: old, to: new)
        #expect(ChangesetChecker.problems(in: changes, from: old, to: new).isEmpty)
      }
    }
  }
}

extension SnapshotModel {
  /// The model of a snapshot's sections and items.
  init(_ snapshot: Snapshot<Int, Int>) {
    self.init(
      snapshot.sectionIdentifiers.map {
        ModelSection($0, snapshot.itemIdentifiers(inSection: $0))
      })
  }
}
