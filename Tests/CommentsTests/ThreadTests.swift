import Testing

@testable import comments

/// The generated thread and the simulated server.
@Suite struct ThreadTests {
  @Test func everySeedGrowsAThreadWithEveryRole() {
    for seed in UInt64(0)..<300 {
      let thread = CommentThread.generated(seed: seed)
      let cast = ThreadCast(thread)
      let comments = thread.replies(of: CommentThread.postID)
      #expect((9...13).contains(comments.count), "seed \(seed)")
      #expect(thread.replies(of: cast.busy).count >= 20, "seed \(seed)")
      #expect(Set([cast.busy, cast.second, cast.closed]) == Set(comments.prefix(3)))
      #expect(!thread.replies(of: cast.nested).isEmpty, "seed \(seed)")
      #expect(!thread.replies(of: cast.removed).isEmpty, "seed \(seed)")
      #expect(comments.dropFirst(3).contains { thread.replies(of: $0).count >= 20 }, "seed \(seed)")
    }
  }

  @Test func threadsAreThreeLevelsDeepBelowThePost() {
    let thread = CommentThread.generated(seed: 9)
    var deepest = 0
    var stack = [(CommentThread.postID, 0)]
    while let (id, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      stack += thread.replies(of: id).map { ($0, depth + 1) }
    }
    #expect(deepest == 3)
  }

  @Test func theSameSeedGrowsTheSameThread() {
    let first = CommentThread.generated(seed: 42)
    let again = CommentThread.generated(seed: 42)
    let other = CommentThread.generated(seed: 43)
    let ids = ["post", "c1", "c1.1", "c2", "c5"]
    #expect(ids.map(first.comment) == ids.map(again.comment))
    #expect(ids.map(first.comment) != ids.map(other.comment))
  }

  @Test func removingACommentRemovesItsReplies() {
    var thread = CommentThread.generated(seed: 1)
    let count = thread.commentCount
    var below = 0
    var stack = ["c2"]
    while let id = stack.popLast() {
      below += 1
      stack += thread.replies(of: id)
    }
    #expect(below > 20)
    thread.remove("c2")
    #expect(thread.commentCount == count - below)
    #expect(!thread.replies(of: CommentThread.postID).contains("c2"))
    #expect(thread.replies(of: "c2").isEmpty && thread.comment("c2.1").text.isEmpty)
    // Numbers are never reused: a new comment is not a second c2.
    let pinned = thread.add(under: CommentThread.postID, author: "mod", text: "x", atFront: true)
    #expect(pinned == "c14")
  }

  @Test func theServerPagesReplies() {
    let server = CommentServer(seed: 1, failurePercent: 0)
    let answer = server.answer(ServerCall(parent: "c2", offset: 3, count: 5, attempt: 1))
    guard case .page(let page, let total) = answer else {
      Issue.record("a server without failures failed")
      return
    }
    #expect(page.map(\.id) == ["c2.4", "c2.5", "c2.6", "c2.7", "c2.8"])
    #expect(total == 31)
    #expect(page.allSatisfy { $0.replyCount == server.thread.replies(of: $0.id).count })
  }

  @Test func aSeededShareOfCallsFails() {
    let server = CommentServer(seed: 3, failurePercent: 20)
    var failures = 0
    for index in 0..<2000 {
      let call = ServerCall(parent: "c\(index % 50)", offset: index / 50, count: 5, attempt: 1)
      if server.fails(call) { failures += 1 }
      // The same call always has the same outcome.
      #expect(server.fails(call) == server.fails(call))
    }
    #expect((300...500).contains(failures), "\(failures) of 2000 failed")
    let never = CommentServer(seed: 3, failurePercent: 0)
    let always = CommentServer(seed: 3, failurePercent: 100)
    let call = ServerCall(parent: "c1", offset: 0, count: 3, attempt: 1)
    #expect(!never.fails(call) && always.fails(call))
  }

  @Test func latencyStaysInItsRange() {
    let server = CommentServer(seed: 8)
    for attempt in 1...200 {
      let latency = server.latencyMilliseconds(
        of: ServerCall(parent: "c1", offset: 0, count: 3, attempt: attempt))
      #expect((60...300).contains(latency), "attempt \(attempt): \(latency) ms")
    }
  }
}
