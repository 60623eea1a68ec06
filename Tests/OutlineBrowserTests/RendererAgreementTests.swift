import TestSupport
import Testing

@testable import outline_browser

/// On random key sequences, the incremental ANSI renderer always leaves the terminal showing
/// exactly the screen composed from scratch, and never clears it after the first frame.
@Suite("Renderer agreement")
struct RendererAgreementTests {
  /// Keys weighted towards moving and opening, so that sequences reach deep and long lists.
  static let keys: [Key] = [
    .up, .up, .down, .down, .down, .down, .activate, .activate, .activate, .left, .right,
    .more, .moveUp, .moveDown,
  ]

  /// 120 sequences of 60 keys, each on its own screen size and page size.
  @Test func incrementalFramesMatchTheComposedScreen() throws {
    let tree = try TemporaryTree.project()
    for seed in UInt64(1)...120 {
      var random = SeededGenerator(seed: seed)
      let size = TerminalSize(
        columns: Int.random(in: 20...70, using: &random),
        rows: Int.random(in: 3...16, using: &random))
      var options = testOptions(tree, size: size)
      options.pageSize = Int.random(in: 1...6, using: &random)
      let browser = try Program.openBrowser(options, loader: StandInLoader().loader)
      var session = BrowserSession(browser: browser, size: size)
      var terminal = VirtualTerminal(size: size)
      try terminal.receive(session.frame())
      var pressed: [String] = []
      for _ in 0..<60 {
        let key = Self.keys.randomElement(using: &random)!
        pressed.append(key.scriptName)
        session.press(key)
        let frame = session.frame()
        try terminal.receive(frame)
        guard terminal.lines == session.plainScreen, !frame.contains("\u{1B}[2J") else {
          Issue.record(
            """
            seed \(seed), size \(size.columns)x\(size.rows), page \(options.pageSize), \
            keys \(pressed.joined(separator: ","))
            terminal:
            \(terminal.lines.joined(separator: "\n"))
            composed:
            \(session.plainScreen.joined(separator: "\n"))
            """)
          return
        }
      }
      #expect(terminal.clears == 1, "seed \(seed)")
    }
  }
}
