import Snapshots

/// The mail app's state: folders of messages, and one folder of conversations shown as an
/// outline of threads and their replies.
///
/// What the page shows is built from it as a ``MailContent``: one section per folder with its
/// header, and for the conversations folder the outline's visible rows, as a data source shows
/// a section snapshot, each row with its words.
struct Mailbox: Equatable {
  /// The identifier of the folder shown as an outline.
  static let conversations = "conversations"

  /// The folders' identifiers, in display order; ``conversations`` among them.
  var folders: [String] = []
  /// Each folder's header.
  var titles: [String: String] = [:]
  /// The messages of each folder other than ``conversations``, in order.
  var messages: [String: [String]] = [:]
  /// The threads (roots), their replies (children) and the "show more" rows.
  var outline = SectionSnapshot<String>()
  /// Each message's, thread's and reply's words.
  var labels: [String: String] = [:]
  /// The messages not read yet.
  var unread: Set<String> = []
  /// The "show more" rows: a row's identifier and the replies it stands for.
  var hiddenReplies: [String: [String]] = [:]

  /// The rows of a folder, in order: its messages, or the outline's visible rows.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  func rows(of folder: String) -> [String] {
    folder == Self.conversations ? outline.visibleItems : messages[folder] ?? []
  }

  /// What is shown: the folders with their headers, each with its rows and their words, built
  /// afresh from the mailbox, so that two states are compared model by model.
  ///
  /// - Complexity: O(*n*) for *n* rows shown.
  var content: MailContent {
    var content = MailContent()
    content.appendSections(folders.map { Folder(id: $0, title: titles[$0] ?? $0) })
    for folder in folders {
      content.appendItems(
        rows(of: folder).map { MailRow(id: $0, content: self.content(of: $0, in: folder)) },
        toSection: folder)
    }
    return content
  }

  /// The sectioned snapshot of what is shown: the identifiers of ``content``.
  ///
  /// - Complexity: O(*n*) for *n* rows shown.
  var snapshot: Snapshot<String, String> { content.snapshot }

  /// What a renderer needs to draw the row `id` of `folder`.
  func content(of id: String, in folder: String) -> RowContent {
    let label = labels[id] ?? id
    guard folder == Self.conversations else {
      let isUnread = unread.contains(id)
      return RowContent(
        style: isUnread ? "unread" : "message", label: isUnread ? "● " + label : label,
        expandable: false, level: 0, expanded: false)
    }
    let level = outline.level(of: id)
    let style = hiddenReplies[id] != nil ? "more" : level == 0 ? "thread" : "reply"
    return RowContent(
      style: style, label: label, expandable: !outline.children(of: id).isEmpty, level: level,
      expanded: outline.isExpanded(id))
  }

  /// What the page must show, section by section: ``content`` as text.
  ///
  /// - Complexity: O(*n*) for *n* rows shown.
  var screen: [ExpectedSection] {
    let content = content
    return content.sections.map { folder in
      ExpectedSection(
        id: folder.id, title: folder.title,
        rows: content.items(inSection: folder.id).map { row in
          ExpectedRow(
            id: row.id, level: row.content.level ?? 0,
            text: RowContent.disclosure(
              expandable: row.content.expandable, expanded: row.content.expanded ?? false)
              + row.content.label)
        })
    }
  }
}
