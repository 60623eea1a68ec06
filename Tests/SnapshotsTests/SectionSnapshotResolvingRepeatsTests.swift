import Snapshots
import TestSupport
import Testing

/// `SectionSnapshot.resolvingRepeats(roots:...)`: the first occurrence of every identifier
/// kept, depth-first, every later one set aside, checked against a recursive reference.
@Suite("SectionSnapshot: resolving repeats")
struct SectionSnapshotResolvingRepeatsTests {
  @Test func theDocumentedExample() {
    let children = ["Fruit": ["🍎", "🍐"], "Sale": ["🍎", "Fruit"]]
    let (outline, repeats) = SectionSnapshot.resolvingRepeats(
      roots: ["Fruit", "Sale"], children: { children[$0] ?? [] })
    #expect(outline.items == ["Fruit", "🍎", "🍐", "Sale"])
    #expect(outline.parent(of: "🍐") == "Fruit" && outline.expandedItems.isEmpty)
    #expect(repeats == ["🍎", "Fruit"])
  }

  /// Cycles are cut where they close, and the walk ends.
  @Test func cyclesAreCut() {
    let children: [Int: [Int]] = [0: [1], 1: [2, 0], 2: [2, 1, 3]]
    let (outline, repeats) = SectionSnapshot.resolvingRepeats(
      roots: [0], children: { children[$0] ?? [] })
    #expect(outline.items == [0, 1, 2, 3] && outline.level(of: 3) == 3)
    #expect(repeats == [2, 1, 0])
  }

  /// Random forests with repeats and back-references against a recursive walk that keeps a
  /// set of the identifiers seen. Where nothing is set aside, the validating initializer
  /// builds the same outline; otherwise it throws exactly the identifiers set aside.
  @Test func randomInputMatchesTheReference() throws {
    for seed in 0..<UInt64(1000) {
      var random = SeededGenerator(seed: seed &+ 9_000_000)
      var table: [Int: [Int]] = [:]
      for id in 0..<12 where random.below(2) == 0 {
        table[id] = (0..<random.below(4)).map { _ in random.below(16) }
      }
      let roots = (0..<random.below(4)).map { _ in random.below(16) }
      let children: (Int) -> [Int] = { table[$0] ?? [] }

      var seen = Set<Int>()
      var kept: [(item: Int, parent: Int?, level: Int)] = []
      var setAside: [Int] = []
      func visit(_ item: Int, parent: Int?, level: Int) {
        guard seen.insert(item).inserted else { return setAside.append(item) }
        kept.append((item, parent, level))
        for child in children(item) { visit(child, parent: item, level: level + 1) }
      }
      for root in roots { visit(root, parent: nil, level: 0) }

      let (outline, repeats) = SectionSnapshot.resolvingRepeats(roots: roots, children: children)
      #expect(outline.items == kept.map(\.item), "seed \(seed): \(roots) \(table)")
      for entry in kept {
        #expect(outline.parent(of: entry.item) == entry.parent, "seed \(seed)")
        #expect(outline.level(of: entry.item) == entry.level, "seed \(seed)")
      }
      #expect(repeats == setAside, "seed \(seed): \(roots) \(table)")

      do {
        let validated = try SectionSnapshot(validatingRoots: roots, children: children)
        #expect(setAside.isEmpty && validated == outline, "seed \(seed)")
      } catch {
        let reported = Set(error.repeatedItems).union(error.cycles.compactMap(\.chain.last))
        #expect(reported == Set(setAside), "seed \(seed): \(error)")
        #expect(error.cycleCount + error.repeatedItemCount >= reported.count, "seed \(seed)")
      }
    }
  }

  /// Nested values: a node set aside takes its subtree with it.
  @Test func nestedValuesDropTheSubtreeOfARepeat() {
    struct Folder: Sendable {
      var id: Int
      var subfolders: [Folder] = []
    }
    let folders = [
      Folder(id: 1, subfolders: [Folder(id: 2)]),
      Folder(id: 1, subfolders: [Folder(id: 3)]),
      Folder(id: 4),
    ]
    let (outline, repeats) = SectionSnapshot.resolvingRepeats(
      roots: folders, id: \.id, children: \.subfolders)
    #expect(outline.items == [1, 2, 4] && repeats == [1])
  }
}
