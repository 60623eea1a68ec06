import Snapshots
import Testing

/// An exit test for every caller error `spec/API.md` §2 lists: each must stop the process with
/// a message that names the operation and every offending identifier.
///
/// Identifiers are strings with distinctive names, so the check that stderr names them cannot
/// pass by accident.
@Suite("Snapshot: traps")
struct SnapshotTrapTests {
  /// Checks that the process's stderr names every fragment.
  static func expectMessage(
    _ result: ExitTest.Result?, naming fragments: String...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let result else { return }
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    for fragment in fragments {
      #expect(
        stderr.contains(fragment), "stderr does not name \(fragment): \(stderr)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: Sections

  @Test func appendSectionsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["keep", "twiceA", "twiceB", "twiceA", "twiceB"])
    }
    Self.expectMessage(result, naming: "appendSections(_:)", "twiceA", "twiceB")
  }

  @Test func appendSectionsThatExist() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["presentA", "presentB"])
      snapshot.appendSections(["fresh", "presentA", "presentB"])
    }
    Self.expectMessage(result, naming: "appendSections(_:)", "presentA", "presentB")
  }

  @Test func insertSectionsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.insertSections(["twiceC", "twiceC"], beforeSection: "anchor")
    }
    Self.expectMessage(result, naming: "insertSections(_:beforeSection:)", "twiceC")
  }

  @Test func insertSectionsThatExist() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor", "presentC"])
      snapshot.insertSections(["presentC"], afterSection: "anchor")
    }
    Self.expectMessage(result, naming: "insertSections(_:afterSection:)", "presentC")
  }

  @Test func insertSectionsBeforeAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.insertSections(["fresh"], beforeSection: "missingD")
    }
    Self.expectMessage(result, naming: "insertSections(_:beforeSection:)", "missingD")
  }

  @Test func insertSectionsAfterASectionTheyContain() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["selfE"])
      snapshot.insertSections(["fresh", "selfE"], afterSection: "selfE")
    }
    Self.expectMessage(result, naming: "insertSections(_:afterSection:)", "selfE")
  }

  @Test func moveSectionThatIsMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.moveSection("missingF", afterSection: "anchor")
    }
    Self.expectMessage(result, naming: "moveSection(_:afterSection:)", "missingF")
  }

  @Test func moveSectionBeforeAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["anchor"])
      snapshot.moveSection("anchor", beforeSection: "missingG")
    }
    Self.expectMessage(result, naming: "moveSection(_:beforeSection:)", "missingG")
  }

  @Test func moveSectionRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["other", "selfH"])
      snapshot.moveSection("selfH", beforeSection: "selfH")
    }
    Self.expectMessage(result, naming: "moveSection(_:beforeSection:)", "selfH")
  }

  @Test func reloadSectionsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      snapshot.reloadSections(["missingI", "present", "missingJ"])
    }
    Self.expectMessage(result, naming: "reloadSections(_:)", "missingI", "missingJ")
  }

  // MARK: Items

  @Test func appendItemsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["twiceK", "once", "twiceL", "twiceK", "twiceL"])
    }
    Self.expectMessage(result, naming: "appendItems(_:toSection:)", "twiceK", "twiceL")
  }

  /// A repeat of an item that is already present is still a repeat, not two moves.
  @Test func appendItemsRepeatingAPresentIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["first", "second"])
      snapshot.appendItems(["presentM"], toSection: "first")
      snapshot.appendItems(["presentM", "presentM"], toSection: "second")
    }
    Self.expectMessage(result, naming: "appendItems(_:toSection:)", "presentM")
  }

  @Test func appendItemsWithoutSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendItems(["orphanN"])
    }
    Self.expectMessage(result, naming: "appendItems(_:toSection:)", "orphanN")
  }

  @Test func appendItemsToAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      snapshot.appendItems(["item"], toSection: "missingO")
    }
    Self.expectMessage(result, naming: "appendItems(_:toSection:)", "missingO")
  }

  @Test func insertItemsRepeatingAnIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.insertItems(["twiceP", "twiceP"], afterItem: "anchor")
    }
    Self.expectMessage(result, naming: "insertItems(_:afterItem:)", "twiceP")
  }

  @Test func insertItemsBeforeAMissingItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.insertItems(["fresh"], beforeItem: "missingQ")
    }
    Self.expectMessage(result, naming: "insertItems(_:beforeItem:)", "missingQ")
  }

  @Test func insertItemsAfterAnItemTheyContain() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["selfR"])
      snapshot.insertItems(["fresh", "selfR"], afterItem: "selfR")
    }
    Self.expectMessage(result, naming: "insertItems(_:afterItem:)", "selfR")
  }

  @Test func moveItemThatIsMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.moveItem("missingS", beforeItem: "anchor")
    }
    Self.expectMessage(result, naming: "moveItem(_:beforeItem:)", "missingS")
  }

  @Test func moveItemAfterAMissingItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["anchor"])
      snapshot.moveItem("anchor", afterItem: "missingT")
    }
    Self.expectMessage(result, naming: "moveItem(_:afterItem:)", "missingT")
  }

  @Test func moveItemRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["other", "selfU"])
      snapshot.moveItem("selfU", afterItem: "selfU")
    }
    Self.expectMessage(result, naming: "moveItem(_:afterItem:)", "selfU")
  }

  @Test func reloadItemsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["present"])
      snapshot.reloadItems(["missingV", "present", "missingW"])
    }
    Self.expectMessage(result, naming: "reloadItems(_:)", "missingV", "missingW")
  }

  @Test func reconfigureItemsThatAreMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["section"])
      snapshot.appendItems(["present"])
      snapshot.reconfigureItems(["present", "missingX"])
    }
    Self.expectMessage(result, naming: "reconfigureItems(_:)", "missingX")
  }

  // MARK: Queries

  @Test func numberOfItemsInAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      _ = snapshot.numberOfItems(inSection: "missingY")
    }
    Self.expectMessage(result, naming: "numberOfItems(inSection:)", "missingY")
  }

  @Test func itemIdentifiersInAMissingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot<String, String>()
      snapshot.appendSections(["present"])
      _ = snapshot.itemIdentifiers(inSection: "missingZ")
    }
    Self.expectMessage(result, naming: "itemIdentifiers(inSection:)", "missingZ")
  }
}
