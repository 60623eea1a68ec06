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
