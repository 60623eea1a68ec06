import Foundation

/// How long the random runs are.
///
/// By default they are shortened, so that the README's test command ends within minutes on two
/// cores: every test still runs, over fewer seeds or steps. `SNAPSHOTS_LONG_RUNS=1`
/// runs each one in full, with the counts its documentation states.
///
/// ```swift
/// for seed in 0..<RunLength.count(2_000, default: 200) { … }
/// ```
public enum RunLength {
  /// Whether `SNAPSHOTS_LONG_RUNS=1` asked for the full runs.
  public static let isLong = ProcessInfo.processInfo.environment["SNAPSHOTS_LONG_RUNS"] == "1"

  /// `full` in a long run, `short` otherwise.
  ///
  /// - Complexity: O(1).
  public static func count(_ full: Int, default short: Int) -> Int {
    precondition(
      short <= full, "RunLength.count: the default run (\(short)) exceeds the full one (\(full))")
    return isLong ? full : short
  }

  /// The seeds `0..<full` in a long run, `0..<short` otherwise, for parameterized tests.
  ///
  /// - Complexity: O(1).
  public static func seeds(_ full: UInt64, default short: UInt64) -> Range<UInt64> {
    0..<UInt64(count(Int(full), default: Int(short)))
  }
}
