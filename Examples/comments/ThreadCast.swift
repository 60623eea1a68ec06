/// The comments the built-in session acts on, found by their role in the thread, so that the
/// session tells the same story whatever the seed (`CommentThread.generated(seed:)` makes sure
/// every role has a comment).
struct ThreadCast {
  /// Of the first three comments, the one with the most replies: dozens of them.
  var busy: String
  /// Another of the first three, opened while `busy` is still loading.
  var second: String
  /// The last of the first three: opened, closed and reloaded before its replies arrive.
  var closed: String
  /// The first reply to `busy`, which has replies of its own.
  var nested: String
  /// One of comments 4 to 8 with replies: opened, then removed by a moderator.
  var removed: String

  init(_ thread: CommentThread) {
    let comments = thread.replies(of: CommentThread.postID)
    let firstThree = Array(comments.prefix(3))
    let busy = firstThree.max { thread.replies(of: $0).count < thread.replies(of: $1).count }!
    let others = firstThree.filter { $0 != busy }
    self.busy = busy
    second = others[0]
    closed = others[1]
    nested = thread.replies(of: busy)[0]
    removed = comments[3..<8].first { !thread.replies(of: $0).isEmpty }!
  }
}
