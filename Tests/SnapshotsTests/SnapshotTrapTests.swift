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
  // MARK: Sections

  @Test func appendSectionsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["keep", "twiceA", "twiceB", "twiceA", "twiceB"])
    }
    expectStandardError(result, naming: "appendSections(_:)", "twiceA", "twiceB")
  }

  @Test func appendSectionsThatExist() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["presentA", "presentB"])
      snapshot.appendSections(["fresh", "presentA", "presentB"])
    }
    expectStandardError(result, naming: "appendSections(_:)", "presentA", "presentB")
  }

  @Test func insertSectionsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.insertSections(["twiceC", "twiceC"], beforeSection: "anchor")
    }
    expectStandardError(result, naming: "insertSections(_:beforeSection:)", "twiceC")
  }

  @Test func insertSectionsThatExist() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor", "presentC"])
      snapshot.insertSections(["presentC"], afterSection: "anchor")
    }
    expectStandardError(result, naming: "insertSections(_:afterSection:)", "presentC")
  }

  @Test func insertSectionsBeforeAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.insertSections(["fresh"], beforeSection: "missingD")
    }
    expectStandardError(result, naming: "insertSections(_:beforeSection:)", "missingD")
  }

  @Test func insertSectionsAfterASectionTheyContain() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["selfE"])
      snapshot.insertSections(["fresh", "selfE"], afterSection: "selfE")
    }
    expectStandardError(result, naming: "insertSections(_:afterSection:)", "selfE")
  }

  @Test func moveSectionThatIsMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.moveSection("missingF", afterSection: "anchor")
    }
    expectStandardError(result, naming: "moveSection(_:afterSection:)", "missingF")
  }

  @Test func moveSectionBeforeAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.moveSection("anchor", beforeSection: "missingG")
    }
    expectStandardError(result, naming: "moveSection(_:beforeSection:)", "missingG")
  }

  @Test func moveSectionRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["other", "selfH"])
      snapshot.moveSection("selfH", beforeSection: "selfH")
    }
    expectStandardError(result, naming: "moveSection(_:beforeSection:)", "selfH")
  }

  @Test func reloadSectionsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      snapshot.reloadSections(["missingI", "present", "missingJ"])
    }
    expectStandardError(result, naming: "reloadSections(_:)", "missingI", "missingJ")
  }

  // MARK: Items

  @Test func appendItemsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["twiceK", "once", "twiceL", "twiceK", "twiceL"])
    }
    expectStandardError(result, naming: "appendItems(_:toSection:)", "twiceK", "twiceL")
  }

  /// A repeat of an item that is already present is still a repeat, not two moves.
  @Test func appendItemsRepeatingAPresentIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["first", "second"])
      snapshot.appendItems(["presentM"], toSection: "first")
      snapshot.appendItems(["presentM", "presentM"], toSection: "second")
    }
    expectStandardError(result, naming: "appendItems(_:toSection:)", "presentM")
  }

  @Test func appendItemsWithoutSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendItems(["orphanN"])
    }
    expectStandardError(result, naming: "appendItems(_:toSection:)", "orphanN")
  }

  @Test func appendItemsToAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      snapshot.appendItems(["item"], toSection: "missingO")
    }
    expectStandardError(result, naming: "appendItems(_:toSection:)", "missingO")
  }

  @Test func insertItemsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.insertItems(["twiceP", "twiceP"], afterItem: "anchor")
    }
    expectStandardError(result, naming: "insertItems(_:afterItem:)", "twiceP")
  }

  @Test func insertItemsBeforeAMissingItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.insertItems(["fresh"], beforeItem: "missingQ")
    }
    expectStandardError(result, naming: "insertItems(_:beforeItem:)", "missingQ")
  }

  @Test func insertItemsAfterAnItemTheyContain() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["selfR"])
      snapshot.insertItems(["fresh", "selfR"], afterItem: "selfR")
    }
    expectStandardError(result, naming: "insertItems(_:afterItem:)", "selfR")
  }

  @Test func moveItemThatIsMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.moveItem("missingS", beforeItem: "anchor")
    }
    expectStandardError(result, naming: "moveItem(_:beforeItem:)", "missingS")
  }

  @Test func moveItemAfterAMissingItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.moveItem("anchor", afterItem: "missingT")
    }
    expectStandardError(result, naming: "moveItem(_:afterItem:)", "missingT")
  }

  @Test func moveItemRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["other", "selfU"])
      snapshot.moveItem("selfU", afterItem: "selfU")
    }
    expectStandardError(result, naming: "moveItem(_:afterItem:)", "selfU")
  }

  @Test func reloadItemsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["present"])
      snapshot.reloadItems(["missingV", "present", "missingW"])
    }
    expectStandardError(result, naming: "reloadItems(_:)", "missingV", "missingW")
  }

  @Test func reconfigureItemsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["present"])
      snapshot.reconfigureItems(["present", "missingX"])
    }
    expectStandardError(result, naming: "reconfigureItems(_:)", "missingX")
  }

  // MARK: Queries

  @Test func numberOfItemsInAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      _ = snapshot.numberOfItems(inSection: "missingY")
    }
    expectStandardError(result, naming: "numberOfItems(inSection:)", "missingY")
  }

  @Test func itemIdentifiersInAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      _ = snapshot.itemIdentifiers(inSection: "missingZ")
    }
    expectStandardError(result, naming: "itemIdentifiers(inSection:)", "missingZ")
  }
}
