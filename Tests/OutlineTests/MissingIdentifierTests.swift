import ExitTestSupport
import Outline
import Snapshots
import TestSupport
import Testing

/// The rule for an identifier that is not in the outline, the one `SectionSnapshot` follows:
/// questions about one identifier and structural changes trap, naming the operation and the
/// identifier; `contains(_:)` and `index(of:)` answer `false` and `nil`; expansion changes
/// ignore it and return an empty update. Each missing identifier is a distinctive string, so
/// that the check on stderr cannot pass by accident.
@Suite("Outline: missing identifiers")
struct MissingIdentifierTests {
  static func small() -> OutlineTree<String> {
    OutlineTree(roots: ["rootA", "rootB"]) { $0 == "rootA" ? .loaded(["childA"]) : .leaf }
  }

  // MARK: Questions trap

  @Test func levelOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().level(of: "ghostLevel")
    }
    expectStandardError(
      result, naming: "OutlineTree.level(of:)", "\"ghostLevel\"", "is not in the outline")
  }

  @Test func parentOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().parent(of: "ghostParent")
    }
    expectStandardError(result, naming: "OutlineTree.parent(of:)", "\"ghostParent\"")
  }

  @Test func isExpandedOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().isExpanded("ghostExpanded")
    }
    expectStandardError(result, naming: "OutlineTree.isExpanded(_:)", "\"ghostExpanded\"")
  }

  @Test func isVisibleOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().isVisible("ghostVisible")
    }
    expectStandardError(result, naming: "OutlineTree.isVisible(_:)", "\"ghostVisible\"")
  }

  @Test func expansionOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().expansion(of: "ghostExpansion")
    }
    expectStandardError(result, naming: "OutlineTree.expansion(of:)", "\"ghostExpansion\"")
  }

  @Test func childrenOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().children(of: "ghostChildren")
    }
    expectStandardError(result, naming: "OutlineTree.children(of:)", "\"ghostChildren\"")
  }

  @Test func childCountOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().childCount(of: "ghostCount")
    }
    expectStandardError(result, naming: "OutlineTree.childCount(of:)", "\"ghostCount\"")
  }

  @Test func footerOfAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Self.small().footer(of: "ghostFooter")
    }
    expectStandardError(result, naming: "OutlineTree.footer(of:)", "\"ghostFooter\"")
  }

  // MARK: Structural changes trap

  @Test func deletingMissingNodesNamesEachOnceAndDeletesNothing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.delete(["ghostOne", "rootA", "ghostTwo", "ghostOne"])
    }
    expectStandardError(
      result, naming: "OutlineTree.delete(_:)", "[\"ghostOne\", \"ghostTwo\"]",
      "not in the outline")
    let single = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.delete("ghostSingle")
    }
    expectStandardError(single, naming: "OutlineTree.delete(_:)", "\"ghostSingle\"")
  }

  @Test func insertingUnderAMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["fresh"], under: "ghostUnder", at: 0)
    }
    expectStandardError(
      result, naming: "OutlineTree.insert(_:under:at:)", "parent identifier \"ghostUnder\"")
  }

  @Test func appendingToAMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.append(["fresh"], to: "ghostAppend")
    }
    expectStandardError(
      result, naming: "OutlineTree.append(_:to:)", "parent identifier \"ghostAppend\"")
  }

  @Test func insertingBeforeAMissingSibling() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["fresh"], before: "ghostBefore")
    }
    expectStandardError(
      result, naming: "OutlineTree.insert(_:before:)", "sibling identifier \"ghostBefore\"")
  }

  @Test func insertingAfterAMissingSibling() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.insert(["fresh"], after: "ghostAfter")
    }
    expectStandardError(
      result, naming: "OutlineTree.insert(_:after:)", "sibling identifier \"ghostAfter\"")
  }

  @Test func movingAMissingNode() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      _ = try? tree.move("ghostMoved", to: nil, at: 0)
    }
    expectStandardError(result, naming: "OutlineTree.move(_:to:at:)", "\"ghostMoved\"")
  }

  @Test func movingUnderAMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      _ = try? tree.move("childA", to: "ghostTarget", at: 0)
    }
    expectStandardError(
      result, naming: "OutlineTree.move(_:to:at:)", "parent identifier \"ghostTarget\"")
  }

  @Test func movingNextToAMissingSibling() async {
    let before = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      _ = try? tree.move("childA", before: "ghostMoveBefore")
    }
    expectStandardError(before, naming: "OutlineTree.move(_:before:)", "\"ghostMoveBefore\"")
    let after = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      _ = try? tree.move("ghostMoveAfter", after: "rootB")
    }
    expectStandardError(after, naming: "OutlineTree.move(_:after:)", "\"ghostMoveAfter\"")
  }

  @Test func replacingTheChildrenOfAMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var tree = Self.small()
      tree.replace(childrenOf: "ghostReplace", with: .loaded(["fresh"]))
    }
    expectStandardError(
      result, naming: "OutlineTree.replace(childrenOf:with:)", "\"ghostReplace\"")
  }

  // MARK: What accepts any identifier

  @Test func containsAndIndexAnswerForAnyIdentifier() {
    let tree = Fixture.files()
    #expect(tree.contains("docs") && !tree.contains("missing"))
    #expect(tree.index(of: .node("docs")) == 0)
    #expect(tree.index(of: .node("missing")) == nil)
    #expect(tree.index(of: .footer(parent: "missing")) == nil)
  }

  @Test func expansionChangesIgnoreMissingNodes() {
    var tree = Fixture.files()
    let before = tree.rows
    #expect(tree.expand("missing").isEmpty)
    #expect(tree.expand(["missing", "ghost"]).isEmpty)
    #expect(tree.collapse("missing").isEmpty)
    #expect(tree.collapse(["missing"], resettingDescendants: true).isEmpty)
    #expect(tree.toggle("missing").isEmpty)
    #expect(tree.setExpansion(of: "missing", to: .all).isEmpty)
    #expect(tree.showMore("missing").isEmpty)
    #expect(tree.expandAll("missing").isEmpty)
    #expect(tree.collapseAll("missing").isEmpty)
    #expect(tree.retryLoading("missing").isEmpty)
    #expect(tree.rows == before)
  }

  @Test func aMissingNodeAmongPresentOnesIsSkipped() {
    var tree = Fixture.files()
    var single = tree
    let expected = single.expand("src")
    #expect(tree.expand(["missing", "src"]) == expected)
    #expect(tree.rows == single.rows)
    #expect(tree.collapse(["src", "missing"]) == single.collapse("src"))
    #expect(tree.rows == single.rows)
  }

  @Test func emptyInsertionsIgnoreAMissingDestination() {
    var tree = Fixture.files()
    #expect(tree.insert([], before: "missing").isEmpty)
    #expect(tree.insert([], after: "missing").isEmpty)
    #expect(tree.append([], to: "missing").isEmpty)
    #expect(tree.insert([], under: "missing", at: 3).isEmpty)
    #expect(tree.delete([]).isEmpty)
    #expect(tree.count == 9)
  }

  /// The same questions and changes on a `SectionSnapshot` and an `OutlineTree` of one forest
  /// give the same answers.
  @Test func bothTypesAnswerAlike() {
    var tree = Fixture.files()
    var snapshot = SectionSnapshot<String>()
    snapshot.append(["docs", "src", "README.md"])
    for parent in ["docs", "api", "src"] { snapshot.append(Fixture.children[parent]!, to: parent) }
    // The outline expands to every child, as the snapshot does; one `expand` of two nodes and
    // a missing one, ignored by both.
    tree.expand(["docs", "api", "missing"])
    snapshot.expand(["docs", "api", "missing"])
    #expect(tree.rootItems == snapshot.rootItems)
    #expect(tree.visibleItems == snapshot.visibleItems)
    #expect(tree.expandedItems == snapshot.expandedItems)
    for id in snapshot.items {
      #expect(tree.level(of: id) == snapshot.level(of: id))
      #expect(tree.parent(of: id) == snapshot.parent(of: id))
      #expect(tree.children(of: id) == snapshot.children(of: id))
      #expect(tree.isExpanded(id) == snapshot.isExpanded(id))
      #expect(tree.isVisible(id) == snapshot.isVisible(id))
    }
    tree.collapse(["docs", "missing"])
    snapshot.collapse(["docs", "missing"])
    #expect(tree.visibleItems == snapshot.visibleItems)
    #expect(tree.expandedItems == snapshot.expandedItems)
  }
}
