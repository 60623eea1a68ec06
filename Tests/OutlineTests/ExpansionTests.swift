import Outline
import Snapshots
import Testing

@Suite struct ExpansionTests {
  @Test func expandAndCollapseReportTheirRows() {
    var tree = Fixture.files()
    var update = tree.expand("docs")
    #expect(update.diff == .make(inserts: [1, 2, 3], updates: [(0, 0)]))
    #expect(update.loadRequests.isEmpty)
    update = tree.expand("api")
    #expect(update.diff == .make(inserts: [3, 4], updates: [(2, 2)]))
    #expect(
      Fixture.lines(tree) == [
        "+docs (3)", "  -guide.md (0)", "  +api (2)", "    -tree.md (0)", "    -rows.md (0)",
        "  -faq.md (0)", "-src (1)", "-README.md (0)",
      ])
    update = tree.collapse("docs")
    #expect(update.diff == .make(deletes: [1, 2, 3, 4, 5], updates: [(0, 0)]))
    // Descendants keep their expansion: expanding docs again shows api expanded.
    update = tree.expand("docs")
    #expect(update.diff == .make(inserts: [1, 2, 3, 4, 5], updates: [(0, 0)]))
    #expect(tree.isExpanded("api"))
  }

  @Test func collapseCanResetDescendants() {
    var tree = Fixture.files(OutlineConfiguration(collapseResetsDescendants: true))
    tree.expand("docs")
    tree.expand("api")
    tree.collapse("docs")
    #expect(!tree.isExpanded("api"))
    tree.expand("docs")
    #expect(Fixture.lines(tree).count == 6)
    // Per call, against the configuration.
    tree.expand("api")
    tree.collapse("docs", resettingDescendants: false)
    tree.expand("docs")
    #expect(tree.isExpanded("api"))
  }

  @Test func expandingAnExpandedNodeIsANoOp() {
    var tree = Fixture.files()
    tree.expand("docs")
    #expect(tree.expand("docs").isEmpty)
    #expect(tree.collapse("src").isEmpty)
    #expect(tree.expand("missing").isEmpty)
    #expect(tree.collapse("missing").isEmpty)
    #expect(tree.setExpansion(of: "missing", to: .all).isEmpty)
    #expect(tree.showMore("missing").isEmpty)
  }

  @Test func partlyExpandedNodesShowAMoreFooter() {
    var tree = OutlineTree<Int>(
      roots: [0], configuration: OutlineConfiguration(batchSize: 2, initialExpansion: .first(3))
    ) { $0 == 0 ? .loaded(Array(1...8)) : .leaf }
    var update = tree.expand(0)
    #expect(tree.expansion(of: 0) == .first(3))
    #expect(Fixture.lines(tree) == ["+0 (8)", "  -1 (0)", "  -2 (0)", "  -3 (0)", "  … 5 more"])
    #expect(update.diff == .make(inserts: [1, 2, 3, 4], updates: [(0, 0)]))
    #expect(tree.footer(of: 0) == .more(remaining: 5))

    update = tree.showMore(0)
    #expect(update.diff == .make(inserts: [4, 5], updates: [(4, 6)]))
    #expect(tree.footer(of: 0) == .more(remaining: 3))

    update = tree.showMore(0, count: 10)
    #expect(update.diff == .make(deletes: [6], inserts: [6, 7, 8]))
    #expect(tree.footer(of: 0) == nil)
    #expect(tree.showMore(0).isEmpty)

    update = tree.setExpansion(of: 0, to: .first(1))
    #expect(update.diff == .make(deletes: [2, 3, 4, 5, 6, 7, 8], inserts: [2]))
    #expect(Fixture.lines(tree) == ["+0 (8)", "  -1 (0)", "  … 7 more"])

    update = tree.setExpansion(of: 0, to: .collapsed)
    #expect(update.diff == .make(deletes: [1, 2], updates: [(0, 0)]))
  }

  @Test func initialExpansionAndBatchPerLevelAndNode() {
    var configuration = OutlineConfiguration<Int>(batchSize: 4, initialExpansion: .all)
    configuration.initialExpansionByLevel[1] = .first(1)
    configuration.initialExpansionByNode[20] = .first(2)
    configuration.batchSizeByLevel[2] = 3
    configuration.batchSizeByNode[20] = 1
    var tree = OutlineTree<Int>(roots: [1], configuration: configuration) { id in
      switch id {
      case 1: return .loaded([10, 20])
      case 10, 20: return .loaded((1...6).map { id * 10 + $0 })
      default: return .leaf
      }
    }
    tree.expand(1)
    tree.expand(10)
    tree.expand(20)
    #expect(tree.expansion(of: 1) == .all)
    #expect(tree.expansion(of: 10) == .first(1))
    #expect(tree.expansion(of: 20) == .first(2))
    tree.showMore(10)
    tree.showMore(20)
    #expect(tree.expansion(of: 10) == .first(4))
    #expect(tree.expansion(of: 20) == .first(3))
    #expect(configuration.batchSize(under: nil, level: 0) == 4)
  }

  @Test func expandAllNeverLoadsAndCollapseAllResets() {
    var tree = OutlineTree<String>(roots: ["a", "b"]) { id in
      switch id {
      case "a": return .loaded(["a1", "a2"])
      case "a1": return .page(["a1x"], total: 5)
      case "b": return .unloaded(total: 3)
      default: return .leaf
      }
    }
    let update = tree.expandAll()
    #expect(update.loadRequests.isEmpty)
    #expect(
      Fixture.lines(tree) == [
        "+a (2)", "  +a1 (5)", "    -a1x (0)", "    … 4 more", "  -a2 (0)", "-b (3)",
      ])
    #expect(update.diff == .make(inserts: [1, 2, 3, 4], updates: [(0, 0)]))
    #expect(tree.collapseAll().diff == .make(deletes: [1, 2, 3, 4], updates: [(0, 0)]))
    #expect(tree.state.count == 0)
    tree.expand("a")
    #expect(Fixture.lines(tree) == ["+a (2)", "  -a1 (5)", "  -a2 (0)", "-b (3)"])
    // Below one node only.
    tree.expandAll("a1")
    tree.collapseAll("a")
    #expect(!tree.isExpanded("a1"))
  }

  @Test func toggle() {
    var tree = Fixture.files()
    tree.toggle("src")
    #expect(tree.isExpanded("src"))
    tree.toggle("src")
    #expect(!tree.isExpanded("src"))
  }

  @Test func expandingAHiddenNodeChangesNoRow() {
    var tree = Fixture.files()
    let update = tree.expand("api")
    #expect(update.diff == .make())
    #expect(tree.isExpanded("api") && !tree.isVisible("api"))
    tree.expand("docs")
    #expect(tree.rowCount == 8)
  }
}
