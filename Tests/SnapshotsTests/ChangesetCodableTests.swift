import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `Changeset`: its exact text, round trips of the changesets of random
/// snapshot pairs, and one rejection per batch-update rule the decoder checks.
@Suite("Changeset: Codable")
struct ChangesetCodableTests {
  typealias Changes = Changeset<String, Int>

  static func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func exactJSON() throws {
    let changes = Changes(
      sectionDeletes: [3], sectionInserts: [0], sectionMoves: [.init(from: 0, to: 2)],
      itemDeletes: [Self.path(1, 0)], itemInserts: [Self.path(1, 1)],
      itemMoves: [.init(from: Self.path(1, 2), to: Self.path(3, 0))], sectionReloads: [1],
      itemReloads: [Self.path(3, 1)], itemReconfigures: [Self.path(3, 2)])
    #expect(
      try wireJSON(changes)
        == #"{"itemDeletes":[[1,0]],"itemInserts":[[1,1]],"itemMoves":[[[1,2],[3,0]]],"#
        + #""itemReconfigures":[[3,2]],"itemReloads":[[3,1]],"sectionDeletes":[3],"#
        + #""sectionInserts":[0],"sectionMoves":[[0,2]],"sectionReloads":[1]}"#)
    #expect(try wireDecode(Changes.self, try wireJSON(changes)) == changes)
    #expect(try wireJSON(Changes()) == "{}")
  }

  @Test func randomChangesetsRoundTrip() throws {
    var operations = 0
    var sectionMoves = 0
    for seed in 0..<UInt64(3_000) {
      var random = SeededGenerator(seed: seed &+ 74_000)
      let pair = RandomSnapshotPair(using: &random)
      let changes = Changeset(from: pair.old, to: pair.new)
      let decoded = try wireDecode(Changeset<Int, Int>.self, try wireJSON(changes))
      #expect(decoded == changes, "seed \(seed): \(changes)")
      operations +=
        changes.itemMoves.count + changes.itemReloads.count
        + changes.itemReconfigures.count + changes.sectionReloads.count
      sectionMoves += changes.sectionMoves.count
    }
    #expect(operations > 1_000 && sectionMoves > 100, "\(operations), \(sectionMoves)")
  }

  @Test func encodingRefusesIndexPathsOfOtherLengths() {
    let changes = Changes(itemDeletes: [IndexPath(indexes: [0, 1, 2])])
    #expect(throws: EncodingError.self) { try wireJSON(changes) }
  }

  /// The rejection of `text`, which must be at `path` for `reason`.
  func expectRejected(
    _ text: String, at path: [String], _ reason: BatchValidationError.Reason,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let rejection = try #require(
      wireRejection(Changes.self, text, sourceLocation: sourceLocation))
    #expect(rejection.path == path, sourceLocation: sourceLocation)
    let error = try #require(
      rejection.underlying as? BatchValidationError, sourceLocation: sourceLocation)
    #expect(error.reason == reason, sourceLocation: sourceLocation)
    #expect(error.list == path[0] && error.index == Int(path[1]), sourceLocation: sourceLocation)
  }

  @Test func rejectsNegativeOffsets() throws {
    try expectRejected(#"{"sectionInserts":[-3]}"#, at: ["sectionInserts", "0"], .negativeOffset)
    try expectRejected(#"{"itemDeletes":[[0,-1]]}"#, at: ["itemDeletes", "0"], .negativeOffset)
    try expectRejected(
      #"{"itemMoves":[[[-1,0],[0,0]]]}"#, at: ["itemMoves", "0"], .negativeOffset)
  }

  @Test func rejectsListsOutOfOrder() throws {
    try expectRejected(#"{"sectionReloads":[2,1]}"#, at: ["sectionReloads", "1"], .outOfOrder)
    try expectRejected(
      #"{"itemInserts":[[1,0],[0,5]]}"#, at: ["itemInserts", "1"], .outOfOrder)
    try expectRejected(
      #"{"sectionMoves":[[0,3],[1,3]]}"#, at: ["sectionMoves", "1"], .outOfOrder)
    try expectRejected(
      #"{"itemMoves":[[[0,0],[1,1]],[[0,1],[1,0]]]}"#, at: ["itemMoves", "1"], .outOfOrder)
  }

  @Test func rejectsPlacesNamedTwice() throws {
    try expectRejected(
      #"{"sectionDeletes":[1],"sectionMoves":[[1,0]]}"#, at: ["sectionMoves", "0"],
      .namedTwice(other: "sectionDeletes"))
    try expectRejected(
      #"{"sectionInserts":[0],"sectionMoves":[[1,0]]}"#, at: ["sectionMoves", "0"],
      .namedTwice(other: "sectionInserts"))
    try expectRejected(
      #"{"sectionMoves":[[1,0],[1,2]]}"#, at: ["sectionMoves", "1"],
      .namedTwice(other: "sectionMoves"))
    try expectRejected(
      #"{"itemDeletes":[[0,1]],"itemMoves":[[[0,1],[0,0]]]}"#, at: ["itemMoves", "0"],
      .namedTwice(other: "itemDeletes"))
    try expectRejected(
      #"{"itemInserts":[[0,0]],"itemMoves":[[[0,1],[0,0]]]}"#, at: ["itemMoves", "0"],
      .namedTwice(other: "itemInserts"))
    try expectRejected(
      #"{"itemMoves":[[[0,1],[0,0]],[[0,1],[0,2]]]}"#, at: ["itemMoves", "1"],
      .namedTwice(other: "itemMoves"))
    try expectRejected(
      #"{"itemReloads":[[0,0]],"itemReconfigures":[[0,0]]}"#, at: ["itemReconfigures", "0"],
      .namedTwice(other: "itemReloads"))
  }

  @Test func rejectsItemOperationsInReplacedSections() throws {
    try expectRejected(
      #"{"sectionDeletes":[1],"itemDeletes":[[1,0]]}"#, at: ["itemDeletes", "0"],
      .sectionReplaced(section: 1))
    try expectRejected(
      #"{"sectionInserts":[2],"itemInserts":[[2,0]]}"#, at: ["itemInserts", "0"],
      .sectionReplaced(section: 2))
    try expectRejected(
      #"{"sectionInserts":[2],"itemMoves":[[[0,0],[2,0]]]}"#, at: ["itemMoves", "0"],
      .sectionReplaced(section: 2))
  }

  @Test func rejectsItemOperationsInMovedSections() throws {
    try expectRejected(
      #"{"sectionMoves":[[0,2]],"itemInserts":[[2,0]]}"#, at: ["itemInserts", "0"],
      .sectionMoved(section: 2))
    try expectRejected(
      #"{"sectionMoves":[[0,2]],"itemDeletes":[[0,0]]}"#, at: ["itemDeletes", "0"],
      .sectionMoved(section: 0))
    try expectRejected(
      #"{"sectionMoves":[[0,2]],"itemMoves":[[[0,0],[1,0]]]}"#, at: ["itemMoves", "0"],
      .sectionMoved(section: 0))
  }

  @Test func rejectsRefreshesOfWhatIsCreatedAfresh() throws {
    try expectRejected(
      #"{"sectionInserts":[1],"sectionReloads":[1]}"#, at: ["sectionReloads", "0"],
      .notSurviving(other: "sectionInserts"))
    try expectRejected(
      #"{"sectionInserts":[1],"itemReloads":[[1,0]]}"#, at: ["itemReloads", "0"],
      .notSurviving(other: "sectionInserts"))
    try expectRejected(
      #"{"sectionReloads":[1],"itemReconfigures":[[1,0]]}"#, at: ["itemReconfigures", "0"],
      .notSurviving(other: "sectionReloads"))
    try expectRejected(
      #"{"itemInserts":[[0,3]],"itemReloads":[[0,3]]}"#, at: ["itemReloads", "0"],
      .notSurviving(other: "itemInserts"))
  }

  @Test func rejectsIndexPathsOfOtherLengths() {
    #expect(throws: DecodingError.self) { try wireDecode(Changes.self, #"{"itemDeletes":[[1]]}"#) }
    #expect(throws: DecodingError.self) {
      try wireDecode(Changes.self, #"{"itemMoves":[[[0,1],[0,2],[0,3]]]}"#)
    }
  }
}
