import Outline
import Snapshots
import Testing

@Suite struct BuildingTests {
  @Test func rootsShowCollapsed() {
    let tree = Fixture.files()
    #expect(Fixture.lines(tree) == ["-docs (3)", "-src (1)", "-README.md (0)"])
    #expect(tree.count == 9)
    #expect(tree.rowCount == 3)
    #expect(tree.rootItems == ["docs", "src", "README.md"])
    #expect(tree.children(of: "docs") == ["guide.md", "api", "faq.md"])
    #expect(tree.parent(of: "rows.md") == "api")
    #expect(tree.parent(of: "docs") == nil)
    #expect(tree.level(of: "rows.md") == 2)
    #expect(tree.isVisible("src") && !tree.isVisible("api"))
    #expect(tree.contains("faq.md") && !tree.contains("missing"))
    #expect(tree.childCount(of: "docs") == 3 && tree.childCount(of: nil) == 3)
  }

  @Test func rowsByIndexAndIdentity() {
    var tree = Fixture.files()
    tree.expand("docs")
    tree.expand("api")
    let rows = tree.rows
    #expect(rows.map(\.id) == tree.rowIdentifiers)
    #expect(rows == tree.reflattenedRows())
    for (offset, row) in rows.enumerated() {
      #expect(tree.row(at: offset) == row)
      #expect(tree.index(of: row.id) == offset)
    }
    #expect(tree.index(of: .node("main.swift")) == nil)
    #expect(tree.index(of: .node("missing")) == nil)
    #expect(tree.index(of: .footer(parent: "docs")) == nil)
  }

  @Test func nestedModels() {
    struct Comment {
      var id: Int
      var replies: [Comment]?
      var replyCount: Int
    }
    let post = Comment(
      id: 1,
      replies: [
        Comment(id: 2, replies: [Comment(id: 4, replies: [], replyCount: 0)], replyCount: 1),
        Comment(id: 3, replies: nil, replyCount: 7),
      ], replyCount: 2)
    var tree = OutlineTree(roots: [post], id: \.id) { comment in
      comment.replies.map { .loaded($0) } ?? .unloaded(total: comment.replyCount)
    }
    tree.expandAll()
    #expect(Fixture.lines(tree) == ["+1 (2)", "  +2 (1)", "    -4 (0)", "  -3 (7)"])
  }

  @Test func pagedRootsShowAFooter() {
    var tree = OutlineTree<Int>(roots: .page([1, 2], total: 10)) { _ in .leaf }
    #expect(Fixture.lines(tree) == ["-1 (0)", "-2 (0)", "… 8 more"])
    #expect(tree.expansion(of: nil) == .first(2))
    #expect(tree.loadsInFlight.isEmpty)
    let update = tree.showMore(nil)
    #expect(update.loadRequests.map(\.offset) == [2])
    #expect(update.loadRequests.map(\.count) == [5])
    #expect(update.diff == .make(updates: [(2, 2)]))
    #expect(Fixture.lines(tree) == ["-1 (0)", "-2 (0)", "… loading"])
  }

  @Test func unloadedRootsStartLoading() {
    let tree = OutlineTree<Int>(roots: .unloaded(total: nil)) { _ in .leaf }
    #expect(Fixture.lines(tree) == ["… loading"])
    #expect(tree.loadsInFlight.count == 1)
    #expect(tree.loadsInFlight.first?.parent == nil)
  }

  @Test func emptyOutline() {
    let tree = OutlineTree<String>()
    #expect(tree.isEmpty && tree.rowCount == 0 && tree.rows.isEmpty && tree.rootItems.isEmpty)
    #expect(tree.state == OutlineState())
  }
}

@Suite struct ValueSemanticsTests {
  @Test func copiesAreIndependent() {
    var tree = Fixture.files()
    let copy = tree
    tree.expand("docs")
    tree.delete("src")
    #expect(Fixture.lines(copy) == ["-docs (3)", "-src (1)", "-README.md (0)"])
    var other = copy
    other.append(["new"])
    #expect(copy.count == 9 && other.count == 10 && tree.count == 7)
  }

  @Test func sharedTreesCanBeReadConcurrently() async {
    var tree = OutlineTree<Int>(roots: Array(0..<50)) { $0 < 50 ? .loaded([1000 + $0]) : .leaf }
    tree.expandAll()
    let shared = tree
    let expected = shared.rows
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var ok = shared.rows == expected
          for offset in stride(from: task, to: expected.count, by: 8) {
            ok = ok && shared.row(at: offset) == expected[offset]
            ok = ok && shared.index(of: expected[offset].id) == offset
          }
          return ok
        }
      }
      return await group.reduce(true) { $0 && $1 }
    }
    #expect(results)
  }
}
