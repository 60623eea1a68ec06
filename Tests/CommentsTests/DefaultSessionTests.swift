import Outline
import TestSupport
import Testing

@testable import comments

/// The built-in session, run in-process as `swift run comments` runs it (minus the latency).
@Suite struct DefaultSessionTests {
  /// Seeds whose sessions the property tests play: the default, and others with failures in
  /// other places (a failing first page, a failing retry, a failing stale answer).
  static let seeds: [UInt64] = [1, 2, 3, 5, 24, 88, 133, 2024]

  @Test func transcriptMatchesTheGoldenFile() async throws {
    let output = try await playDemo(seed: CommandLineOptions().seed).output
    let actual = output.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = try goldenTranscript().split(separator: "\n", omittingEmptySubsequences: false)
    for (number, (line, wanted)) in zip(actual, expected).enumerated() where line != wanted {
      Issue.record("line \(number + 1):\n  got      \(line)\n  expected \(wanted)")
      return
    }
    #expect(actual.count == expected.count)
  }

  @Test func theDefaultSessionShowsEveryFeature() async throws {
    let output = try await playDemo(seed: CommandLineOptions().seed).output
    for feature in [
      "↳ show 5 more replies", "↳ loading…", "↳ couldn't load — retry",
      "the server failed (replies to c2, attempt 2)",
      "stale, c3's replies were reloaded since it was sent: the outline ignored it",
      "stale, c4 is gone since it was sent: the outline ignored it",
      "still open after the refresh: post, c1, c2, c2.1, c3",
      #"{"expanded":[{"id":"post","show":8},"#,
      "The relaunched thread shows the same rows as before the app quit.",
    ] {
      #expect(output.contains(feature), "missing: \(feature)")
    }
  }

  @Test(arguments: seeds)
  func everyStepsDiffReplaysThePreviousRowsIntoTheNew(seed: UInt64) async throws {
    let steps = try await playDemo(seed: seed).steps
    var previous: [OutlineVisibleRow<String>]?
    var replayed = 0
    for (number, step) in steps.enumerated() {
      guard let change = step.change else { continue }
      // A relaunch starts from the post alone; every other step starts where the last ended.
      if let previous, !step.title.hasPrefix("Relaunch") {
        #expect(change.before == previous, "seed \(seed), step \(number + 1)")
      }
      let rows = replay(change.diff, on: change.before, toward: change.after, id: \.id)
      #expect(rows == change.after, "seed \(seed), step \(number + 1): \(step.title)")
      #expect(change.lines.count == change.after.count)
      previous = change.after
      replayed += 1
    }
    #expect(replayed > 30, "seed \(seed)")
  }

  @Test func theReplayCatchesADiffThatMissesARow() async throws {
    let changes = try await playDemo(seed: 1).steps.compactMap(\.change)
    let change = try #require(
      changes.first { !$0.diff.updates.isEmpty && !$0.diff.inserts.isEmpty })
    var diff = change.diff
    diff.updates = []
    #expect(replay(diff, on: change.before, toward: change.after, id: \.id) != change.after)
    diff = change.diff
    diff.inserts.removeLast()
    #expect(replay(diff, on: change.before, toward: change.after, id: \.id) == nil)
  }

  @Test(arguments: seeds)
  func everySeedTellsTheWholeStory(seed: UInt64) async throws {
    let output = try await playDemo(seed: seed).output
    #expect(output.contains("the outline ignored it (an empty update)"), "seed \(seed)")
    #expect(!output.contains("the outline applied it"), "seed \(seed)")
    #expect(output.contains("still open after the refresh"), "seed \(seed)")
    #expect(output.hasSuffix("same rows as before the app quit.\n"), "seed \(seed)")
  }

  @Test func theSeedDecidesTheTranscript() async throws {
    let first = try await playDemo(seed: 5).output
    let again = try await playDemo(seed: 5).output
    let other = try await playDemo(seed: 6).output
    #expect(first == again)
    #expect(first != other)
  }

  @Test func withoutFailuresNoLoadFails() async throws {
    let output = try await playDemo(seed: 1, failurePercent: 0).output
    #expect(!output.contains("failed"))
    #expect(!output.contains("couldn't load"))
    #expect(output.contains("same rows as before the app quit"))
  }
}
