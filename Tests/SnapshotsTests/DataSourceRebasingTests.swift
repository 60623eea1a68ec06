import Snapshots
import TestSupport
import Testing

/// Every way a full-snapshot apply broke the rebasing contract: `before` is the composition
/// before `applied`, `dataSource` the data source after it.
///
/// An item *leaves* a tree when the section no longer shows it, or when it was hidden and the
/// snapshot now shows it anywhere (it then comes back, if at all, as a new item). Checked: the
/// state is `applied`; trees live on exactly in the sections that had one and still exist;
/// each tree shows its section's items; hidden items are nowhere else and keep their parent;
/// a hidden item is dropped only with a leaving ancestor or when the section turned flat;
/// every item kept keeps its expansion unless it or an ancestor left; and each new item sits
/// where the placement rule puts it, after the item before it in the section.
func rebaseProblems(
  before: ReferenceDataSource, applied: Snapshot<String, Int>,
  dataSource: DiffableDataSource<String, Int>
) -> [String] {
  var problems: [String] = []
  if dataSource.snapshot() != applied { problems.append("state is not the applied snapshot") }
  var seen: [Int: String] = [:]
  for section in applied.sectionIdentifiers {
    let old: ReferenceForest<Int>? =
      if case .tree(let forest) = before.contents[section] { forest } else { nil }
    if dataSource.hasSectionSnapshot(for: section) != (old != nil) {
      problems.append("\(section): tree kept is \(dataSource.hasSectionSnapshot(for: section))")
    }
    guard let old else { continue }
    let tree = dataSource.snapshot(for: section)
    let items = applied.itemIdentifiers(inSection: section)
    let itemSet = Set(items)
    if tree.visibleItems != items { problems.append("\(section): shows \(tree.visibleItems)") }
    let isFlat = tree.items.allSatisfy { tree.parent(of: $0) == nil }
    let oldEntries = old.entries
    let entryOf = Dictionary(uniqueKeysWithValues: oldEntries.map { ($0.item, $0) })
    func left(_ item: Int) -> Bool {
      guard let entry = entryOf[item] else { return false }
      return entry.isVisible ? !itemSet.contains(item) : applied.indexOfItem(item) != nil
    }
    func leftWithAncestor(_ item: Int) -> Bool {
      var current: Int? = item
      while let item = current {
        if left(item) { return true }
        current = entryOf[item]?.parent
      }
      return false
    }
    for item in tree.items {
      if let other = seen.updateValue(section, forKey: item) {
        problems.append("\(item) is in the trees of \(other) and \(section)")
      }
      if !tree.isVisible(item) {
        if applied.indexOfItem(item) != nil { problems.append("hidden \(item) is also shown") }
        guard let entry = entryOf[item], !entry.isVisible else {
          problems.append("\(section): hidden \(item) was not hidden there before")
          continue
        }
        if tree.parent(of: item) != entry.parent {
          problems.append("\(section): hidden \(item) changed parent")
        }
      }
      if let entry = entryOf[item], !leftWithAncestor(item),
        tree.isExpanded(item) != entry.isExpanded
      {
        problems.append("\(section): \(item) lost or gained expansion")
      }
    }
    for entry in oldEntries where !tree.contains(entry.item) {
      if entry.isVisible && itemSet.contains(entry.item) {
        problems.append("\(section): \(entry.item) is shown but not in the tree")
      }
      if !entry.isVisible && !leftWithAncestor(entry.item) && !isFlat {
        problems.append("\(section): hidden \(entry.item) was dropped")
      }
    }
    for (offset, item) in items.enumerated() where entryOf[item] == nil || left(item) {
      let predecessor = offset > 0 ? items[offset - 1] : nil
      if !tree.isPlaced(item, after: predecessor) {
        problems.append(
          "\(section): new \(item) after \(String(describing: predecessor)) has parent "
            + "\(String(describing: tree.parent(of: item)))")
      }
    }
  }
  for section in before.sections where applied.indexOfSection(section) == nil {
    if dataSource.hasSectionSnapshot(for: section) { problems.append("\(section) kept a tree") }
  }
  return problems
}

@Suite("DiffableDataSource: rebasing trees onto full snapshots")
struct DataSourceRebasingTests {
  /// A data source with section "A" flat [1, 2] and outline "T":
  /// 10 (expanded) > [11, 12 > [13]], 20 (collapsed) > [21], 30.
  func makeDataSource() -> DiffableDataSource<String, Int> {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(makeSnapshot([("A", [1, 2])]))
    dataSource.apply(
      outline([N(10, [N(11), N(12, [N(13)])]), N(20, [N(21)]), N(30)], expanded: [10]), to: "T")
    return dataSource
  }

  func applying(
    _ body: (inout Snapshot<String, Int>) -> Void, to dataSource: DiffableDataSource<String, Int>
  ) -> SectionSnapshot<Int> {
    var snapshot = dataSource.snapshot()
    body(&snapshot)
    dataSource.apply(snapshot)
    return dataSource.snapshot(for: "T")
  }

  @Test("the current snapshot applied again leaves every tree as it was")
  func identity() {
    let dataSource = makeDataSource()
    let tree = dataSource.snapshot(for: "T")
    #expect(applying({ _ in }, to: dataSource) == tree)
  }

  @Test("a new item after an expanded parent becomes its first child")
  func afterExpandedParent() {
    let dataSource = makeDataSource()
    let tree = applying({ $0.insertItems([99], afterItem: 10) }, to: dataSource)
    #expect(tree.children(of: 10) == [99, 11, 12])
  }

  @Test("a new item after a leaf or a collapsed parent becomes its next sibling")
  func afterLeafOrCollapsed() {
    let dataSource = makeDataSource()
    var tree = applying({ $0.insertItems([98], afterItem: 11) }, to: dataSource)
    #expect(tree.children(of: 10) == [11, 98, 12])
    tree = applying({ $0.insertItems([99], afterItem: 20) }, to: dataSource)
    #expect(tree.rootItems == [10, 20, 99, 30])
    #expect(tree.children(of: 20) == [21])
  }

  @Test("a new item at the start of the section becomes the first root")
  func atStart() {
    let dataSource = makeDataSource()
    let tree = applying({ $0.insertItems([99], beforeItem: 10) }, to: dataSource)
    #expect(tree.rootItems == [99, 10, 20, 30])
    #expect(tree.expandedItems == [10])
  }

  @Test("a removed item leaves with its hidden children; shown children stay with theirs")
  func removedParent() {
    let dataSource = makeDataSource()
    var tree = applying({ $0.deleteItems([20]) }, to: dataSource)
    #expect(!tree.contains(21))
    #expect(tree.rootItems == [10, 30])
    tree = applying({ $0.deleteItems([10]) }, to: dataSource)
    #expect(tree.rootItems == [11, 12, 30])
    #expect(tree.children(of: 12) == [13])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [11, 12, 30])
  }

  @Test("a hidden item the snapshot shows elsewhere leaves the tree")
  func hiddenShownElsewhere() {
    let dataSource = makeDataSource()
    let tree = applying({ $0.appendItems([21], toSection: "A") }, to: dataSource)
    #expect(!tree.contains(21))
    #expect(tree.contains(20))
    #expect(dataSource.indexPath(for: 21) != nil)
  }

  @Test("a survivor that moves carries its subtree and expansion")
  func moveCarriesSubtree() {
    let dataSource = makeDataSource()
    let tree = applying({ $0.moveItem(20, afterItem: 30) }, to: dataSource)
    #expect(tree.rootItems == [10, 30, 20])
    #expect(tree.children(of: 20) == [21])
    #expect(tree.expandedItems == [10])
  }

  @Test("a shown child moved out of its parent's run leaves the subtree, the rest stays")
  func childMovedOut() {
    let dataSource = makeDataSource()
    let tree = applying({ $0.moveItem(11, afterItem: 30) }, to: dataSource)
    #expect(tree.rootItems == [10, 20, 30, 11])
    #expect(tree.children(of: 10) == [12])
    #expect(tree.children(of: 12) == [13])
    #expect(tree.expandedItems == [10])
  }

  @Test("a child shown before its moving parent leaves the parent's subtree with its own")
  func childBeforeMovedParent() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(outline([N(1, [N(2, [N(4)])]), N(3)], expanded: [1]), to: "A")
    dataSource.apply(makeSnapshot([("A", [2, 3, 1])]))
    var tree = dataSource.snapshot(for: "A")
    #expect(tree.visibleItems == [2, 3, 1])
    #expect(tree.rootItems == [2, 3, 1])
    #expect(tree.children(of: 2) == [4])
    #expect(tree.expandedItems == [1])

    dataSource.apply(
      outline([N(10, [N(12, [N(13)])]), N(20, [N(21)]), N(30), N(11)], expanded: [10]), to: "B")
    dataSource.apply(makeSnapshot([("A", [2, 3, 1]), ("B", [12, 10, 20, 30, 11])]))
    tree = dataSource.snapshot(for: "B")
    #expect(tree.rootItems == [12, 10, 20, 30, 11])
    #expect(tree.children(of: 12) == [13])
    #expect(tree.children(of: 20) == [21])
  }

  @Test("moved subtrees that do not line up with the new order leave the section flat")
  func flatFallback() {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(outline([N(0, [N(1, [N(4)])]), N(2), N(3)], expanded: [0]), to: "A")
    dataSource.apply(makeSnapshot([("A", [2, 0, 3, 1])]))
    let tree = dataSource.snapshot(for: "A")
    #expect(tree.visibleItems == [2, 0, 3, 1])
    #expect(tree.rootItems == [2, 0, 3, 1])
    #expect(tree.expandedItems == [0])
    #expect(!tree.contains(4))
  }

  @Test("a deleted section loses its tree; added back, it is flat")
  func deletedSection() {
    let dataSource = makeDataSource()
    var snapshot = dataSource.snapshot()
    snapshot.deleteSections(["T"])
    dataSource.apply(snapshot)
    #expect(!dataSource.hasSectionSnapshot(for: "T"))
    snapshot.appendSections(["T"])
    snapshot.appendItems([10, 20])
    dataSource.apply(snapshot)
    #expect(!dataSource.hasSectionSnapshot(for: "T"))
    #expect(dataSource.snapshot(for: "T") == outline([N(10), N(20)]))
  }

  @Test("reload data and the feed rebase trees the same way")
  func reloadRebases() {
    let dataSource = makeDataSource()
    var snapshot = dataSource.snapshot()
    snapshot.insertItems([99], afterItem: 10)
    dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(dataSource.snapshot(for: "T").children(of: 10) == [99, 11, 12])
  }

  /// 120 seeds × 30 steps: random trees in random sections, then edited full snapshots
  /// applied over them, checked with `rebaseProblems` after each apply.
  @Test("random full snapshots over random trees", arguments: 0..<4)
  func randomRebasing(batch: Int) {
    let sections = ["A", "B", "C", "D"]
    for seed in UInt64(batch * 30)..<UInt64(batch * 30 + 30) {
      var random = SeededGenerator(seed: seed)
      let dataSource = DiffableDataSource<String, Int>()
      var reference = ReferenceDataSource()
      var fresh = 1000
      dataSource.apply(random.snapshot(sections: sections, items: 0..<20))
      reference.adopt(dataSource.snapshot(), trees: [:])
      for step in 0..<30 {
        if random.chance(1, in: 3) {
          // Items from the first snapshot, from earlier edits, and new ones.
          let section = sections[random.below(sections.count)]
          var items: Set<Int> = []
          for _ in 0..<random.below(8) {
            let pick = random.below(20 + fresh - 1000 + 2)
            if pick < 20 {
              items.insert(pick)
            } else if 1000 + pick - 20 < fresh {
              items.insert(1000 + pick - 20)
            } else {
              items.insert(fresh)
              fresh += 1
            }
          }
          let forest = random.forest(items.sorted().shuffled(using: &random))
          dataSource.apply(SectionSnapshot(reference: forest), to: section)
          reference.apply(forest, to: section)
          #expect(dataSource.snapshot() == reference.snapshot, "seed \(seed), step \(step)")
        } else {
          let applied = random.edited(dataSource.snapshot(), sections: sections, fresh: &fresh)
          dataSource.apply(applied)
          let problems = rebaseProblems(
            before: reference, applied: applied, dataSource: dataSource)
          #expect(problems == [], "seed \(seed), step \(step): \(applied)")
          if !problems.isEmpty { return }
          var trees: [String: ReferenceForest<Int>] = [:]
          for section in applied.sectionIdentifiers
          where dataSource.hasSectionSnapshot(for: section) {
            trees[section] = ReferenceForest(dataSource.snapshot(for: section))
          }
          reference.adopt(applied, trees: trees)
        }
      }
    }
  }
}
