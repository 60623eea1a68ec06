import Outline
import Snapshots
import Testing

@Suite struct OutlineSectionSnapshotTests {
  @Test func visibleItemsAreTheRows() {
    var tree = OutlineTree<String>(
      roots: .page(["docs", "src"], total: 4),
      configuration: OutlineConfiguration(initialExpansion: .first(2))
    ) { id in
      switch id {
      case "docs": return .loaded(["guide.md", "api", "faq.md"])
      case "api": return .loaded(["tree.md"])
      case "src": return .unloaded(total: 3)
      default: return .leaf
      }
    }
    tree.expand("docs")
    tree.expand("api")
    tree.expand("src")
    tree.expand("guide.md")  // an expanded leaf
    let snapshot = tree.sectionSnapshot()
    #expect(snapshot.visibleItems == tree.rowIdentifiers)
    #expect(snapshot.items == tree.rowIdentifiers)
    #expect(snapshot.rootItems == [.node("docs"), .node("src"), .footer(parent: nil)])
    #expect(
      snapshot.expandedItems == [.node("docs"), .node("guide.md"), .node("api"), .node("src")])
    for row in tree.rows { #expect(snapshot.level(of: row.id) == row.level) }
    #expect(snapshot.parent(of: .footer(parent: "docs")) == .node("docs"))
    #expect(snapshot.parent(of: .footer(parent: "src")) == .node("src"))
    #expect(snapshot.parent(of: .node("tree.md")) == .node("api"))
  }

  @Test func emptyAndCollapsed() {
    #expect(OutlineTree<Int>().sectionSnapshot().items.isEmpty)
    let tree = Fixture.files()
    let snapshot = tree.sectionSnapshot()
    #expect(snapshot.items == [.node("docs"), .node("src"), .node("README.md")])
    #expect(snapshot.expandedItems.isEmpty)
  }
}
