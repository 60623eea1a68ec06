import Testing

@testable import outline_browser

/// The ANSI renderer writes only the lines a change names, and never clears the screen after
/// the first frame. Every frame goes through a virtual terminal, which counts the lines the
/// cursor was moved to (one per line written) and must end up showing the plain screen.
@Suite("ANSI renderer")
struct ANSIRendererTests {
  /// A drawn session of a tree of its own and the terminal that shows it.
  struct Drawn {
    /// The tree the session browses, kept while the session reads it.
    let tree: TemporaryTree
    var session: BrowserSession
    var terminal: VirtualTerminal
    /// The escape codes of the last frame.
    var output = ""

    /// Presses the keys of a script, then draws one frame.
    mutating func press(_ script: String) throws {
      for key in try parseKeyScript(script) { session.press(key) }
      output = session.frame()
      try terminal.receive(output)
      #expect(terminal.lines == session.plainScreen)
      #expect(session.renderer.screen == session.plainScreen)
    }

    /// The lines the last frame wrote.
    var written: [Int] { terminal.addressedLines }
  }

  /// A new project tree at 60×20 (18 rows fit), after its first frame and the given keys.
  func start(
    size: TerminalSize = TerminalSize(columns: 60, rows: 20), keys: String = ""
  ) throws -> Drawn {
    let tree = try TemporaryTree.project()
    let browser = try Program.openBrowser(
      testOptions(tree, size: size), loader: StandInLoader().loader)
    var drawn = Drawn(
      tree: tree, session: BrowserSession(browser: browser, size: size),
      terminal: VirtualTerminal(size: size))
    try drawn.press(keys)
    return drawn
  }

  @Test func firstFrameClearsOnceAndDrawsEveryLineThatShowsSomething() throws {
    let drawn = try start()
    #expect(drawn.output.hasPrefix("\u{1B}[2J"))
    #expect(drawn.terminal.clears == 1)
    // Status, the root and its 7 entries, the key help: blank lines need no writing.
    #expect(drawn.written == [1, 2, 3, 4, 5, 6, 7, 8, 9, 20])
  }

  @Test func movingTheCursorWritesTheStatusAndTheTwoRowsItLeavesAndReaches() throws {
    var drawn = try start()
    try drawn.press("down")
    #expect(drawn.written == [1, 2, 3])
    #expect(drawn.session.renderer.rowsLookedUp == 0)  // both texts come from the model
    try drawn.press("up, down, down")  // two rows on, in one frame
    #expect(drawn.written == [1, 3, 4])
  }

  @Test func expandingAFolderWritesItsRowTheNewRowsAndTheRowsThatShifted() throws {
    var drawn = try start(keys: "down")
    // docs (line 3) opens: its row changes, notes/ and guide.md arrive on lines 4 and 5, and
    // the five rows below shift from lines 4–9 to 6–11. The root's line, the blank lines
    // and the key help are not written; nothing is cleared.
    try drawn.press("enter")
    #expect(drawn.written == [1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    #expect(!drawn.output.contains("\u{1B}[2J"))
    #expect(drawn.terminal.clears == 1)
    #expect(drawn.terminal.lines[3] == "      ▸ notes/")
    // Only docs and its two entries are asked of the outline; the shifted rows keep their text.
    #expect(drawn.session.renderer.rowsLookedUp == 3)
  }

  @Test func rowsOutsideTheWindowAreNotDrawn() throws {
    // Six rows fit: tree … src on lines 2–7.
    let size = TerminalSize(columns: 60, rows: 8)
    var drawn = try start(size: size, keys: "down*5")
    // src, on the last line, opens: its entries arrive below the window.
    try drawn.press("enter")
    #expect(drawn.written == [1, 7])
    // many opens: its first entry takes src's line, the rest stay below.
    try drawn.press("up, enter")
    #expect(drawn.written == [1, 6, 7])
  }

  @Test func collapsingRewritesTheRowsThatMovedUpAndClearsTheLinesLeftEmpty() throws {
    var drawn = try start(keys: "down, enter")
    try drawn.press("enter")
    // docs closes: the five rows below move up from lines 6–11 to 4–9, lines 10 and 11 clear.
    #expect(drawn.written == [1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    #expect(drawn.terminal.lines[9] == "" && drawn.terminal.lines[10] == "")
  }

  @Test func movingAnEntryRewritesOnlyTheRowsThatChangedPlaces() throws {
    // README.md (line 8) moves above src (line 7): two rows swap.
    var drawn = try start(keys: "down*6")
    try drawn.press("[")
    #expect(drawn.written == [1, 7, 8])
    // With src open, its entries move down with it: README.md, src, util/ and main.swift.
    var opened = try start(keys: "down*5, enter, down*3")
    try opened.press("[")
    #expect(opened.written == [1, 7, 8, 9, 10])
    #expect(opened.terminal.lines[6] == ">     README.md")
  }

  @Test func aFooterThatRevealsMoreRewritesFromItsLineDown() throws {
    let size = TerminalSize(columns: 60, rows: 40)
    var drawn = try start(size: size, keys: "down*4, enter, down*11")
    // The footer on line 17 becomes item11 (the cursor); item12–item20, the footer and the
    // three rows below it follow on lines 18–30.
    try drawn.press("enter")
    #expect(drawn.written == [1] + Array(17...30))
  }

  @Test func scrollingRewritesTheWindowButNotTheKeyHelp() throws {
    let size = TerminalSize(columns: 60, rows: 8)
    var drawn = try start(size: size, keys: "down*5")
    try drawn.press("down")
    #expect(drawn.written == [1, 2, 3, 4, 5, 6, 7])
    #expect(drawn.session.renderer.rowsLookedUp == 1)  // README.md, new to the window
    #expect(drawn.terminal.lines[6] == ">     README.md")
  }

  @Test func aKeyThatChangesNothingWritesNothing() throws {
    var drawn = try start()
    try drawn.press("up, right, m, [")  // the root: already first, open, all shown, no folder
    #expect(drawn.written.isEmpty)
    #expect(drawn.output.isEmpty)
  }
}
