import Outline
import Testing

@testable import comments

/// The command line, and how rows are drawn.
@Suite struct CommandLineTests {
  @Test func noArgumentsPlayTheDefaultSessionWithLatency() throws {
    let options = try CommandLineOptions([])
    #expect(options == CommandLineOptions())
    #expect(options.seed == 1 && options.failurePercent == 20)
    #expect(!options.isInstant && !options.showsHelp)
  }

  @Test func optionsParse() throws {
    let options = try CommandLineOptions(["--seed", "42", "--failures", "0", "--instant"])
    #expect(options.seed == 42 && options.failurePercent == 0 && options.isInstant)
    #expect(try CommandLineOptions(["-h"]).showsHelp)
  }

  @Test(arguments: [
    (["--seed"], "--seed needs a number from 0 to 18446744073709551615"),
    (["--seed", "-1"], "--seed needs a number from 0 to 18446744073709551615"),
    (["--failures", "101"], "--failures needs a percentage from 0 to 100"),
    (["--fast"], "unknown argument --fast"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try CommandLineOptions(arguments) }
  }

  @Test func footersSayWhatTheyOffer() {
    let formatter = RowFormatter(comments: [:], configuration: CommentsSession.configuration)
    func footer(_ content: OutlineFooter, under parent: String, level: Int) -> String {
      formatter.line(
        for: OutlineVisibleRow(id: .footer(parent: parent), level: level, content: .footer(content))
      )
    }
    #expect(footer(.more(remaining: 12), under: "c2", level: 2) == "    ↳ show 5 more replies")
    #expect(footer(.more(remaining: 1), under: "c2", level: 2) == "    ↳ show 1 more reply")
    #expect(footer(.more(remaining: 9), under: "post", level: 1) == "  ↳ show 5 more comments")
    #expect(footer(.loading, under: "c2", level: 2) == "    ↳ loading…")
    #expect(footer(.failed, under: "c2", level: 2) == "    ↳ couldn't load — retry")
  }

  @Test func commentRowsShowTheirMarkTextAndReplies() {
    let comment = Comment(id: "c2.1", author: "ana", text: "Same here.", replyCount: 2)
    let formatter = RowFormatter(
      comments: ["c2.1": comment], configuration: CommentsSession.configuration)
    func row(expanded: Bool, count: Int) -> String {
      formatter.line(
        for: OutlineVisibleRow(
          id: .node("c2.1"), level: 2, content: .node(isExpanded: expanded, childCount: count)))
    }
    #expect(row(expanded: false, count: 2) == "    ▸ c2.1  ana: Same here.  (2 replies)")
    #expect(row(expanded: true, count: 1) == "    ▾ c2.1  ana: Same here.  (1 reply)")
    #expect(row(expanded: false, count: 0) == "    · c2.1  ana: Same here.")
  }
}
