import Foundation
import TestSupport
import Testing

@testable import web_list

/// The page in a real browser: headless Chromium plays the stream in self-check mode and the
/// test reads its result line. `.ci/web-list` runs the same check from the shell; these tests
/// are skipped, saying so, where Chromium is not installed.
@Suite(
  "web-list in headless Chromium", .serialized,
  .enabled(if: Chromium.path != nil, "chromium is not installed; .ci/web-list installs and runs it")
)
struct BrowserTests {
  /// Writes the page of `stream` into a new directory, lets `edit` change its files, and hands the
  /// directory to `body`; the directory is removed afterwards.
  func withPage<Result>(
    _ stream: web_list.Stream = Session.stream, editing edit: (URL) throws -> Void = { _ in },
    _ body: (URL) throws -> Result
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("web-list-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try PageWriter.write(stream, to: directory.path)
    try edit(directory)
    return try body(directory)
  }

  /// Writes the page, lets `edit` change its files, and runs the check.
  func check(editing edit: (URL) throws -> Void = { _ in }) throws -> String {
    try withPage(editing: edit) { try Chromium.selfCheck(in: $0) }
  }

  /// Runs the check on the page sabotaged by `edits` (each replaces a text of one of the
  /// page's files): it must fail, naming `fragment`.
  func expectCaught(
    _ fragment: String, after edits: [(old: String, new: String, file: String)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let line = try check { directory in
      for edit in edits { try replace(edit.old, with: edit.new, in: edit.file, at: directory) }
    }
    #expect(line.hasPrefix("WEB-LIST SELFCHECK FAIL: "), "\(line)", sourceLocation: sourceLocation)
    #expect(line.contains(fragment), "\(line)", sourceLocation: sourceLocation)
  }

  /// Replaces `old` with `new` in one of the page's files, failing if `old` is not there.
  func replace(_ old: String, with new: String, in file: String, at directory: URL) throws {
    let url = directory.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    try #require(text.contains(old), "\(file) has no \(old)")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  @Test("every step matches the expected rows, and unchanged rows keep their nodes")
  func everyStepMatches() throws {
    let line = try check()
    let steps = Session.stream.frames.count
    #expect(line.hasPrefix("WEB-LIST SELFCHECK PASS: \(steps)/\(steps) steps matched"), "\(line)")
    #expect(line.contains("0 HTML assignments"), "\(line)")
  }

  @Test("a random session, with section reloads and renames, passes too")
  func randomSessionMatches() throws {
    var random = SeededGenerator(seed: 7)
    var serial = 0
    var mailbox = Mailbox.sample
    var frames = [
      Frame(old: Mailbox(), new: mailbox, title: "open", note: "", delivery: .content())
    ]
    for step in 1...150 {
      let old = mailbox
      let delivery = RandomSessionTests.randomAction(&mailbox, &random, serial: &serial)
      frames.append(Frame(old: old, new: mailbox, title: "\(step)", note: "", delivery: delivery))
    }
    let stream = web_list.Stream(title: "random", frames: frames)
    let json = try PageWriter.json(stream)
    for op in ["reloadSection", "reconfigureSection", "reloadItem", "reconfigureItem"] {
      try #require(json.contains(#""op":"\#(op)""#), "\(op)")
    }
    let line = try withPage(stream) { try Chromium.selfCheck(in: $0) }
    #expect(line.hasPrefix("WEB-LIST SELFCHECK PASS: 151/151 steps matched"), "\(line)")
  }

  @Test("a renderer that replaces a renamed section is caught by the section count")
  func replacedSectionIsCaught() throws {
    // The sabotaged renderer moves the header and rows into a copy of the section node: every
    // row keeps its node and no section node is created, so only the kept count can tell.
    try expectCaught(
      #"step 13 "Rename a folder": 3 section nodes kept, 4 expected"#,
      after: [
        (
          "section.querySelector(\":scope > h2\").textContent = titleOf(update, step.id);",
          "const copy = section.cloneNode(false); copy.append(...section.childNodes);"
            + " section.replaceWith(copy);"
            + " copy.querySelector(\":scope > h2\").textContent = titleOf(update, step.id);",
          "renderer.js"
        )
      ])
  }

  @Test("a wrong expected row is reported at its step")
  func wrongRowIsCaught() throws {
    try expectCaught(
      #"step 8 "Show more""#,
      after: [
        (#""text":"Carol: Budget approved""#, #""text":"Carol: Budget denied""#, "stream.js")
      ])
  }

  @Test("a renderer that replaces nodes it should move is caught by the node count")
  func replacedNodesAreCaught() throws {
    // The sabotaged renderer moves a copy of the row instead of the row itself.
    try expectCaught(
      "neither kept nor created",
      after: [
        (
          "const node = this.rowAt(this.rowsOf(step.from[0]), step.from[1], step.id);",
          "const node = this.rowAt(this.rowsOf(step.from[0]), step.from[1], step.id);"
            + " node.replaceWith(node.cloneNode(true)); node = this.rowsOf(step.from[0])"
            + ".children[step.from[1]];",
          "renderer.js"
        ),
        (
          "case \"moveItem\": {\n        const node", "case \"moveItem\": {\n        let node",
          "renderer.js"
        ),
      ])
  }

  @Test("a renderer that rebuilds rows is caught by the creation count")
  func rebuiltRowsAreCaught() throws {
    // The sabotaged renderer recreates the rows of the section it inserts an item into.
    try expectCaught(
      #"step 2 "New mail arrives": 11 row nodes created, 2 expected"#,
      after: [
        (
          "      case \"insertItem\":\n",
          "      case \"insertItem\":\n"
            + "        for (const row of Array.from(this.rowsOf(step.at[0]).children)) "
            + "row.replaceWith(this.makeRow(row.dataset.key, "
            + "{ style: row.className.slice(4), label: row.querySelector(\".label\").textContent, "
            + "expandable: false }));\n",
          "renderer.js"
        )
      ])
  }

  @Test("unattended play runs through every step on its own")
  func autoplay() throws {
    let frames = Session.stream.frames
    // 700 ms a step in virtual time: the budget covers every step with room to spare.
    let dom = try withPage { directory in
      try Chromium.dump(directory, query: "autoplay=1", budget: 700 * frames.count + 3_000)
    }
    #expect(dom.contains("Step \(frames.count) of \(frames.count): \(frames.last!.title)"))
    #expect(dom.contains(#"data-key="m12""#))
    #expect(!dom.contains("WEB-LIST SELFCHECK"))
  }
}
