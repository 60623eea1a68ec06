import Snapshots
import TestSupport
import Testing

@Suite("SectionSnapshotDiff")
struct SectionSnapshotDiffTests {
  @Test("a worked example: a move, a new child, an expansion and a reparenting")
  func example() {
    let old = outline(
      ["Fruit", "Nuts", "Vegetables"], children: ["Fruit": ["🍎", "🍐"], "Vegetables": ["🥕"]],
      expanded: ["Fruit"])

    var new = old
    new.delete(["🍐"])
    new.append(["🍐", "🍊"], to: "Vegetables")
    new.delete(["Nuts"])
    new.append(["Nuts"])
    new.expand(["Vegetables"])
    new.collapse(["Fruit"])

    // old items   Fruit 🍎 🍐 Nuts Vegetables 🥕        visible  Fruit 🍎 🍐 Nuts Vegetables
    // new items   Fruit 🍎 Vegetables 🥕 🍐 🍊 Nuts     visible  Fruit Vegetables 🥕 🍐 🍊 Nuts
    let diff = SectionSnapshotDiff(from: old, to: new)
    #expect(diff.items == Diff(from: old.items, to: new.items))
    #expect(diff.visibleItems == Diff(from: old.visibleItems, to: new.visibleItems))
    #expect(diff.items.inserts == [5])
    #expect(diff.visibleItems.deletes == [1])
    #expect(diff.expanded == ["Vegetables"])
    #expect(diff.collapsed == ["Fruit"])
    #expect(diff.reparented == ["🍐"])
    #expect(!diff.isEmpty)
  }

  @Test("a reparenting that keeps the order of items is still reported")
  func reparentInPlace() {
    var old = SectionSnapshot<Int>()
    old.append([1, 2, 3])
    var new = SectionSnapshot<Int>()
    new.append([1])
    new.append([2], to: 1)
    new.append([3])
    let diff = SectionSnapshotDiff(from: old, to: new)
    #expect(diff.items.isEmpty && diff.visibleItems.deletes == [1] && diff.reparented == [2])
    #expect(!diff.isEmpty)
  }

  @Test("equal snapshots give an empty diff")
  func equalIsEmpty() {
    var outline = SectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([3], to: 1)
    outline.expand([1])
    let diff = SectionSnapshotDiff(from: outline, to: SectionSnapshot(outline))
    #expect(diff.isEmpty && diff.items.isEmpty && diff.visibleItems.isEmpty)
    #expect(SectionSnapshotDiff(from: SectionSnapshot<Int>(), to: SectionSnapshot()).isEmpty)
  }

  /// 300 pairs of random outlines, each pair a few random steps apart: both diffs equal the
  /// engine's diff of the arrays and replay exactly; expansion changes and reparentings match
  /// a direct comparison; the diff is empty exactly when the snapshots are equal.
  @Test("random pairs replay exactly", arguments: 0..<3)
  func randomPairs(batch: Int) {
    for seed in UInt64(5000 + batch * 100)..<UInt64(5000 + batch * 100 + 100) {
      var workload = ForestWorkload(seed: seed)
      let start = 10 + workload.random.below(20)
      var (reference, snapshot) = workload.grow(start)
      let old = snapshot
      let steps = 1 + workload.random.below(4)
      workload.play(steps, on: &reference, and: &snapshot)
      let new = snapshot
      let diff = SectionSnapshotDiff(from: old, to: new)
      let context = "seed \(seed)"

      #expect(diff.items == Diff(from: old.items, to: new.items), "\(context)")
      #expect(diff.visibleItems == Diff(from: old.visibleItems, to: new.visibleItems), "\(context)")
      #expect(
        replay(diff.items, on: old.items, toward: new.items, id: { $0 }) == new.items, "\(context)")
      #expect(
        replay(diff.visibleItems, on: old.visibleItems, toward: new.visibleItems, id: { $0 })
          == new.visibleItems, "\(context)")

      let surviving = new.items.filter(old.contains)
      #expect(
        diff.expanded == surviving.filter { new.isExpanded($0) && !old.isExpanded($0) },
        "\(context)")
      #expect(
        diff.collapsed == surviving.filter { !new.isExpanded($0) && old.isExpanded($0) },
        "\(context)")
      #expect(
        diff.reparented == surviving.filter { new.parent(of: $0) != old.parent(of: $0) },
        "\(context)")
      #expect(diff.isEmpty == (old == new), "\(context)")
    }
  }
}
