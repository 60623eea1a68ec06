/// The fuzzer's bytes read as a stream of small decisions.
///
/// Reading past the end yields zeros, so every input decodes to some valid sequence of calls
/// and a shorter input is a prefix of the same sequence (which keeps libFuzzer's mutations
/// local). `isAtEnd` stops operation loops.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `size` bytes from `data`, copying them.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Reads the given bytes.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte was read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The bytes not read yet.
  public var remaining: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }

  /// A number in `0..<bound` (one byte; `bound` at most 256 for an even spread).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "FuzzInput.below: bound \(bound) is not positive")
    return Int(byte()) % bound
  }

  /// A number in `range`.
  public mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// `true` or `false`, from the low bit of a byte.
  public mutating func flag() -> Bool { byte() & 1 == 1 }

  /// One of `elements`, which must not be empty.
  public mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }

  /// Up to `limit` numbers, each below `bound`: a count byte, then one byte per number.
  public mutating func numbers(upTo limit: Int, below bound: Int) -> [Int] {
    (0..<below(limit + 1)).map { _ in below(bound) }
  }
}

/// The fuzzer's bytes drive the random drivers the tests share with the fuzz targets.
extension FuzzInput: RandomChoices {}
