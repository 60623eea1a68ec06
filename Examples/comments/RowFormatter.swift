import Outline

/// Draws outline rows as indented text: a mark, the comment, its reply count, and footers
/// such as "↳ show 5 more replies", "↳ loading…" and "↳ couldn't load — retry".
struct RowFormatter {
  /// The loaded comments, by identifier: the outline knows only identifiers.
  var comments: [String: Comment]
  /// The outline's configuration, for the size of the next "show more" batch.
  var configuration: OutlineConfiguration<String>

  /// One row on one line, indented two spaces per level.
  func line(for row: OutlineVisibleRow<String>) -> String {
    let indent = String(repeating: "  ", count: row.level)
    switch (row.id, row.content) {
    case (.node(let id), .node(let isExpanded, let childCount)):
      let count = childCount ?? 0
      let mark = count == 0 ? "·" : isExpanded ? "▾" : "▸"
      let comment = comments[id].map { "  \($0.author): \($0.text)" } ?? ""
      let replies = count == 0 ? "" : "  (\(count) \(Self.noun(count, level: row.level + 1)))"
      return "\(indent)\(mark) \(id)\(comment)\(replies)"
    case (.footer(let parent), .footer(let footer)):
      return "\(indent)↳ \(text(of: footer, under: parent, level: row.level))"
    default:
      // Node rows always carry node content, footers footer content.
      return indent + row.description
    }
  }

  /// The text of a footer row after its arrow ("show 5 more replies"); nil for a comment's row.
  func footerText(for row: OutlineVisibleRow<String>) -> String? {
    guard case (.footer(let parent), .footer(let footer)) = (row.id, row.content) else {
      return nil
    }
    return text(of: footer, under: parent, level: row.level)
  }

  /// What a footer offers: the next batch, a load in flight, or a retry.
  private func text(of footer: OutlineFooter, under parent: String?, level: Int) -> String {
    switch footer {
    case .more(let remaining?):
      let batch = min(configuration.batchSize(under: parent, level: level), remaining)
      return "show \(batch) more \(Self.noun(batch, level: level))"
    case .more(nil): return "show more"
    case .loading: return "loading…"
    case .failed: return "couldn't load — retry"
    }
  }

  /// "comments" sit at level 1, under the post; "replies" below them.
  private static func noun(_ count: Int, level: Int) -> String {
    switch (level == 1, count == 1) {
    case (true, true): return "comment"
    case (true, false): return "comments"
    case (false, true): return "reply"
    case (false, false): return "replies"
    }
  }
}
