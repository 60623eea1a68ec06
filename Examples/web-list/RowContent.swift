/// What a renderer needs to draw one row, sent along with the steps that insert or refresh it.
///
/// Steps carry identifiers only; a row's words travel once, when it first appears or when a
/// refresh step asks for it again. `level` and `expanded` are sent for rows that a sectioned
/// (`snapshot`) update inserts; an `outline` update's insert and update steps carry their own.
struct RowContent: Codable, Equatable, Sendable {
  /// How the row looks: `message`, `unread`, `thread`, `reply` or `more` (a "show more" row).
  var style: String
  /// The words shown.
  var label: String
  /// Whether the row has children, so that it shows a disclosure triangle.
  var expandable: Bool
  /// The row's level in its outline; `nil` when the step that inserts it says.
  var level: Int?
  /// Whether the row is expanded; `nil` when the step that inserts it says.
  var expanded: Bool?

  /// The glyph a row shows before its label: ▾ or ▸ for a row with children, nothing else.
  static func disclosure(expandable: Bool, expanded: Bool) -> String {
    expandable ? (expanded ? "▾" : "▸") : ""
  }
}
