import Outline

/// Draws the browser on a terminal with ANSI escape codes, writing only the lines a change
/// touches.
///
/// The first frame clears the screen once; after that the renderer never clears it again. It
/// keeps a model of what the terminal shows: the text of every line, and for each row in the
/// window the row's offset and the line it is drawn on. ``perform(_:)`` carries that model
/// through a diff of the rows — deleted rows are forgotten, updated ones lose their text,
/// the rest move to their new offsets — and ``frame(for:viewport:)`` then rewrites a line
/// only when the change named its row (inserted, updated, moved, or shifted to another line)
/// or the cursor came or went, and only if the line's text really differs. Rows that neither
/// moved nor changed are not looked at: a key that opens a folder costs the lines below it,
/// not the screen.
struct ANSIRenderer {
  /// A row the terminal shows: its text without the cursor mark, and its screen line.
  private struct DrawnRow {
    var text: String
    var line: Int
  }

  /// The screen the renderer draws on.
  let size: TerminalSize
  /// What the terminal shows, line 1 first, as plain text (the escape codes left out).
  private(set) var screen: [String]
  /// The screen lines the last frame wrote, in the order written.
  private(set) var linesWritten: [Int] = []
  /// How many rows the last frame asked the outline for; the others it took from its model.
  private(set) var rowsLookedUp = 0
  /// The rows on screen whose text is still right, by their current offset.
  private var drawnRows: [Int: DrawnRow] = [:]
  /// The line that shows the cursor mark.
  private var cursorLine: Int?
  private var hasDrawn = false

  /// A renderer for a screen of this size that has not drawn yet.
  init(size: TerminalSize) {
    self.size = size
    screen = Array(repeating: "", count: size.rows)
  }

  /// Carries the model of the screen through a change of the rows, before the next frame.
  ///
  /// Several diffs may come before a frame (opening a folder: the loading footer shows, then
  /// the entries arrive); each is performed in turn.
  mutating func perform(_ diff: Diff) {
    guard !diff.isEmpty else { return }
    let shift = RowShift(diff)
    var carried: [Int: DrawnRow] = [:]
    for (offset, row) in drawnRows {
      if let new = shift.newOffset(of: offset), !shift.isUpdated(at: new) { carried[new] = row }
    }
    drawnRows = carried
  }

  /// The escape codes that bring the terminal from what it shows to the browser's state.
  mutating func frame(for browser: Browser, viewport: Viewport) -> String {
    var frame = hasDrawn ? "" : "\u{1B}[2J"  // the only clear: the first frame's
    hasDrawn = true
    linesWritten = []
    rowsLookedUp = 0
    write(ScreenLayout.status(of: browser), at: 1, highlighted: false, into: &frame)

    let previousCursorLine = cursorLine
    var stillDrawn: [Int: DrawnRow] = [:]
    for position in 0..<viewport.height {
      let line = size.line(ofWindowRow: position)
      let offset = viewport.top + position
      guard offset < browser.tree.rowCount else {
        write("", at: line, highlighted: false, into: &frame)  // past the end of the list
        continue
      }
      let isCursor = offset == browser.cursor
      if let row = drawnRows[offset], row.line == line, line != previousCursorLine, !isCursor {
        stillDrawn[offset] = row  // neither changed nor shifted: left alone
        continue
      }
      let text: String
      if let row = drawnRows[offset] {
        text = row.text  // shifted, or the cursor came or went: same text, maybe a new line
      } else {
        text = ScreenLayout.text(of: browser.tree.row(at: offset), in: browser)
        rowsLookedUp += 1
      }
      write(
        ScreenLayout.line(text, isCursor: isCursor), at: line, highlighted: isCursor, into: &frame)
      stillDrawn[offset] = DrawnRow(text: text, line: line)
      if isCursor { cursorLine = line }
    }
    drawnRows = stillDrawn
    write(ScreenLayout.help, at: size.helpLine, highlighted: false, into: &frame)
    return frame
  }

  /// Moves to a line, clears it and writes its new text, unless the line shows that already.
  private mutating func write(
    _ text: String, at line: Int, highlighted: Bool, into frame: inout String
  ) {
    let text = ScreenLayout.fit(text, width: size.columns)
    guard screen[line - 1] != text else { return }
    frame += "\u{1B}[\(line);1H\u{1B}[2K"
    frame += highlighted ? "\u{1B}[7m\(text)\u{1B}[0m" : text
    screen[line - 1] = text
    linesWritten.append(line)
  }
}
