import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `Diff`: its exact text, round trips of random diffs (repeats and
/// updates included), and one rejection per rule the decoder checks.
@Suite("Diff: Codable")
struct DiffCodableTests {
  @Test func exactJSON() throws {
    let diff = Diff(from: ["a", "b", "c", "d"], to: ["b", "a", "d", "e"])
    let text = try wireJSON(diff)
    #expect(text == #"{"deletes":[2],"inserts":[3],"moves":[[1,0]]}"#)
    #expect(try wireJSON(Diff(deletes: [], inserts: [], moves: [], updates: [])) == "{}")
    #expect(
      try wireJSON(Diff.OffsetPair(from: 3, to: 1)) == "[3,1]")
  }

  @Test func randomDiffsRoundTrip() throws {
    let all = try expectRandomRoundTrips(3_000, from: 73_000) { random in
      let pair = RandomListPair(using: &random)
      return Diff(from: pair.old, to: pair.new, id: \.id)
    }
    let updates = all.reduce(0) { $0 + $1.updates.count }
    let moves = all.reduce(0) { $0 + $1.moves.count }
    #expect(updates > 500 && moves > 500, "\(updates) updates, \(moves) moves")
  }

  /// The rejection of `text`, which must be at `path` for `reason`.
  func expectRejected(
    _ text: String, at path: [String], _ reason: BatchValidationError.Reason,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let rejection = try #require(wireRejection(Diff.self, text, sourceLocation: sourceLocation))
    #expect(rejection.path == path, sourceLocation: sourceLocation)
    let error = try #require(
      rejection.underlying as? BatchValidationError, sourceLocation: sourceLocation)
    #expect(error.reason == reason, sourceLocation: sourceLocation)
    #expect(rejection.description == "Diff: \(error)", sourceLocation: sourceLocation)
  }

  @Test func rejectsNegativeOffsets() throws {
    try expectRejected(#"{"deletes":[-1]}"#, at: ["deletes", "0"], .negativeOffset)
    try expectRejected(#"{"moves":[[0,-2]]}"#, at: ["moves", "0"], .negativeOffset)
  }

  @Test func rejectsListsOutOfOrder() throws {
    try expectRejected(#"{"inserts":[1,1]}"#, at: ["inserts", "1"], .outOfOrder)
    try expectRejected(#"{"deletes":[3,2]}"#, at: ["deletes", "1"], .outOfOrder)
    try expectRejected(#"{"moves":[[0,4],[1,2]]}"#, at: ["moves", "1"], .outOfOrder)
  }

  @Test func rejectsPlacesNamedTwice() throws {
    try expectRejected(
      #"{"deletes":[0],"moves":[[0,3]]}"#, at: ["moves", "0"], .namedTwice(other: "deletes"))
    try expectRejected(
      #"{"inserts":[3],"updates":[[0,3]]}"#, at: ["updates", "0"], .namedTwice(other: "inserts"))
    try expectRejected(
      #"{"moves":[[2,0],[2,1]]}"#, at: ["moves", "1"], .namedTwice(other: "moves"))
  }

  @Test func rejectsUpdatesThatPairOtherOffsets() throws {
    // The element moved from 4 to 0 cannot be updated from 3.
    try expectRejected(
      #"{"moves":[[4,0]],"updates":[[3,0]]}"#, at: ["updates", "0"], .unmatchedPair)
    // Old 0 moved, so it cannot also stay in place as new 2.
    try expectRejected(
      #"{"moves":[[0,5]],"updates":[[0,2]]}"#, at: ["updates", "0"], .unmatchedPair)
    // With old 0 deleted, the element in place at new 0 is old 1, not old 2.
    try expectRejected(#"{"deletes":[0],"updates":[[2,0]]}"#, at: ["updates", "0"], .unmatchedPair)
    #expect(try wireDecode(Diff.self, #"{"deletes":[0],"updates":[[1,0]]}"#).updates.count == 1)
  }

  @Test func rejectsPairsOfOtherLengths() {
    #expect(throws: DecodingError.self) { try wireDecode(Diff.self, #"{"moves":[[1,2,3]]}"#) }
    #expect(throws: DecodingError.self) { try wireDecode(Diff.self, #"{"moves":[[1]]}"#) }
  }
}
