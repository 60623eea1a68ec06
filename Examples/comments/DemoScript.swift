/// The session that `swift run comments` plays: a reader opens a thread, pages through
/// replies, meets failures and retries, closes a thread while it loads, refreshes, and comes
/// back after the app quit.
///
/// The script names comments by role (`ThreadCast`), so every seed plays the same story; the
/// seed decides the thread and which server calls fail. Answers arrive when the script says,
/// in the order it says, so the transcript is the same with or without simulated latency.
struct DemoScript<Output: TextOutputStream> {
  var session: CommentsSession
  var transcript: Transcript<Output>
  let cast: ThreadCast

  /// Retries after a failed load before the reader gives up: enough that every seed tells the
  /// whole story at the default failure rate, few enough to end when every call fails.
  static var retriesPerLoad: Int { 10 }

  /// Plays the built-in session on the thread of `seed` and returns its transcript.
  static func play(
    seed: UInt64, failurePercent: Int = 20, loader: any CommentLoader, to output: Output
  ) async throws -> Transcript<Output> {
    let server = CommentServer(seed: seed, failurePercent: failurePercent)
    var script = DemoScript(
      session: CommentsSession(server: server, loader: loader),
      transcript: Transcript(to: output), cast: ThreadCast(server.thread))
    script.introduce(server)
    await script.openThread()
    await script.pageReplies()
    await script.closeWhileLoading()
    await script.refreshWhileLoading()
    try await script.quitAndRelaunch()
    return script.transcript
  }

  private mutating func introduce(_ server: CommentServer) {
    let thread = server.thread
    let post = thread.comment(CommentThread.postID)
    transcript.write(
      "Seed \(server.seed): a post by \(post.author) with \(post.replyCount) comments and "
        + "\(thread.commentCount - post.replyCount) replies; \(server.failurePercent)% of "
        + "server calls fail.")
    transcript.write(
      "Opening a comment shows 3 replies, “show more” 5 more. "
        + "Row marks: + inserted, ~ updated, > moved.")
  }

  /// Opens the post and two comments; the second one's answer comes back first.
  private mutating func openThread() async {
    record(session.expand(CommentThread.postID), as: "Open the post")
    await arrive(CommentThread.postID)
    record(session.expand(cast.busy), as: "Open \(cast.busy), the busiest comment")
    record(session.expand(cast.second), as: "Open \(cast.second) while \(cast.busy) loads")
    await arrive(cast.second)
    await arrive(cast.busy)
  }

  /// Opens a reply with replies, then pages the busy comment and the post.
  private mutating func pageReplies() async {
    record(session.expand(cast.nested), as: "Open \(cast.nested), a reply with replies")
    await arrive(cast.nested)
    record(session.showMore(cast.busy))
    await arrive(cast.busy)
    record(session.showMore(CommentThread.postID))
    await arrive(CommentThread.postID)
  }

  /// Closes a comment while its replies load, reloads it, and opens it again: the first answer
  /// arrives late and the outline ignores it.
  private mutating func closeWhileLoading() async {
    let closed = cast.closed
    record(session.expand(closed))
    record(session.collapse(closed), as: "Close \(closed) before its replies arrive")
    record(session.reloadReplies(of: closed))
    record(session.expand(closed), as: "Open \(closed) again: a new load")
    await arrive(closed, note: "the first answer for \(closed) arrives late")
    await arrive(closed)
  }

  /// Refreshes the thread while a comment that a moderator removed is loading: expansion
  /// survives the refresh, and the removed comment's answer is ignored.
  private mutating func refreshWhileLoading() async {
    let removed = cast.removed
    record(session.expand(removed))
    let moderation = session.moderate(
      removing: removed, pinning: "Please keep it kind; this thread is moderated.")
    var refresh = session.refresh()
    refresh.notes.insert(moderation, at: 0)
    record(refresh)
    await arrive(removed, note: "the answer for \(removed) arrives after the refresh removed it")
  }

  /// Saves the expansion state as JSON, starts a fresh session, and restores it in waves: a
  /// comment can expand only once the page that holds it has loaded.
  private mutating func quitAndRelaunch() async throws {
    let saved = try session.savedState()
    let rowsBeforeQuitting = session.tree.rows
    record(
      Step(
        title: "The app quits, saving the expansion state",
        notes: [String(decoding: saved, as: UTF8.self)]))
    session = CommentsSession(server: session.server, loader: session.loader)
    var (step, waiting) = try session.restore(
      from: saved, title: "Relaunch: a fresh outline of the post restores the state")
    step.notes.insert(
      "not loaded yet, so restored later: \(waiting.joined(separator: ", "))", at: 0)
    record(step)
    while let next = session.pending.first {
      await arrive(next.call.parent)
      let arrived = waiting.filter(session.tree.contains)
      if arrived.isEmpty { continue }
      waiting.removeAll(where: arrived.contains)
      let restored = try session.restore(
        from: saved, title: "Restore again, now that \(arrived.joined(separator: ", ")) loaded")
      record(restored.step)
    }
    let same = session.tree.rows == rowsBeforeQuitting
    transcript.write("")
    transcript.write(
      same
        ? "The relaunched thread shows the same rows as before the app quit."
        : "The relaunched thread differs from before the app quit (a load kept failing).")
  }

  // MARK: Steps

  private mutating func record(_ step: Step, as title: String? = nil) {
    transcript.record(step, as: title)
  }

  /// The oldest answer for `parent` arrives; when it is a failure, the reader taps retry
  /// until a load succeeds or they give up. A comment deleted meanwhile has no footer to tap.
  private mutating func arrive(_ parent: String, note: String? = nil) async {
    var step = await session.deliver(repliesTo: parent)
    if let note { step.notes.insert(note, at: 0) }
    record(step)
    var retries = 0
    while session.tree.contains(parent) && session.tree.footer(of: parent) == .failed
      && retries < Self.retriesPerLoad
    {
      retries += 1
      record(session.retry(parent))
      record(await session.deliver(repliesTo: parent))
    }
  }
}
