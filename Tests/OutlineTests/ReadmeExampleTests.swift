import Foundation
import Outline
import Snapshots
import Testing

/// The comment-thread sample of the "Large outlines" article, checked: if these fail, the
/// documentation is wrong.
@Suite struct OutlineReadmeExampleTests {
  /// Stands in for a server: 40 comments on the post, c2 has 2 replies.
  actor API {
    func comments(from offset: Int, count: Int) -> [String] {
      (offset..<min(offset + count, 40)).map { "c\($0 + 1)" }
    }
    func replies(of id: String, from offset: Int, count: Int) -> [String] {
      id == "c2" ? Array(["c2.1", "c2.2"][offset..<min(offset + count, 2)]) : []
    }
  }

  /// Collects what a renderer would perform.
  struct Renderer {
    var rows: [OutlineRow<String>]
    mutating func perform(_ diff: Diff, _ tree: OutlineTree<String>) {
      let removed = Set(diff.deletes + diff.moves.map(\.from))
      var kept = rows.indices.filter { !removed.contains($0) }.map { rows[$0] }.makeIterator()
      let new = tree.rowIdentifiers
      let placed = Set(diff.inserts + diff.moves.map(\.to))
      rows = new.indices.map { placed.contains($0) ? new[$0] : kept.next()! }
    }
  }

  @Test func commentThread() async throws {
    let api = API()
    let replyCounts = ["c1": 0, "c2": 2, "c3": 0]

    var thread = OutlineTree<String>(
      roots: ["post"],
      configuration: OutlineConfiguration(batchSize: 5, initialExpansion: .first(3))
    ) { id in
      id == "post" ? .page(["c1", "c2", "c3"], total: 40) : .unloaded(total: replyCounts[id])
    }
    var renderer = Renderer(rows: thread.rowIdentifiers)

    var update = thread.expand("post")  // c1, c2, c3 and a "37 more" footer
    renderer.perform(update.diff, thread)
    #expect(
      Fixture.lines(thread) == ["+post (40)", "  -c1 (0)", "  -c2 (2)", "  -c3 (0)", "  … 37 more"])

    update = thread.expand("c2")  // replies not loaded yet: a loading footer and a request
    renderer.perform(update.diff, thread)
    for request in update.loadRequests {
      let page = await api.replies(of: request.parent!, from: request.offset, count: request.count)
      update = thread.finishLoading(request, with: .page(page, total: 2))
      renderer.perform(update.diff, thread)
    }
    #expect(thread.children(of: "c2") == ["c2.1", "c2.2"])

    update = thread.showMore("post")  // 5 more comments: none loaded, so a request
    renderer.perform(update.diff, thread)
    #expect(thread.footer(of: "post") == .loading)
    for request in update.loadRequests {
      let page = await api.comments(from: request.offset, count: request.count)
      update = thread.finishLoading(request, with: .page(page, total: 40)) { _ in .leaf }
      renderer.perform(update.diff, thread)
    }
    #expect(thread.children(of: "post").count == 8)
    #expect(thread.footer(of: "post") == .more(remaining: 32))

    update = try thread.move("c7", to: "c2", at: 0)  // reparent, with its subtree
    renderer.perform(update.diff, thread)
    #expect(throws: OutlineMoveError.cycle(node: "c2", destination: "c7")) {
      try thread.move("c2", to: "c7", at: 0)
    }
    #expect(renderer.rows == thread.rowIdentifiers)

    update = thread.delete("c5")  // with its replies
    renderer.perform(update.diff, thread)
    update = thread.expand(["c1", "c3"])  // one update for both
    renderer.perform(update.diff, thread)
    #expect(!thread.contains("c5") && thread.isExpanded("c1") && thread.isExpanded("c3"))
    #expect(renderer.rows == thread.rowIdentifiers)

    // Expansion survives reloads and launches:
    let saved = try JSONEncoder().encode(thread.state)
    var relaunched = OutlineTree<String>(
      roots: ["post"], configuration: thread.configuration
    ) { id in
      id == "post" ? .page(["c1", "c2", "c3"], total: 40) : .unloaded(total: replyCounts[id])
    }
    let restored = relaunched.restore(
      try JSONDecoder().decode(OutlineState<String>.self, from: saved))
    #expect(restored.dropped.isEmpty)
    #expect(relaunched.isExpanded("post") && relaunched.isExpanded("c2"))
    #expect(restored.update.loadRequests.map(\.parent) == ["post", "c2"])
  }
}
