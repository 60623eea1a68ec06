import Snapshots
import Testing

/// The samples of the Outlines article, run as written, so the documentation cannot drift from
/// the behaviour.
@Suite("SectionSnapshot documentation samples")
struct SectionSnapshotArticleTests {
  static let categories: [(name: String, emojis: [String])] = [
    ("Smileys", ["😀", "😂", "🥲"]),
    ("Nature", ["🐶", "🌲"]),
    ("Food", ["🍎", "🍐"]),
  ]

  static func rebuilt(
    from categories: [(name: String, emojis: [String])],
    keepingExpansionOf current: SectionSnapshot<String>
  ) -> SectionSnapshot<String> {
    var fresh = SectionSnapshot<String>()
    for category in categories {
      fresh.append([category.name])
      fresh.append(category.emojis, to: category.name)
    }
    fresh.copyExpansionState(from: current)
    return fresh
  }

  @Test("build, describe, expand, collapse, replace and rebuild")
  func outlineSamples() {
    var outline = SectionSnapshot<String>()
    for category in Self.categories {
      outline.append([category.name])
      outline.append(category.emojis, to: category.name)
    }
    outline.expand(["Smileys"])

    #expect(outline.items == ["Smileys", "😀", "😂", "🥲", "Nature", "🐶", "🌲", "Food", "🍎", "🍐"])
    #expect(outline.visibleItems == ["Smileys", "😀", "😂", "🥲", "Nature", "Food"])
    #expect(outline.rootItems == ["Smileys", "Nature", "Food"])
    let picture = """
      +*Smileys
        -*😀
        -*😂
        -*🥲
      -*Nature
        - 🐶
        - 🌲
      -*Food
        - 🍎
        - 🍐
      """
    #expect(outline.visualDescription() == picture)

    outline.expand(["Food"])
    #expect(outline.visibleItems == ["Smileys", "😀", "😂", "🥲", "Nature", "Food", "🍎", "🍐"])
    outline.collapse(["Smileys"])
    #expect(outline.visibleItems == ["Smileys", "Nature", "Food", "🍎", "🍐"])

    var fruit = SectionSnapshot<String>()
    fruit.append(["🍎", "🍐", "🍊"])
    outline.replace(childrenOf: "Food", using: fruit)
    #expect(outline.children(of: "Food") == ["🍎", "🍐", "🍊"] && outline.isExpanded("Food"))

    let fresh = Self.rebuilt(
      from: Self.categories + [("Travel", ["🚗"])], keepingExpansionOf: outline)
    #expect(fresh.expandedItems == ["Food"])
    #expect(fresh.visibleItems == ["Smileys", "Nature", "Food", "🍎", "🍐", "Travel"])
  }

  @Test("the validating builder and the diff")
  func validationAndDiffSamples() {
    struct Folder: Sendable {
      var id: Int
      var subfolders: [Folder]
    }
    let folders = [
      Folder(id: 1, subfolders: [Folder(id: 2, subfolders: [])]), Folder(id: 2, subfolders: []),
    ]
    var caught: SectionSnapshotValidationError<Int>?
    do {
      _ = try SectionSnapshot(validatingRoots: folders, id: \.id, children: \.subfolders)
    } catch {
      caught = error
    }
    #expect(caught?.repeatedItems == [2] && caught?.cycles == [])

    var before = SectionSnapshot<String>()
    before.append(["Food"])
    before.append(["🍎"], to: "Food")
    var after = before
    after.expand(["Food"])
    after.append(["🍐"], to: "Food")
    let changes = SectionSnapshotDiff(from: before, to: after)
    #expect(changes.visibleItems.inserts == [1, 2] && changes.items.inserts == [2])
    #expect(changes.expanded == ["Food"] && changes.collapsed.isEmpty && changes.reparented.isEmpty)
    #expect(
      before.items.applying(changes.items.collectionDifference(from: before.items, to: after.items))
        == after.items)
  }
}
