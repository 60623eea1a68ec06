import Snapshots

@testable import comments

/// A loader whose failures the test chooses: the calls it names fail, every other call gets
/// the server's page. Answers come at once; the test decides when each is delivered.
struct ScriptedLoader: CommentLoader {
  /// Calls that fail, as "parent#attempt" ("c1#1": the first call for c1's replies).
  var failing: Set<String> = []

  func fetch(_ call: ServerCall, from server: CommentServer) async -> ServerAnswer {
    var server = server
    server.failurePercent = 0
    return failing.contains("\(call.parent)#\(call.attempt)") ? .failure : server.answer(call)
  }
}

extension CommentsSession {
  /// A session on the thread of `seed` whose loads fail only where `failing` says.
  static func scripted(seed: UInt64 = 1, failing: Set<String> = []) -> CommentsSession {
    CommentsSession(server: CommentServer(seed: seed), loader: ScriptedLoader(failing: failing))
  }

  /// Opens the post and delivers its first comments.
  mutating func openPost() async {
    _ = expand(CommentThread.postID)
    _ = await deliver(repliesTo: CommentThread.postID)
  }

  /// The visible rows drawn as text, without the marks of a diff.
  var lines: [String] {
    change(from: tree.rows, diff: Diff(deletes: [], inserts: [], moves: [], updates: [])).lines
  }
}
