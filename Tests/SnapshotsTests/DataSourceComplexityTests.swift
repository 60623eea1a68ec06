import Foundation
import Snapshots
import Testing

/// Counts the hashing done to the items of one test. Debug builds check invariants after every
/// mutation with `==` but without hashing, so hashing measures the work of the operation.
final class ItemHashCounter {
  var count = 0
}

/// An item identifier that counts every `hash(into:)` in its counter.
struct CountedItem: Hashable, CustomStringConvertible {
  let id: Int
  let counter: ItemHashCounter

  static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
    lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    counter.count += 1
    hasher.combine(id)
  }

  var description: String { "\(id)" }
}

/// Work counted, never timed: the data source's flows stay proportional to what they touch.
@Suite("DiffableDataSource: work counted")
struct DataSourceComplexityTests {
  /// An outline section: one expanded root with `children` children, then `roots` more roots.
  func wideTree(
    children: Int, roots: Int, counter: ItemHashCounter
  ) -> DiffableDataSource<String, CountedItem> {
    let dataSource = DiffableDataSource<String, CountedItem>()
    var tree = SectionSnapshot<CountedItem>()
    let root = CountedItem(id: 0, counter: counter)
    tree.append([root] + (1...roots).map { CountedItem(id: -$0, counter: counter) })
    tree.append((1...children).map { CountedItem(id: $0, counter: counter) }, to: root)
    tree.expand([root])
    dataSource.apply(tree, to: "T")
    return dataSource
  }

  /// A chain of `depth` nested expanded parents, the deepest holding `leaves` leaves; then a
  /// full snapshot with a new item right after each parent of the chain. Each new item becomes
  /// the first child of the parent before it; finding that child must not copy the parent's
  /// subtree, which would cost depth × leaves.
  @Test("placing new items after nested expanded parents does not copy their subtrees")
  func placementAfterNestedParents() {
    var perItem: [Int] = []
    for depth in [10, 80] {
      let counter = ItemHashCounter()
      let chain = (0..<depth).map { CountedItem(id: $0, counter: counter) }
      var tree = SectionSnapshot<CountedItem>()
      tree.append([chain[0]])
      for level in 1..<depth { tree.append([chain[level]], to: chain[level - 1]) }
      tree.append((0..<3000).map { CountedItem(id: 10_000 + $0, counter: counter) }, to: chain.last)
      tree.expand(chain)
      let dataSource = DiffableDataSource<String, CountedItem>()
      dataSource.apply(tree, to: "T")
      var snapshot = dataSource.snapshot()
      for (level, parent) in chain.enumerated() {
        snapshot.insertItems(
          [CountedItem(id: 100_000 + level, counter: counter)], afterItem: parent)
      }
      counter.count = 0
      dataSource.apply(snapshot)
      let result = dataSource.snapshot(for: "T")
      #expect(result.children(of: chain[1]).first?.id == 100_001)
      perItem.append(counter.count / result.count)
    }
    // Linear work is a constant per item, whatever the depth.
    #expect(perItem[1] <= perItem[0] + 10, "work per item: \(perItem)")
  }

  /// A drop right after a big expanded parent asks for its first child; the drag costs the
  /// same per item whatever the parent's size.
  @Test("a drop next to a big expanded parent costs the same per item at any size")
  func dragNextToBigParent() {
    var counts: [Int] = []
    for children in [1000, 4000] {
      let counter = ItemHashCounter()
      let dataSource = wideTree(children: children, roots: 1, counter: counter)
      dataSource.reorderingHandlers.canReorderItem = { _ in true }
      let last = children + 1
      counter.count = 0
      // The last root, dropped right after the expanded root: becomes its first child.
      dataSource.moveItem(at: IndexPath(item: last, section: 0), to: IndexPath(item: 1, section: 0))
      #expect(
        dataSource.snapshot(for: "T").children(of: CountedItem(id: 0, counter: counter)).first?.id
          == -1)
      counts.append(counter.count / children)
    }
    #expect(counts[1] <= counts[0] + 5, "work per item: \(counts)")
  }
}
