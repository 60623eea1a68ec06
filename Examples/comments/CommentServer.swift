/// The simulated server: the thread, and the seeded rules that make calls slow or failing.
///
/// Outcomes are a pure function of the seed and the call, never of timing or of the order of
/// the calls, so a transcript is the same on every run.
struct CommentServer: Sendable {
  /// The thread as it is now; moderation changes it while the reader looks at an older copy.
  var thread: CommentThread
  /// Grows the thread and decides the outcome of each call.
  let seed: UInt64
  /// The share of calls that fail, in percent.
  var failurePercent: Int

  init(seed: UInt64, failurePercent: Int = 20) {
    self.thread = CommentThread.generated(seed: seed)
    self.seed = seed
    self.failurePercent = failurePercent
  }

  /// The server's answer to a call: a failure for a seeded share of calls, otherwise the page.
  func answer(_ call: ServerCall) -> ServerAnswer {
    if fails(call) { return .failure }
    let replies = thread.replies(of: call.parent)
    let page = replies.dropFirst(call.offset).prefix(call.count).map(thread.comment)
    return .page(page, total: replies.count)
  }

  /// Whether a call fails: decided by the seed for each call (its page, size and attempt).
  func fails(_ call: ServerCall) -> Bool {
    Int(digest("fail", call) % 100) < failurePercent
  }

  /// How long the server takes to answer a call, in milliseconds: 60 to 300, decided by the
  /// seed. A plain count, because `Duration` needs iOS 16 and macOS 13.
  func latencyMilliseconds(of call: ServerCall) -> Int {
    60 + Int(digest("latency", call) % 241)
  }

  private func digest(_ purpose: String, _ call: ServerCall) -> UInt64 {
    SeededRandom.digest(
      seed: seed, "\(purpose) \(call.parent) \(call.offset) \(call.count) \(call.attempt)")
  }
}
