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

  /// Each text the decoder rejects: a level jump, a first row below the roots, a negative
  /// level, repeated items, an item below itself; with the coding path it must be rejected
  /// at and, where it says more than the place, a fragment of its description.
  @Test(
    arguments: [
      (
        #"{"items":[{"id":"a","level":0},{"id":"b","level":1},{"id":"c","level":3}]}"#,
        ["items", "2", "level"], "level 3; expected 0 through 2"
      ),
      (#"{"items":[{"id":"a","level":1}]}"#, ["items", "0", "level"], nil),
      (#"{"items":[{"id":"a","level":0},{"id":"b","level":-1}]}"#, ["items", "1", "level"], nil),
      (
        #"{"items":[{"id":"a","level":0},{"id":"b","level":0},{"id":"b","level":0}]}"#, ["items"],
        #"repeated item identifiers ["b"]"#
      ),
      (
        #"{"items":[{"id":"a","level":0},{"id":"b","level":1},{"id":"a","level":2}]}"#, ["items"],
        "cycle"
      ),
    ] as [(String, [String], String?)])
  func rejects(_ text: String, at path: [String], saying fragment: String?) throws {
    let rejection = try #require(wireRejection(SectionSnapshot<String>.self, text))
    #expect(rejection.path == path)
    if let fragment { #expect(rejection.description.contains(fragment)) }
  }
}
