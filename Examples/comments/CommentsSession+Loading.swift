import Outline
import Snapshots

/// A load sent to the server whose answer has not been handed to the outline yet.
struct PendingLoad {
  /// Counts the loads of a session, for the transcript ("load #4").
  var number: Int
  /// The outline's request: handing the answer back needs it, generation and all.
  var request: OutlineLoadRequest<String>
  /// The call made to the server for it.
  var call: ServerCall
  /// The answer, produced by the session's loader in its own task.
  var answer: Task<ServerAnswer, Never>
}

extension CommentsSession {
  /// Sends the call for a load request and returns a note for the transcript.
  ///
  /// The call starts at once, in a task, so that the simulated latencies of several loads
  /// overlap as they would on a network; the answer waits in `pending` until it is delivered.
  mutating func send(_ request: OutlineLoadRequest<String>) -> String {
    // The post is the only root and always shown, so every request names a parent.
    let parent = request.parent ?? CommentThread.postID
    let page = "\(parent)@\(request.offset)"
    attempts[page, default: 0] += 1
    let call = ServerCall(
      parent: parent, offset: request.offset, count: request.count, attempt: attempts[page]!)
    loadsSent += 1
    let (loader, server) = (self.loader, self.server)
    let answer = Task { await loader.fetch(call, from: server) }
    pending.append(PendingLoad(number: loadsSent, request: request, call: call, answer: answer))
    return "load #\(loadsSent) sent: \(call)"
  }

  /// The answer to the oldest load in flight for `parent` arrives: the session hands it to the
  /// outline, which shows the page, shows the failure, or ignores a stale answer.
  ///
  /// Which answer arrives when is the caller's choice, so that a script or a test can deliver
  /// answers out of order, or late, deterministically.
  mutating func deliver(repliesTo parent: String) async -> Step {
    guard let index = pending.firstIndex(where: { $0.call.parent == parent }) else {
      return perform("No load in flight for \(parent)") { _ in OutlineUpdate(diff: .none) }
    }
    let load = pending.remove(at: index)
    let answer = await load.answer.value
    // The outline checks the request's generation itself; asking first only lets the
    // transcript say why an answer is ignored.
    let isAwaited = tree.loadsInFlight.contains(load.request)
    let title = "Load #\(load.number) answers: " + Self.summary(of: answer, for: load.call)
    guard isAwaited else {
      let reason = tree.contains(parent) ? "\(parent)'s replies were reloaded" : "\(parent) is gone"
      var step = finish(load, with: answer, title: title)
      let empty = step.change?.diff.isEmpty == true
      let outcome = empty ? "the outline ignored it (an empty update)" : "the outline applied it"
      step.notes.append("stale, \(reason) since it was sent: \(outcome)")
      return step
    }
    if case .page(let comments, _) = answer {
      for comment in comments { remember(comment) }
    }
    return finish(load, with: answer, title: title)
  }

  /// Hands an answer to the outline.
  private mutating func finish(
    _ load: PendingLoad, with answer: ServerAnswer, title: String
  ) -> Step {
    switch answer {
    case .page(let comments, let total):
      return perform(title) { tree in
        tree.finishLoading(
          load.request, with: .page(comments, total: total), id: \.id, children: Self.replies)
      }
    case .failure:
      return perform(title) { $0.failLoading(load.request) }
    }
  }

  /// How a loaded comment's replies start: not loaded yet, or none at all.
  static func replies(of comment: Comment) -> OutlineChildren<Comment> {
    comment.replyCount == 0 ? .leaf : .unloaded(total: comment.replyCount)
  }

  /// "3 of 23 replies to c2", "5 of 13 comments", or the failure.
  private static func summary(of answer: ServerAnswer, for call: ServerCall) -> String {
    let isPost = call.parent == CommentThread.postID
    switch answer {
    case .page(let comments, let total):
      let noun = isPost ? (total == 1 ? "comment" : "comments") : (total == 1 ? "reply" : "replies")
      return "\(comments.count) of \(total) \(noun)" + (isPost ? "" : " to \(call.parent)")
    case .failure:
      let what = isPost ? "comments" : "replies to \(call.parent)"
      return "the server failed (\(what), attempt \(call.attempt))"
    }
  }
}

extension Diff {
  /// The diff of an operation that changes nothing.
  fileprivate static var none: Diff { Diff(deletes: [], inserts: [], moves: [], updates: []) }
}
