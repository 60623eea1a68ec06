import TestSupport
import Testing

@testable import Snapshots

/// Sections big enough to span many chunks, against the reference model: batches large enough
/// to overflow a chunk (splits), runs of deletes that empty chunks, moves across chunks and
/// sections, with and without a copy alive. The storage invariants (chunk sizes, homes, births,
/// running totals, table entries) are verified after every step.
@Suite("Snapshot: chunked sections")
struct SnapshotChunkTests {
  /// One random call, valid on `model`, over sections of a few thousand items.
  static func operation(
    for model: SnapshotModel, fresh: inout Int, using random: inout SeededGenerator
  ) -> SnapshotOperation {
    func newItems(_ count: Int) -> [Int] {
      defer { fresh += count }
      return Array(fresh..<(fresh + count))
    }
    let items = model.itemIdentifiers
    let sections = model.sectionIdentifiers
    /// Up to `limit` new items and half as many present ones (which move), shuffled.
    func mixed(_ limit: Int, excluding excluded: Int) -> [Int] {
      var batch = newItems(random.below(limit) + 1)
      for _ in 0..<random.below(limit / 2 + 1) where !items.isEmpty {
        let item = items[random.below(items.count)]
        if item != excluded && !batch.contains(item) { batch.append(item) }
      }
      batch.fisherYatesShuffle(using: &random)
      return batch
    }
    switch random.below(100) {
    case 0..<6 where sections.count < 4:
      return .appendSections(newItems(1).map { -$0 })
    case 0..<20:
      let batch = mixed(random.chance(1, in: 4) ? 1200 : 40, excluding: .min)
      return .appendItems(batch, toSection: sections[random.below(sections.count)])
    case 20..<45 where !items.isEmpty:
      let destination = items[random.below(items.count)]
      let batch = mixed(random.chance(1, in: 2) ? 900 : 3, excluding: destination)
      return .insertItems(batch, nextTo: destination, after: random.chance(1, in: 2))
    case 45..<65 where !items.isEmpty:
      let start = random.below(items.count)
      let run = Array(items[start..<Swift.min(items.count, start + random.below(300) + 1)])
      let scattered = (0..<random.below(20)).map { _ in items[random.below(items.count)] }
      return .deleteItems(random.chance(1, in: 2) ? run : Array(Set(scattered)))
    case 65..<90 where items.count >= 2:
      let move = random.moveNextTo(in: items)
      return .moveItem(move.moving, nextTo: move.nextTo, after: move.after)
    case 90..<95 where sections.count >= 2:
      let move = random.moveNextTo(in: sections)
      return .moveSection(move.moving, nextTo: move.nextTo, after: move.after)
    case 95..<100 where sections.count >= 3:
      return .deleteSections([sections[random.below(sections.count)]])
    default:
      let batch = newItems(random.below(800) + 1)
      return .appendItems(batch, toSection: sections[random.below(sections.count)])
    }
  }

  /// The snapshot reads as the model: every section's items, and the flat offset of a sample.
  static func problems(
    _ snapshot: Snapshot<Int, Int>, _ model: SnapshotModel, using random: inout SeededGenerator
  ) -> [String] {
    var problems: [String] = []
    if snapshot.sectionIdentifiers != model.sectionIdentifiers { problems.append("sections") }
    for section in model.sections
    where snapshot.itemIdentifiers(inSection: section.identifier) != section.items {
      problems.append("items of section \(section.identifier)")
    }
    let flat = model.itemIdentifiers
    if snapshot.numberOfItems != flat.count { problems.append("numberOfItems") }
    for _ in 0..<Swift.min(flat.count, 50) {
      let index = random.below(flat.count)
      if snapshot.indexOfItem(flat[index]) != index {
        problems.append("indexOfItem(\(flat[index]))")
      }
      if let place = model.location(of: flat[index]),
        snapshot._itemIdentifier(inSectionAt: place.section, at: place.offset) != flat[index]
      {
        problems.append("item at \(place)")
      }
    }
    return problems
  }

  /// 4 seeds of 250 steps with `SNAPSHOTS_LONG_RUNS=1`, 1 of 120 by default.
  @Test(arguments: [false, true])
  func randomEditsOfLargeSectionsMatchTheModel(withCopies: Bool) {
    for seed in RunLength.seeds(4, default: 1) {
      var random = SeededGenerator(seed: seed &+ (withCopies ? 1 << 40 : 1 << 41))
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([-1, -2])
      var model = SnapshotModel([.init(-1), .init(-2)])
      var fresh = 0
      var splits = 0
      var mostChunks = 0
      for step in 0..<RunLength.count(250, default: 120) {
        let chunksBefore = Self.chunkCount(snapshot)
        // With copies, the state before the step stays alive across it and must not change.
        let before = withCopies ? snapshot : nil
        let modelBefore = model
        let operation = Self.operation(for: model, fresh: &fresh, using: &random)
        operation.apply(to: &snapshot)
        operation.apply(to: &model)
        snapshot._verifyInvariants()
        let problems = Self.problems(snapshot, model, using: &random)
        #expect(problems.isEmpty, "seed \(seed) step \(step), \(operation): \(problems)")
        if let before {
          before._verifyInvariants()
          let copyProblems = Self.problems(before, modelBefore, using: &random)
          #expect(copyProblems.isEmpty, "seed \(seed): the copy changed: \(copyProblems)")
        }
        if !problems.isEmpty { return }
        if case .insertItems = operation, Self.chunkCount(snapshot) > chunksBefore {
          splits += 1
        }
        mostChunks = Swift.max(mostChunks, Self.chunkCount(snapshot))
      }
      // The sequence reached what it is for: many chunks, and inserts that split them.
      #expect(splits >= 5 && mostChunks >= 6, "seed \(seed): \(splits) splits, \(mostChunks)")
    }
  }

  static func chunkCount(_ snapshot: Snapshot<Int, Int>) -> Int {
    snapshot._storage.sections.reduce(0) { $0 + $1.items.chunks.count }
  }
}

extension SnapshotChunkTests {
  /// A chunk that deletes leave nearly empty is merged into a neighbour with room; one whose
  /// neighbours are too full to take it stays.
  @Test func aChunkLeftSmallIsMergedIntoANeighbour() {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<3000), toSection: 0)
    #expect(Self.chunkSizes(snapshot) == [768, 768, 768, 696])
    // 68 items left in the second chunk: they join the first (768 + 68 is below 896).
    snapshot.deleteItems(Array(768..<1468))
    #expect(Self.chunkSizes(snapshot) == [836, 768, 696])
    // Appends top the last chunk up to 768 and start a new one; they merge nothing.
    snapshot.appendItems(Array(3000..<3100), toSection: 0)
    #expect(Self.chunkSizes(snapshot) == [836, 768, 768, 28])
    // 72 items left in the third chunk: they join the second.
    snapshot.deleteItems(Array(2304..<3000))
    #expect(Self.chunkSizes(snapshot) == [836, 840, 28])
    // 100 items left in the first: its only neighbour would pass 896, so it stays.
    snapshot.deleteItems(Array(0..<736))
    #expect(Self.chunkSizes(snapshot) == [100, 840, 28])
    snapshot._verifyInvariants()
    let expected = Array(736..<768) + Array(1468..<2304) + Array(3000..<3100)
    #expect(snapshot.itemIdentifiers == expected)
    #expect(expected.indices.allSatisfy { snapshot.indexOfItem(expected[$0]) == $0 })
  }

  static func chunkSizes(_ snapshot: Snapshot<Int, Int>) -> [Int] {
    snapshot._storage.sections.flatMap { $0.items.chunks.map(\.count) }
  }
}
