import ExitTestSupport
import Snapshots
import TestSupport
import Testing

/// An exit test for every caller error `Snapshot` documents: each must stop the process with
/// a message that names the operation and every offending identifier.
///
/// Identifiers are strings with distinctive names, so the check that stderr names them cannot
/// pass by accident.
@Suite("Snapshot: traps")
struct SnapshotTrapTests {
  @Test(arguments: SnapshotTrap.allCases)
  func traps(_ trap: SnapshotTrap) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [trap] in
      var snapshot = Snapshot<String, String>()
      let (sections, items) = trap.start
      if !sections.isEmpty { snapshot.appendSections(sections) }
      if !items.isEmpty { snapshot.appendItems(items) }
      trap.call(on: &snapshot)
    }
    for fragment in trap.naming.split(separator: " ") {
      expectStandardError(result, naming: String(fragment))
    }
  }
}

/// Each caller error of `Snapshot`: the snapshot it starts from, the offending call, and the
/// operation and identifiers its trap must name.
enum SnapshotTrap: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  // Sections
  case appendSectionsRepeatingAnIdentifier, appendSectionsThatExist
  case insertSectionsRepeatingAnIdentifier, insertSectionsThatExist
  case insertSectionsBeforeAMissingSection, insertSectionsAfterASectionTheyContain
  case moveSectionThatIsMissing, moveSectionBeforeAMissingSection, moveSectionRelativeToItself
  case reloadSectionsThatAreMissing, reconfigureSectionsThatAreMissing
  // Items
  case appendItemsRepeatingAnIdentifier
  /// A repeat of an item that is already present is still a repeat, not two moves.
  case appendItemsRepeatingAPresentIdentifier
  case appendItemsWithoutSections, appendItemsToAMissingSection
  case insertItemsRepeatingAnIdentifier, insertItemsBeforeAMissingItem
  case insertItemsAfterAnItemTheyContain
  case moveItemThatIsMissing, moveItemAfterAMissingItem, moveItemRelativeToItself
  case reloadItemsThatAreMissing, reconfigureItemsThatAreMissing
  // Queries
  case numberOfItemsInAMissingSection, itemIdentifiersInAMissingSection

  var testDescription: String { rawValue }

  /// The sections the snapshot starts with, and the items of its last section.
  var start: (sections: [String], items: [String]) {
    switch self {
    case .appendSectionsRepeatingAnIdentifier, .appendItemsWithoutSections: ([], [])
    case .appendSectionsThatExist: (["presentA", "presentB"], [])
    case .insertSectionsRepeatingAnIdentifier, .insertSectionsBeforeAMissingSection,
      .moveSectionThatIsMissing, .moveSectionBeforeAMissingSection:
      (["anchor"], [])
    case .insertSectionsThatExist: (["anchor", "presentC"], [])
    case .insertSectionsAfterASectionTheyContain: (["selfE"], [])
    case .moveSectionRelativeToItself: (["other", "selfH"], [])
    case .reloadSectionsThatAreMissing, .reconfigureSectionsThatAreMissing,
      .appendItemsToAMissingSection,
      .numberOfItemsInAMissingSection, .itemIdentifiersInAMissingSection:
      (["present"], [])
    case .appendItemsRepeatingAnIdentifier: (["section"], [])
    case .appendItemsRepeatingAPresentIdentifier: (["first", "second"], [])
    case .insertItemsRepeatingAnIdentifier, .insertItemsBeforeAMissingItem,
      .moveItemThatIsMissing, .moveItemAfterAMissingItem:
      (["section"], ["anchor"])
    case .insertItemsAfterAnItemTheyContain: (["section"], ["selfR"])
    case .moveItemRelativeToItself: (["section"], ["other", "selfU"])
    case .reloadItemsThatAreMissing, .reconfigureItemsThatAreMissing: (["section"], ["present"])
    }
  }

  /// The offending call (after, for the present identifier, the call that makes it present).
  func call(on snapshot: inout Snapshot<String, String>) {
    switch self {
    case .appendSectionsRepeatingAnIdentifier:
      snapshot.appendSections(["keep", "twiceA", "twiceB", "twiceA", "twiceB"])
    case .appendSectionsThatExist: snapshot.appendSections(["fresh", "presentA", "presentB"])
    case .insertSectionsRepeatingAnIdentifier:
      snapshot.insertSections(["twiceC", "twiceC"], beforeSection: "anchor")
    case .insertSectionsThatExist: snapshot.insertSections(["presentC"], afterSection: "anchor")
    case .insertSectionsBeforeAMissingSection:
      snapshot.insertSections(["fresh"], beforeSection: "missingD")
    case .insertSectionsAfterASectionTheyContain:
      snapshot.insertSections(["fresh", "selfE"], afterSection: "selfE")
    case .moveSectionThatIsMissing: snapshot.moveSection("missingF", afterSection: "anchor")
    case .moveSectionBeforeAMissingSection:
      snapshot.moveSection("anchor", beforeSection: "missingG")
    case .moveSectionRelativeToItself: snapshot.moveSection("selfH", beforeSection: "selfH")
    case .reloadSectionsThatAreMissing:
      snapshot.reloadSections(["missingI", "present", "missingJ"])
    case .reconfigureSectionsThatAreMissing:
      snapshot.reconfigureSections(["present", "missingIa"])
    case .appendItemsRepeatingAnIdentifier:
      snapshot.appendItems(["twiceK", "once", "twiceL", "twiceK", "twiceL"])
    case .appendItemsRepeatingAPresentIdentifier:
      snapshot.appendItems(["presentM"], toSection: "first")
      snapshot.appendItems(["presentM", "presentM"], toSection: "second")
    case .appendItemsWithoutSections: snapshot.appendItems(["orphanN"])
    case .appendItemsToAMissingSection: snapshot.appendItems(["item"], toSection: "missingO")
    case .insertItemsRepeatingAnIdentifier:
      snapshot.insertItems(["twiceP", "twiceP"], afterItem: "anchor")
    case .insertItemsBeforeAMissingItem: snapshot.insertItems(["fresh"], beforeItem: "missingQ")
    case .insertItemsAfterAnItemTheyContain:
      snapshot.insertItems(["fresh", "selfR"], afterItem: "selfR")
    case .moveItemThatIsMissing: snapshot.moveItem("missingS", beforeItem: "anchor")
    case .moveItemAfterAMissingItem: snapshot.moveItem("anchor", afterItem: "missingT")
    case .moveItemRelativeToItself: snapshot.moveItem("selfU", afterItem: "selfU")
    case .reloadItemsThatAreMissing: snapshot.reloadItems(["missingV", "present", "missingW"])
    case .reconfigureItemsThatAreMissing: snapshot.reconfigureItems(["present", "missingX"])
    case .numberOfItemsInAMissingSection: _ = snapshot.numberOfItems(inSection: "missingY")
    case .itemIdentifiersInAMissingSection: _ = snapshot.itemIdentifiers(inSection: "missingZ")
    }
  }

  /// What the trap must name, separated by spaces: the operation, then every offending
  /// identifier.
  var naming: String {
    switch self {
    case .appendSectionsRepeatingAnIdentifier: "appendSections(_:) twiceA twiceB"
    case .appendSectionsThatExist: "appendSections(_:) presentA presentB"
    case .insertSectionsRepeatingAnIdentifier: "insertSections(_:beforeSection:) twiceC"
    case .insertSectionsThatExist: "insertSections(_:afterSection:) presentC"
    case .insertSectionsBeforeAMissingSection: "insertSections(_:beforeSection:) missingD"
    case .insertSectionsAfterASectionTheyContain: "insertSections(_:afterSection:) selfE"
    case .moveSectionThatIsMissing: "moveSection(_:afterSection:) missingF"
    case .moveSectionBeforeAMissingSection: "moveSection(_:beforeSection:) missingG"
    case .moveSectionRelativeToItself: "moveSection(_:beforeSection:) selfH"
    case .reloadSectionsThatAreMissing: "reloadSections(_:) missingI missingJ"
    case .reconfigureSectionsThatAreMissing: "reconfigureSections(_:) missingIa"
    case .appendItemsRepeatingAnIdentifier: "appendItems(_:toSection:) twiceK twiceL"
    case .appendItemsRepeatingAPresentIdentifier: "appendItems(_:toSection:) presentM"
    case .appendItemsWithoutSections: "appendItems(_:toSection:) orphanN"
    case .appendItemsToAMissingSection: "appendItems(_:toSection:) missingO"
    case .insertItemsRepeatingAnIdentifier: "insertItems(_:afterItem:) twiceP"
    case .insertItemsBeforeAMissingItem: "insertItems(_:beforeItem:) missingQ"
    case .insertItemsAfterAnItemTheyContain: "insertItems(_:afterItem:) selfR"
    case .moveItemThatIsMissing: "moveItem(_:beforeItem:) missingS"
    case .moveItemAfterAMissingItem: "moveItem(_:afterItem:) missingT"
    case .moveItemRelativeToItself: "moveItem(_:afterItem:) selfU"
    case .reloadItemsThatAreMissing: "reloadItems(_:) missingV missingW"
    case .reconfigureItemsThatAreMissing: "reconfigureItems(_:) missingX"
    case .numberOfItemsInAMissingSection: "numberOfItems(inSection:) missingY"
    case .itemIdentifiersInAMissingSection: "itemIdentifiers(inSection:) missingZ"
    }
  }
}
