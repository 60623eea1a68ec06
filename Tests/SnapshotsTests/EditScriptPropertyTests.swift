import Snapshots
import TestSupport
import Testing

/// Replays edit scripts on thousands of seeded random pairs, each step performed by a plain
/// model written here (array removes and inserts) and by the library's `applying(_:)`, and
/// checks that both reach the new state with one step per batch operation.
@Suite("EditScript: replay on random pairs")
struct EditScriptPropertyTests {
  /// Seeds per chunk; each test runs its chunks in parallel. The counts below are those of
  /// `SNAPSHOTS_LONG_RUNS=1`; by default each chunk runs an eighth of its seeds.
  static let seedsPerChunk = UInt64(RunLength.count(2_000, default: 250))

  /// 40 000 pairs of lists.
  @Test(arguments: Array(UInt64(0)..<20))
  func flatReplay(chunk: UInt64) {
    var moves = 0
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      var random = SeededGenerator(seed: seed)
      let pair = RandomListPair(using: &random, maxCount: 24)
      let (old, new) = (pair.oldIDs, pair.newIDs)
      let diff = Diff(from: old, to: new)
      let script = EditScript(from: old, to: new)
      var model = old
      var ok = script.startShape == old.count
      for step in script.steps {
        switch step {
        case .delete(let offset, let id):
          ok = ok && model.indices.contains(offset) && model[offset] == id
          if ok { model.remove(at: offset) }
        case .insert(let offset, let id):
          ok = ok && offset >= 0 && offset <= model.count
          if ok { model.insert(id, at: offset) }
        case .move(let from, let to, let id):
          ok =
            ok && model.indices.contains(from) && model[from] == id && to >= 0 && to < model.count
          if ok { model.insert(model.remove(at: from), at: to) }
          moves += 1
        case .update: ok = false
        }
        if !ok { break }
      }
      let counted = diff.deletes.count + diff.inserts.count + diff.moves.count
      #expect(ok && model == new, "seed \(seed): \(pair)\n\(script)")
      #expect(script.steps.count == counted, "seed \(seed): \(pair)\n\(script)")
      #expect(old.applying(script) == new, "seed \(seed): \(pair)")
      if !(ok && model == new) { return }
    }
    #expect(moves > Int(Self.seedsPerChunk))
  }

  /// 10 000 pairs of lists of elements with content.
  @Test(arguments: Array(UInt64(0)..<5))
  func flatReplayWithUpdates(chunk: UInt64) {
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      var random = SeededGenerator(seed: seed &+ 77_000_000)
      let pair = RandomListPair(using: &random, maxCount: 24)
      let diff = Diff(from: pair.old, to: pair.new, id: \.id)
      let script = EditScript(from: pair.old, to: pair.new, id: \.id)
      #expect(pair.oldIDs.applying(script) == pair.newIDs, "seed \(seed): \(pair)")
      let updated = script.steps.compactMap { step -> Int? in
        if case .update(let offset, _) = step { return offset }
        return nil
      }
      #expect(updated == diff.updates.map(\.to), "seed \(seed): \(pair)")
      #expect(
        script.structuralStepCount == diff.deletes.count + diff.inserts.count + diff.moves.count)
    }
  }

  /// 4 000 pairs of the shapes the changeset tests use, then 16 000 with heavy section churn.
  @Test(arguments: Array(UInt64(0)..<10))
  func sectionedReplay(chunk: UInt64) {
    var crossSection = 0
    var sectionMoves = 0
    var sectionReconfigures = 0
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      var random = SeededGenerator(seed: seed)
      let pair: (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>, description: String)
      if chunk < 2 {
        let drawn = RandomSnapshotPair(using: &random)
        pair = (drawn.old, drawn.new, drawn.description)
      } else {
        let drawn = RandomSectionedPair(using: &random)
        pair = (drawn.old, drawn.new, drawn.description)
      }
      let changes = Changeset(from: pair.old, to: pair.new)
      let script = EditScript(from: pair.old, to: pair.new)
      var model = SectionModel(pair.old)
      var failure: String?
      for step in script.steps where failure == nil {
        failure = model.perform(step)
        if case .moveItem(let from, let to, _) = step, from.section != to.section {
          crossSection += 1
        }
        if case .moveSection = step { sectionMoves += 1 }
        if case .reconfigureSection = step { sectionReconfigures += 1 }
      }
      let context = "seed \(seed): \(pair.description)\n\(changes)\n\(script)"
      #expect(failure == nil, "\(failure ?? "") \(context)")
      #expect(failure != nil || model == SectionModel(pair.new), "\(context)")
      let applied = pair.old.applying(script)
      #expect(applied == pair.new, "\(context)")
      // The refresh steps mark what the changeset refreshes, so the replay refreshes the same.
      let replayed = Changeset(from: pair.old, to: applied)
      #expect(replayed.sectionReloads == changes.sectionReloads, "\(context)")
      #expect(replayed.itemReloads == changes.itemReloads, "\(context)")
      #expect(replayed.itemReconfigures == changes.itemReconfigures, "\(context)")
      #expect(replayed.sectionReconfigures == changes.sectionReconfigures, "\(context)")
      #expect(script.structuralStepCount == structuralCount(changes), "\(context)")
      var expected: [Int] = [changes.itemDeletes.count, changes.sectionDeletes.count]
      expected += [changes.sectionInserts.count, changes.sectionMoves.count]
      expected += [changes.itemInserts.count, changes.itemMoves.count]
      expected += [changes.sectionReloads.count, changes.itemReloads.count]
      expected += [changes.itemReconfigures.count, changes.sectionReconfigures.count]
      let counted = kindCounts(script)
      #expect(counted == expected, "\(context)")
      if failure != nil { return }
    }
    // 50 and 20 in a chunk of 2 000 seeds, in proportion in a shorter one.
    let least = Int(Self.seedsPerChunk) / 40
    #expect(crossSection > least && sectionMoves > least, "\(crossSection) \(sectionMoves)")
    #expect(
      sectionReconfigures > least * 2 / 5,
      "chunk \(chunk): \(sectionReconfigures) section reconfigures")
  }

  /// How many steps of each kind, in the order the script emits them.
  func kindCounts(_ script: EditScript<SnapshotEditStep<Int, Int>>) -> [Int] {
    var counts = [Int](repeating: 0, count: 10)
    var last = 0
    for step in script.steps {
      let kind: Int
      switch step {
      case .deleteItem: kind = 0
      case .deleteSection: kind = 1
      case .insertSection, .moveSection: kind = 2
      case .insertItem, .moveItem: kind = 4
      case .reloadSection: kind = 6
      case .reloadItem: kind = 7
      case .reconfigureItem: kind = 8
      case .reconfigureSection: kind = 9
      }
      // Phases never go backwards.
      if kind < last { return [-1] }
      last = kind
      switch step {
      case .moveSection: counts[3] += 1
      case .moveItem: counts[5] += 1
      default: counts[kind] += 1
      }
    }
    return counts
  }
}

/// Sections as plain arrays, edited the obvious way; every step is checked first.
struct SectionModel: Equatable {
  var sections: [(id: Int, items: [Int])]

  init(_ snapshot: Snapshot<Int, Int>) {
    sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }

  static func == (lhs: SectionModel, rhs: SectionModel) -> Bool {
    lhs.sections.map(\.id) == rhs.sections.map(\.id)
      && lhs.sections.map(\.items) == rhs.sections.map(\.items)
  }

  var allItems: [Int] { sections.flatMap(\.items) }

  /// Performs a step, or says why it does not fit.
  mutating func perform(_ step: SnapshotEditStep<Int, Int>) -> String? {
    func has(_ p: ItemPosition, _ id: Int) -> Bool {
      sections.indices.contains(p.section) && sections[p.section].items.indices.contains(p.offset)
        && sections[p.section].items[p.offset] == id
    }
    switch step {
    case .deleteSection(let offset, let id):
      guard sections.indices.contains(offset), sections[offset].id == id else { return "\(step)" }
      sections.remove(at: offset)
    case .insertSection(let offset, let id, let items):
      guard offset >= 0, offset <= sections.count, !sections.contains(where: { $0.id == id }),
        Set(items).isDisjoint(with: allItems)
      else { return "\(step)" }
      sections.insert((id, items), at: offset)
    case .moveSection(let from, let to, let id):
      guard sections.indices.contains(from), sections[from].id == id, to >= 0,
        to < sections.count
      else { return "\(step)" }
      sections.insert(sections.remove(at: from), at: to)
    case .deleteItem(let p, let id):
      guard has(p, id) else { return "\(step)" }
      sections[p.section].items.remove(at: p.offset)
    case .insertItem(let p, let id):
      guard sections.indices.contains(p.section), p.offset >= 0,
        p.offset <= sections[p.section].items.count, !allItems.contains(id)
      else { return "\(step)" }
      sections[p.section].items.insert(id, at: p.offset)
    case .moveItem(let from, let to, let id):
      guard has(from, id) else { return "\(step)" }
      sections[from.section].items.remove(at: from.offset)
      guard sections.indices.contains(to.section), to.offset >= 0,
        to.offset <= sections[to.section].items.count
      else { return "\(step)" }
      sections[to.section].items.insert(id, at: to.offset)
    case .reloadSection(let offset, let id), .reconfigureSection(let offset, let id):
      guard sections.indices.contains(offset), sections[offset].id == id else { return "\(step)" }
    case .reloadItem(let p, let id), .reconfigureItem(let p, let id):
      guard has(p, id) else { return "\(step)" }
    }
    return nil
  }
}
