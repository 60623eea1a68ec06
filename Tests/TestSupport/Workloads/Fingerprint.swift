/// FNV-1a (64-bit) over a stream of integers, each fed as its eight little-endian bytes.
///
/// The benchmark prints one per workload, so two people can confirm they measure the same data.
public struct Fingerprint: CustomStringConvertible, Sendable {
  /// The hash so far.
  public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty fingerprint.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Feeds `integer`, as its eight little-endian bytes.
  ///
  /// - Complexity: O(1).
  public mutating func combine(_ integer: Int) {
    var bits = UInt64(bitPattern: Int64(integer))
    for _ in 0..<8 {
      value = (value ^ (bits & 0xFF)) &* 0x100_0000_01B3
      bits >>= 8
    }
  }

  /// Feeds the count of `items`, then each identity and version.
  ///
  /// - Complexity: O(*n*).
  public mutating func combine(_ items: [WorkloadItem<Int>]) {
    combine(items.count)
    for item in items {
      combine(item.id)
      combine(item.version)
    }
  }

  /// The hash in 16 hexadecimal digits.
  public var description: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
