import TestSupport
import Testing

@testable import Snapshots

/// Counts the hashing and equality work done on `SectionCounted` identifiers.
///
/// `@unchecked Sendable` only so that fixtures can use the validating builder, which requires
/// Sendable identifiers: each test owns its counter and uses it from one task.
private final class SectionWorkCounter: @unchecked Sendable {
  var hashes = 0
  var equalities = 0

  func reset() {
    hashes = 0
    equalities = 0
  }
}

/// An identifier that reports every `hash(into:)` and `==` call to its counter.
private struct SectionCounted: Hashable, Sendable {
  var value: Int
  var counter: SectionWorkCounter

  static func == (lhs: SectionCounted, rhs: SectionCounted) -> Bool {
    lhs.counter.equalities += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    hasher.combine(value)
  }
}

/// A forest of `roots` roots, each with `children` children, each with `grandchildren`
/// grandchildren, every item expanded, built in two calls (debug builds check every invariant
/// after each call, in O(n)). Returns the outline and its items in depth-first order.
private func countedForest(
  roots: Int, children: Int, grandchildren: Int, counter: SectionWorkCounter
) -> (SectionSnapshot<SectionCounted>, [SectionCounted]) {
  // Identifiers: roots 0..<roots; the children of x are its `fanout` successors in a numbering
  // by level, so that `kids` is pure arithmetic.
  let level1 = roots
  let level2 = roots + roots * children
  func item(_ value: Int) -> SectionCounted { SectionCounted(value: value, counter: counter) }
  func kids(_ node: SectionCounted) -> [SectionCounted] {
    let value = node.value
    if value < level1 {
      return (0..<children).map { item(level1 + value * children + $0) }
    } else if value < level2 {
      return (0..<grandchildren).map { item(level2 + (value - level1) * grandchildren + $0) }
    }
    return []
  }
  var outline = try! SectionSnapshot(validatingRoots: (0..<roots).map(item), children: kids)
  let all = outline.items
  outline.expand(all)
  return (outline, all)
}

@Suite("SectionSnapshot complexity, by counting")
struct SectionSnapshotComplexityTests {
  /// contains, isExpanded, isVisible, level(of:), parent(of:) and index(of:) hash once per
  /// call and compare a bounded number of times, whether the outline has 1 110 or 22 220 items.
  @Test("lookups hash once", arguments: [10, 200])
  func lookupsHashOnce(roots: Int) {
    let counter = SectionWorkCounter()
    let (outline, all) = countedForest(
      roots: roots, children: 10, grandchildren: 10, counter: counter)
    _ = outline.items  // Build the order cache once, as the first index(of:) would.
    var random = SeededGenerator(seed: 7)
    let probes = (0..<500).map { _ in all[random.below(all.count)] }
    counter.reset()
    for item in probes {
      _ = outline.contains(item)
      _ = outline.isExpanded(item)
      _ = outline.isVisible(item)
      _ = outline.level(of: item)
      _ = outline.parent(of: item)
      _ = outline.index(of: item)
    }
    let calls = probes.count * 6
    #expect(counter.hashes == calls)
    #expect(counter.equalities <= calls * 4, "\(counter.equalities) comparisons for \(calls) calls")
  }

  /// Expanding or collapsing an item visits exactly the rows it shows or hides, however big
  /// the outline is, and hashes only the item itself.
  @Test("expand and collapse cost the rows they show or hide", arguments: [10, 200])
  func expandCollapseRows(roots: Int) {
    let counter = SectionWorkCounter()
    var (outline, _) = countedForest(
      roots: roots, children: 10, grandchildren: 10, counter: counter)
    let root = outline.rootItems[roots / 2]
    let slot = outline._storage.slots[root]!
    // Collapsing an expanded root hides its 10 children and their 100 children.
    #expect(outline._storage.setExpanded(slot, false) == 110)
    #expect(outline._storage.setExpanded(slot, true) == 110)
    // With the children collapsed, the root shows or hides only its 10 children.
    let children = outline.children(of: root)
    outline.collapse(children)
    #expect(outline._storage.setExpanded(slot, false) == 10)
    #expect(outline._storage.setExpanded(slot, true) == 10)
    // A hidden item changes only its own flag.
    outline.collapse([root])
    let child = outline._storage.slots[children[0]]!
    #expect(outline._storage.setExpanded(child, true) == 0)
    outline._checkInvariants()

    counter.reset()
    outline.expand([root])
    outline.collapse([root])
    #expect(counter.hashes == 2)
  }

  @Test("visibleItems reads only visible rows and hashes nothing")
  func visibleItemsHashNothing() {
    let counter = SectionWorkCounter()
    var (outline, all) = countedForest(roots: 50, children: 10, grandchildren: 10, counter: counter)
    outline.collapse(outline.rootItems)
    counter.reset()
    #expect(outline.visibleItems.count == 50)
    #expect(outline.expandedItems.count == all.count - 50)
    #expect(counter.hashes == 0 && counter.equalities == 0)
  }

  /// Adding k items hashes each once; deleting a subtree of d items hashes a bounded number of
  /// times per item (the table re-hashes neighbours when it closes a gap), whatever the size of
  /// the outline; nothing is rehashed per call.
  @Test("structural changes hash the items they touch", arguments: [20, 400])
  func mutationsHashTheirItems(roots: Int) {
    let counter = SectionWorkCounter()
    var (outline, all) = countedForest(
      roots: roots, children: 10, grandchildren: 10, counter: counter)
    let n = all.count
    func items(_ range: Range<Int>) -> [SectionCounted] {
      range.map { SectionCounted(value: $0, counter: counter) }
    }

    counter.reset()
    let rootItems = outline.rootItems
    outline.delete([rootItems[0]])  // A root with 110 descendants.
    #expect(counter.hashes >= 1 + 111 && counter.hashes <= 20 * 112, "\(counter.hashes)")

    counter.reset()
    outline.append(items(n..<n + 5), to: all[500])
    outline.insert(items(n + 5..<n + 10), before: all[600])
    outline.insert(items(n + 10..<n + 15), after: all[700])
    #expect(counter.hashes >= 3 + 15 && counter.hashes <= 3 + 15 + 2 * (n + 15))

    var other = SectionSnapshot<SectionCounted>()
    other.append(items(n + 20..<n + 30))
    counter.reset()
    outline.insert(other, after: all[800])
    #expect(counter.hashes == 1 + 10)

    counter.reset()
    let subtree = outline.snapshot(of: rootItems[1], includingParent: true)
    #expect(subtree.count == 111)
    // The lookup, each copied item, and the new table's growth (fewer than 2 × 111 rehashes).
    #expect(counter.hashes > 1 + 111 && counter.hashes < 1 + 3 * 111, "\(counter.hashes)")
  }

  @Test("building n items by appends hashes O(n) times")
  func buildIsLinear() {
    let counter = SectionWorkCounter()
    var outline = SectionSnapshot<SectionCounted>()
    var count = 0
    func make(_ k: Int) -> [SectionCounted] {
      defer { count += k }
      return (count..<count + k).map { SectionCounted(value: $0, counter: counter) }
    }
    let roots = make(20)
    outline.append(roots)
    for root in roots {
      let children = make(10)
      outline.append(children, to: root)
      for child in children { outline.append(make(10), to: child) }
    }
    #expect(outline.count == count)
    // Each append hashes its items and its parent, and table growth rehashes fewer than 2n
    // items in total.
    #expect(counter.hashes < 4 * count, "\(counter.hashes) hashes for \(count) items")
  }

  @Test("the diff hashes each identifier of both snapshots once")
  func diffHashesOnce() {
    let counter = SectionWorkCounter()
    let (old, all) = countedForest(roots: 50, children: 10, grandchildren: 2, counter: counter)
    var new = old
    new.delete([all[3]])
    new.collapse([all[40]])
    _ = old.items
    _ = new.items
    counter.reset()
    let diff = SectionSnapshotDiff(from: old, to: new)
    #expect(!diff.isEmpty)
    #expect(counter.hashes == old.count + new.count)
  }
}
