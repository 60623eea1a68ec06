import Foundation

@testable import outline_browser

/// Why the stand-in loader refuses a folder.
struct PermissionDenied: Error, CustomStringConvertible {
  var description: String { "Permission denied" }
}

/// A loader that reads the disk but refuses folders named in `locked`, the way an unreadable
/// folder would fail (the tests run as root, for whom no folder is unreadable). Unlocking a
/// folder lets the next retry through; every listing is counted.
final class StandInLoader {
  var locked: Set<String>
  private(set) var listings: [String] = []

  init(locked: Set<String> = ["locked"]) { self.locked = locked }

  var loader: DirectoryLoader {
    DirectoryLoader { folder in
      self.listings.append(folder.name)
      if self.locked.contains(folder.name) { throw PermissionDenied() }
      return try DirectoryLoader.fileSystem().entries(folder)
    }
  }
}

/// The options a test runs with: a small screen, pages of 10.
func testOptions(
  _ tree: TemporaryTree, size: TerminalSize = TerminalSize(columns: 60, rows: 14)
)
  -> Options
{
  var options = Options()
  options.path = tree.root
  options.size = size
  options.pageSize = 10
  return options
}

/// Plays a key script in plain style and returns what the program printed.
func playPlain(
  _ script: String, on tree: TemporaryTree, loader: StandInLoader = StandInLoader(),
  size: TerminalSize = TerminalSize(columns: 60, rows: 14), steps: Bool = false
) throws -> String {
  let options = testOptions(tree, size: size)
  let browser = try Program.openBrowser(options, loader: loader.loader)
  var session = BrowserSession(browser: browser, size: size)
  var output = ""
  Program.play(
    try parseKeyScript(script), in: &session, style: .plain, showsSteps: steps, to: &output)
  return output
}

/// A screen written as the test expects it: lines joined, each ending in a new line; blank
/// lines up to the key help are added so that expectations list only what shows.
func screen(_ lines: [String], rows: Int = 14) -> String {
  let help = "↑↓ move  enter open/close  ← close/up  m more  [ ] reorder  q quit"
  var all = lines
  all += Array(repeating: "", count: max(0, rows - 1 - lines.count))
  // Cut to the width, without the trailing spaces a cut can leave.
  var shownHelp = help.prefix(60)
  while shownHelp.last == " " { shownHelp.removeLast() }
  all.append(String(shownHelp))
  return all.map { $0 + "\n" }.joined()
}
