/// How a session reaches the server: the injectable part of loading.
///
/// A session starts one task per load and hands the answers to the outline when the script,
/// the reader or the test says they arrive; a loader only decides how an answer is produced.
protocol CommentLoader: Sendable {
  /// Sends a call to `server` and returns its answer, however long that takes.
  func fetch(_ call: ServerCall, from server: CommentServer) async -> ServerAnswer
}

/// A network with latency: every answer comes after the server's seeded delay.
///
/// The built-in session runs on this, so loading footers stay on screen for a moment.
struct SimulatedNetwork: CommentLoader {
  func fetch(_ call: ServerCall, from server: CommentServer) async -> ServerAnswer {
    // A cancelled sleep only means the answer comes sooner; the answer is the same.
    let nanoseconds = UInt64(server.latencyMilliseconds(of: call)) * 1_000_000
    try? await Task.sleep(nanoseconds: nanoseconds)
    return server.answer(call)
  }
}

/// Answers at once: the same answers as `SimulatedNetwork`, without waiting (`--instant`, and
/// the tests, which never sleep).
struct InstantLoader: CommentLoader {
  func fetch(_ call: ServerCall, from server: CommentServer) async -> ServerAnswer {
    server.answer(call)
  }
}
