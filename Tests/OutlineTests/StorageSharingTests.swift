import Snapshots
import TestSupport
import Testing

@testable import Outline

/// A copy of a tree shares its storage's pages, and a change copies only the pages it writes:
/// counted here in pages that stop being shared, and checked for what matters more, that a
/// change to one value never shows in another.
struct StorageSharingTests {
  /// 100 roots of `children` children each; the first `expanded` roots are expanded. With 700
  /// children, 70 100 nodes: several pages of records, of identifiers and of the identifier
  /// table, and about 70 of the row index.
  static func forest(children: Int = 700, expanded: Int = 100) -> OutlineTree<Int> {
    var tree = OutlineTree(roots: Array(0..<100)) { id in
      id < 100 ? .loaded((0..<children).map { 100 + id * children + $0 }) : .leaf
    }
    tree.expand(Array(0..<expanded))
    return tree
  }

  /// The pages of each part of the storage that `a` and `b` do not share, and how many each has.
  static func unsharedPages(
    _ a: OutlineTree<Int>, _ b: OutlineTree<Int>
  ) -> [String: (unshared: Int, of: Int)] {
    func count<Page: AnyObject>(
      _ x: some Collection<Page>, _ y: some Collection<Page>
    ) -> (Int, Int) {
      (zip(x, y).filter { $0 !== $1 }.count + abs(x.count - y.count), Swift.max(x.count, y.count))
    }
    let (x, y) = (a._storage, b._storage)
    let rows = { (index: RowIndex) in (0..<index.pageCount).map { index.pages[$0] } }
    return [
      "records": count(x.engine.nodes.pages, y.engine.nodes.pages),
      "identifiers": count(x.ids.pages, y.ids.pages),
      "identifier table": count(x.slots.pages, y.slots.pages),
      "row index": count(rows(x.engine.rows), rows(y.engine.rows)),
    ]
  }

  @Test(arguments: ["insert", "expand", "collapse", "delete", "move"])
  func aChangeToACopyCopiesOnlyThePagesItWrites(change: String) throws {
    let original = Self.forest(expanded: 50)
    let rowsBefore = original.rows
    #expect(original._storage.slots.hasRoom(for: 1), "the insert must not rebuild the table")
    var changed = original
    #expect(changed._storage === original._storage)
    switch change {
    case "insert": changed.insert([1_000_000], under: 50, at: 3)
    case "expand": changed.expand(70)
    case "collapse": changed.collapse(20)
    case "delete": changed.delete(100 + 50 * 700 + 3)
    default: try changed.move(100 + 50 * 700 + 3, to: 20, at: 0)
    }
    let pages = Self.unsharedPages(original, changed)
    #expect(pages["records"]!.of >= 17 && pages["row index"]!.of >= 68)
    #expect(pages["identifier table"]!.of >= 4)
    // A record or identifier written lands in one page, or two (the parent's and the node's).
    #expect(pages["records"]!.unshared <= 3, "\(pages)")
    #expect(pages["identifiers"]!.unshared <= 1, "\(pages)")
    #expect(pages["identifier table"]!.unshared <= 1, "\(pages)")
    // The row index writes the entries of a few paths from its root: scattered, but far from
    // all of its pages.
    #expect(pages["row index"]!.unshared <= pages["row index"]!.of / 4, "\(pages)")
    #expect(original.rows == rowsBefore)
    original.verifyInvariants()
    changed.verifyInvariants()
  }

  /// Values copied from one another at random, each changed at random: after every change, every
  /// other value still shows the rows it showed, and at the end each passes its invariant check.
  /// 20 100 nodes, 5 pages of records and about 20 of the row index.
  @Test(arguments: 1...4)
  func changesToOneCopyNeverShowInAnother(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var values = [Self.forest(children: 200, expanded: 10)]
    var shown = [values[0].rowIdentifiers]
    var nextID = 1_000_000
    for _ in 0..<40 {
      if values.count < 5 && rng.chance(30) {
        let source = rng.below(values.count)
        values.append(values[source])
        shown.append(shown[source])
        continue
      }
      let target = rng.below(values.count)
      var tree = values[target]
      values[target] = OutlineTree()  // the target value holds its storage alone, or shares it
      let root = rng.below(100)
      let child = 100 + root * 200 + rng.below(200)
      switch rng.below(6) {
      case 0:
        tree.insert([nextID, nextID + 1], under: root, at: 0)
        nextID += 2
      case 1: tree.expand(child)
      case 2: tree.collapse(root)
      case 3: tree.expand(root)
      case 4: if tree.contains(child) { tree.delete(child) }
      default:
        if tree.contains(child) { try tree.move(child, to: rng.below(100), at: 0) }
      }
      values[target] = tree
      shown[target] = tree.rowIdentifiers
      for (value, rows) in zip(values, shown) { #expect(value.rowIdentifiers == rows) }
    }
    for value in values { value.verifyInvariants() }
  }
}
