import Snapshots
import TestSupport
import Testing

/// Edit scripts on the visible rows of random section snapshots: expand and collapse,
/// subtrees moved under other parents (reparenting), deletes and inserts. A plain model here
/// replays each step on rows of (identifier, level, expanded) and must reach the new visible
/// rows with their levels and expansion.
@Suite("EditScript: section snapshot rows")
struct EditScriptTreeTests {
  /// 2 500 seeds per chunk with `SNAPSHOTS_LONG_RUNS=1`, 500 by default.
  static let seedsPerChunk = UInt64(RunLength.count(2_500, default: 500))
  static let chunks: [UInt64] = Array(0..<6)

  struct Row: Equatable, CustomStringConvertible {
    var id: Int
    var level: Int
    var isExpanded: Bool
    var description: String { "\(id)@\(level)\(isExpanded ? "+" : "-")" }
  }

  static func rows(_ snapshot: SectionSnapshot<Int>) -> [Row] {
    snapshot.visibleItems.map {
      Row(id: $0, level: snapshot.level(of: $0), isExpanded: snapshot.isExpanded($0))
    }
  }

  @Test func example() {
    var old = SectionSnapshot<String>()
    old.append(["Fruit", "Nuts"])
    old.append(["🍎", "🍐"], to: "Fruit")
    old.expand(["Fruit"])
    var new = old
    let pear = new.snapshot(of: "🍐", includingParent: true)
    new.delete(["🍐"])
    new.insert(pear, after: "Fruit")  // a root now
    new.collapse(["Fruit"])
    new.expand(["Nuts"])
    let script = EditScript(from: old, to: new)
    #expect(old.visibleItems.applying(script) == new.visibleItems)
    #expect(script.steps.contains(.delete(offset: 1, id: "🍎")))
    #expect(script.steps.contains(.update(offset: 1, id: "🍐", level: 0, isExpanded: false)))
    #expect(script.steps.contains(.update(offset: 0, id: "Fruit", level: 0, isExpanded: false)))
    #expect(script.steps.contains(.update(offset: 2, id: "Nuts", level: 0, isExpanded: true)))
  }

  @Test(arguments: chunks)
  func replay(chunk: UInt64) {
    var reparented = 0
    var expansions = 0
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      var random = SeededGenerator(seed: seed &+ 5_000_000)
      let old = Self.randomForest(using: &random)
      let new = Self.edit(old, using: &random)
      let diff = SectionSnapshotDiff(from: old, to: new)
      reparented += diff.reparented.count
      expansions += diff.expanded.count + diff.collapsed.count
      let script = EditScript(from: old, to: new)
      var model = Self.rows(old)
      var failure: String?
      for step in script.steps where failure == nil {
        switch step {
        case .delete(let offset, let id):
          guard model.indices.contains(offset), model[offset].id == id else {
            failure = "\(step)"
            break
          }
          model.remove(at: offset)
        case .insert(let offset, let id, let level, let isExpanded):
          guard offset >= 0, offset <= model.count else {
            failure = "\(step)"
            break
          }
          model.insert(Row(id: id, level: level, isExpanded: isExpanded), at: offset)
        case .move(let from, let to, let id):
          guard model.indices.contains(from), model[from].id == id, to >= 0, to < model.count
          else {
            failure = "\(step)"
            break
          }
          model.insert(model.remove(at: from), at: to)
        case .update(let offset, let id, let level, let isExpanded):
          guard model.indices.contains(offset), model[offset].id == id else {
            failure = "\(step)"
            break
          }
          model[offset] = Row(id: id, level: level, isExpanded: isExpanded)
        }
      }
      let context =
        "seed \(seed):\n\(old.visualDescription())\n→\n\(new.visualDescription())\n\(script)"
      #expect(failure == nil && model == Self.rows(new), "\(failure ?? "") \(context)")
      #expect(old.visibleItems.applying(script) == new.visibleItems, "\(context)")
      let visible = diff.visibleItems
      #expect(
        script.structuralStepCount == visible.deletes.count + visible.inserts.count
          + visible.moves.count, "\(context)")
      if failure != nil { return }
    }
    // 200 of each in a chunk of 2 500 seeds, in proportion in a shorter one.
    let least = Int(Self.seedsPerChunk) * 2 / 25
    #expect(reparented > least && expansions > least, "\(reparented) \(expansions)")
  }

  /// Up to 24 items in a random forest, about half of them expanded.
  static func randomForest(using random: inout SeededGenerator) -> SectionSnapshot<Int> {
    var snapshot = SectionSnapshot<Int>()
    var items: [Int] = []
    for id in 0..<random.below(25) {
      if items.isEmpty || random.chance(1, in: 4) {
        snapshot.append([id])
      } else {
        snapshot.append([id], to: items[random.below(items.count)])
      }
      items.append(id)
    }
    snapshot.expand(items.filter { _ in random.chance(1, in: 2) })
    return snapshot
  }

  /// A few random edits: deletes, inserts, subtrees grafted elsewhere, expand and collapse.
  static func edit(
    _ old: SectionSnapshot<Int>, using random: inout SeededGenerator
  ) -> SectionSnapshot<Int> {
    var new = old
    var nextID = 100
    for _ in 0..<(1 + random.below(6)) {
      let items = new.items
      switch random.below(5) {
      case 0 where !items.isEmpty:
        new.delete([items[random.below(items.count)]])
      case 1:
        if items.isEmpty || random.chance(1, in: 3) {
          new.append([nextID])
        } else {
          new.append([nextID], to: items[random.below(items.count)])
        }
        nextID += 1
      case 2 where items.count >= 2:
        let moving = items[random.below(items.count)]
        let subtree = new.snapshot(of: moving, includingParent: true)
        let inside = Set(subtree.items)
        let targets = items.filter { !inside.contains($0) }
        guard !targets.isEmpty else { break }
        let target = targets[random.below(targets.count)]
        new.delete([moving])
        if random.chance(1, in: 2) {
          new.insert(subtree, after: target)
        } else {
          new.insert(subtree, before: target)
        }
      case 3 where !items.isEmpty:
        let item = items[random.below(items.count)]
        if new.isExpanded(item) { new.collapse([item]) } else { new.expand([item]) }
      default:
        if !items.isEmpty { new.expand(items.filter { _ in random.chance(1, in: 3) }) }
      }
    }
    return new
  }
}
