import Foundation
import Outline
import Snapshots
import TestSupport
import Testing

/// The JSON form of outline rows and `OutlineEditStep` scripts: the exact text of every kind
/// of row and step, round trips of the scripts (and diffs) of random outline operations, and
/// one rejection per kind of bad row.
@Suite("OutlineEditStep: Codable")
struct OutlineEditStepCodableTests {
  typealias Step = OutlineEditStep<String>

  func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func decode<T: Decodable>(_: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(text.utf8))
  }

  @Test func exactJSONOfRowsAndSteps() throws {
    let cases: [(Step, String)] = [
      (.delete(offset: 4, row: .node("old")), #"{"at":4,"op":"delete","row":{"node":"old"}}"#),
      (
        .move(from: 5, to: 2, row: .footer(parent: "inbox")),
        #"{"from":5,"op":"move","row":{"footer":"inbox"},"to":2}"#
      ),
      (
        .insert(
          offset: 1,
          row: OutlineVisibleRow(
            id: .node("new"), level: 1, content: .node(isExpanded: false, childCount: 0))),
        #"{"at":1,"op":"insert","row":{"children":0,"level":1,"node":"new"}}"#
      ),
      (
        .update(
          offset: 0,
          row: OutlineVisibleRow(
            id: .node("inbox"), level: 0, content: .node(isExpanded: true, childCount: nil))),
        #"{"at":0,"op":"update","row":{"expanded":true,"level":0,"node":"inbox"}}"#
      ),
      (
        .insert(
          offset: 3,
          row: OutlineVisibleRow(
            id: .footer(parent: "inbox"), level: 1, content: .footer(.more(remaining: 70)))),
        #"{"at":3,"op":"insert","row":{"footer":"inbox","level":1,"remaining":70,"status":"more"}}"#
      ),
      (
        .insert(
          offset: 9,
          row: OutlineVisibleRow(id: .footer(parent: nil), level: 0, content: .footer(.loading))),
        #"{"at":9,"op":"insert","row":{"footer":null,"level":0,"status":"loading"}}"#
      ),
      (
        .update(
          offset: 9,
          row: OutlineVisibleRow(id: .footer(parent: nil), level: 0, content: .footer(.failed))),
        #"{"at":9,"op":"update","row":{"footer":null,"level":0,"status":"failed"}}"#
      ),
    ]
    for (step, text) in cases {
      #expect(try json(step) == text)
      #expect(try decode(Step.self, text) == step)
    }
    let script = EditScript<Step>(startShape: 2, steps: [.delete(offset: 1, row: .node("b"))])
    #expect(try json(script) == #"{"start":2,"steps":[{"at":1,"op":"delete","row":{"node":"b"}}]}"#)
  }

  /// The random operations of the outline's own model tests (paging, loads, moves, restores),
  /// each turned into a script of rows and a diff that must survive a round trip.
  @Test func randomOutlineScriptsRoundTrip() throws {
    var footers = 0
    var steps = 0
    for seed in UInt64(0)..<4 {
      var driver = OutlineDriver(
        SeededGenerator(seed: seed &+ 76_000), label: "seed \(seed &+ 76_000)",
        configuration: RandomOperationTests.configuration(for: seed), roots: 3, pagedRoots: true)
      while driver.steps < 300 && !driver.failed {
        let before = driver.real.rows
        driver.step()
        let after = driver.real.rows
        let script: EditScript<OutlineEditStep<Int>> = EditScript(from: before, to: after)
        let decoded = try decode(EditScript<OutlineEditStep<Int>>.self, try json(script))
        #expect(decoded == script, "seed \(seed) step \(driver.steps)")
        // The same diff the tree reports, which the driver checks against this one.
        let diff = Diff(from: before, to: after, id: \.id)
        #expect(try decode(Diff.self, try json(diff)) == diff, "\(diff)")
        footers += after.filter { $0.id.node == nil }.count
        steps += script.steps.count
      }
      #expect(driver.failures.isEmpty, "\(driver.failures)")
    }
    #expect(footers > 100 && steps > 1_000, "\(footers) footer rows, \(steps) steps")
  }

  @Test func rejectsARowThatIsBothNodeAndFooter() {
    #expect(throws: DecodingError.self) {
      try decode(OutlineRow<String>.self, #"{"node":"a","footer":"a"}"#)
    }
    #expect(throws: DecodingError.self) { try decode(OutlineRow<String>.self, #"{}"#) }
  }

  @Test func rejectsNegativeCounts() {
    for text in [
      #"{"node":"a","level":0,"children":-1}"#,
      #"{"footer":"a","level":1,"status":"more","remaining":-4}"#,
    ] {
      #expect(throws: DecodingError.self, "\(text)") {
        try decode(OutlineVisibleRow<String>.self, text)
      }
    }
  }

  @Test func rejectsAnUnknownStatus() throws {
    do {
      _ = try decode(OutlineVisibleRow<String>.self, #"{"footer":null,"level":0,"status":"gone"}"#)
      Issue.record("accepted an unknown status")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["status"])
      #expect(context.debugDescription.contains(#"unknown status "gone""#))
    }
  }

  @Test func rejectsAScriptThatDoesNotFitItsStart() throws {
    let text =
      #"{"start":1,"steps":[{"op":"insert","at":0,"row":{"node":"a","level":-2}}]}"#
    do {
      _ = try decode(EditScript<Step>.self, text)
      Issue.record("accepted \(text)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["steps", "Index 0"])
      #expect(
        context.underlyingError as? EditScriptError
          == EditScriptError(step: 0, reason: .levelOutOfRange(level: -2)))
    }
  }

  @Test func encodingRefusesContentOfTheOtherKind() {
    let row = OutlineVisibleRow<String>(id: .node("a"), level: 0, content: .footer(.loading))
    #expect(throws: EncodingError.self) { try json(row) }
  }
}
