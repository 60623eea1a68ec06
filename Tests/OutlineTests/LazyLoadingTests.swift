import Outline
import Snapshots
import Testing

@Suite struct LazyLoadingTests {
  /// A post whose replies load from a server, 2 per page, 5 in all.
  static func thread() -> OutlineTree<String> {
    OutlineTree<String>(
      roots: ["post"],
      configuration: OutlineConfiguration(batchSize: 2, initialExpansion: .first(2))
    ) { _ in .unloaded(total: 5) }
  }

  @Test func expandLoadsThenShows() throws {
    var tree = Self.thread()
    var update = tree.expand("post")
    #expect(Fixture.lines(tree) == ["+post (5)", "  … loading"])
    #expect(update.diff == .make(inserts: [1], updates: [(0, 0)]))
    let request = try #require(update.loadRequests.first)
    #expect(request.parent == "post" && request.offset == 0 && request.count == 2)

    update = tree.finishLoading(request, with: .page(["r1", "r2"], total: 5)) {
      _ in .unloaded(total: 0)
    }
    #expect(update.loadRequests.isEmpty)
    #expect(Fixture.lines(tree) == ["+post (5)", "  -r1 (0)", "  -r2 (0)", "  … 3 more"])
    #expect(update.diff == .make(inserts: [1, 2], updates: [(1, 3)]))

    update = tree.showMore("post")
    let next = try #require(update.loadRequests.first)
    #expect(next.offset == 2 && next.count == 2)
    #expect(update.diff == .make(updates: [(3, 3)]))
    update = tree.finishLoading(next, with: .page(["r3", "r4"], total: 5))
    #expect(Fixture.lines(tree).suffix(3) == ["  -r3 (0)", "  -r4 (0)", "  … 1 more"])
  }

  @Test func failureShowsAndRetries() throws {
    var tree = Self.thread()
    let request = try #require(tree.expand("post").loadRequests.first)
    var update = tree.failLoading(request)
    #expect(Fixture.lines(tree) == ["+post (5)", "  … failed"])
    #expect(update.diff == .make(updates: [(1, 1)]))
    #expect(tree.failLoading(request).isEmpty)
    #expect(tree.finishLoading(request, with: .loaded(["late"])).isEmpty)

    update = tree.retryLoading("post")
    let retry = try #require(update.loadRequests.first)
    #expect(retry != request && retry.offset == 0)
    #expect(Fixture.lines(tree) == ["+post (5)", "  … loading"])
    // showMore retries as well.
    tree.failLoading(retry)
    #expect(tree.showMore("post").loadRequests.count == 1)
    #expect(tree.retryLoading("post").isEmpty)
  }

  @Test func resultsForDeletedNodesAreIgnored() throws {
    var tree = Self.thread()
    let request = try #require(tree.expand("post").loadRequests.first)
    tree.delete("post")
    #expect(tree.finishLoading(request, with: .loaded(["r1"])).isEmpty)
    // The same identifier back: a new node, and the old request is still stale.
    tree.append(["post"]) { _ in .unloaded(total: 5) }
    let fresh = try #require(tree.expand("post").loadRequests.first)
    #expect(tree.finishLoading(request, with: .loaded(["r1"])).isEmpty)
    #expect(!tree.contains("r1"))
    #expect(!tree.finishLoading(fresh, with: .loaded(["r1"])).isEmpty)
    #expect(tree.contains("r1"))
  }

  @Test func resultsForReloadedNodesAreIgnored() throws {
    var tree = Self.thread()
    let request = try #require(tree.expand("post").loadRequests.first)
    let update = tree.replace(childrenOf: "post", with: .page(["r1"], total: 5))
    // Still expanded to 2 and short of it: a new load replaces the old one.
    let renewed = try #require(update.loadRequests.first)
    #expect(renewed.offset == 1)
    #expect(tree.finishLoading(request, with: .loaded(["stale"])).isEmpty)
    #expect(!tree.contains("stale"))
    tree.reload(roots: ["post"]) { _ in .unloaded(total: 5) }
    #expect(tree.finishLoading(renewed, with: .loaded(["stale"])).isEmpty)
    #expect(tree.loadsInFlight.count == 1)
  }

  @Test func overlappingPagesSkipWhatIsLoaded() throws {
    var tree = Self.thread()
    let first = try #require(tree.expand("post").loadRequests.first)
    tree.finishLoading(first, with: .page(["r1", "r2"], total: 5))
    let second = try #require(tree.showMore("post").loadRequests.first)
    // The server shifted: r2 comes again.
    tree.finishLoading(second, with: .page(["r2", "r3", "r4"], total: 5))
    #expect(tree.children(of: "post") == ["r1", "r2", "r3", "r4"])
    #expect(tree.footer(of: "post") == .more(remaining: 1))
  }

  @Test func expandedToAllKeepsPaging() throws {
    var tree = OutlineTree<Int>(roots: [0], configuration: OutlineConfiguration(batchSize: 3)) {
      $0 == 0 ? .unloaded() : .leaf
    }
    var request = try #require(tree.expand(0).loadRequests.first)
    var next = 1
    var pages = 0
    while true {
      let page = Array(next..<(next + 3))
      next += 3
      let update = tree.finishLoading(request, with: .page(page, hasMore: next < 10))
      pages += 1
      guard let following = update.loadRequests.first else { break }
      #expect(following.offset == next - 1)
      request = following
    }
    #expect(pages == 3)
    #expect(tree.childCount(of: 0) == 9)
    #expect(tree.footer(of: 0) == nil)
  }

  @Test func asyncLoader() async throws {
    actor Server {
      func replies(of id: String, from offset: Int, count: Int) async -> [String] {
        (offset..<min(offset + count, 5)).map { "\(id).\($0)" }
      }
    }
    let server = Server()
    var tree = Self.thread()
    var pending = tree.expand("post").loadRequests
    while let request = pending.popLast() {
      let page = await server.replies(
        of: request.parent ?? "", from: request.offset, count: request.count)
      pending += tree.finishLoading(request, with: .page(page, total: 5)).loadRequests
      pending += tree.showMore("post").loadRequests
    }
    #expect(tree.children(of: "post") == ["post.0", "post.1", "post.2", "post.3", "post.4"])
    #expect(tree.footer(of: "post") == nil)
  }
}
