import TestSupport
import Testing

@testable import Outline

/// The row index (an implicit treap with lazily added hide counts and levels) against a plain
/// array, on random sequences of the operations the engine uses. 8 seeds × 12 500 steps (2 seeds
/// unless `SNAPSHOTS_LONG_RUNS=1`).
@Suite struct RowIndexTests {
  struct Model {
    var entries: [(entry: Int32, hide: Int32, level: Int32)] = []
    var visible: [Int32] { entries.filter { $0.hide == 0 }.map(\.entry) }
  }

  @Test(arguments: (1...RunLength.count(8, default: 2)).map { UInt64(0x7EA9_0000 + $0) })
  func againstAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var index = RowIndex()
    var model = Model()
    var failure: String?
    var node: Int32 = 0
    for step in 0..<12_500 {
      let count = model.entries.count
      // Keep a few hundred entries: removals win when there are more.
      switch count > 250 ? 3 : random.below(10) {
      case 0, 1, 2:
        // New entries, built into a piece and inserted.
        let position = random.below(count + 1)
        var fresh: [Int32] = []
        var added: [(entry: Int32, hide: Int32, level: Int32)] = []
        for _ in 0..<(1 + random.below(count < 200 ? 6 : 2)) {
          node += 1
          let hide = Int32(random.below(3))
          let level = Int32(random.below(5))
          let entry = index.allocate(node: node, hide: hide, level: level)
          fresh.append(entry)
          added.append((entry, hide, level))
        }
        index.insert(index.build(fresh), at: position)
        model.entries.insert(contentsOf: added, at: position)
      case 3 where count > 0:
        // A range out: freed, or moved elsewhere with shifted hide counts and levels.
        let lower = random.below(count)
        let upper = lower + 1 + random.below(min(count - lower, 8))
        let piece = index.remove(lower..<upper)
        let taken = Array(model.entries[lower..<upper])
        model.entries.removeSubrange(lower..<upper)
        if random.below(2) == 0 {
          index.freePiece(piece)
        } else {
          let minimum = taken.map(\.hide).min()!
          let hide = Int32(random.below(3)) - min(minimum, 1)
          let level = Int32(random.below(3)) - 1
          index.apply(piece, hide: hide, level: level)
          let position = random.below(model.entries.count + 1)
          index.insert(piece, at: position)
          model.entries.insert(
            contentsOf: taken.map { ($0.entry, $0.hide + hide, $0.level + level) }, at: position)
        }
      case 4 where count > 0, 5 where count > 0:
        let lower = random.below(count)
        let upper = lower + 1 + random.below(count - lower)
        let canLower = model.entries[lower..<upper].allSatisfy { $0.hide > 0 }
        let delta: Int32 = canLower && random.below(2) == 0 ? -1 : 1
        index.addHide(delta, in: lower..<upper)
        for i in lower..<upper { model.entries[i].hide += delta }
      case 6 where count > 0:
        let i = random.below(count)
        let delta: Int32 = model.entries[i].hide > 0 && random.below(2) == 0 ? -1 : 1
        index.addOwnHide(delta, at: model.entries[i].entry)
        model.entries[i].hide += delta
      case 7 where random.below(20) == 0:
        index = index.copy()
      default:
        break
      }
      failure = check(index, model, &random, full: step % 64 == 0)
      if let failure {
        Issue.record("seed \(seed) step \(step): \(failure)")
        break
      }
    }
  }

  func check(
    _ index: RowIndex, _ model: Model, _ random: inout SeededGenerator, full: Bool
  ) -> String? {
    let visible = model.visible
    if index.size(index.root) != model.entries.count { return "size" }
    if index.visibleTotal != visible.count { return "visible total" }
    if !model.entries.isEmpty {
      for _ in 0..<3 {
        let i = random.below(model.entries.count)
        let (entry, hide, level) = model.entries[i]
        if index.position(of: entry) != i { return "position of \(entry)" }
        if index.entry(atPosition: i) != entry { return "entry at position \(i)" }
        if index.effectiveHide(entry) != hide { return "hide of \(entry)" }
        if index.effectiveLevel(entry) != level { return "level of \(entry)" }
        let rank = model.entries[..<i].filter { $0.hide == 0 }.count
        if index.visibleRank(of: entry) != rank { return "visible rank of \(entry)" }
        if index.visibleOffset(of: entry) != (hide == 0 ? rank : nil) { return "offset" }
        if index.visibleBefore(position: i) != rank { return "visible before \(i)" }
      }
    }
    if !visible.isEmpty {
      let offset = random.below(visible.count)
      if index.entry(atVisibleOffset: offset) != visible[offset] { return "entry at \(offset)" }
    }
    guard full else { return nil }
    let snapshot = index.verifyInvariants()
    defer { snapshot.deallocate() }
    for (i, expected) in model.entries.enumerated() {
      if snapshot.entries[i] != expected.entry || snapshot.hides[i] != expected.hide
        || snapshot.levels[i] != expected.level
      {
        return "entry \(i) in order"
      }
    }
    var reported: [Int32] = []
    let lower = random.below(model.entries.count + 1)
    let upper = lower + random.below(model.entries.count - lower + 1)
    index.forEachVisible(in: lower..<upper) { entry, position, level in
      reported.append(entry)
      if model.entries[position].entry != entry || model.entries[position].level != level {
        reported.append(-1)
      }
    }
    let expected = model.entries[lower..<upper].filter { $0.hide == 0 }.map(\.entry)
    return reported == expected ? nil : "visible entries in \(lower)..<\(upper)"
  }
}
