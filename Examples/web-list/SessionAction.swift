/// One thing that happens in the mail app, and how the page is told about it.
struct SessionAction: Sendable {
  /// How the change reaches the page.
  enum Delivery: Equatable, Sendable {
    /// A whole snapshot is applied: sections and items, with these refresh marks.
    case snapshot(
      reloadSections: [String] = [], reloadItems: [String] = [],
      reconfigureItems: [String] = [])
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
