import Outline
import Snapshots

/// A reader's view of one comment thread: the outline of visible rows, the comments loaded so
/// far, and the loads in flight.
///
/// Each method is one thing the reader, the network or the app does, and returns a `Step`
/// with the diff the outline computed for it. The outline decides what is visible and which
/// loads it needs; the session only sends those loads and hands the answers back.
struct CommentsSession {
  /// Opening a comment shows its first three replies; each "show more" five more.
  static let configuration = OutlineConfiguration<String>(
    batchSize: 5, initialExpansion: .first(3))

  /// The visible rows and the expansion state, by comment identifier.
  private(set) var tree: OutlineTree<String>
  /// The server as it is now. A load in flight answers from the server as it was when sent.
  var server: CommentServer
  /// Every comment loaded so far, by identifier, to draw the rows.
  private(set) var comments: [String: Comment]
  /// How the session reaches the server.
  let loader: any CommentLoader
  /// Loads sent whose answers have not been handed to the outline yet, oldest first.
  var pending: [PendingLoad] = []
  /// Calls made so far for each page ("c4@3"), so that a retry is a new attempt.
  var attempts: [String: Int] = [:]
  /// Loads sent so far, to number them in the transcript.
  var loadsSent = 0

  /// A fresh session: the post alone, collapsed, its comments not loaded.
  init(server: CommentServer, loader: any CommentLoader) {
    let post = server.thread.comment(CommentThread.postID)
    self.tree = OutlineTree(roots: [post.id], configuration: Self.configuration) { _ in
      .unloaded(total: post.replyCount)
    }
    self.server = server
    self.comments = [post.id: post]
    self.loader = loader
  }

  // MARK: What the reader does

  /// Opens a comment (or the post): its first replies show, or a loading footer.
  mutating func expand(_ id: String) -> Step {
    perform("Open \(Self.name(id))") { $0.expand(id) }
  }

  /// Closes a comment; a load in flight for it goes on.
  mutating func collapse(_ id: String) -> Step {
    perform("Close \(Self.name(id))") { $0.collapse(id) }
  }

  /// Taps "show N more" under a comment: more of the loaded replies show, or a load starts.
  mutating func showMore(_ id: String) -> Step {
    let footer = footerText(of: id) ?? "show more"
    return perform("Tap “\(footer)” under \(Self.name(id))") { $0.showMore(id) }
  }

  /// Taps "couldn't load — retry" under a comment: the failed load starts again.
  mutating func retry(_ id: String) -> Step {
    perform("Tap “couldn't load — retry” under \(Self.name(id))") { $0.retryLoading(id) }
  }

  /// How the transcript names a comment: its identifier, or "the post".
  static func name(_ id: String) -> String {
    id == CommentThread.postID ? "the post" : id
  }

  // MARK: Running an operation

  /// Runs one operation on the outline, sends the loads it asks for, and reports the change.
  mutating func perform(
    _ title: String, notes: [String] = [],
    _ operation: (inout OutlineTree<String>) -> OutlineUpdate<String>
  ) -> Step {
    let before = tree.rows
    let update = operation(&tree)
    let sent = update.loadRequests.map { send($0) }
    return Step(title: title, notes: notes + sent, change: change(from: before, diff: update.diff))
  }

  /// The change from `before` to the current rows, with the current rows drawn as text.
  func change(from before: [OutlineVisibleRow<String>], diff: Diff) -> RowChange {
    let after = tree.rows
    let formatter = RowFormatter(comments: comments, configuration: tree.configuration)
    return RowChange(before: before, diff: diff, after: after, lines: after.map(formatter.line))
  }

  /// The text of a comment's footer row as drawn ("show 5 more replies"), if it shows one.
  func footerText(of id: String) -> String? {
    guard let offset = tree.index(of: .footer(parent: id)) else { return nil }
    let formatter = RowFormatter(comments: comments, configuration: tree.configuration)
    return formatter.footerText(for: tree.row(at: offset))
  }

  /// Records a comment the server sent, so that its row can be drawn.
  mutating func remember(_ comment: Comment) {
    comments[comment.id] = comment
  }
}
