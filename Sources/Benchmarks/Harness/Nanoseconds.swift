import Dispatch

/// A span of time in nanoseconds, as the harness measures and averages it.
///
/// The harness's own stand-in for `Duration` and `ContinuousClock`, which need iOS 16,
/// macOS 13, tvOS 16 and watchOS 9: the clock behind it, Dispatch's uptime clock, is there at
/// every floor the package declares, and Dispatch ships with the toolchain on Linux and Windows.
///
///     let start = Nanoseconds.uptime()
///     work()
///     let elapsed = Nanoseconds(from: start, to: Nanoseconds.uptime())
///     print(elapsed.seconds)
struct Nanoseconds: AdditiveArithmetic {
  /// The length of the span. Fractional, because means and per-row figures divide a reading
  /// below the clock's one-nanosecond unit, and the ratios are taken from them.
  var count: Double

  init(_ count: Double) {
    self.count = count
  }

  /// The span from one reading of `uptime()` to a later one.
  init(from start: UInt64, to end: UInt64) {
    // Subtracted as integers: readings are too large for a `Double` to hold exactly.
    self.init(Double(end - start))
  }

  static let zero = Nanoseconds(0)

  /// This span in seconds.
  var seconds: Double { count / 1e9 }

  /// A reading of the monotonic clock: whole nanoseconds since a fixed moment (boot, on most
  /// systems). Only the difference between two readings means anything.
  @inline(__always)
  static func uptime() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  static func + (lhs: Nanoseconds, rhs: Nanoseconds) -> Nanoseconds {
    Nanoseconds(lhs.count + rhs.count)
  }

  static func - (lhs: Nanoseconds, rhs: Nanoseconds) -> Nanoseconds {
    Nanoseconds(lhs.count - rhs.count)
  }

  /// One of `divisor` equal parts of the span: a mean over `divisor` runs, or a time per row.
  static func / (lhs: Nanoseconds, divisor: Int) -> Nanoseconds {
    Nanoseconds(lhs.count / Double(divisor))
  }
}
