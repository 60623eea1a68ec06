import Foundation
import Snapshots
import TestSupport
import Testing

/// The JSON form of `EditScript` and its list, snapshot and tree steps: the exact text of
/// every kind of step, round trips of random scripts of each shape, and rejections of scripts
/// that do not apply to the shape they claim to start from.
@Suite("EditScript: Codable")
struct EditScriptCodableTests {
  @Test func exactJSONOfAListScript() throws {
    let script = EditScript(from: ["a", "b", "c"], to: ["c", "a", "d"])
    let text = try wireJSON(script)
    #expect(
      text
        == #"{"start":3,"steps":[{"at":1,"id":"b","op":"delete"},"#
        + #"{"from":1,"id":"c","op":"move","to":0},{"at":2,"id":"d","op":"insert"}]}"#)
    #expect(try wireDecode(EditScript<ListEditStep<String>>.self, text) == script)
    #expect(
      try wireJSON(ListEditStep.update(offset: 1, id: "c")) == #"{"at":1,"id":"c","op":"update"}"#)
  }

  @Test func exactJSONOfSnapshotSteps() throws {
    typealias Step = SnapshotEditStep<String, Int>
    let steps: [(Step, String)] = [
      (.deleteSection(offset: 1, id: "S"), #"{"at":1,"id":"S","op":"deleteSection"}"#),
      (
        .insertSection(offset: 0, id: "T", items: [7, 8]),
        #"{"at":0,"id":"T","items":[7,8],"op":"insertSection"}"#
      ),
      (.moveSection(from: 2, to: 0, id: "W"), #"{"from":2,"id":"W","op":"moveSection","to":0}"#),
      (
        .deleteItem(at: ItemPosition(section: 0, offset: 3), id: 4),
        #"{"at":[0,3],"id":4,"op":"deleteItem"}"#
      ),
      (
        .insertItem(at: ItemPosition(section: 1, offset: 0), id: 9),
        #"{"at":[1,0],"id":9,"op":"insertItem"}"#
      ),
      (
        .moveItem(
          from: ItemPosition(section: 0, offset: 1), to: ItemPosition(section: 1, offset: 0),
          id: 2),
        #"{"from":[0,1],"id":2,"op":"moveItem","to":[1,0]}"#
      ),
      (.reloadSection(offset: 0, id: "T"), #"{"at":0,"id":"T","op":"reloadSection"}"#),
      (
        .reloadItem(at: ItemPosition(section: 0, offset: 0), id: 7),
        #"{"at":[0,0],"id":7,"op":"reloadItem"}"#
      ),
      (
        .reconfigureItem(at: ItemPosition(section: 0, offset: 1), id: 8),
        #"{"at":[0,1],"id":8,"op":"reconfigureItem"}"#
      ),
      (.reconfigureSection(offset: 1, id: "W"), #"{"at":1,"id":"W","op":"reconfigureSection"}"#),
    ]
    for (step, text) in steps {
      #expect(try wireJSON(step) == text)
      #expect(try wireDecode(Step.self, text) == step)
    }
    let script = EditScript<Step>(startShape: [2, 0], steps: [])
    #expect(try wireJSON(script) == #"{"start":[2,0],"steps":[]}"#)
  }

  @Test func exactJSONOfTreeSteps() throws {
    typealias Step = SectionSnapshotEditStep<String>
    let steps: [(Step, String)] = [
      (.delete(offset: 1, id: "b"), #"{"at":1,"id":"b","op":"delete"}"#),
      (
        .insert(offset: 3, id: "p", level: 1, isExpanded: false),
        #"{"at":3,"id":"p","level":1,"op":"insert"}"#
      ),
      (.move(from: 0, to: 2, id: "a"), #"{"from":0,"id":"a","op":"move","to":2}"#),
      (
        .update(offset: 0, id: "F", level: 0, isExpanded: true),
        #"{"at":0,"expanded":true,"id":"F","level":0,"op":"update"}"#
      ),
    ]
    for (step, text) in steps {
      #expect(try wireJSON(step) == text)
      #expect(try wireDecode(Step.self, text) == step)
    }
  }

  @Test func randomScriptsRoundTrip() throws {
    var steps = 0
    var sectionReconfigures = 0
    for seed in 0..<UInt64(1_500) {
      var random = SeededGenerator(seed: seed &+ 75_000)
      let lists = RandomListPair(using: &random)
      let flat = EditScript(from: lists.old.map(\.id), to: lists.new.map(\.id))
      #expect(try wireDecode(EditScript<ListEditStep<Int>>.self, try wireJSON(flat)) == flat)
      let snapshots = RandomSnapshotPair(using: &random)
      let sectioned = EditScript(from: snapshots.old, to: snapshots.new)
      #expect(
        try wireDecode(EditScript<SnapshotEditStep<Int, Int>>.self, try wireJSON(sectioned))
          == sectioned, "seed \(seed)")
      let old = EditScriptTreeTests.randomForest(using: &random)
      let tree = EditScript(from: old, to: EditScriptTreeTests.edit(old, using: &random))
      #expect(
        try wireDecode(EditScript<SectionSnapshotEditStep<Int>>.self, try wireJSON(tree)) == tree)
      steps += flat.steps.count + sectioned.steps.count + tree.steps.count
      for case .reconfigureSection in sectioned.steps { sectionReconfigures += 1 }
    }
    #expect(steps > 10_000)
    #expect(sectionReconfigures > 20, "\(sectionReconfigures)")
  }

  @Test func rejectsANegativeStart() throws {
    let rejection = try #require(
      wireRejection(EditScript<ListEditStep<String>>.self, #"{"start":-1,"steps":[]}"#))
    #expect(rejection.path == ["start"])
    #expect(
      rejection.underlying as? EditScriptError
        == EditScriptError(step: nil, reason: .negativeCount(-1)))
    let counts = try #require(
      wireRejection(EditScript<SnapshotEditStep<String, Int>>.self, #"{"start":[1,-2],"steps":[]}"#)
    )
    #expect(counts.path == ["start"])
  }

  @Test func rejectsAStepThatDoesNotFitTheStart() throws {
    // Three elements: the delete at 1 leaves two, so an insert at 3 is out of range.
    let rejection = try #require(
      wireRejection(
        EditScript<ListEditStep<String>>.self,
        #"{"start":3,"steps":[{"op":"delete","at":1,"id":"b"},{"op":"insert","at":3,"id":"x"}]}"#
      ))
    #expect(rejection.path == ["steps", "1"])
    #expect(
      rejection.underlying as? EditScriptError
        == EditScriptError(step: 1, reason: .offsetOutOfRange(offset: 3, count: 2)))
    #expect(rejection.description.contains("step 1"))
  }

  @Test func rejectsASectionOutOfRange() throws {
    let rejection = try #require(
      wireRejection(
        EditScript<SnapshotEditStep<String, Int>>.self,
        #"{"start":[1],"steps":[{"op":"insertItem","at":[1,0],"id":5}]}"#))
    #expect(rejection.path == ["steps", "0"])
    #expect(
      rejection.underlying as? EditScriptError
        == EditScriptError(step: 0, reason: .sectionOutOfRange(section: 1, count: 1)))
  }

  @Test func rejectsAReconfigureSectionOutOfRangeOrMalformed() throws {
    let rejection = try #require(
      wireRejection(
        EditScript<SnapshotEditStep<String, Int>>.self,
        #"{"start":[1],"steps":[{"op":"reconfigureSection","at":1,"id":"A"}]}"#))
    #expect(rejection.path == ["steps", "0"])
    #expect(
      rejection.underlying as? EditScriptError
        == EditScriptError(step: 0, reason: .sectionOutOfRange(section: 1, count: 1)))
    for text in [
      #"{"op":"reconfigureSection","at":[0,0],"id":"A"}"#,
      #"{"op":"reconfigureSection","at":0,"id":7}"#,
      #"{"op":"reconfigureSection","id":"A"}"#,
    ] {
      #expect(throws: DecodingError.self, "\(text)") {
        try JSONDecoder().decode(SnapshotEditStep<String, Int>.self, from: Data(text.utf8))
      }
    }
  }

  @Test func rejectsANegativeLevel() throws {
    let rejection = try #require(
      wireRejection(
        EditScript<SectionSnapshotEditStep<String>>.self,
        #"{"start":0,"steps":[{"op":"insert","at":0,"id":"a","level":-1}]}"#))
    #expect(rejection.path == ["steps", "0"])
    #expect(
      rejection.underlying as? EditScriptError
        == EditScriptError(step: 0, reason: .levelOutOfRange(level: -1)))
  }

  @Test func rejectsUnknownOperations() throws {
    let step = #"{"op":"explode","at":0,"id":"a"}"#
    let cases: [(any Decodable.Type, String)] = [
      (EditScript<ListEditStep<String>>.self, #"{"start":1,"steps":[\#(step)]}"#),
      (EditScript<SnapshotEditStep<String, Int>>.self, #"{"start":[1],"steps":[\#(step)]}"#),
      (EditScript<SectionSnapshotEditStep<String>>.self, #"{"start":1,"steps":[\#(step)]}"#),
    ]
    for (type, text) in cases {
      do {
        _ = try JSONDecoder().decode(type, from: Data(text.utf8))
        Issue.record("\(type) accepted \(text)")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.debugDescription.contains(#"unknown op "explode""#))
        #expect(context.codingPath.map(\.stringValue) == ["steps", "Index 0", "op"])
      }
    }
  }
}
