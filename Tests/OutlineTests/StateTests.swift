import Foundation
import Outline
import Snapshots
import Testing

@Suite struct StateTests {
  static func expanded() -> OutlineTree<String> {
    var tree = Fixture.files()
    tree.expand("docs")
    tree.expand("api")
    tree.setExpansion(of: "src", to: .first(1))
    return tree
  }

  @Test func stateListsExpandedNodesDepthFirst() {
    let state = Self.expanded().state
    #expect(state.expandedItems == ["docs", "api", "src"])
    #expect(state["docs"] == .all && state["src"] == .first(1) && state["guide.md"] == .collapsed)
  }

  @Test func codableRoundTrip() throws {
    let state = Self.expanded().state
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(OutlineState<String>.self, from: data)
    #expect(decoded == state)
    #expect(decoded.expandedItems == state.expandedItems)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"version\":1"))
    #expect(text.contains("\"show\":\"all\""))
    #expect(text.contains("\"show\":1"))
  }

  @Test func restoreAppliesWhatStillFitsAndReportsTheRest() throws {
    let saved = try JSONEncoder().encode(Self.expanded().state)
    // Next launch: the tree changed, "api" is gone, "lib" is new.
    var tree = OutlineTree<String>(roots: ["docs", "src"]) { id in
      switch id {
      case "docs": return .loaded(["guide.md"])
      case "src": return .loaded(["main.swift", "lib"])
      default: return .leaf
      }
    }
    let state = try JSONDecoder().decode(OutlineState<String>.self, from: saved)
    let restoration = tree.restore(state)
    #expect(restoration.dropped == ["api"])
    #expect(
      Fixture.lines(tree) == [
        "+docs (1)", "  -guide.md (0)", "+src (2)", "  -main.swift (0)", "  … 1 more",
      ])
    #expect(restoration.update.diff == .make(inserts: [1, 3, 4], updates: [(0, 0), (1, 2)]))
    #expect(tree.state.expandedItems == ["docs", "src"])
  }

  /// Found by the decoders fuzz target: a state read with a count above the saturation point
  /// said one count while the tree it was restored onto reported another.
  @Test func countsAboveTheSaturationPointAreRecordedSaturated() throws {
    let json = #"{"version": 1, "expanded": [{"id": "docs", "show": 5888888888888}]}"#
    let decoded = try JSONDecoder().decode(OutlineState<String>.self, from: Data(json.utf8))
    var edited = OutlineState<String>()
    edited["docs"] = .first(Int.max)
    for state in [decoded, edited] {
      #expect(state["docs"] == .first(2_147_483_646))
      var tree = Fixture.files()
      tree.restore(state)
      #expect(tree.expansion(of: "docs") == state["docs"])
    }
  }

  @Test func restoreCollapsesWhatTheStateDoesNotList() {
    var tree = Self.expanded()
    tree.restore(OutlineState())
    #expect(Fixture.lines(tree) == ["-docs (3)", "-src (1)", "-README.md (0)"])
  }

  @Test func restoreStartsLoadsForExpandedUnloadedNodes() {
    var tree = OutlineTree<Int>(roots: [1, 2]) { _ in .unloaded(total: 4) }
    var state = OutlineState<Int>()
    state[2] = .first(2)
    let update = tree.restore(state).update
    #expect(update.loadRequests.map(\.parent) == [2])
    #expect(update.loadRequests.map(\.count) == [2])
    #expect(Fixture.lines(tree) == ["-1 (4)", "+2 (4)", "  … loading"])
  }

  @Test func stateSurvivesReloadAndIsPrunedWithNodes() {
    var tree = Self.expanded()
    tree.reload(roots: ["docs", "src"]) { Fixture.children[$0].map { .loaded($0) } ?? .leaf }
    #expect(tree.state == Self.expanded().state)
    tree.delete("api")
    #expect(tree.state.expandedItems == ["docs", "src"])
    tree.append(["api"], to: "docs") { $0 == "api" ? .loaded(["tree.md"]) : .leaf }
    #expect(!tree.isExpanded("api"))
  }

  @Test func stateSubscriptEdits() {
    var state = OutlineState<Int>()
    state[1] = .all
    state[2] = .first(3)
    state[3] = .all
    state[2] = .collapsed
    state[4] = .collapsed
    #expect(state.expandedItems == [1, 3])
    #expect(state.count == 2)
    state[3] = .first(1)
    #expect(state[3] == .first(1))
    var other = OutlineState<Int>()
    other[3] = .first(1)
    other[1] = .all
    #expect(state == other)
  }

  @Test(arguments: [
    (#"{"version": 2, "expanded": []}"#, "unsupported version 2"),
    (#"{"version": 1, "expanded": [{"id": "a", "show": 0}]}"#, "node a shows 0 children"),
    (#"{"version": 1, "expanded": [{"id": "a", "show": -3}]}"#, "node a shows -3 children"),
    (#"{"version": 1, "expanded": [{"id": "a", "show": "some"}]}"#, "node a has no valid"),
    (
      #"{"version": 1, "expanded": [{"id": "a", "show": 1}, {"id": "a", "show": 2}]}"#,
      "node a is listed twice"
    ),
  ])
  func malformedDataThrowsAClearError(json: String, message: String) {
    var tree = Self.expanded()
    let before = tree.rows
    do {
      let state = try JSONDecoder().decode(OutlineState<String>.self, from: Data(json.utf8))
      tree.restore(state)
      Issue.record("decoding \(json) did not throw")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(tree.rows == before)
  }

  @Test func missingFieldsThrow() {
    for json in [
      #"{"expanded": []}"#, #"{"version": 1}"#, #"{"version": 1, "expanded": [{"show": 1}]}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(OutlineState<String>.self, from: Data(json.utf8))
      }
    }
  }
}
