import Outline
import Testing

@testable import comments

/// Answers that arrive after their thread was reloaded or removed: the outline ignores them.
@Suite struct StaleAnswerTests {
  @Test func anAnswerAfterCloseAndReloadIsIgnored() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    _ = session.expand("c3")
    _ = session.collapse("c3")
    _ = session.reloadReplies(of: "c3")
    _ = session.expand("c3")
    #expect(session.pending.map(\.number) == [2, 3])
    let rows = session.tree.rows

    let late = await session.deliver(repliesTo: "c3")
    #expect(late.title.hasPrefix("Load #2 answers:"))
    #expect(late.change?.diff.isEmpty == true)
    #expect(session.tree.rows == rows)
    #expect(
      late.notes == [
        "stale, c3's replies were reloaded since it was sent: "
          + "the outline ignored it (an empty update)"
      ])
    #expect(session.tree.footer(of: "c3") == .loading)

    let fresh = await session.deliver(repliesTo: "c3")
    #expect(fresh.title.hasPrefix("Load #3 answers:"))
    #expect(fresh.notes.isEmpty)
    #expect(session.tree.children(of: "c3").count == 3)
  }

  @Test func aFailureAfterReloadIsIgnoredToo() async throws {
    var session = CommentsSession.scripted(failing: ["c3#1"])
    await session.openPost()
    _ = session.expand("c3")
    _ = session.reloadReplies(of: "c3")
    let late = await session.deliver(repliesTo: "c3")
    #expect(late.title.hasSuffix("the server failed (replies to c3, attempt 1)"))
    #expect(late.change?.diff.isEmpty == true)
    #expect(session.tree.footer(of: "c3") != .failed)
  }

  @Test func anAnswerForARemovedCommentIsIgnored() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    _ = session.expand("c1")
    _ = session.moderate(removing: "c1", pinning: "Pinned.")
    let refresh = session.refresh()
    #expect(refresh.notes.contains("gone with their comments: c1"))
    #expect(!session.tree.contains("c1"))
    let rows = session.tree.rows

    let late = await session.deliver(repliesTo: "c1")
    #expect(late.change?.diff.isEmpty == true)
    #expect(
      late.notes == [
        "stale, c1 is gone since it was sent: the outline ignored it (an empty update)"
      ])
    #expect(session.tree.rows == rows)
    #expect(!session.tree.contains("c1.1"))
  }

  @Test func anAnswerForARemovedCommentCachesNothing() async throws {
    var session = CommentsSession.scripted()
    await session.openPost()
    _ = session.expand("c2")
    _ = session.moderate(removing: "c2", pinning: "Pinned.")
    _ = session.refresh()
    _ = await session.deliver(repliesTo: "c2")
    #expect(session.comments["c2.1"] == nil)
  }
}
