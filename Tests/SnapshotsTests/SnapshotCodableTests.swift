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
    snapshot.reconfigureSections(["A"])
    #expect(
      try wireJSON(snapshot)
        == #"{"reconfiguredItems":[1],"reconfiguredSections":["A"],"reloadedItems":[2],"#
        + #""reloadedSections":["B"],"sections":[{"id":"A","items":[1,2]},{"id":"B","items":[]}]}"#)
    let decoded = try wireDecode(Snapshot<String, Int>.self, try wireJSON(snapshot))
    #expect(decoded.reconfiguredSectionIdentifiers == ["A"])
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

  /// Each text the decoder rejects: repeated items, repeated sections, marks of absent items
  /// and sections, repeated marks; with the coding path it must be rejected at and, where it
  /// says more than the place, a fragment of its description.
  @Test(
    arguments: [
      (
        #"{"sections":[{"id":"A","items":[1,2]},{"id":"B","items":[2,3,3]}]}"#, ["sections"],
        "repeated item identifiers [2, 3]"
      ),
      (
        #"{"sections":[{"id":"A","items":[]},{"id":"A","items":[]}]}"#, ["sections"],
        #"repeated section identifiers ["A"]"#
      ),
      (
        #"{"sections":[{"id":"A","items":[1]}],"reloadedItems":[1,7]}"#, ["reloadedItems", "1"],
        "item 7"
      ),
      (
        #"{"sections":[{"id":"A","items":[1]}],"reconfiguredItems":[8]}"#,
        ["reconfiguredItems", "0"], nil
      ),
      (
        #"{"sections":[{"id":"A","items":[1]}],"reloadedSections":["Z"]}"#,
        ["reloadedSections", "0"],
        #"section "Z""#
      ),
      (
        #"{"sections":[{"id":"A","items":[1]}],"reloadedItems":[1,1]}"#, ["reloadedItems", "1"],
        "twice"
      ),
    ] as [(String, [String], String?)])
  func rejects(_ text: String, at path: [String], saying fragment: String?) throws {
    let rejection = try #require(wireRejection(Snapshot<String, Int>.self, text))
    #expect(rejection.path == path)
    if let fragment { #expect(rejection.description.contains(fragment)) }
  }

  @Test func missingSectionsIsAnError() {
    #expect(throws: DecodingError.self) {
      try wireDecode(Snapshot<String, Int>.self, #"{"reloadedItems":[]}"#)
    }
  }
}
