import Foundation
import Testing

@testable import reorder_sync

/// Arguments and drag scripts: what is accepted, and the sentence for what is not.
@Suite("reorder-sync arguments and scripts")
struct ScriptTests {
  @Test("a script: commas or lines, comments and blank lines ignored")
  func parsing() throws {
    let drags = try Drag.script("0.1>1.0, 2.0 > 0.3  # first two\n\n# nothing here\n10.20>0.0\n")
    #expect(drags == [Drag((0, 1), (1, 0)), Drag((2, 0), (0, 3)), Drag((10, 20), (0, 0))])
    #expect(drags.map(\.description) == ["0.1>1.0", "2.0>0.3", "10.20>0.0"])
    #expect(try Drag.script(Drag.defaultScript).count == 7)
  }

  @Test(
    "a malformed drag names its line",
    arguments: ["0.1", "0.1>1", "a.1>1.0", "0.-1>1.0", "0.1>>1.0"])
  func malformed(text: String) {
    #expect(
      throws: ReorderSyncError.badScript(
        "line 2: \"\(text)\" is not a drag; write SECTION.ITEM>SECTION.ITEM, such as 0.1>1.0")
    ) {
      try Drag.script("0.0>0.1\n\(text)")
    }
  }

  @Test("--moves runs the given drags")
  func moves() throws {
    let ok = try runMoves("1.2>1.0")
    #expect(ok.code == 0)
    #expect(
      ok.output.contains(
        #"Drag 1 of 1: 1.2>1.0 drags "Return library books" (books) up within Errands"#))
    #expect(ok.output.contains("    Errands: books, milk, parcel"))
    #expect(
      ok.output.last
        == "done: 1 written back, 0 refused, 0 dropped in place; the store on disk and the snapshot agree."
    )
  }

  @Test(
    "a drag outside the lists stops with exit code 2",
    arguments: [
      ("3.0>0.0", "Drag 1 of 1 (3.0>0.0): there is no list 3; the lists are 0 to 2"),
      ("2.0>0.0", "Drag 1 of 1 (2.0>0.0): list 2 (Someday) has no task 0"),
      ("0.0>0.4", "Drag 1 of 1 (0.0>0.4): list 0 (Today) takes a drop at 0 to 3, not at 4"),
      ("0.0>1.4", "Drag 1 of 1 (0.0>1.4): list 1 (Errands) takes a drop at 0 to 3, not at 4"),
    ])
  func badDrag(moves: String, message: String) throws {
    let result = try runMoves(moves)
    #expect(result.code == 2)
    #expect(result.errors == ["reorder-sync: \(message)"])
  }

  @Test("a drop onto the task's own place does nothing, and says so")
  func dropInPlace() throws {
    let result = try runMoves("1.1>1.1")
    #expect(result.code == 0)
    #expect(
      result.output.suffix(5) == [
        "  dropped where it already was",
        "  nothing happened: no update, no write",
        "  store on disk and snapshot still agree",
        "",
        "done: 0 written back, 0 refused, 1 dropped in place; the store on disk and the snapshot agree.",
      ])
  }

  @Test("--script reads a file of drags")
  func scriptFile() throws {
    try withTemporaryDirectory { directory in
      let script = directory.appendingPathComponent("drags.txt")
      try Data("# to the end of Someday\n1.0>2.0\n".utf8).write(to: script)
      let result = runReorderSync(["--script", script.path], scratchDirectory: directory)
      #expect(result.code == 0)
      #expect(result.output.contains("    Someday: milk"))
      let missing = runReorderSync(
        ["--script", directory.appendingPathComponent("none").path], scratchDirectory: directory)
      #expect(missing.code == 2)
      #expect(missing.errors.first?.hasPrefix("reorder-sync: cannot read the drag script ") == true)
    }
  }

  @Test("arguments: --help, and sentences for the wrong ones")
  func arguments() throws {
    try withTemporaryDirectory { directory in
      let help = runReorderSync(["--help"], scratchDirectory: directory)
      #expect(help.code == 0)
      #expect(
        help.output.first
          == "usage: swift run reorder-sync [--store PATH] [--script PATH | --moves LIST]")
      // Help touches no file.
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files == [])

      let wrong: [([String], String)] = [
        (["--bogus"], #"unknown argument "--bogus"; see --help"#),
        (["--store"], "--store needs a value"),
        (["--store", "a", "--store", "b"], "--store is given twice"),
        (
          ["--moves", "0.0>0.1", "--script", "x"], "give one drag script: --script or --moves, once"
        ),
      ]
      for (arguments, message) in wrong {
        let result = runReorderSync(arguments, scratchDirectory: directory)
        #expect(result.code == 2, "\(arguments)")
        #expect(result.errors == ["reorder-sync: \(message)"], "\(arguments)")
        #expect(result.output == [], "\(arguments)")
      }
    }
  }
}
