import Testing

@testable import outline_browser

/// A folder that cannot be read shows a failed footer with the reason; Enter on it retries.
///
/// The tests run as root, who can read any folder, so `locked` fails through the stand-in
/// loader with the message the system gives for an unreadable folder; a folder deleted from
/// disk after the browser started fails through `FileManager` itself.
@Suite("Load failures")
struct LoadFailureTests {
  @Test func unreadableFolderShowsTheReasonInAFailedFooter() throws {
    let tree = try TemporaryTree.project()
    #expect(
      try playPlain("down*3, enter, down", on: tree)
        == screen([
          "tree/locked — row 5 of 9 — 8 loaded",
          "  ▾ tree/ (7)",
          "    ▸ docs/",
          "    ▸ empty/",
          "    ▾ locked/",
          ">     ! cannot read: Permission denied (enter retries)",
          "    ▸ many/",
          "    ▸ src/",
          "      README.md",
          "      build.sh",
        ]))
  }

  @Test func enterOnTheFailedFooterRetriesUntilTheFolderReads() throws {
    let tree = try TemporaryTree.project()
    let loader = StandInLoader()
    let browser = try Program.openBrowser(testOptions(tree), loader: loader.loader)
    var session = BrowserSession(browser: browser, size: TerminalSize(columns: 60, rows: 14))
    for key in try parseKeyScript("down*3, enter, down, enter") { session.press(key) }
    // Still locked: asked twice, failed twice, the cursor still on the footer.
    #expect(loader.listings == ["tree", "locked", "locked"])
    #expect(session.plainScreen[5] == ">     ! cannot read: Permission denied (enter retries)")

    loader.locked = []
    session.press(.activate)
    #expect(loader.listings == ["tree", "locked", "locked", "locked"])
    #expect(session.plainScreen[4] == "    ▾ locked/ (1)")
    #expect(session.plainScreen[5] == ">       secret.txt")
    #expect(session.browser.failures.isEmpty)
  }

  @Test func folderGoneFromDiskFailsWithTheSystemsReason() throws {
    let tree = try TemporaryTree.project()
    let options = testOptions(tree, size: TerminalSize(columns: 70, rows: 14))
    let browser = try Program.openBrowser(options)  // the real file system
    var session = BrowserSession(browser: browser, size: options.size!)
    try tree.remove("docs")
    for key in try parseKeyScript("down, enter") { session.press(key) }
    #expect(
      session.plainScreen[3] == "      ! cannot read: No such file or directory (enter retries)")
  }

  @Test func theRendererRewritesTheFooterWhenARetryFailsAgainWithAnotherReason() throws {
    let tree = try TemporaryTree.project()
    let loader = StandInLoader()
    let size = TerminalSize(columns: 70, rows: 14)
    let browser = try Program.openBrowser(testOptions(tree, size: size), loader: loader.loader)
    var session = BrowserSession(browser: browser, size: size)
    var terminal = VirtualTerminal(size: size)
    for key in try parseKeyScript("down*3, enter, down") { session.press(key) }
    try terminal.receive(session.frame())
    // Unlocked, but gone: the retry fails through FileManager; only the footer line changes.
    loader.locked = []
    try tree.remove("locked")
    session.press(.activate)
    try terminal.receive(session.frame())
    #expect(terminal.addressedLines == [6])
    #expect(terminal.lines[5] == ">     ! cannot read: No such file or directory (enter retries)")
  }
}
