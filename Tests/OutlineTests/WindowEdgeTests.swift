import Outline
import Snapshots
import Testing

/// Moves at the edge of a window (a partly expanded parent, paged roots) and roots replaced
/// with nothing loaded: the cases issue 11 reported, each pinned by rows, expansion and diff.
@Suite struct WindowEdgeTests {
  static func thread() -> OutlineTree<String> {
    var tree = OutlineTree<String>(
      roots: ["post"], configuration: OutlineConfiguration(initialExpansion: .first(3))
    ) { $0 == "post" ? .loaded(["c1", "c2", "c3", "c4", "c5", "c6"]) : .leaf }
    tree.expand("post")
    return tree
  }

  @Test func movingAShownChildToTheLastShownPlaceKeepsItShown() throws {
    var tree = Self.thread()
    let old = tree.rows
    let update = try tree.move("c1", to: "post", at: 2)
    #expect(
      Fixture.lines(tree) == ["+post (6)", "  -c2 (0)", "  -c3 (0)", "  -c1 (0)", "  … 3 more"])
    #expect(tree.expansion(of: "post") == .first(3))
    #expect(tree.state["post"] == .first(3))
    // One block moves; nothing is deleted.
    #expect(update.diff == Diff(from: old, to: tree.rows, id: \.id))
    #expect(update.diff.deletes.isEmpty && update.diff.inserts.isEmpty)
    #expect(update.diff.moves.count == 1)
  }

  @Test func movingAShownChildAfterTheLastShownOneKeepsItShown() throws {
    var tree = Self.thread()
    try tree.move("c2", after: "c3")
    #expect(
      Fixture.lines(tree) == ["+post (6)", "  -c1 (0)", "  -c3 (0)", "  -c2 (0)", "  … 3 more"])
    #expect(tree.expansion(of: "post") == .first(3))
  }

  @Test func movingAShownChildPastTheWindowHidesItAndNothingElseShows() throws {
    var tree = Self.thread()
    try tree.move("c1", to: "post", at: 4)
    #expect(tree.children(of: "post") == ["c2", "c3", "c4", "c5", "c1", "c6"])
    #expect(Fixture.lines(tree) == ["+post (6)", "  -c2 (0)", "  -c3 (0)", "  … 4 more"])
    #expect(tree.expansion(of: "post") == .first(2))
  }

  @Test func movingAHiddenChildToTheWindowEdgeLeavesItHidden() throws {
    var tree = Self.thread()
    try tree.move("c5", to: "post", at: 3)
    #expect(tree.children(of: "post") == ["c1", "c2", "c3", "c5", "c4", "c6"])
    #expect(
      Fixture.lines(tree) == ["+post (6)", "  -c1 (0)", "  -c2 (0)", "  -c3 (0)", "  … 3 more"])
    try tree.move("c6", to: "post", at: 2)
    #expect(tree.expansion(of: "post") == .first(4))
    #expect(tree.rows.count == 6)
  }

  @Test func movingAPagedRootAfterTheLastLoadedOneKeepsItShown() throws {
    var tree = OutlineTree<String>(roots: .page(["a", "b", "c"], total: 10)) { _ in .leaf }
    let old = tree.rows
    let update = try tree.move("a", after: "c")
    #expect(Fixture.lines(tree) == ["-b (0)", "-c (0)", "-a (0)", "… 7 more"])
    #expect(tree.expansion(of: nil) == .first(3))
    #expect(update.diff == Diff(from: old, to: tree.rows, id: \.id))
    #expect(update.diff.deletes.isEmpty && update.diff.moves.count == 1)
  }

  @Test func aWindowLargerThanWhatIsLoadedKeepsItsSizeThroughAMove() throws {
    var roots = OutlineTree<String>(roots: .page(["a", "b", "c"], total: 10)) { _ in .leaf }
    #expect(roots.setExpansion(of: nil, to: .first(5)).loadRequests.map(\.count) == [2])
    try roots.move("a", after: "c")
    #expect(roots.expansion(of: nil) == .first(5))
    #expect(Fixture.lines(roots) == ["-b (0)", "-c (0)", "-a (0)", "… loading"])

    var tree = OutlineTree<String>(roots: ["p"]) {
      $0 == "p" ? .page(["c1", "c2", "c3"], total: 10) : .leaf
    }
    tree.setExpansion(of: "p", to: .first(5))
    try tree.move("c1", to: "p", at: 2)
    #expect(tree.expansion(of: "p") == .first(5))
    #expect(tree.state["p"] == .first(5))
    #expect(tree.loadsInFlight.map(\.count) == [2])
  }

  @Test func movingAShownChildToAnotherWindowsEdgeHidesItThere() throws {
    var tree = OutlineTree<String>(
      roots: ["p", "q"], configuration: OutlineConfiguration(initialExpansion: .first(2))
    ) { id in
      switch id {
      case "p": return .loaded(["p1", "p2", "p3"])
      case "q": return .loaded(["q1", "q2", "q3"])
      default: return .leaf
      }
    }
    tree.expand("p")
    tree.expand("q")
    try tree.move("p1", to: "q", at: 2)
    #expect(tree.expansion(of: "p") == .first(1))
    #expect(tree.expansion(of: "q") == .first(2))
    #expect(tree.children(of: "q") == ["q1", "q2", "p1", "q3"])
    try tree.move("p2", to: "q", at: 1)
    #expect(tree.expansion(of: "p") == .collapsed)
    #expect(tree.expansion(of: "q") == .first(3))
  }

  @Test(arguments: [OutlineChildren<String>.unloaded(total: 10), .page([], hasMore: true)])
  func replacingTheRootsWithNothingLoadedAsksForABatch(roots: OutlineChildren<String>) {
    let built = OutlineTree<String>(
      roots: roots, configuration: OutlineConfiguration(batchSize: 3)
    ) { _ in .leaf }
    #expect(built.loadsInFlight.map(\.count) == [3])
    var tree = OutlineTree<String>(
      roots: ["a"], configuration: OutlineConfiguration(batchSize: 3)
    ) { _ in .leaf }
    let update = tree.replace(childrenOf: nil, with: roots)
    #expect(update.loadRequests.map(\.count) == [3])
    #expect(tree.expansion(of: nil) == .first(3))
    #expect(tree.expansion(of: nil) == built.expansion(of: nil))
  }
}
