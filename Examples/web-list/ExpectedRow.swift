/// One row as the page must show it after a step: its identity, level and text.
///
/// The text is what the row's DOM node holds: the disclosure glyph, if any, then the label.
struct ExpectedRow: Codable, Equatable, Sendable {
  /// The row's identifier, the key of its DOM node.
  var id: String
  /// 0 for a folder's messages and for a thread; 1 and more for replies.
  var level: Int
  /// The row's whole text.
  var text: String
}

/// One section as the page must show it after a step.
struct ExpectedSection: Codable, Equatable, Sendable {
  /// The section's identifier, the key of its DOM node.
  var id: String
  /// The header's text.
  var title: String
  /// The rows, in order.
  var rows: [ExpectedRow]
}

/// What the page must look like after a step, and how many DOM nodes the step may create.
///
/// The counts come from the two mailbox states, not from the step's script: a row or a section
/// that is in both states and is not reloaded must keep its node, whatever its content did;
/// every other one must get a new node.
struct ExpectedScreen: Codable, Equatable, Sendable {
  /// The sections, in order.
  var sections: [ExpectedSection]
  /// How many row nodes the step creates: rows new to the mailbox, and reloaded rows.
  var createdRows: Int
  /// How many row nodes survive the step: rows in both states that are not reloaded.
  var keptRows: Int
  /// How many section nodes the step creates: new sections, and reloaded ones.
  var createdSections: Int
  /// How many section nodes survive the step: sections in both states that are not reloaded,
  /// renamed ones included.
  var keptSections: Int
}
