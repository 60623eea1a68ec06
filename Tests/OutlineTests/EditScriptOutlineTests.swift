import Outline
import Snapshots
import TestSupport
import Testing

/// Edit scripts from the updates of random outline operations (expand, collapse, reparenting
/// moves, deletes, inserts), replayed on the rows shown before: identities and whole rows
/// (level and content) must become the tree's rows after.
@Suite("EditScript: outline rows")
struct EditScriptOutlineTests {
  @Test(arguments: Array(RunLength.seeds(16, default: 4)))
  func replay(seed: UInt64) {
    var random = SeededGenerator(seed: seed &+ 9_000_000)
    var children: [Int: [Int]] = [:]
    for id in 1..<40 { children[random.below(id), default: []].append(id) }
    var tree = OutlineTree<Int>(roots: [0]) { id in
      children[id].map { .loaded($0) } ?? .leaf
    }
    var nextID = 1000
    var replays = 0
    for step in 0..<1_000 {
      let before = tree.rows
      let ids = Array(0..<40) + Array(1000..<nextID)
      let id = ids[random.below(ids.count)]
      let update: OutlineUpdate<Int>
      switch random.below(6) {
      case 0, 1: update = tree.expand(id)
      case 2: update = tree.collapse(id)
      // Expansion changes ignore a deleted identifier; structural ones trap, so the moves and
      // deletes name present nodes only.
      case 3 where tree.contains(id):
        let parent = ids[random.below(ids.count)]
        update =
          (tree.contains(parent) ? try? tree.move(id, to: parent, at: 0) : nil)
          ?? OutlineUpdate(diff: Diff(from: [0], to: [0]))
      case 4 where random.chance(1, in: 3) && tree.contains(id): update = tree.delete(id)
      default:
        update = tree.append([nextID], to: tree.contains(id) ? id : nil)
        nextID += 1
      }
      let script = EditScript(update, from: before.map(\.id), in: tree)
      let context = "seed \(seed) step \(step): \(update.diff)\n\(script)"
      #expect(before.map(\.id).applying(script) == tree.rowIdentifiers, "\(context)")
      #expect(before.applying(script) == tree.rows, "\(context)")
      let diff = update.diff
      #expect(
        script.structuralStepCount == diff.deletes.count + diff.inserts.count + diff.moves.count)
      let fromRows: EditScript<OutlineEditStep<Int>> = EditScript(from: before, to: tree.rows)
      #expect(before.applying(fromRows) == tree.rows, "\(context)")
      replays += 1
    }
    #expect(replays == 1_000)
  }
}
