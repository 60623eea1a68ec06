import ExitTestSupport
import Outline
import TestSupport
import Testing

/// An exit test for every caller error of `OutlineTree`: each stops the process with a message
/// that names the operation and every offending identifier. Identifiers are distinctive
/// strings, so that the check on stderr cannot pass by accident.
@Suite("Outline: traps")
struct TrapTests {
  static func small() -> OutlineTree<String> {
    OutlineTree(roots: ["rootA", "rootB"]) { $0 == "rootA" ? .loaded(["childA"]) : .leaf }
  }

  @Test func buildingWithRepeatedIdentifiers() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = OutlineTree<String>(roots: ["twiceA", "twiceB", "twiceA"]) {
        $0 == "twiceB" ? .loaded(["twiceB"]) : .leaf
      }
    }
    expectStandardError(
      result, naming: "OutlineTree.init(roots:children:)", "\"twiceB\"", "\"twiceA\"")
  }

  @Test func insertingPresentIdentifiers() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["fresh", "childA", "rootB"], under: "rootA", at: 0)
    }
    expectStandardError(
      result, naming: "OutlineTree.insert(_:under:at:)", "\"childA\"", "\"rootB\"")
  }

  @Test func appendingRepeatedIdentifiers() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.append(["newOnce", "newTwice", "newTwice"], to: nil)
    }
    expectStandardError(result, naming: "OutlineTree.append(_:to:)", "\"newTwice\"")
  }

  @Test func insertingBeforeAndAfterPresentIdentifiers() async {
    let before = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["rootA"], before: "childA")
    }
    expectStandardError(before, naming: "OutlineTree.insert(_:before:)", "\"rootA\"")
    let after = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["childA"], after: "rootB")
    }
    expectStandardError(after, naming: "OutlineTree.insert(_:after:)", "\"childA\"")
  }

  @Test func insertingOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["fresh"], under: "rootA", at: 5)
    }
    expectStandardError(result, naming: "OutlineTree.insert(_:under:at:)", "index 5", "rootA")
  }

  @Test func movingOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      _ = try? tree.move("childA", to: "rootB", at: 3)
    }
    expectStandardError(result, naming: "OutlineTree.move(_:to:at:)", "index 3", "childA", "rootB")
  }

  @Test func rowOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().row(at: 2)
    }
    expectStandardError(result, naming: "OutlineTree.row(at:)", "index 2", "0..<2")
  }

  @Test func replacingChildrenWithIdentifiersFromElsewhere() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.replace(childrenOf: "rootB", with: .loaded(["rootA", "newChild"]))
    }
    expectStandardError(result, naming: "OutlineTree.replace(childrenOf:with:)", "\"rootA\"")
  }
}
