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

  /// Comments of the thread grown from seed 42, one a line.
  static func sampleOfThread42() -> String {
    let thread = CommentThread.generated(seed: 42)
    return ["post", "c1", "c1.1", "c2", "c5"].map { "\(thread.comment($0))" }.joined(
      separator: "\n")
  }

  /// `Hasher` and the system generator change their seed per process, so only another process
  /// can show that a seed grows the same thread on every run.
  @Test func theSameSeedGrowsTheSameThreadInAnotherProcess() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(ThreadTests.sampleOfThread42(), terminator: "")
    }
    let there = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(there == Self.sampleOfThread42())
    let other = CommentThread.generated(seed: 43)
    let here = CommentThread.generated(seed: 42)
    let ids = ["post", "c1", "c1.1", "c2", "c5"]
    #expect(ids.map(here.comment) != ids.map(other.comment))
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
    }
    #expect((300...500).contains(failures), "\(failures) of 2000 failed")
    let never = CommentServer(seed: 3, failurePercent: 0)
    let always = CommentServer(seed: 3, failurePercent: 100)
    let call = ServerCall(parent: "c1", offset: 0, count: 3, attempt: 1)
    #expect(!never.fails(call) && always.fails(call))
  }

  /// The outcome of 2000 calls to the server of seed 3, one character a call.
  static func failurePattern() -> String {
    let server = CommentServer(seed: 3, failurePercent: 20)
    return String(
      (0..<2000).map { index in
        let call = ServerCall(parent: "c\(index % 50)", offset: index / 50, count: 5, attempt: 1)
        return server.fails(call) ? "x" : "."
      })
  }

  /// The same call has the same outcome in every process: a decision drawn from `Hasher` or the
  /// system generator would agree with itself here but not with a second process.
  @Test func theSameCallFailsAlikeInAnotherProcess() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(ThreadTests.failurePattern(), terminator: "")
    }
    let there = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    let here = Self.failurePattern()
    #expect(there == here)
    #expect(here.contains("x") && here.contains("."))
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
