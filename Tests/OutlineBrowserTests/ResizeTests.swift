import Testing

@testable import outline_browser

/// An interactive session on events: a resize redraws at once, at the new size; a terminal
/// below the minimum shows a notice instead of a garbled screen; the end of input and `q` end
/// the run. Every frame goes through a virtual terminal of the size the session was told.
@Suite("Resizing")
struct ResizeTests {
  /// A session and the terminal it draws on.
  struct Interactive {
    var session: BrowserSession
    var terminal: VirtualTerminal
    var decoder = KeyDecoder()
    /// The escape codes of the last frame.
    var output = ""

    init(_ tree: TemporaryTree, size: TerminalSize) throws {
      let browser = try Program.openBrowser(
        testOptions(tree, size: size), loader: StandInLoader().loader)
      session = BrowserSession(browser: browser, size: size)
      terminal = VirtualTerminal(size: size)
      output = session.frame()
      try terminal.receive(output)
    }

    /// Sends an event; a resize gets a terminal of the new size, as a real one would.
    /// Returns whether the run goes on.
    mutating func send(_ event: TerminalEvent) throws -> Bool {
      if case .resized(let size) = event { terminal = VirtualTerminal(size: size) }
      guard let frame = session.respond(to: event, decoder: &decoder) else { return false }
      output = frame
      try terminal.receive(frame)
      #expect(terminal.lines == session.plainScreen)
      return true
    }

    mutating func type(_ text: String) throws -> Bool {
      try send(.bytes(Array(text.utf8)))
    }
  }

  @Test func theNoticeFitsItsWidthAndHeight() {
    #expect(
      ScreenLayout.tooSmall(TerminalSize(columns: 40, rows: 2)) == [
        "terminal too small (need 10×3)"
      ])
    #expect(
      ScreenLayout.tooSmall(TerminalSize(columns: 9, rows: 5)) == [
        "terminal", "too small", "(need", "10×3)",
      ])
    // Words wider than the screen are cut; lines past its bottom are left out.
    #expect(ScreenLayout.tooSmall(TerminalSize(columns: 5, rows: 2)) == ["termi", "too"])
    #expect(
      ScreenLayout.tooSmall(TerminalSize(columns: 29, rows: 1)) == [
        "terminal too small (need"
      ])
  }

  @Test func theMinimumIsTheSmallestSizeTheBrowserDraws() {
    #expect(TerminalSize.minimum.fitsBrowser)
    #expect(!TerminalSize(columns: 9, rows: 3).fitsBrowser)
    #expect(!TerminalSize(columns: 10, rows: 2).fitsBrowser)
    #expect(TerminalSize(columns: 10, rows: 3) == .minimum)
  }

  @Test func aResizeRedrawsEverythingAtTheNewSizeAtOnce() throws {
    let tree = try TemporaryTree.project()
    var run = try Interactive(tree, size: TerminalSize(columns: 60, rows: 14))
    #expect(try run.type("j"))
    #expect(try run.send(.resized(TerminalSize(columns: 40, rows: 6))))
    // No key was pressed: the resize alone drew a whole new screen, cleared first.
    #expect(run.output.hasPrefix("\u{1B}[2J"))
    #expect(run.terminal.clears == 1)
    #expect(run.session.size == TerminalSize(columns: 40, rows: 6))
    #expect(
      run.terminal.lines == [
        "tree/docs — row 2 of 8 — 8 loaded",
        "  ▾ tree/ (7)",
        ">   ▸ docs/",
        "    ▸ empty/",
        "    ▸ locked/",
        "↑↓ move  enter open/close  ← close/up  m",
      ])
    // After the redraw, keys draw only what they change again.
    #expect(try run.type("j"))
    #expect(run.terminal.clears == 1)
    #expect(run.terminal.addressedLines == [1, 3, 4])
  }

  @Test func theSameSizeAgainRedrawsNothing() throws {
    let tree = try TemporaryTree.project()
    let size = TerminalSize(columns: 60, rows: 14)
    var run = try Interactive(tree, size: size)
    #expect(run.session.respond(to: .resized(size), decoder: &run.decoder) == "")
    #expect(run.terminal.lines == run.session.plainScreen)
  }

  @Test func belowTheMinimumANoticeShowsUntilTheTerminalGrows() throws {
    let tree = try TemporaryTree.project()
    var run = try Interactive(tree, size: TerminalSize(columns: 60, rows: 14))
    let small = TerminalSize(columns: 20, rows: 2)
    #expect(try run.send(.resized(small)))
    #expect(run.terminal.lines == ["terminal too small", "(need 10×3)"])
    #expect(run.session.size == small)

    // Keys still act on the browser while the notice shows; each frame is the notice again.
    #expect(try run.type("jj"))
    #expect(run.terminal.lines == ["terminal too small", "(need 10×3)"])
    #expect(run.session.browser.cursor == 2)

    // Narrower than the notice: it wraps and is cut, never written past the edges.
    #expect(try run.send(.resized(TerminalSize(columns: 6, rows: 1))))
    #expect(run.terminal.lines == ["termin"])

    // Back to a usable size: everything is drawn afresh, with the cursor where the keys left it.
    let grown = TerminalSize(columns: 60, rows: 14)
    #expect(try run.send(.resized(grown)))
    #expect(run.output.hasPrefix("\u{1B}[2J"))
    #expect(run.session.size == grown)
    #expect(run.terminal.lines[0] == "tree/empty — row 3 of 8 — 8 loaded")
    #expect(run.terminal.lines[3] == ">   ▸ empty/")
  }

  @Test func aSessionStartedBelowTheMinimumShowsTheNoticeFirst() throws {
    let tree = try TemporaryTree.project()
    var run = try Interactive(tree, size: TerminalSize(columns: 9, rows: 2))
    #expect(run.terminal.lines == ["terminal", "too small"])
    #expect(try run.send(.resized(TerminalSize(columns: 30, rows: 5))))
    #expect(run.terminal.lines[1] == "> ▾ tree/ (7)")
  }

  @Test func theEndOfInputAndQuitEndTheRun() throws {
    let tree = try TemporaryTree.project()
    var run = try Interactive(tree, size: TerminalSize(columns: 60, rows: 14))
    #expect(try run.send(.end) == false)
    #expect(try run.type("j"))
    // Keys before `q` in the same read still act; the run then ends without a frame.
    #expect(try run.type("jq") == false)
    #expect(run.session.browser.cursor == 2)
  }
}
