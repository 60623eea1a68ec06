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
  // MARK: Questions and structural changes trap

  @Test(
    "a question or structural change naming a missing identifier traps, naming it",
    arguments: TrappingCall.missingIdentifiers)
  func missingIdentifierTraps(_ call: TrappingCall) async {
    await expectTrap(call)
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
