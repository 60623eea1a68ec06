/// Whether this build checks every invariant after every mutation and counts work for the
/// complexity tests: only when compiled with `SNAPSHOTS_INVARIANTS`, which the package's own
/// test runs set and a client's build never does.
@inlinable
package var invariantChecksEnabled: Bool {
  #if SNAPSHOTS_INVARIANTS
  return true
  #else
  return false
  #endif
}

/// Runs `check` where ``invariantChecksEnabled`` is `true`, and compiles to nothing elsewhere:
/// the one switch every type's mutations go through.
///
/// - Complexity: That of `check` where enabled, else O(1).
@inlinable
@inline(__always)
package func checkInvariantsIfEnabled(_ check: () -> Void) {
  #if SNAPSHOTS_INVARIANTS
  check()
  #endif
}

/// The work the counting tests read: loop iterations or index entries visited, summed while
/// ``counting(_:)`` runs its body.
///
/// It counts only where ``invariantChecksEnabled`` is `true`, the same switch as the invariant
/// checks; elsewhere ``tally(_:)`` compiles to nothing and nothing is stored. The counter is
/// bound to the task that calls ``counting(_:)``, so tests that run in parallel never see each
/// other's work; count work done on that task alone.
package final class WorkCounter: @unchecked Sendable {
  /// The work counted so far.
  package var total = 0

  #if SNAPSHOTS_INVARIANTS
  /// The counter of the innermost ``counting(_:)`` on this task, if any.
  @TaskLocal package static var current: WorkCounter?
  #endif

  private init() {}

  /// Adds `amount` to the current counter, if this build counts and a test is counting.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  package static func tally(_ amount: Int = 1) {
    #if SNAPSHOTS_INVARIANTS
    current?.total &+= amount
    #endif
  }

  /// Runs `body` and returns its result with the work it tallied: always 0 where
  /// ``invariantChecksEnabled`` is `false`.
  ///
  /// - Complexity: That of `body`.
  package static func counting<Result>(
    _ body: () throws -> Result
  ) rethrows -> (
    result: Result, work: Int
  ) {
    let counter = WorkCounter()
    #if SNAPSHOTS_INVARIANTS
    let result = try $current.withValue(counter) { try body() }
    #else
    let result = try body()
    #endif
    return (result, counter.total)
  }
}
