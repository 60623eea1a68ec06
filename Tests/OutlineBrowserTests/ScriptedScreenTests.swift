import Foundation
import Testing

@testable import outline_browser

/// The browser driven by key scripts, its plain screen checked line by line.
@Suite("Scripted screens")
struct ScriptedScreenTests {
  /// The project's rows below `docs/` while they are all closed, as most screens show them.
  static let closedBelowDocs = [
    "    ▸ empty/", "    ▸ locked/", "    ▸ many/", "    ▸ src/", "      README.md",
    "      build.sh",
  ]

  @Test func firstScreenShowsTheRootOpenFoldersFirst() throws {
    let tree = try TemporaryTree.project()
    #expect(
      try playPlain("", on: tree)
        == screen(
          [
            "tree — row 1 of 8 — 8 loaded",
            "> ▾ tree/ (7)",
            "    ▸ docs/",
          ] + Self.closedBelowDocs))
  }

  @Test func enterOpensAFolderAndClosesItAgain() throws {
    let tree = try TemporaryTree.project()
    #expect(
      try playPlain("down, enter", on: tree)
        == screen(
          [
            "tree/docs — row 2 of 10 — 10 loaded",
            "  ▾ tree/ (7)",
            ">   ▾ docs/ (2)",
            "      ▸ notes/",
            "        guide.md",
          ] + Self.closedBelowDocs))
    // Closed again, the folder keeps its count: its entries stay loaded.
    #expect(
      try playPlain("down, space, space, quit, down", on: tree)
        == screen(
          [
            "tree/docs — row 2 of 8 — 10 loaded",
            "  ▾ tree/ (7)",
            ">   ▸ docs/ (2)",
          ] + Self.closedBelowDocs))
  }

  @Test func emptyFolderSaysSo() throws {
    let tree = try TemporaryTree.project()
    let output = try playPlain("down*2, enter", on: tree)
    #expect(output.split(separator: "\n")[3] == ">   ▾ empty/ (empty)")
  }

  @Test func largeFolderShowsAPageAndAFooterThatRevealsTheNext() throws {
    let tree = try TemporaryTree.project()
    let size = TerminalSize(columns: 60, rows: 34)
    let items = (1...20).map { "        item\($0 < 10 ? "0" : "")\($0).txt" }
    let opened = try playPlain("down*4, enter", on: tree, size: size)
    #expect(
      opened
        == screen(
          [
            "tree/many — row 5 of 19 — 33 loaded",
            "  ▾ tree/ (7)",
            "    ▸ docs/",
            "    ▸ empty/",
            "    ▸ locked/",
            ">   ▾ many/ (25)",
          ] + items.prefix(10)
            + [
              "      … 15 more",
              "    ▸ src/",
              "      README.md",
              "      build.sh",
            ], rows: 34))
    // Enter on the footer shows 10 more; the cursor lands on the first of them.
    var revealed = items
    revealed[10] = ">" + revealed[10].dropFirst()
    #expect(
      try playPlain("down*4, enter, down*11, enter", on: tree, size: size)
        == screen(
          [
            "tree/many/item11.txt — row 16 of 29 — 33 loaded",
            "  ▾ tree/ (7)",
            "    ▸ docs/",
            "    ▸ empty/",
            "    ▸ locked/",
            "    ▾ many/ (25)",
          ] + revealed
            + [
              "      … 5 more",
              "    ▸ src/",
              "      README.md",
              "      build.sh",
            ], rows: 34))
  }

  @Test func lastPageRemovesTheFooterAndTheWindowScrolls() throws {
    let tree = try TemporaryTree.project()
    // Twelve rows fit: the window follows the cursor down to item21.
    let items = (10...21).map { "        item\($0).txt" }
    var lines = ["tree/many/item21.txt — row 26 of 33 — 33 loaded"] + items
    lines[12] = ">" + lines[12].dropFirst()
    #expect(
      try playPlain("down*4, enter, down*11, enter, down*10, enter", on: tree) == screen(lines))
    // Past the last page there is no footer: src follows item25.
    let end = try playPlain("down*4, enter, down*11, enter, down*10, enter, down*7", on: tree)
    #expect(
      Array(end.split(separator: "\n")[9...12])
        == ["        item25.txt", "    ▸ src/", "      README.md", ">     build.sh"])
  }

  @Test func moreKeyWorksOnTheFolderOrAnywhereInIt() throws {
    let tree = try TemporaryTree.project()
    let size = TerminalSize(columns: 60, rows: 40)
    // On the folder's row, then from its third entry: 10 + 10 + 5, the cursor where it was.
    let output = try playPlain("down*4, enter, more, down*3, m", on: tree, size: size)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "tree/many/item03.txt — row 8 of 33 — 33 loaded")
    #expect(lines[8] == ">       item03.txt")
    #expect(lines[31] == "    ▸ src/")
    #expect(!output.contains("more\n"))
  }

  @Test func bracketsMoveAnEntryWithItsSubtreeWithinItsFolder() throws {
    let tree = try TemporaryTree.project()
    // Open src and util; move util (open, two entries) below main.swift, then back up.
    #expect(
      try playPlain("down*5, enter, down, enter, ]", on: tree)
        == screen([
          "tree/src/util — row 8 of 12 — 12 loaded",
          "  ▾ tree/ (7)",
          "    ▸ docs/",
          "    ▸ empty/",
          "    ▸ locked/",
          "    ▸ many/",
          "    ▾ src/ (2)",
          "        main.swift",
          ">     ▾ util/ (2)",
          "          numbers.swift",
          "          strings.swift",
          "      README.md",
          "      build.sh",
        ]))
    // Already last: `]` again changes nothing; `K` (like `[`) moves it back up.
    let back = try playPlain("down*5, enter, down, enter, ], ], K", on: tree)
    #expect(back.split(separator: "\n")[7] == ">     ▾ util/ (2)")
    #expect(back.split(separator: "\n")[10] == "        main.swift")
  }

  @Test func movesStayAmongTheShownEntries() throws {
    let tree = try TemporaryTree.project()
    // item10 is the last shown of many's first page: `]` would hide it behind the footer.
    let size = TerminalSize(columns: 60, rows: 24)
    let output = try playPlain("down*4, enter, down*10, ], J", on: tree, size: size)
    let lines = output.split(separator: "\n")
    #expect(lines[0] == "tree/many/item10.txt — row 15 of 19 — 33 loaded")
    #expect(lines[15] == ">       item10.txt")
    #expect(lines[16] == "      … 15 more")
  }

  @Test func leftClosesAFolderThenGoesUp() throws {
    let tree = try TemporaryTree.project()
    #expect(
      try playPlain("down*5, enter, down, enter, down, right, left, left, left", on: tree)
        == screen([
          "tree/src — row 6 of 10 — 12 loaded",
          "  ▾ tree/ (7)",
          "    ▸ docs/",
          "    ▸ empty/",
          "    ▸ locked/",
          "    ▸ many/",
          ">   ▾ src/ (2)",
          "      ▸ util/ (2)",
          "        main.swift",
          "      README.md",
          "      build.sh",
        ]))
  }

  @Test func foldersAreReadWhenTheyFirstOpenAndNotBefore() throws {
    let tree = try TemporaryTree.project()
    let loader = StandInLoader(locked: [])
    _ = try playPlain("down, enter, enter, enter, down*5, enter", on: tree, loader: loader)
    // docs once, though it opened twice; notes and empty never opened; many once.
    #expect(loader.listings == ["tree", "docs", "many"])
  }

  @Test func quitEndsTheScript() throws {
    let tree = try TemporaryTree.project()
    #expect(try playPlain("down, quit, down, enter", on: tree) == playPlain("down", on: tree))
  }

  @Test func stepsPrintTheScreenAfterEveryKey() throws {
    let tree = try TemporaryTree.project()
    let size = TerminalSize(columns: 40, rows: 4)
    let output = try playPlain("down, enter, q", on: tree, size: size, steps: true)
    #expect(
      output == """
        -- start --
        tree — row 1 of 8 — 8 loaded
        > ▾ tree/ (7)
            ▸ docs/
        ↑↓ move  enter open/close  ← close/up  m
        -- down --
        tree/docs — row 2 of 8 — 8 loaded
          ▾ tree/ (7)
        >   ▸ docs/
        ↑↓ move  enter open/close  ← close/up  m
        -- enter --
        tree/docs — row 2 of 10 — 10 loaded
          ▾ tree/ (7)
        >   ▾ docs/ (2)
        ↑↓ move  enter open/close  ← close/up  m

        """)
  }
}
