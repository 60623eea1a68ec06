import Foundation
import Snapshots
import Testing

@testable import web_list

/// The stream's JSON: it decodes back to the same updates, and a malformed or misfitting
/// update is refused, by the decoder or by the edit script's own checks.
@Suite("web-list wire format")
struct WireTests {
  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  @Test("the stream round-trips through JSON and every decoded script validates")
  func roundTrip() throws {
    let stream = Session.stream
    let decoded = try decode(Stream.self, try PageWriter.json(stream))
    #expect(decoded == stream)
    var outlineRows = 0
    for frame in decoded.frames {
      switch frame.update.script {
      case .snapshot(let script): try script.validate()
      case .outline(_, let script): outlineRows = try script.validate()
      }
    }
    // After the last outline update: lunch open with its two replies, the others collapsed.
    #expect(outlineRows == 5)
  }

  @Test("the scripts travel in the library's JSON form of an edit script")
  func scriptsUseTheLibraryForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let update = Update(
      script: .outline(
        section: "c",
        EditScript(
          startShape: 1,
          steps: [
            .insert(offset: 1, id: "x", level: 1, isExpanded: false),
            .update(offset: 0, id: "t", level: 0, isExpanded: true),
          ])), rows: [:], sections: [:])
    #expect(
      String(decoding: try encoder.encode(update), as: UTF8.self)
        == #"{"kind":"outline","rows":{},"script":{"start":1,"steps":["#
        + #"{"at":1,"id":"x","level":1,"op":"insert"},"#
        + #"{"at":0,"expanded":true,"id":"t","level":0,"op":"update"}]},"section":"c","sections":{}}"#
    )
    let snapshot = Update(
      script: .snapshot(
        EditScript(
          startShape: [0],
          steps: [.insertItem(at: ItemPosition(section: 0, offset: 0), id: "m")])),
      rows: [:], sections: [:])
    #expect(
      String(decoding: try encoder.encode(snapshot), as: UTF8.self)
        == #"{"kind":"snapshot","rows":{},"script":{"start":[0],"steps":["#
        + #"{"at":[0,0],"id":"m","op":"insertItem"}]},"sections":{}}"#)
  }

  @Test(
    "malformed steps are refused by the decoder",
    arguments: [
      #"{"op":"explode","id":"m","at":0}"#,
      #"{"op":"deleteItem","id":"m","at":[0,1,2]}"#,
      #"{"op":"deleteItem","id":"m","at":[0]}"#,
      #"{"op":"moveItem","id":"m","from":[0,1]}"#,
      #"{"op":"insertSection","id":"s","at":0}"#,
      #"{"op":"deleteSection","at":0}"#,
      #"{"op":"deleteSection","id":7,"at":0}"#,
    ])
  func malformedSnapshotSteps(json: String) {
    #expect(throws: DecodingError.self) {
      try decode(SnapshotEditStep<String, String>.self, json)
    }
  }

  @Test(
    "malformed outline steps and updates are refused by the decoder",
    arguments: [
      #"{"op":"insert","id":"x","at":0}"#,
      #"{"op":"update","id":"x","at":0,"expanded":true}"#,
      #"{"op":"deleteItem","id":"x","at":[0,0]}"#,
    ])
  func malformedTreeSteps(json: String) {
    #expect(throws: DecodingError.self) { try decode(SectionSnapshotEditStep<String>.self, json) }
  }

  @Test("a script that does not fit the shape it starts from is refused by the decoder")
  func misfittingScriptsAreRefusedOnDecoding() {
    let update =
      #"{"kind":"outline","section":"c","rows":{},"sections":{},"#
      + #""script":{"start":1,"steps":[{"op":"delete","at":1,"id":"x"}]}}"#
    #expect(throws: DecodingError.self) { try decode(Update.self, update) }
  }

  @Test("an update of unknown kind, or without its section, is refused")
  func malformedUpdates() {
    let script = #""script":{"start":0,"steps":[]},"rows":{},"sections":{}"#
    #expect(throws: DecodingError.self) { try decode(Update.self, #"{"kind":"tv",\#(script)}"#) }
    #expect(throws: DecodingError.self) {
      try decode(Update.self, #"{"kind":"outline",\#(script)}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(Update.self, #"{"kind":"snapshot",\#(script)}"#)  // a count, not counts
    }
  }

  @Test("a decoded script that does not fit its state is refused before anything changes")
  func misfittingScripts() throws {
    let json = try PageWriter.json(Session.stream)
    let frames = try decode(Stream.self, json).frames
    guard case .snapshot(let newMail) = frames[1].update.script else {
      Issue.record("step 2 is not a sectioned update")
      return
    }
    let states = Session.states
    // The right state accepts it; the state before, and the one after, do not.
    #expect(throws: Never.self) { try states[2 - 1 + 0].snapshot.applying(validating: newMail) }
    #expect(throws: EditScriptError.self) { try states[0].snapshot.applying(validating: newMail) }
    #expect(throws: EditScriptError.self) { try states[2].snapshot.applying(validating: newMail) }
    // A step pushed out of range fails validation without a state at all.
    var broken = newMail
    broken.steps.append(.deleteItem(at: ItemPosition(section: 0, offset: 99), id: "m1"))
    #expect(throws: EditScriptError.self) { try broken.validate() }
  }
}
