import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `Changeset`: its exact text, round trips of the changesets of random
/// snapshot pairs, and one rejection per batch-update rule the decoder checks.
@Suite("Changeset: Codable")
struct ChangesetCodableTests {
  typealias Changes = Changeset<String, Int>
  typealias Reason = BatchValidationError.Reason

  @Test func exactJSON() throws {
    let changes = Changes(
      sectionDeletes: [3], sectionInserts: [0], sectionMoves: [.init(from: 0, to: 2)],
      itemDeletes: [path(1, 0)], itemInserts: [path(1, 1)],
      itemMoves: [.init(from: path(1, 2), to: path(3, 0))], sectionReloads: [1],
      itemReloads: [path(3, 1)], itemReconfigures: [path(3, 2)], sectionReconfigures: [3])
    #expect(
      try wireJSON(changes)
        == #"{"itemDeletes":[[1,0]],"itemInserts":[[1,1]],"itemMoves":[[[1,2],[3,0]]],"#
        + #""itemReconfigures":[[3,2]],"itemReloads":[[3,1]],"sectionDeletes":[3],"#
        + #""sectionInserts":[0],"sectionMoves":[[0,2]],"sectionReconfigures":[3],"#
        + #""sectionReloads":[1]}"#)
    #expect(try wireDecode(Changes.self, try wireJSON(changes)) == changes)
    #expect(try wireJSON(Changes()) == "{}")
  }

  @Test func randomChangesetsRoundTrip() throws {
    let all = try expectRandomRoundTrips(3_000, from: 74_000) { random in
      let pair = RandomSnapshotPair(using: &random)
      return Changeset(from: pair.old, to: pair.new)
    }
    let operations = all.reduce(0) { sum, changes in
      sum + changes.itemMoves.count + changes.itemReloads.count
        + changes.itemReconfigures.count + changes.sectionReloads.count
    }
    let sectionMoves = all.reduce(0) { $0 + $1.sectionMoves.count }
    #expect(operations > 1_000 && sectionMoves > 100, "\(operations), \(sectionMoves)")
  }

  @Test func encodingRefusesIndexPathsOfOtherLengths() {
    let changes = Changes(itemDeletes: [IndexPath(indexes: [0, 1, 2])])
    #expect(throws: EncodingError.self) { try wireJSON(changes) }
  }

  /// One text per rule the decoder checks, with the list and the index it must be rejected
  /// at and why: negative offsets, lists out of order, places named twice, item operations in
  /// replaced or moved sections, refreshes of what is created afresh.
  @Test(arguments: [
    (#"{"sectionInserts":[-3]}"#, "sectionInserts", 0, Reason.negativeOffset),
    (#"{"itemDeletes":[[0,-1]]}"#, "itemDeletes", 0, .negativeOffset),
    (#"{"itemMoves":[[[-1,0],[0,0]]]}"#, "itemMoves", 0, .negativeOffset),
    (#"{"sectionReloads":[2,1]}"#, "sectionReloads", 1, .outOfOrder),
    (#"{"itemInserts":[[1,0],[0,5]]}"#, "itemInserts", 1, .outOfOrder),
    (#"{"sectionMoves":[[0,3],[1,3]]}"#, "sectionMoves", 1, .outOfOrder),
    (#"{"itemMoves":[[[0,0],[1,1]],[[0,1],[1,0]]]}"#, "itemMoves", 1, .outOfOrder),
    (
      #"{"sectionDeletes":[1],"sectionMoves":[[1,0]]}"#, "sectionMoves", 0,
      .namedTwice(other: "sectionDeletes")
    ),
    (
      #"{"sectionInserts":[0],"sectionMoves":[[1,0]]}"#, "sectionMoves", 0,
      .namedTwice(other: "sectionInserts")
    ),
    (#"{"sectionMoves":[[1,0],[1,2]]}"#, "sectionMoves", 1, .namedTwice(other: "sectionMoves")),
    (
      #"{"itemDeletes":[[0,1]],"itemMoves":[[[0,1],[0,0]]]}"#, "itemMoves", 0,
      .namedTwice(other: "itemDeletes")
    ),
    (
      #"{"itemInserts":[[0,0]],"itemMoves":[[[0,1],[0,0]]]}"#, "itemMoves", 0,
      .namedTwice(other: "itemInserts")
    ),
    (
      #"{"itemMoves":[[[0,1],[0,0]],[[0,1],[0,2]]]}"#, "itemMoves", 1,
      .namedTwice(other: "itemMoves")
    ),
    (
      #"{"itemReloads":[[0,0]],"itemReconfigures":[[0,0]]}"#, "itemReconfigures", 0,
      .namedTwice(other: "itemReloads")
    ),
    (
      #"{"sectionDeletes":[1],"itemDeletes":[[1,0]]}"#, "itemDeletes", 0,
      .sectionReplaced(section: 1)
    ),
    (
      #"{"sectionInserts":[2],"itemInserts":[[2,0]]}"#, "itemInserts", 0,
      .sectionReplaced(section: 2)
    ),
    (
      #"{"sectionInserts":[2],"itemMoves":[[[0,0],[2,0]]]}"#, "itemMoves", 0,
      .sectionReplaced(section: 2)
    ),
    (
      #"{"sectionMoves":[[0,2]],"itemInserts":[[2,0]]}"#, "itemInserts", 0,
      .sectionMoved(section: 2)
    ),
    (
      #"{"sectionMoves":[[0,2]],"itemDeletes":[[0,0]]}"#, "itemDeletes", 0,
      .sectionMoved(section: 0)
    ),
    (
      #"{"sectionMoves":[[0,2]],"itemMoves":[[[0,0],[1,0]]]}"#, "itemMoves", 0,
      .sectionMoved(section: 0)
    ),
    (
      #"{"sectionInserts":[1],"sectionReloads":[1]}"#, "sectionReloads", 0,
      .notSurviving(other: "sectionInserts")
    ),
    (
      #"{"sectionInserts":[1],"itemReloads":[[1,0]]}"#, "itemReloads", 0,
      .notSurviving(other: "sectionInserts")
    ),
    (
      #"{"sectionReloads":[1],"itemReconfigures":[[1,0]]}"#, "itemReconfigures", 0,
      .notSurviving(other: "sectionReloads")
    ),
    (
      #"{"itemInserts":[[0,3]],"itemReloads":[[0,3]]}"#, "itemReloads", 0,
      .notSurviving(other: "itemInserts")
    ),
    (#"{"sectionReconfigures":[3,3]}"#, "sectionReconfigures", 1, .outOfOrder),
    (
      #"{"sectionInserts":[2],"sectionReconfigures":[2]}"#, "sectionReconfigures", 0,
      .notSurviving(other: "sectionInserts")
    ),
    (
      #"{"sectionReloads":[0],"sectionReconfigures":[0]}"#, "sectionReconfigures", 0,
      .namedTwice(other: "sectionReloads")
    ),
  ])
  func rejectsABrokenRule(_ text: String, list: String, index: Int, reason: Reason) throws {
    let rejection = try #require(wireRejection(Changes.self, text))
    #expect(rejection.path == [list, String(index)])
    let error = try #require(rejection.underlying as? BatchValidationError)
    #expect(error.reason == reason)
    #expect(error.list == list && error.index == index)
  }

  @Test func rejectsIndexPathsOfOtherLengths() {
    #expect(throws: DecodingError.self) { try wireDecode(Changes.self, #"{"itemDeletes":[[1]]}"#) }
    #expect(throws: DecodingError.self) {
      try wireDecode(Changes.self, #"{"itemMoves":[[[0,1],[0,2],[0,3]]]}"#)
    }
  }
}
