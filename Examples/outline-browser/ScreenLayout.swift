import Outline

/// What the browser shows, line by line: the text of rows, the status line and the key help.
///
/// Both renderers use it: the plain one composes a whole screen from it; the ANSI one asks it
/// only for the rows a change names. A test checks that the two always agree.
enum ScreenLayout {
  /// The key help on the last line.
  static let help = "↑↓ move  enter open/close  ← close/up  m more  [ ] reorder  q quit"

  /// The text of a row without the cursor mark: indentation, then a folder, file or footer.
  ///
  /// ```
  /// ▾ Sources/ (3)
  ///   ▸ Outline/
  ///     README.md
  ///   … 17 more
  ///   ! cannot read: Permission denied (enter retries)
  /// ```
  static func text(of row: OutlineVisibleRow<FileEntry>, in browser: Browser) -> String {
    let indent = String(repeating: "  ", count: row.level)
    switch (row.id, row.content) {
    case (.node(let entry), .node(let isExpanded, let childCount)):
      let name = entry == browser.root ? browser.rootLabel : entry.name
      guard entry.isFolder else { return indent + "  " + name }
      // The count is unknown until the folder is read: folders are not read before they open.
      let count = childCount.map { $0 == 0 ? " (empty)" : " (\($0))" } ?? ""
      return indent + (isExpanded ? "▾ " : "▸ ") + name + "/" + count
    case (.footer(let folder), .footer(let footer)):
      switch footer {
      case .more(let remaining?): return indent + "… \(remaining) more"
      case .more(nil): return indent + "… more"
      case .loading: return indent + "… loading"
      case .failed:
        let reason = browser.failures[folder ?? browser.root] ?? "unknown error"
        return indent + "! cannot read: \(reason) (enter retries)"
      }
    default:
      // The engine pairs node rows with node content and footers with footer content.
      fatalError("ScreenLayout.text(of:in:): row \(row.id) with content \(row.content)")
    }
  }

  /// A row's line: `> ` marks the cursor's row.
  static func line(_ text: String, isCursor: Bool) -> String {
    (isCursor ? "> " : "  ") + text
  }

  /// The status line: where the cursor is, and how much of the tree is loaded.
  static func status(of browser: Browser) -> String {
    "\(browser.selectedPath) — row \(browser.cursor + 1) of \(browser.tree.rowCount)"
      + " — \(browser.tree.count) loaded"
  }

  /// A line cut to the screen's width (lines are never wrapped: that would shift the rest),
  /// without trailing spaces.
  static func fit(_ line: String, width: Int) -> String {
    var line = line.count <= width ? Substring(line) : line.prefix(width)
    while line.last == " " { line.removeLast() }
    return String(line)
  }

  /// What a terminal below ``TerminalSize/minimum`` shows instead of the browser: a notice,
  /// its words wrapped to the width and cut to the lines there are.
  ///
  /// ```
  /// terminal too small (need 10×3)
  /// ```
  static func tooSmall(_ size: TerminalSize) -> [String] {
    let minimum = TerminalSize.minimum
    let notice = "terminal too small (need \(minimum.columns)×\(minimum.rows))"
    let width = max(1, size.columns)
    var lines: [String] = []
    var line = ""
    for word in notice.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines.prefix(max(0, size.rows)).map { fit($0, width: width) }
  }

  /// The whole screen from scratch: status line, the window's rows (blank past the end of
  /// the list), key help; every line cut to the width.
  static func screen(of browser: Browser, viewport: Viewport, size: TerminalSize) -> [String] {
    var lines = [status(of: browser)]
    for offset in viewport.top..<(viewport.top + viewport.height) {
      guard offset < browser.tree.rowCount else {
        lines.append("")
        continue
      }
      let text = text(of: browser.tree.row(at: offset), in: browser)
      lines.append(line(text, isCursor: offset == browser.cursor))
    }
    lines.append(help)
    return lines.map { fit($0, width: size.columns) }
  }
}
