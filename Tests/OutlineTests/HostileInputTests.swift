import Foundation
import Outline
import Testing

/// Counts, totals and persisted state at the edges of their types: nothing overflows, wraps or
/// traps, and what the rows say agrees with what the tree says.
@Suite struct HostileInputTests {
  static let largestWindow = OutlineExpansion.first(2_147_483_646)

  @Test func showingTheLargestCountSaturates() {
    var tree = OutlineTree<Int>(
      roots: [0], configuration: OutlineConfiguration(initialExpansion: .first(1))
    ) { $0 == 0 ? .loaded([1, 2, 3]) : .leaf }
    tree.expand(0)
    let update = tree.showMore(0, count: .max)
    #expect(update.diff.inserts == [2, 3])
    #expect(tree.expansion(of: 0) == Self.largestWindow)
    #expect(tree.rows.count == 4)
  }

  @Test func theLargestBatchSizeSaturates() {
    var tree = OutlineTree<Int>(
      roots: .page([0], total: 5),
      configuration: OutlineConfiguration(batchSize: .max, initialExpansion: .first(1))
    ) { $0 == 0 ? .page([1, 2], total: 9) : .leaf }
    tree.expand(0)
    tree.showMore(0)
    #expect(tree.expansion(of: 0) == Self.largestWindow)
    let requests = tree.showMore(nil).loadRequests
    #expect(tree.expansion(of: nil) == Self.largestWindow)
    #expect(requests.map(\.parent) == [nil])
    #expect(tree.loadsInFlight.map(\.count).allSatisfy { $0 > 0 })
    var all = OutlineTree<Int>(
      roots: [0], configuration: OutlineConfiguration(batchSize: .max)
    ) { _ in .unloaded() }
    #expect(all.expand(0).loadRequests.map(\.count) == [.max])
  }

  @Test func theLargestExpansionsSaturate() {
    var tree = OutlineTree<Int>(roots: [0]) { $0 == 0 ? .page([1], total: .max) : .leaf }
    tree.setExpansion(of: 0, to: .first(.max))
    #expect(tree.expansion(of: 0) == Self.largestWindow)
    #expect(tree.loadsInFlight.map(\.count) == [2_147_483_645])
    tree.setExpansion(of: 0, to: .first(.min))
    #expect(tree.expansion(of: 0) == .collapsed)
    var state = OutlineState<Int>()
    state[0] = .first(.max)
    tree.restore(state)
    #expect(tree.expansion(of: 0) == Self.largestWindow)
  }

  @Test func totalsAboveThirtyTwoBitsAgreeBetweenRowsAndTree() {
    var tree = OutlineTree<Int>(roots: [0]) { $0 == 0 ? .page([1], total: 3_000_000_000) : .leaf }
    #expect(tree.childCount(of: 0) == 3_000_000_000)
    #expect(tree.rows[0].content == .node(isExpanded: false, childCount: 3_000_000_000))
    tree.setExpansion(of: 0, to: .first(1))
    #expect(tree.footer(of: 0) == .more(remaining: 2_999_999_999))
    #expect(tree.rows[2].content == .footer(.more(remaining: 2_999_999_999)))
    #expect(tree.reflattenedRows() == tree.rows)
  }

  @Test func totalsAtTheTopOfIntSaturateWithoutTrapping() {
    var tree = OutlineTree<Int>(roots: [0]) { $0 == 0 ? .page([1], total: .max) : .leaf }
    tree.setExpansion(of: 0, to: .first(1))
    tree.append([2, 3, 4], to: 0)
    #expect(tree.childCount(of: 0) == .max)
    #expect(tree.rows[0].content == .node(isExpanded: true, childCount: .max))
    #expect(tree.footer(of: 0) == .more(remaining: .max))
    #expect(tree.rows.last?.content == .footer(.more(remaining: .max)))
    let roots = OutlineTree<Int>(roots: .page([1, 2], total: .max)) { _ in .leaf }
    #expect(roots.childCount(of: nil) == .max)
    #expect(roots.footer(of: nil) == .more(remaining: .max - 2))
  }

  @Test func aRepeatedNodeIsNamedWhereItRepeats() throws {
    let json =
      #"{"version": 1, "expanded": [{"id": "a", "show": 1}, {"id": "a", "show": 2}, {"id": "b", "show": 1}]}"#
    do {
      _ = try JSONDecoder().decode(OutlineState<String>.self, from: Data(json.utf8))
      Issue.record("decoding a repeated node did not throw")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.codingPath.map(\.stringValue) == ["expanded", "Index 1"])
      #expect(context.codingPath.last?.intValue == 1)
      #expect(context.debugDescription.contains("node a is listed twice"))
    }
  }

  @Test(arguments: [
    #"{"version": 1, "expanded": [{"id": "a", "show": 1}"#,
    #"{"version": 1, "expanded": [{"id": "a", "sh"#,
    #"{"version": 1, "expanded": {}}"#,
    #"{"version": 1, "expanded": [1, 2]}"#,
    #"{"version": 1, "expanded": [{"id": null, "show": 1}]}"#,
    #"{"version": 1, "expanded": [{"id": "a", "show": 1.5}]}"#,
    #"{"version": 1, "expanded": [{"id": "a", "show": true}]}"#,
    #"{"version": 1, "expanded": [{"id": "a", "show": 1e400}]}"#,
    #"{"version": 1, "expanded": [{"id": "a", "show": 99999999999999999999999}]}"#,
    #"{"version": 1, "expanded": [{"id": "a", "show": "ALL"}]}"#,
    #"{"version": 1, "expanded": [{"id": "a"}]}"#,
    #"{"version": "1", "expanded": []}"#,
    #"{"version": 18446744073709551616, "expanded": []}"#,
    #"[]"#, #""#, #"null"#,
  ])
  func malformedOrTruncatedStateThrows(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(OutlineState<String>.self, from: Data(json.utf8))
    }
  }

  @Test func theLargestCountDecodesAndRestoresSaturated() throws {
    let json = #"{"version": 1, "expanded": [{"id": 0, "show": 9223372036854775807}]}"#
    let state = try JSONDecoder().decode(OutlineState<Int>.self, from: Data(json.utf8))
    #expect(state[0] == Self.largestWindow)
    var tree = OutlineTree<Int>(roots: [0]) { $0 == 0 ? .loaded([1]) : .leaf }
    tree.restore(state)
    #expect(tree.expansion(of: 0) == Self.largestWindow)
    #expect(tree.rows.count == 2)
  }
}
