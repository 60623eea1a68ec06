import Snapshots

/// A folder as the page shows it: its header is its content, so a rename is a content change.
struct Folder: Identifiable, Equatable, Sendable {
  /// The folder's identifier, the key of its section node.
  var id: String
  /// The header's text.
  var title: String
}

/// A row as the page shows it: its words are its content, so reading a message is a content
/// change of the same row.
struct MailRow: Identifiable, Equatable, Sendable {
  /// The row's identifier, the key of its DOM node.
  var id: String
  /// What the row shows.
  var content: RowContent
}

/// What the page shows, stated once: folders and rows with their content. Comparing two of
/// them tells which rows and headers changed, so that no update names its refreshes by hand.
typealias MailContent = ContentSnapshot<String, String, Folder, MailRow>
