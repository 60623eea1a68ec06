/// One request to the server: a page of a comment's replies.
///
/// `attempt` counts the calls for the same page (1 for the first, 2 for the first retry …), so
/// that a retry can succeed where the first call failed, or fail again, as the seed decides.
struct ServerCall: Hashable, Sendable, CustomStringConvertible {
  var parent: String
  var offset: Int
  var count: Int
  var attempt: Int

  var description: String {
    let what = parent == CommentThread.postID ? "comments on the post" : "replies to \(parent)"
    let retry = attempt > 1 ? ", attempt \(attempt)" : ""
    return "\(what) from \(offset), up to \(count)\(retry)"
  }
}

/// What the server answers to a call.
enum ServerAnswer: Hashable, Sendable {
  /// A page of replies, and how many replies the comment has in all.
  case page([Comment], total: Int)
  /// The call failed; the reader may retry.
  case failure
}
