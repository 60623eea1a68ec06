import ExitTestSupport
import Outline
import Testing

/// A caller error on ``small()`` that stops the process, with what its message must name: the
/// operation and every offending identifier. Identifiers are distinctive strings, so that the
/// check on stderr cannot pass by accident.
///
/// A case is `Codable` so that an exit test can take it to the child process.
enum TrappingCall: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  // An identifier that is not in the outline.
  case levelOfAMissingNode = "level(of:) a missing node"
  case parentOfAMissingNode = "parent(of:) a missing node"
  case isExpandedOfAMissingNode = "isExpanded(_:) a missing node"
  case isVisibleOfAMissingNode = "isVisible(_:) a missing node"
  case expansionOfAMissingNode = "expansion(of:) a missing node"
  case childrenOfAMissingNode = "children(of:) a missing node"
  case childCountOfAMissingNode = "childCount(of:) a missing node"
  case footerOfAMissingNode = "footer(of:) a missing node"
  case deletingMissingNodes = "delete(_:) missing nodes, named once each, deleting nothing"
  case deletingAMissingNode = "delete(_:) a single missing node"
  case insertingUnderAMissingParent = "insert(_:under:at:) a missing parent"
  case appendingToAMissingParent = "append(_:to:) a missing parent"
  case insertingBeforeAMissingSibling = "insert(_:before:) a missing sibling"
  case insertingAfterAMissingSibling = "insert(_:after:) a missing sibling"
  case movingAMissingNode = "move(_:to:at:) a missing node"
  case movingUnderAMissingParent = "move(_:to:at:) under a missing parent"
  case movingBeforeAMissingSibling = "move(_:before:) a missing sibling"
  case movingAMissingNodeAfter = "move(_:after:) a missing node"
  case replacingTheChildrenOfAMissingParent = "replace(childrenOf:with:) a missing parent"

  // Identifiers already in the outline or repeated, and indices out of range.
  case insertingPresentIdentifiers = "insert(_:under:at:) identifiers already present"
  case appendingRepeatedIdentifiers = "append(_:to:) an identifier twice"
  case insertingBeforeAPresentIdentifier = "insert(_:before:) an identifier already present"
  case insertingAfterAPresentIdentifier = "insert(_:after:) an identifier already present"
  case insertingOutOfRange = "insert(_:under:at:) past the end"
  case movingOutOfRange = "move(_:to:at:) past the end"
  case rowOutOfRange = "row(at:) past the last row"
  case replacingChildrenWithIdentifiersFromElsewhere =
    "replace(childrenOf:with:) identifiers from elsewhere in the outline"

  /// The calls that name an identifier the outline does not have.
  static let missingIdentifiers: [Self] = [
    .levelOfAMissingNode, .parentOfAMissingNode, .isExpandedOfAMissingNode,
    .isVisibleOfAMissingNode, .expansionOfAMissingNode, .childrenOfAMissingNode,
    .childCountOfAMissingNode, .footerOfAMissingNode, .deletingMissingNodes,
    .deletingAMissingNode, .insertingUnderAMissingParent, .appendingToAMissingParent,
    .insertingBeforeAMissingSibling, .insertingAfterAMissingSibling, .movingAMissingNode,
    .movingUnderAMissingParent, .movingBeforeAMissingSibling, .movingAMissingNodeAfter,
    .replacingTheChildrenOfAMissingParent,
  ]

  /// Every other call: derived, so that a new case cannot be left out of both tables.
  static var otherCallerErrors: [Self] { allCases.filter { !missingIdentifiers.contains($0) } }

  /// `rootA` (with `childA`) and `rootB`, both collapsed.
  static func small() -> OutlineTree<String> {
    OutlineTree(roots: ["rootA", "rootB"]) { $0 == "rootA" ? .loaded(["childA"]) : .leaf }
  }

  var testDescription: String { rawValue }

  /// Makes the call; it is expected not to return.
  func perform(on tree: inout OutlineTree<String>) {
    switch self {
    case .levelOfAMissingNode: _ = tree.level(of: "ghostLevel")
    case .parentOfAMissingNode: _ = tree.parent(of: "ghostParent")
    case .isExpandedOfAMissingNode: _ = tree.isExpanded("ghostExpanded")
    case .isVisibleOfAMissingNode: _ = tree.isVisible("ghostVisible")
    case .expansionOfAMissingNode: _ = tree.expansion(of: "ghostExpansion")
    case .childrenOfAMissingNode: _ = tree.children(of: "ghostChildren")
    case .childCountOfAMissingNode: _ = tree.childCount(of: "ghostCount")
    case .footerOfAMissingNode: _ = tree.footer(of: "ghostFooter")
    case .deletingMissingNodes: tree.delete(["ghostOne", "rootA", "ghostTwo", "ghostOne"])
    case .deletingAMissingNode: tree.delete("ghostSingle")
    case .insertingUnderAMissingParent: tree.insert(["fresh"], under: "ghostUnder", at: 0)
    case .appendingToAMissingParent: tree.append(["fresh"], to: "ghostAppend")
    case .insertingBeforeAMissingSibling: tree.insert(["fresh"], before: "ghostBefore")
    case .insertingAfterAMissingSibling: tree.insert(["fresh"], after: "ghostAfter")
    case .movingAMissingNode: _ = try? tree.move("ghostMoved", to: nil, at: 0)
    case .movingUnderAMissingParent: _ = try? tree.move("childA", to: "ghostTarget", at: 0)
    case .movingBeforeAMissingSibling: _ = try? tree.move("childA", before: "ghostMoveBefore")
    case .movingAMissingNodeAfter: _ = try? tree.move("ghostMoveAfter", after: "rootB")
    case .replacingTheChildrenOfAMissingParent:
      tree.replace(childrenOf: "ghostReplace", with: .loaded(["fresh"]))
    case .insertingPresentIdentifiers:
      tree.insert(["fresh", "childA", "rootB"], under: "rootA", at: 0)
    case .appendingRepeatedIdentifiers: tree.append(["newOnce", "newTwice", "newTwice"], to: nil)
    case .insertingBeforeAPresentIdentifier: tree.insert(["rootA"], before: "childA")
    case .insertingAfterAPresentIdentifier: tree.insert(["childA"], after: "rootB")
    case .insertingOutOfRange: tree.insert(["fresh"], under: "rootA", at: 5)
    case .movingOutOfRange: _ = try? tree.move("childA", to: "rootB", at: 3)
    case .rowOutOfRange: _ = tree.row(at: 2)
    case .replacingChildrenWithIdentifiersFromElsewhere:
      tree.replace(childrenOf: "rootB", with: .loaded(["rootA", "newChild"]))
    }
  }

  /// What the trap's message must contain: the operation first, then the offenders.
  var fragments: [String] {
    switch self {
    case .levelOfAMissingNode:
      ["OutlineTree.level(of:)", "\"ghostLevel\"", "is not in the outline"]
    case .parentOfAMissingNode: ["OutlineTree.parent(of:)", "\"ghostParent\""]
    case .isExpandedOfAMissingNode: ["OutlineTree.isExpanded(_:)", "\"ghostExpanded\""]
    case .isVisibleOfAMissingNode: ["OutlineTree.isVisible(_:)", "\"ghostVisible\""]
    case .expansionOfAMissingNode: ["OutlineTree.expansion(of:)", "\"ghostExpansion\""]
    case .childrenOfAMissingNode: ["OutlineTree.children(of:)", "\"ghostChildren\""]
    case .childCountOfAMissingNode: ["OutlineTree.childCount(of:)", "\"ghostCount\""]
    case .footerOfAMissingNode: ["OutlineTree.footer(of:)", "\"ghostFooter\""]
    case .deletingMissingNodes:
      ["OutlineTree.delete(_:)", "[\"ghostOne\", \"ghostTwo\"]", "not in the outline"]
    case .deletingAMissingNode: ["OutlineTree.delete(_:)", "\"ghostSingle\""]
    case .insertingUnderAMissingParent:
      ["OutlineTree.insert(_:under:at:)", "parent identifier \"ghostUnder\""]
    case .appendingToAMissingParent:
      ["OutlineTree.append(_:to:)", "parent identifier \"ghostAppend\""]
    case .insertingBeforeAMissingSibling:
      ["OutlineTree.insert(_:before:)", "sibling identifier \"ghostBefore\""]
    case .insertingAfterAMissingSibling:
      ["OutlineTree.insert(_:after:)", "sibling identifier \"ghostAfter\""]
    case .movingAMissingNode: ["OutlineTree.move(_:to:at:)", "\"ghostMoved\""]
    case .movingUnderAMissingParent:
      ["OutlineTree.move(_:to:at:)", "parent identifier \"ghostTarget\""]
    case .movingBeforeAMissingSibling: ["OutlineTree.move(_:before:)", "\"ghostMoveBefore\""]
    case .movingAMissingNodeAfter: ["OutlineTree.move(_:after:)", "\"ghostMoveAfter\""]
    case .replacingTheChildrenOfAMissingParent:
      ["OutlineTree.replace(childrenOf:with:)", "\"ghostReplace\""]
    case .insertingPresentIdentifiers:
      ["OutlineTree.insert(_:under:at:)", "\"childA\"", "\"rootB\""]
    case .appendingRepeatedIdentifiers: ["OutlineTree.append(_:to:)", "\"newTwice\""]
    case .insertingBeforeAPresentIdentifier: ["OutlineTree.insert(_:before:)", "\"rootA\""]
    case .insertingAfterAPresentIdentifier: ["OutlineTree.insert(_:after:)", "\"childA\""]
    case .insertingOutOfRange: ["OutlineTree.insert(_:under:at:)", "index 5", "rootA"]
    case .movingOutOfRange: ["OutlineTree.move(_:to:at:)", "index 3", "childA", "rootB"]
    case .rowOutOfRange: ["OutlineTree.row(at:)", "index 2", "0..<2"]
    case .replacingChildrenWithIdentifiersFromElsewhere:
      ["OutlineTree.replace(childrenOf:with:)", "\"rootA\""]
    }
  }
}

/// Makes `call` on a fresh ``TrappingCall/small()`` in a child process and checks that the
/// process fails with a message naming what the call's case says.
func expectTrap(_ call: TrappingCall) async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    [call] in
    var tree = TrappingCall.small()
    call.perform(on: &tree)
  }
  expectStandardError(result, naming: call.fragments)
}
