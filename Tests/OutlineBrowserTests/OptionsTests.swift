import Foundation
import Testing

@testable import outline_browser

/// Arguments, and how they choose between the keyboard and a script.
@Suite("Options")
struct OptionsTests {
  @Test func everyOptionReads() throws {
    let options = try Options(arguments: [
      "Sources", "--keys", "down,quit", "--plain", "--steps", "--size", "100x30", "--page", "5",
      "--all",
    ])
    var expected = Options()
    expected.path = "Sources"
    expected.keys = .inline("down,quit")
    expected.style = .plain
    expected.showsSteps = true
    expected.size = TerminalSize(columns: 100, rows: 30)
    expected.pageSize = 5
    expected.showsHidden = true
    #expect(options == expected)
    #expect(try Options(arguments: ["--script", "-", "--no-ansi"]).keys == .file("-"))
    #expect(try Options(arguments: ["--ansi"]).style == .ansi)
    #expect(try Options(arguments: ["-h"]).showsHelp)
    #expect(try Options(arguments: []) == Options())
  }

  @Test func mistakesSayWhatIsWrong() {
    #expect(throws: UsageError("unknown option --colour")) {
      try Options(arguments: ["--colour"])
    }
    #expect(throws: UsageError("--keys needs a value")) { try Options(arguments: ["--keys"]) }
    #expect(throws: UsageError("--size wants COLUMNSxROWS, at least 10x3, not 80")) {
      try Options(arguments: ["--size", "80"])
    }
    #expect(throws: UsageError("--page wants a positive number, not 0")) {
      try Options(arguments: ["--page", "0"])
    }
    #expect(throws: UsageError("one folder only, not also b")) {
      try Options(arguments: ["a", "b"])
    }
  }

  /// Left on an open folder closes it, and elsewhere goes to the folder above
  /// (`ScriptedScreenTests.leftClosesAFolderThenGoesUp` plays both): the help says so.
  @Test func theHelpSaysWhatLeftDoes() {
    let usage = Options.usage.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(usage.contains("left (h) closes an open folder or else goes to the folder above"))
    #expect(!usage.contains("left goes up"))
    #expect(ScreenLayout.help.contains("← close/up"))
  }

  @Test func onlyATerminalWithoutAScriptRunsInteractively() throws {
    let none = Options()
    let scripted = try Options(arguments: ["--keys", "down"])
    let plain = try Options(arguments: ["--plain"])
    let ansi = try Options(arguments: ["--ansi"])
    #expect(Program.mode(for: none, inputIsTerminal: true, outputIsTerminal: true) == .interactive)
    // Standard input is a pipe or /dev/null: print the first screen and exit, never wait.
    #expect(
      Program.mode(for: none, inputIsTerminal: false, outputIsTerminal: true) == .scripted(.plain))
    #expect(
      Program.mode(for: none, inputIsTerminal: true, outputIsTerminal: false) == .scripted(.plain))
    #expect(
      Program.mode(for: plain, inputIsTerminal: true, outputIsTerminal: true) == .scripted(.plain))
    #expect(
      Program.mode(for: scripted, inputIsTerminal: true, outputIsTerminal: true)
        == .scripted(.ansi))
    #expect(
      Program.mode(for: scripted, inputIsTerminal: false, outputIsTerminal: false)
        == .scripted(.plain))
    #expect(
      Program.mode(for: ansi, inputIsTerminal: false, outputIsTerminal: false) == .scripted(.ansi))
  }

  @Test func keyScriptsComeFromArgumentsOrFiles() throws {
    let tree = try TemporaryTree(["keys.txt"])
    let path = tree.root + "/keys.txt"
    try Data("down*2 # and then\nenter\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try Program.keys(from: .file(path)) == [.down, .down, .activate])
    #expect(try Program.keys(from: .inline("up,q")) == [.up, .quit])
    #expect(throws: UsageError("cannot read the key script \(path).missing")) {
      try Program.keys(from: .file(path + ".missing"))
    }
  }

  @Test func theFolderMustBeAFolder() throws {
    let tree = try TemporaryTree(["file.txt"])
    var options = Options()
    options.path = tree.root + "/file.txt"
    #expect(throws: UsageError("not a folder: \(options.path)")) {
      try Program.openBrowser(options)
    }
    // A trailing slash is dropped; the label is the folder's own name.
    options.path = tree.root + "/"
    let browser = try Program.openBrowser(options)
    #expect(browser.root.path == tree.root)
    #expect(browser.rootLabel == "tree")
  }

  @Test func aScriptedAnsiRunEndsBelowTheScreen() throws {
    let tree = try TemporaryTree.project()
    let browser = try Program.openBrowser(testOptions(tree))
    var session = BrowserSession(browser: browser, size: TerminalSize(columns: 60, rows: 14))
    var output = ""
    Program.play([.down, .quit, .down], in: &session, style: .ansi, showsSteps: false, to: &output)
    // Two frames (the first clears), and the cursor parked on the last line.
    #expect(output.components(separatedBy: "\u{1B}[2J").count == 2)
    #expect(output.hasSuffix("\u{1B}[14;1H\n"))
    #expect(session.browser.cursor == 1)
  }
}
