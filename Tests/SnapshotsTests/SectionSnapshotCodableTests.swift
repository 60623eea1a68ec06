import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `SectionSnapshot`: its exact text, round trips of random forests with
/// expansion and of a deep chain, and one rejection per kind of bad input.
@Suite("SectionSnapshot: Codable")
struct SectionSnapshotCodableTests {
  @Test func exactJSON() throws {
    var outline = SectionSnapshot<String>()
    outline.append(["Fruit", "Nuts"])
    outline.append(["apple", "pear"], to: "Fruit")
    outline.append(["seed"], to: "pear")
    outline.expand(["Fruit", "pear"])
    #expect(
      try wireJSON(outline)
        == #"{"items":[{"expanded":true,"id":"Fruit","level":0},{"id":"apple","level":1},"#
        + #"{"expanded":true,"id":"pear","level":1},{"id":"seed","level":2},"#
        + #"{"id":"Nuts","level":0}]}"#)
    #expect(try wireJSON(SectionSnapshot<String>()) == #"{"items":[]}"#)
  }

  @Test func randomForestsRoundTrip() throws {
    var expanded = 0
    for seed in 0..<UInt64(2_000) {
      var random = SeededGenerator(seed: seed &+ 72_000)
      let outline = EditScriptTreeTests.randomForest(using: &random)
      let decoded = try wireDecode(SectionSnapshot<Int>.self, try wireJSON(outline))
      #expect(decoded == outline, "seed \(seed)")
      #expect(decoded.visibleItems == outline.visibleItems)
      expanded += decoded.expandedItems.count
    }
    #expect(expanded > 1_000)
  }

  @Test func deepChainRoundTrips() throws {
    var outline = SectionSnapshot<Int>()
    outline.append([0])
    for level in 1..<1_500 { outline.append([level], to: level - 1) }
    let decoded = try wireDecode(SectionSnapshot<Int>.self, try wireJSON(outline))
    #expect(decoded == outline)
    #expect(decoded.level(of: 1_499) == 1_499)
  }

  @Test func rejectsALevelJump() throws {
    let rejection = try #require(
      wireRejection(
        SectionSnapshot<String>.self,
        #"{"items":[{"id":"a","level":0},{"id":"b","level":1},{"id":"c","level":3}]}"#))
    #expect(rejection.path == ["items", "2", "level"])
    #expect(rejection.description.contains("level 3; expected 0 through 2"))
  }

  @Test func rejectsAFirstRowBelowTheRoots() throws {
    let rejection = try #require(
      wireRejection(SectionSnapshot<String>.self, #"{"items":[{"id":"a","level":1}]}"#))
    #expect(rejection.path == ["items", "0", "level"])
  }

  @Test func rejectsANegativeLevel() throws {
    let rejection = try #require(
      wireRejection(
        SectionSnapshot<String>.self,
        #"{"items":[{"id":"a","level":0},{"id":"b","level":-1}]}"#))
    #expect(rejection.path == ["items", "1", "level"])
  }

  @Test func rejectsRepeatedItems() throws {
    let rejection = try #require(
      wireRejection(
        SectionSnapshot<String>.self,
        #"{"items":[{"id":"a","level":0},{"id":"b","level":0},{"id":"b","level":0}]}"#))
    #expect(rejection.path == ["items"])
    #expect(rejection.description.contains(#"repeated item identifiers ["b"]"#))
  }

  @Test func rejectsAnItemBelowItself() throws {
    let rejection = try #require(
      wireRejection(
        SectionSnapshot<String>.self,
        #"{"items":[{"id":"a","level":0},{"id":"b","level":1},{"id":"a","level":2}]}"#))
    #expect(rejection.path == ["items"])
    #expect(rejection.description.contains("cycle"))
  }
}
