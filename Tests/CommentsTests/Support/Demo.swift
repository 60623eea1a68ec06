import Foundation
import Testing

@testable import comments

/// Plays the built-in session as `swift run comments` does, without latency, into a string.
func playDemo(seed: UInt64, failurePercent: Int = 20) async throws -> Transcript<String> {
  try await DemoScript.play(
    seed: seed, failurePercent: failurePercent, loader: InstantLoader(), to: "")
}

/// The transcript of `swift run comments`, kept next to the tests.
func goldenTranscript() throws -> String {
  let url = try #require(Bundle.module.url(forResource: "default-session", withExtension: "txt"))
  return try String(contentsOf: url, encoding: .utf8)
}
