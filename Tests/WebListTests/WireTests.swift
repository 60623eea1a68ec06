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

  @Test("every kind of sectioned step is written in the documented shape")
  func snapshotStepShapes() throws {
    let steps: [(SnapshotEditStep<String, String>, String)] = [
      (.deleteSection(offset: 4, id: "n"), #"{"id":"n","offset":4,"op":"deleteSection"}"#),
      (
        .insertSection(offset: 0, id: "i", items: ["a"]),
        #"{"id":"i","items":["a"],"offset":0,"op":"insertSection"}"#
      ),
      (.moveSection(from: 2, to: 0, id: "w"), #"{"from":2,"id":"w","op":"moveSection","to":0}"#),
      (
        .deleteItem(at: ItemPosition(section: 0, offset: 3), id: "m"),
        #"{"at":[0,3],"id":"m","op":"deleteItem"}"#
      ),
      (
        .insertItem(at: ItemPosition(section: 1, offset: 0), id: "m"),
        #"{"at":[1,0],"id":"m","op":"insertItem"}"#
      ),
      (
        .moveItem(
          from: ItemPosition(section: 0, offset: 2), to: ItemPosition(section: 3, offset: 0),
          id: "m"), #"{"from":[0,2],"id":"m","op":"moveItem","to":[3,0]}"#
      ),
      (.reloadSection(offset: 3, id: "r"), #"{"id":"r","offset":3,"op":"reloadSection"}"#),
      (
        .reloadItem(at: ItemPosition(section: 0, offset: 1), id: "m"),
        #"{"at":[0,1],"id":"m","op":"reloadItem"}"#
      ),
      (
        .reconfigureItem(at: ItemPosition(section: 0, offset: 2), id: "m"),
        #"{"at":[0,2],"id":"m","op":"reconfigureItem"}"#
      ),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for (step, json) in steps {
      #expect(String(decoding: try encoder.encode(SnapshotStepWire(step)), as: UTF8.self) == json)
      #expect(try decode(SnapshotStepWire.self, json).step == step)
    }
  }

  @Test("every kind of outline step is written in the documented shape")
  func treeStepShapes() throws {
    let steps: [(TreeEditStep<String>, String)] = [
      (.delete(offset: 4, id: "x"), #"{"id":"x","offset":4,"op":"delete"}"#),
      (
        .insert(offset: 1, id: "x", level: 2, isExpanded: false),
        #"{"expanded":false,"id":"x","level":2,"offset":1,"op":"insert"}"#
      ),
      (.move(from: 6, to: 0, id: "x"), #"{"from":6,"id":"x","op":"move","to":0}"#),
      (
        .update(offset: 0, id: "x", level: 0, isExpanded: true),
        #"{"expanded":true,"id":"x","level":0,"offset":0,"op":"update"}"#
      ),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for (step, json) in steps {
      #expect(String(decoding: try encoder.encode(TreeStepWire(step)), as: UTF8.self) == json)
      #expect(try decode(TreeStepWire.self, json).step == step)
    }
  }

  @Test(
    "malformed steps are refused by the decoder",
    arguments: [
      #"{"op":"explode","id":"m","offset":0}"#,
      #"{"op":"deleteItem","id":"m","at":[0,1,2]}"#,
      #"{"op":"deleteItem","id":"m","at":[0]}"#,
      #"{"op":"moveItem","id":"m","from":[0,1]}"#,
      #"{"op":"insertSection","id":"s","offset":0}"#,
      #"{"op":"deleteSection","offset":0}"#,
      #"{"op":"deleteSection","id":7,"offset":0}"#,
    ])
  func malformedSnapshotSteps(json: String) {
    #expect(throws: DecodingError.self) { try decode(SnapshotStepWire.self, json) }
  }

  @Test(
    "malformed outline steps and updates are refused by the decoder",
    arguments: [
      #"{"op":"insert","id":"x","offset":0,"level":1}"#,
      #"{"op":"update","id":"x","offset":0,"expanded":true}"#,
      #"{"op":"deleteItem","id":"x","at":[0,0]}"#,
    ])
  func malformedTreeSteps(json: String) {
    #expect(throws: DecodingError.self) { try decode(TreeStepWire.self, json) }
  }

  @Test("an update of unknown kind, or without its section, is refused")
  func malformedUpdates() {
    let script = #""script":{"startShape":0,"steps":[]},"rows":{},"sections":{}"#
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
