import Snapshots

/// One thing that happens in the mail app, and how the page is told about it.
struct SessionAction: Sendable {
  /// How the change reaches the page.
  enum Delivery: Equatable, Sendable {
    /// The new content is applied: sections and items move as they moved, and the rows and
    /// headers whose content changed are refreshed, rows as `refresh` says (`.reconfigure`
    /// keeps their nodes, `.reload` replaces them) and headers in place. `reloadSections` are
    /// reloaded whole besides, as an app asks when a folder is fetched again.
    case content(
      refresh: Changeset<String, String>.ContentRefresh = .reconfigure,
      reloadSections: [String] = [])
    /// Only the outline's section snapshot is applied.
    case outline
  }

  /// What happened, in a few words.
  var title: String
  /// A sentence on what the update exercises.
  var note: String
  /// How the page is told.
  var delivery: Delivery
  /// The change to the mailbox.
  var change: @Sendable (inout Mailbox) -> Void
}
