import Outline

extension CommentsSession {
  /// Reloads one comment's replies from the server: the loaded ones are dropped and will load
  /// afresh when the comment opens; a load in flight for them becomes stale.
  ///
  /// The app does this for a thread the reader closed, so that reopening it shows new replies.
  mutating func reloadReplies(of id: String) -> Step {
    let total = server.thread.replies(of: id).count
    return perform("Reload \(id): its loaded replies are dropped, the server has \(total)") {
      $0.replace(childrenOf: id, with: .unloaded(total: total))
    }
  }

  /// A moderator removes a comment and pins a note at the top of the thread, on the server
  /// only: the reader sees it at the next refresh. Returns a note for the transcript.
  mutating func moderate(removing id: String, pinning text: String) -> String {
    server.thread.remove(id)
    let pinned = server.thread.add(
      under: CommentThread.postID, author: "mod", text: text, atFront: true)
    return "meanwhile, on the server: a moderator removed \(id) and pinned \(pinned)"
  }

  /// Pulls to refresh: the whole thread is fetched again, as far as it was loaded, and the
  /// outline is rebuilt from it. Every comment still there keeps its expansion.
  ///
  /// The outline owns the expansion state, so the refresh hands it only what the server says
  /// now; comments that are gone take their state with them, and their loads become stale.
  mutating func refresh() -> Step {
    let loadedCounts = loadedReplyCounts()
    let post = server.thread.comment(CommentThread.postID)
    remember(post)
    // Describe the new thread first, as deep as the old one was loaded, remembering the text.
    var described: [String: OutlineChildren<Comment>] = [:]
    var stack = [post]
    while let comment = stack.popLast() {
      let children = refreshedReplies(of: comment, loading: loadedCounts[comment.id] ?? 0)
      described[comment.id] = children
      for reply in children.loaded { remember(reply) }
      stack += children.loaded
    }
    let expandedBefore = tree.state.expandedItems
    var step = perform("Pull to refresh") { tree in
      tree.reload(roots: .loaded([post]), id: \.id) { described[$0.id] ?? .leaf }
    }
    let state = tree.state
    let kept = expandedBefore.filter { state[$0].isExpanded }
    let gone = expandedBefore.filter { !state[$0].isExpanded }
    step.notes.append("still open after the refresh: \(kept.joined(separator: ", "))")
    if !gone.isEmpty {
      step.notes.append("gone with their comments: \(gone.joined(separator: ", "))")
    }
    return step
  }

  /// How many replies of every loaded comment are loaded: what a refresh fetches again.
  private func loadedReplyCounts() -> [String: Int] {
    var counts: [String: Int] = [:]
    var stack = tree.rootItems
    while let id = stack.popLast() {
      let children = tree.children(of: id)
      counts[id] = children.count
      stack += children
    }
    return counts
  }

  /// A comment's replies as a refresh sees them: the first `loaded` of them, or none yet.
  private func refreshedReplies(
    of comment: Comment, loading loaded: Int
  ) -> OutlineChildren<Comment> {
    let replies = server.thread.replies(of: comment.id)
    if loaded == 0 { return Self.replies(of: comment) }
    return .page(replies.prefix(loaded).map(server.thread.comment), total: replies.count)
  }
}
