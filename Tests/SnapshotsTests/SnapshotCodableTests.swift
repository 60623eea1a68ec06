import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `Snapshot`: its exact text, round trips of random snapshots with marks,
/// and one rejection per kind of bad input.
@Suite("Snapshot: Codable")
struct SnapshotCodableTests {
  @Test func exactJSON() throws {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.reloadItems([2])
    snapshot.reconfigureItems([1])
    snapshot.reloadSections(["B"])
    #expect(
      try wireJSON(snapshot)
        == #"{"reconfiguredItems":[1],"reloadedItems":[2],"reloadedSections":["B"],"#
        + #""sections":[{"id":"A","items":[1,2]},{"id":"B","items":[]}]}"#)
    #expect(try wireJSON(Snapshot<String, Int>()) == #"{"sections":[]}"#)
  }

  @Test func marksOfDeletedItemsAreNotWritten() throws {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2])
    snapshot.reloadItems([1, 2])
    snapshot.deleteItems([1])
    #expect(try wireJSON(snapshot) == #"{"reloadedItems":[2],"sections":[{"id":"A","items":[2]}]}"#)
  }

  @Test func randomSnapshotsRoundTrip() throws {
    var marked = 0
    for seed in 0..<UInt64(1_500) {
      var random = SeededGenerator(seed: seed &+ 71_000)
      let snapshot = RandomSnapshotPair(using: &random).new
      let decoded = try wireDecode(Snapshot<Int, Int>.self, try wireJSON(snapshot))
      #expect(decoded == snapshot, "seed \(seed)")
      let items = Set(snapshot.itemIdentifiers)
      let sections = Set(snapshot.sectionIdentifiers)
      #expect(
        decoded.reloadedItemIdentifiers == snapshot.reloadedItemIdentifiers.filter(items.contains))
      #expect(
        decoded.reconfiguredItemIdentifiers
          == snapshot.reconfiguredItemIdentifiers.filter(items.contains))
      #expect(
        decoded.reloadedSectionIdentifiers
          == snapshot.reloadedSectionIdentifiers.filter(sections.contains))
      marked += decoded.reloadedItemIdentifiers.count + decoded.reconfiguredItemIdentifiers.count
    }
    #expect(marked > 100)
  }

  @Test func rejectsRepeatedItems() throws {
    let rejection = try #require(
      wireRejection(
        Snapshot<String, Int>.self,
        #"{"sections":[{"id":"A","items":[1,2]},{"id":"B","items":[2,3,3]}]}"#))
    #expect(rejection.path == ["sections"])
    #expect(rejection.description.contains("repeated item identifiers [2, 3]"))
  }

  @Test func rejectsRepeatedSections() throws {
    let rejection = try #require(
      wireRejection(
        Snapshot<String, Int>.self,
        #"{"sections":[{"id":"A","items":[]},{"id":"A","items":[]}]}"#))
    #expect(rejection.path == ["sections"])
    #expect(rejection.description.contains(#"repeated section identifiers ["A"]"#))
  }

  @Test func rejectsMarksOfAbsentItemsAndSections() throws {
    let base = #""sections":[{"id":"A","items":[1]}]"#
    let item = try #require(
      wireRejection(Snapshot<String, Int>.self, "{\(base),\"reloadedItems\":[1,7]}"))
    #expect(item.path == ["reloadedItems", "1"])
    #expect(item.description.contains("item 7"))
    let reconfigured = try #require(
      wireRejection(Snapshot<String, Int>.self, "{\(base),\"reconfiguredItems\":[8]}"))
    #expect(reconfigured.path == ["reconfiguredItems", "0"])
    let section = try #require(
      wireRejection(Snapshot<String, Int>.self, "{\(base),\"reloadedSections\":[\"Z\"]}"))
    #expect(section.path == ["reloadedSections", "0"])
    #expect(section.description.contains(#"section "Z""#))
  }

  @Test func rejectsRepeatedMarks() throws {
    let rejection = try #require(
      wireRejection(
        Snapshot<String, Int>.self,
        #"{"sections":[{"id":"A","items":[1]}],"reloadedItems":[1,1]}"#))
    #expect(rejection.path == ["reloadedItems", "1"])
    #expect(rejection.description.contains("twice"))
  }

  @Test func missingSectionsIsAnError() {
    #expect(throws: DecodingError.self) {
      try wireDecode(Snapshot<String, Int>.self, #"{"reloadedItems":[]}"#)
    }
  }
}
