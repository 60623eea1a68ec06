import Snapshots

/// Counts the hashing and equality work done on the `CountingHashable` values that share it.
///
/// Tests fence complexity by counting work instead of reading a clock. Create one counter per
/// test, wrap the identifiers in `CountingHashable` values that capture it, run the operation,
/// and read the counts; tests running in parallel never share a counter.
///
/// ```swift
/// let counter = HashCounter()
/// let ids = (0..<1000).map { CountingHashable($0, counter: counter) }
/// counter.reset()
/// _ = Diff(from: ids, to: ids.reversed())
/// #expect(counter.hashes == 2000)
/// ```
public final class HashCounter: @unchecked Sendable {
  // Sendable by construction: both counts are read and written only under `lock` (the
  // package's lock, which builds at every deployment floor, unlike `Atomic`).
  private let lock = Lock()
  private var hashCalls = 0
  private var equalityCalls = 0

  /// Creates a counter at zero.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The `hash(into:)` calls counted since creation or the last `reset()`.
  ///
  /// - Complexity: O(1).
  public var hashes: Int { lock.withLock { hashCalls } }

  /// The `==` calls counted since creation or the last `reset()`.
  ///
  /// - Complexity: O(1).
  public var equalities: Int { lock.withLock { equalityCalls } }

  /// Sets both counts back to zero.
  ///
  /// - Complexity: O(1).
  public func reset() {
    lock.withLock {
      hashCalls = 0
      equalityCalls = 0
    }
  }

  /// Runs `body` from zero counts and returns what it counted.
  ///
  /// - Complexity: O(1) plus the cost of `body`.
  public func counting<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, hashes: Int, equalities: Int) {
    reset()
    let result = try body()
    return (result, hashes, equalities)
  }

  fileprivate func countHash() { lock.withLock { hashCalls += 1 } }
  fileprivate func countEquality() { lock.withLock { equalityCalls += 1 } }
}

/// A `Hashable` wrapper that reports every `hash(into:)` and `==` call to a `HashCounter`.
///
/// Equality and hashing are the wrapped value's; the counter takes no part in either.
public struct CountingHashable<Value: Hashable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The wrapped value.
  public let value: Value
  /// The counter this value reports to.
  public let counter: HashCounter

  /// Wraps `value`, reporting to `counter`.
  ///
  /// - Complexity: O(1).
  public init(_ value: Value, counter: HashCounter) {
    self.value = value
    self.counter = counter
  }

  /// Compares the wrapped values, counting one equality.
  ///
  /// - Complexity: O(1) plus the wrapped comparison.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.countEquality()
    return lhs.value == rhs.value
  }

  /// Hashes the wrapped value, counting one hash.
  ///
  /// - Complexity: O(1) plus the wrapped hashing.
  public func hash(into hasher: inout Hasher) {
    counter.countHash()
    hasher.combine(value)
  }

  /// The wrapped value's description.
  public var description: String { "\(value)" }
}
