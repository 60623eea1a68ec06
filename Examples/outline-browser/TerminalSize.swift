/// The size of the screen the browser draws on, in character cells.
///
/// The top line is the status line, the bottom line the key help, and the outline's rows fill
/// the lines between.
struct TerminalSize: Equatable, Sendable {
  /// Characters per line.
  var columns: Int
  /// Lines on the screen; at least 3.
  var rows: Int

  /// The size scripted runs use unless told otherwise.
  static let standard = TerminalSize(columns: 80, rows: 24)

  /// The smallest screen the browser draws on: the status line, one row and the key help,
  /// ten characters wide. A smaller terminal shows only a notice
  /// (``ScreenLayout/tooSmall(_:)``), since lines drawn past its edges would wrap or scroll
  /// and garble the screen.
  static let minimum = TerminalSize(columns: 10, rows: 3)

  /// Whether the browser fits: at least ``minimum`` in both directions.
  var fitsBrowser: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }

  /// How many outline rows fit between the status line and the key help.
  var listHeight: Int { max(1, rows - 2) }

  /// The screen line, from 1 as ANSI counts them, that shows the *p*-th row of the window.
  func line(ofWindowRow position: Int) -> Int { position + 2 }

  /// The screen line of the key help: the last one.
  var helpLine: Int { listHeight + 2 }
}

/// The window of a long list that is on screen: `height` rows from `top`.
///
/// Rows outside the window are not drawn. The window scrolls only as far as it must to keep
/// the cursor in view, so that most keys leave the other lines where they are.
struct Viewport: Equatable, Sendable {
  /// The offset of the first row on screen.
  var top = 0
  /// How many rows the window shows.
  var height: Int

  /// Scrolls the least that shows the cursor's row, and pulls the window back up when the
  /// list got shorter than the space below its top.
  mutating func follow(cursor: Int, rowCount: Int) {
    if cursor < top {
      top = cursor
    } else if cursor >= top + height {
      top = cursor - height + 1
    }
    top = max(0, min(top, rowCount - height))
  }

  /// Whether a row offset is on screen.
  func contains(_ offset: Int) -> Bool { offset >= top && offset < top + height }
}
