// outline-browser: browses a folder tree as an outline, reading folders as they open.
//
//   swift run outline-browser                 the current folder, on the keyboard
//   swift run outline-browser Sources --keys "down, enter, more, quit" --plain
//
// The work is in the other files, where tests can run it; this file only wires the program to
// its arguments, standard input and standard output.
import Foundation

/// Standard output as a stream for the scripted runs.
struct StandardOutput: TextOutputStream {
  mutating func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}

func fail(_ error: UsageError) -> Never {
  FileHandle.standardError.write(Data("outline-browser: \(error)\n".utf8))
  exit(2)
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error)
}
if options.showsHelp {
  print(Options.usage)
  exit(0)
}

let browser: Browser
do {
  browser = try Program.openBrowser(options)
} catch {
  fail(error)
}

let mode = Program.mode(
  for: options, inputIsTerminal: isatty(STDIN_FILENO) == 1,
  outputIsTerminal: isatty(STDOUT_FILENO) == 1)
if mode == .interactive, let size = RawTerminal.size(), let terminal = RawTerminal() {
  var session = BrowserSession(browser: browser, size: size)
  session.runInteractively(on: terminal)
  terminal.restore()
} else {
  // Scripted, or not at a terminal: play the keys (none without a script: the first screen),
  // then exit. Never waits for a keyboard that is not there.
  var keys: [Key] = []
  do {
    keys = try options.keys.map(Program.keys(from:)) ?? []
  } catch {
    fail(error)
  }
  var style = Options.Style.plain
  if case .scripted(let chosen) = mode { style = chosen }
  var session = BrowserSession(browser: browser, size: options.size ?? .standard)
  var output = StandardOutput()
  Program.play(keys, in: &session, style: style, showsSteps: options.showsSteps, to: &output)
}
