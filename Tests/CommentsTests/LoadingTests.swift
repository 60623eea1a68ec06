import Outline
import Testing

@testable import comments

/// Loads through an injected loader whose failures the test chooses, delivered when the test
/// says: the failure footer, retries, and answers out of order.
@Suite struct LoadingTests {
  @Test func openingACommentShowsLoadingThenItsFirstReplies() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    let cast = ThreadCast(session.server.thread)
    let opened = session.expand(cast.second)
    #expect(opened.notes == ["load #2 sent: replies to \(cast.second) from 0, up to 3"])
    #expect(session.lines.contains("    ↳ loading…"))
    let arrived = await session.deliver(repliesTo: cast.second)
    #expect(arrived.title.hasPrefix("Load #2 answers: 3 of "))
    #expect(session.tree.children(of: cast.second).count == 3)
    #expect(session.pending.isEmpty)
  }

  @Test func aFailedLoadShowsRetryAndARetryLoadsThePage() async throws {
    var session = CommentsSession.scripted(failing: ["c1#1"])
    await session.openPost()
    _ = session.expand("c1")
    let failed = await session.deliver(repliesTo: "c1")
    #expect(failed.title == "Load #2 answers: the server failed (replies to c1, attempt 1)")
    #expect(failed.change?.diff.updates.count == 1)
    #expect(session.tree.footer(of: "c1") == .failed)
    #expect(session.lines[2] == "    ↳ couldn't load — retry")

    let retried = session.retry("c1")
    #expect(retried.notes == ["load #3 sent: replies to c1 from 0, up to 3, attempt 2"])
    #expect(session.lines[2] == "    ↳ loading…")
    let loaded = await session.deliver(repliesTo: "c1")
    #expect(loaded.title.hasPrefix("Load #3 answers: 3 of"))
    #expect(session.tree.children(of: "c1") == ["c1.1", "c1.2", "c1.3"])
    #expect(session.tree.footer(of: "c1") != .failed)
  }

  @Test func aRetryCanFailAgain() async throws {
    var session = CommentsSession.scripted(failing: ["c1#1", "c1#2"])
    await session.openPost()
    _ = session.expand("c1")
    _ = await session.deliver(repliesTo: "c1")
    _ = session.retry("c1")
    let again = await session.deliver(repliesTo: "c1")
    #expect(again.title.hasSuffix("(replies to c1, attempt 2)"))
    #expect(session.tree.footer(of: "c1") == .failed)
    _ = session.retry("c1")
    _ = await session.deliver(repliesTo: "c1")
    #expect(session.tree.children(of: "c1").count == 3)
  }

  @Test func retryingWhatDidNotFailDoesNothing() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    let step = session.retry("c1")
    #expect(step.change?.diff.isEmpty == true)
    #expect(step.notes.isEmpty && session.pending.isEmpty)
  }

  @Test func showMoreAfterAFailedPageRetriesIt() async throws {
    var session = CommentsSession.scripted(failing: ["post#1"])
    _ = session.expand(CommentThread.postID)
    _ = await session.deliver(repliesTo: CommentThread.postID)
    #expect(session.tree.footer(of: CommentThread.postID) == .failed)
    let step = session.showMore(CommentThread.postID)
    #expect(step.title == "Tap “couldn't load — retry” under the post")
    #expect(step.notes == ["load #2 sent: comments on the post from 0, up to 3, attempt 2"])
  }

  @Test func answersApplyInTheOrderTheyAreDelivered() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    _ = session.expand("c1")
    _ = session.expand("c3")
    #expect(session.pending.map(\.call.parent) == ["c1", "c3"])
    // The later load answers first: its replies show under c3 while c1 still loads.
    _ = await session.deliver(repliesTo: "c3")
    #expect(session.tree.footer(of: "c1") == .loading)
    #expect(session.tree.children(of: "c3").count == 3)
    _ = await session.deliver(repliesTo: "c1")
    #expect(session.tree.children(of: "c1").count == 3)
  }

  @Test func showMorePagesFiveAtATime() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    let busy = ThreadCast(session.server.thread).busy
    _ = session.expand(busy)
    _ = await session.deliver(repliesTo: busy)
    #expect(session.footerText(of: busy) == "show 5 more replies")
    let tapped = session.showMore(busy)
    #expect(tapped.title == "Tap “show 5 more replies” under \(busy)")
    #expect(tapped.notes == ["load #3 sent: replies to \(busy) from 3, up to 5"])
    _ = await session.deliver(repliesTo: busy)
    #expect(session.tree.expansion(of: busy) == .first(8))
    #expect(session.tree.children(of: busy).count == 8)
  }

  @Test func deliveringWithNothingInFlightChangesNothing() async throws {
    var session = CommentsSession.scripted()
    let step = await session.deliver(repliesTo: "c1")
    #expect(step.title == "No load in flight for c1")
    #expect(step.change?.diff.isEmpty == true)
  }
}
