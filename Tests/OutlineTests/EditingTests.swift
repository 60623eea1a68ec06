import Outline
import Snapshots
import Testing

@Suite struct EditingTests {
  /// A thread: post 0 with replies 1...6, showing the first 3.
  static func thread() -> OutlineTree<Int> {
    var tree = OutlineTree<Int>(
      roots: [0], configuration: OutlineConfiguration(initialExpansion: .first(3))
    ) { $0 == 0 ? .loaded(Array(1...6)) : .leaf }
    tree.expand(0)
    return tree
  }

  @Test func insertingAmongShownChildrenShowsThem() {
    var tree = Self.thread()
    let update = tree.insert([10, 11], under: 0, at: 1)
    #expect(tree.expansion(of: 0) == .first(5))
    #expect(
      Fixture.lines(tree) == [
        "+0 (8)", "  -1 (0)", "  -10 (0)", "  -11 (0)", "  -2 (0)", "  -3 (0)", "  … 3 more",
      ])
    #expect(update.diff == .make(inserts: [2, 3], updates: [(0, 0)]))
  }

  @Test func insertingAmongHiddenChildrenGrowsTheFooter() {
    var tree = Self.thread()
    let update = tree.append([10], to: 0)
    #expect(tree.expansion(of: 0) == .first(3))
    #expect(update.diff == .make(updates: [(0, 0), (4, 4)]))
    #expect(tree.footer(of: 0) == .more(remaining: 4))
  }

  @Test func insertBeforeAndAfterSiblings() {
    var tree = Fixture.files()
    tree.expandAll()
    tree.insert(["intro.md"], before: "guide.md")
    tree.insert(["CHANGELOG.md"], after: "docs")
    #expect(tree.children(of: "docs") == ["intro.md", "guide.md", "api", "faq.md"])
    #expect(tree.rootItems == ["docs", "CHANGELOG.md", "src", "README.md"])
    #expect(tree.index(of: .node("CHANGELOG.md")) == 7)
  }

  @Test func insertingWithDescendants() {
    var tree = Fixture.files()
    tree.expand("src")
    tree.append(["lib"], to: "src") { $0 == "lib" ? .loaded(["a.swift", "b.swift"]) : .leaf }
    tree.expand("lib")
    #expect(tree.children(of: "lib") == ["a.swift", "b.swift"])
    #expect(tree.level(of: "b.swift") == 2)
    #expect(tree.rowCount == 7)
  }

  @Test func deletingShownChildrenShowsFewer() {
    var tree = Self.thread()
    var update = tree.delete(2)
    #expect(tree.expansion(of: 0) == .first(2))
    #expect(Fixture.lines(tree) == ["+0 (5)", "  -1 (0)", "  -3 (0)", "  … 3 more"])
    #expect(update.diff == .make(deletes: [2], updates: [(0, 0)]))
    update = tree.delete([1, 3, 3])
    #expect(tree.expansion(of: 0) == .collapsed)
    #expect(Fixture.lines(tree) == ["-0 (3)"])
    #expect(update.diff == .make(deletes: [1, 2, 3], updates: [(0, 0)]))
  }

  @Test func deletingASubtreeDropsItsState() {
    var tree = Fixture.files()
    tree.expandAll()
    let update = tree.delete(["docs", "api"])
    #expect(update.diff == .make(deletes: [0, 1, 2, 3, 4, 5]))
    #expect(!tree.contains("api") && !tree.contains("tree.md"))
    #expect(tree.state.expandedItems == ["src"])
    #expect(tree.count == 3)
  }

  @Test func replaceChildrenKeepsWhatComesBack() {
    var tree = Fixture.files()
    tree.expandAll()
    let update = tree.replace(childrenOf: "docs", with: .loaded(["api", "new.md"])) {
      $0 == "api" ? .loaded(["rows.md", "index.md"]) : .leaf
    }
    #expect(
      Fixture.lines(tree) == [
        "+docs (2)", "  +api (2)", "    -rows.md (0)", "    -index.md (0)", "  -new.md (0)",
        "+src (1)", "  -main.swift (0)", "-README.md (0)",
      ])
    #expect(!tree.contains("guide.md") && !tree.contains("tree.md"))
    #expect(update.diff == .make(deletes: [1, 3, 5], inserts: [3, 4], updates: [(0, 0)]))
  }

  @Test func reloadKeepsStateAndPrunes() {
    var tree = Fixture.files()
    tree.expand("docs")
    tree.expand("api")
    tree.expand("src")
    tree.reload(roots: ["src", "docs"]) { id in
      switch id {
      case "docs": return .loaded(["api"])
      case "api": return .loaded(["rows.md"])
      case "src": return .unloaded()
      default: return .leaf
      }
    }
    #expect(
      Fixture.lines(tree) == [
        "+src (?)", "  … loading", "+docs (1)", "  +api (1)", "    -rows.md (0)",
      ])
    #expect(tree.loadsInFlight.map(\.parent) == ["src"])
    #expect(tree.state.expandedItems == ["src", "docs", "api"])
  }

  @Test func moveReparentsWithSubtree() throws {
    var tree = Fixture.files()
    tree.expandAll()
    // docs, guide.md, api, tree.md, rows.md, faq.md, src, main.swift, README.md
    let update = try tree.move("api", to: "src", at: 0)
    #expect(
      Fixture.lines(tree) == [
        "+docs (2)", "  -guide.md (0)", "  -faq.md (0)", "+src (2)", "  +api (2)",
        "    -tree.md (0)", "    -rows.md (0)", "  -main.swift (0)", "-README.md (0)",
      ])
    #expect(
      update.diff.moves == [Diff.OffsetPair(from: 5, to: 2), Diff.OffsetPair(from: 6, to: 3)])
    #expect(
      update.diff.updates == [Diff.OffsetPair(from: 0, to: 0), Diff.OffsetPair(from: 6, to: 3)])
    try tree.move("README.md", before: "docs")
    try tree.move("faq.md", after: "guide.md")
    try tree.move("guide.md", after: "faq.md")
    #expect(tree.rootItems == ["README.md", "docs", "src"])
    #expect(tree.children(of: "docs") == ["faq.md", "guide.md"])
  }

  @Test func moveRefusesCycles() {
    var tree = Fixture.files()
    tree.expandAll()
    let before = tree.rows
    #expect(throws: OutlineMoveError.cycle(node: "docs", destination: "api")) {
      try tree.move("docs", to: "api", at: 0)
    }
    #expect(throws: OutlineMoveError.cycle(node: "api", destination: "api")) {
      try tree.move("api", to: "api", at: 0)
    }
    #expect(throws: OutlineMoveError.cycle(node: "docs", destination: "api")) {
      try tree.move("docs", before: "tree.md")
    }
    #expect(tree.rows == before)
    let error = OutlineMoveError.cycle(node: "docs", destination: "api")
    #expect(error.description == "OutlineTree.move: cannot move docs under its own descendant api")
  }

  @Test func moveToWhereANodeIsIsANoOp() throws {
    var tree = Fixture.files()
    #expect(try tree.move("docs", to: nil, at: 0).isEmpty)
    #expect(try tree.move("docs", before: "docs").isEmpty)
    #expect(try tree.move("docs", after: "docs").isEmpty)
  }
}
