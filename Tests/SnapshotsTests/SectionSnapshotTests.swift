import Testing

@testable import Snapshots

/// The outline the examples use: two expanded categories and one collapsed.
private func emojiOutline() -> SectionSnapshot<String> {
  var outline = SectionSnapshot<String>()
  outline.append(["Smileys", "Nature", "Food"])
  outline.append(["😀", "😂"], to: "Smileys")
  outline.append(["🐶", "🌲"], to: "Nature")
  outline.append(["🍎", "🍐"], to: "Food")
  outline.append(["🥝"], to: "🍐")
  outline.expand(["Smileys", "Food"])
  return outline
}

@Suite("SectionSnapshot behaviour")
struct SectionSnapshotTests {
  @Test("an empty snapshot has no items")
  func empty() {
    let outline = SectionSnapshot<Int>()
    #expect(outline.items.isEmpty && outline.rootItems.isEmpty && outline.visibleItems.isEmpty)
    #expect(outline.expandedItems.isEmpty && outline.isEmpty && outline.count == 0)
    #expect(!outline.contains(1) && outline.index(of: 1) == nil)
    #expect(outline == SectionSnapshot())
  }

  @Test("roots, children, expansion and visible items")
  func emojiExplorer() {
    let outline = emojiOutline()
    #expect(outline.rootItems == ["Smileys", "Nature", "Food"])
    #expect(outline.items == ["Smileys", "😀", "😂", "Nature", "🐶", "🌲", "Food", "🍎", "🍐", "🥝"])
    #expect(outline.visibleItems == ["Smileys", "😀", "😂", "Nature", "Food", "🍎", "🍐"])
    #expect(outline.expandedItems == ["Smileys", "Food"])
    #expect(outline.count == 10 && outline.visibleCount == 7)
    #expect(outline.level(of: "Food") == 0 && outline.level(of: "🍐") == 1)
    #expect(outline.level(of: "🥝") == 2)
    #expect(outline.parent(of: "🥝") == "🍐" && outline.parent(of: "Food") == nil)
    #expect(outline.index(of: "🍎") == 7 && outline.index(of: "🥝") == 9)
    #expect(outline.isVisible("🍐") && !outline.isVisible("🥝") && !outline.isVisible("🐶"))
    #expect(outline.children(of: "Food") == ["🍎", "🍐"] && outline.children(of: nil).count == 3)
  }

  @Test("new children of an expanded parent are visible; the parent's flag is untouched")
  func appendToExpandedParent() {
    var outline = emojiOutline()
    outline.append(["🍊"], to: "Food")
    #expect(outline.isExpanded("Food") && outline.isVisible("🍊") && !outline.isExpanded("🍊"))
    outline.append(["🦊"], to: "Nature")
    #expect(!outline.isExpanded("Nature") && !outline.isVisible("🦊"))
    #expect(outline.children(of: "Food") == ["🍎", "🍐", "🍊"])
  }

  // Observed in Apple's NSDiffableDataSourceSectionSnapshot.
  @Test("insert(after:) lands after the destination's whole subtree, at its level")
  func insertAfterSubtree() {
    var outline = emojiOutline()
    outline.insert(["🍌"], after: "🍐")
    #expect(outline.items.suffix(4) == ["🍎", "🍐", "🥝", "🍌"])
    #expect(outline.parent(of: "🍌") == "Food" && outline.level(of: "🍌") == 1)
    outline.insert(["Travel", "Flags"], after: "Smileys")
    #expect(outline.rootItems == ["Smileys", "Travel", "Flags", "Nature", "Food"])
    #expect(outline.index(of: "Travel") == 3)
  }

  @Test("insert(before:) lands right before the destination, at its level")
  func insertBefore() {
    var outline = emojiOutline()
    outline.insert(["🍌", "🍇"], before: "🍐")
    #expect(outline.children(of: "Food") == ["🍎", "🍌", "🍇", "🍐"])
    #expect(outline.level(of: "🍇") == 1 && outline.isVisible("🍇"))
    outline.insert(["🐱"], before: "🌲")
    #expect(!outline.isVisible("🐱") && outline.parent(of: "🐱") == "Nature")
    outline.insert(["Activities"], before: "Smileys")
    #expect(outline.rootItems.first == "Activities" && outline.index(of: "Activities") == 0)
  }

  // Observed in Apple's NSDiffableDataSourceSectionSnapshot.
  @Test("delete removes descendants and their expanded flags")
  func deleteParent() {
    var outline = emojiOutline()
    outline.expand(["🍐"])
    outline.delete(["Food"])
    #expect(outline.items == ["Smileys", "😀", "😂", "Nature", "🐶", "🌲"])
    #expect(outline.expandedItems == ["Smileys"])
    #expect(!outline.contains("🍐") && !outline.contains("🥝"))
    outline.append(["Food"])
    outline.append(["🍐"], to: "Food")
    #expect(!outline.isExpanded("Food") && !outline.isExpanded("🍐"))
  }

  @Test("delete accepts an item twice, and an item with its descendant, in any order")
  func deleteRepeats() {
    var outline = emojiOutline()
    outline.delete(["🥝", "Food", "🍐", "Food", "😀", "😀"])
    #expect(outline.items == ["Smileys", "😂", "Nature", "🐶", "🌲"])
    outline.delete(["🐶"])
    outline.delete([])
    #expect(outline.children(of: "Nature") == ["🌲"])
  }

  @Test("deleteAll removes every item and every expanded flag")
  func deleteAll() {
    var outline = emojiOutline()
    let copy = outline
    outline.deleteAll()
    #expect(outline.isEmpty && outline.expandedItems.isEmpty && outline == SectionSnapshot())
    outline.append(["Smileys"])
    #expect(!outline.isExpanded("Smileys"))
    #expect(copy == emojiOutline())
  }

  // Observed in Apple's NSDiffableDataSourceSectionSnapshot.
  @Test("a leaf may be expanded; its later children are visible at once")
  func expandLeaf() {
    var outline = SectionSnapshot<String>()
    outline.append(["Inbox"])
    outline.expand(["Inbox"])
    #expect(outline.isExpanded("Inbox") && outline.expandedItems == ["Inbox"])
    outline.append(["Unread"], to: "Inbox")
    #expect(outline.visibleItems == ["Inbox", "Unread"])
  }

  @Test("expand and collapse ignore missing items")
  func expandMissing() {
    var outline = emojiOutline()
    outline.expand(["nope", "Nature", "missing"])
    outline.collapse(["gone", "Smileys"])
    #expect(outline.expandedItems == ["Nature", "Food"])
    outline.expand([])
    outline.collapse([])
    #expect(outline.expandedItems == ["Nature", "Food"])
  }

  @Test("visibility needs every ancestor expanded; collapsing keeps descendants' flags")
  func nestedCollapse() {
    var outline = SectionSnapshot<Int>()
    outline.append([1])
    outline.append([2], to: 1)
    outline.append([3], to: 2)
    outline.append([4], to: 3)
    outline.expand([1, 3])
    #expect(outline.visibleItems == [1, 2])
    #expect(!outline.isVisible(3) && !outline.isVisible(4))
    outline.expand([2])
    #expect(outline.visibleItems == [1, 2, 3, 4])
    outline.collapse([1])
    #expect(outline.visibleItems == [1])
    #expect(outline.expandedItems == [2, 3])
    outline.expand([1])
    #expect(outline.visibleItems == [1, 2, 3, 4])
  }

  @Test("expandedItems follow the order of items, not the order of expansion")
  func expandedOrder() {
    var outline = emojiOutline()
    outline.collapse(["Smileys", "Food"])
    outline.expand(["🍐", "Food", "Nature", "Smileys"])
    #expect(outline.expandedItems == ["Smileys", "Nature", "Food", "🍐"])
  }

  // Observed in Apple's NSDiffableDataSourceSectionSnapshot.
  @Test("snapshot(of:) re-roots at level 0 and copies expansion")
  func subtreeSnapshot() {
    var outline = emojiOutline()
    outline.expand(["🍐"])
    outline.collapse(["Food"])
    let children = outline.snapshot(of: "Food")
    #expect(children.rootItems == ["🍎", "🍐"] && children.items == ["🍎", "🍐", "🥝"])
    #expect(children.level(of: "🍐") == 0 && children.level(of: "🥝") == 1)
    #expect(children.isExpanded("🍐") && children.isVisible("🥝"))
    #expect(children.parent(of: "🍐") == nil)
    let withParent = outline.snapshot(of: "Food", includingParent: true)
    #expect(withParent.rootItems == ["Food"] && withParent.level(of: "🥝") == 2)
    #expect(withParent.expandedItems == ["🍐"] && withParent.visibleItems == ["Food"])
    #expect(outline.snapshot(of: "🥝").isEmpty)
    #expect(outline.snapshot(of: "🥝", includingParent: true).items == ["🥝"])
  }

  @Test("inserting another snapshot keeps its hierarchy and expansion")
  func insertSnapshot() {
    var outline = emojiOutline()
    var travel = SectionSnapshot<String>()
    travel.append(["Travel", "Places"])
    travel.append(["🚗", "✈️"], to: "Travel")
    travel.append(["🛩️"], to: "✈️")
    travel.expand(["Travel", "✈️"])
    outline.insert(travel, after: "Smileys")
    #expect(outline.rootItems == ["Smileys", "Travel", "Places", "Nature", "Food"])
    #expect(outline.items.prefix(8) == ["Smileys", "😀", "😂", "Travel", "🚗", "✈️", "🛩️", "Places"])
    #expect(outline.level(of: "🛩️") == 2 && outline.isVisible("🛩️"))
    var birds = SectionSnapshot<String>()
    birds.append(["🐦"])
    birds.append(["🐧"], to: "🐦")
    birds.expand(["🐦"])
    outline.insert(birds, before: "🌲")
    #expect(outline.children(of: "Nature") == ["🐶", "🐦", "🌲"])
    #expect(outline.level(of: "🐧") == 2 && !outline.isVisible("🐦") && !outline.isVisible("🐧"))
    #expect(outline.isExpanded("🐦"))
  }

  @Test("replace(childrenOf:) swaps descendants, which may come back")
  func replaceChildren() {
    var outline = emojiOutline()
    outline.expand(["🍐"])
    var fresh = SectionSnapshot<String>()
    fresh.append(["🍐", "🍊"])
    fresh.append(["🥝"], to: "🍊")
    outline.replace(childrenOf: "Food", using: fresh)
    #expect(outline.children(of: "Food") == ["🍐", "🍊"] && outline.children(of: "🍊") == ["🥝"])
    #expect(!outline.isExpanded("🍐") && outline.isExpanded("Food"))
    #expect(!outline.contains("🍎"))
    outline.replace(childrenOf: "Food", using: SectionSnapshot())
    #expect(outline.children(of: "Food").isEmpty && !outline.contains("🥝"))
  }

  @Test("an empty argument does nothing, even when the destination is missing")
  func emptyArguments() {
    var outline = emojiOutline()
    outline.append([], to: "missing")
    outline.insert([], before: "missing")
    outline.insert([], after: "missing")
    outline.insert(SectionSnapshot(), before: "missing")
    outline.insert(SectionSnapshot(), after: "missing")
    outline.delete([])
    #expect(outline == emojiOutline())
  }

  @Test("equality compares the forest and the expanded set")
  func equality() {
    var a = SectionSnapshot<Int>()
    a.append([1, 2])
    a.append([3], to: 1)
    var b = SectionSnapshot<Int>()
    b.append([1])
    b.append([3], to: 1)
    b.append([2])
    #expect(a == b && SectionSnapshot(a) == a)
    b.expand([3])
    #expect(a != b)
    b.collapse([3])
    #expect(a == b)
    var flat = SectionSnapshot<Int>()
    flat.append([1, 3, 2])
    #expect(a.items == flat.items && a != flat)
    var deeper = SectionSnapshot<Int>()
    deeper.append([1])
    deeper.append([3], to: 1)
    deeper.append([2], to: 3)
    #expect(a.items == deeper.items && a != deeper)
  }

  @Test("copies are independent values")
  func copyOnWrite() {
    let original = emojiOutline()
    var copy = SectionSnapshot(original)
    copy.expand(["Nature"])
    copy.append(["🌵"], to: "Nature")
    copy.delete(["Smileys"])
    #expect(original == emojiOutline())
    #expect(copy.rootItems == ["Nature", "Food"] && copy.isVisible("🌵"))
  }

  @Test("copyExpansionState(from:) restores flags of items both snapshots contain")
  func copyExpansionState() {
    let old = emojiOutline()
    var fresh = SectionSnapshot<String>()
    fresh.append(["Smileys", "Food", "Travel"])
    fresh.append(["😀"], to: "Smileys")
    fresh.append(["🍐", "🍌"], to: "Food")
    fresh.append(["🥝"], to: "🍐")
    fresh.expand(["Travel", "🍐"])
    fresh.copyExpansionState(from: old)
    #expect(fresh.expandedItems == ["Smileys", "Food", "Travel"])
    #expect(fresh.visibleItems == ["Smileys", "😀", "Food", "🍐", "🍌", "Travel"])
    var same = old
    same.copyExpansionState(from: old)
    #expect(same == old)
  }

  @Test("description shows the nesting on one line")
  func description() {
    #expect(
      emojiOutline().description
        == #"SectionSnapshot(["Smileys"+("😀", "😂"), "Nature"("🐶", "🌲"), "Food"+("🍎", "🍐"("🥝"))])"#)
    #expect(SectionSnapshot<Int>().description == "SectionSnapshot([])")
  }

  @Test("snapshots of Sendable identifiers are Sendable and can be read concurrently")
  func concurrentReads() async {
    var outline = SectionSnapshot<Int>()
    outline.append(Array(0..<100))
    for root in 0..<100 {
      outline.append(Array(1000 + root * 10..<1000 + root * 10 + 10), to: root)
    }
    let shared = outline
    // Every task races to build the lazily cached order of the same shared storage.
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          let item = 1000 + task * 37
          return shared.index(of: item) == (item - 1000) / 10 * 11 + 1 + (item - 1000) % 10
            && shared.items.count == 1100
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }
}
