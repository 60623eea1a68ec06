/// The deterministic random number generator of the Benchmark workloads article: a 64-bit linear
/// congruential generator.
///
/// Every random test draws from one of these, seeded explicitly, and names the seed in its
/// failure messages so that a failing case can be replayed alone.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let offset = random.below(10)          // 0 ..< 10
/// var values = Array(0..<8)
/// values.fisherYatesShuffle(using: &random)
/// ```
///
/// `draw()` and `below(_:)` are the generator as the performance document spells it, so
/// workloads built here match the benchmarks draw for draw. `next()` makes it a
/// `RandomNumberGenerator` too, so `shuffle(using:)`, `randomElement(using:)` and
/// `Int.random(in:using:)` work; those draw twice per call.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the performance document uses unless it says otherwise.
  public static let defaultSeed: UInt64 = 1_592_598_564

  /// The generator's current state.
  public private(set) var state: UInt64

  /// Creates a generator whose state is `seed`.
  ///
  /// - Complexity: O(1).
  public init(seed: UInt64 = SeededGenerator.defaultSeed) {
    state = seed
  }

  /// Advances the state and returns its top 31 bits (`state >> 33`).
  ///
  /// - Complexity: O(1).
  public mutating func draw() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }

  /// A number in `0 ..< bound`, from one draw: `Int(draw() % UInt64(bound))`.
  ///
  /// - Precondition: `bound > 0`.
  /// - Complexity: O(1).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "SeededGenerator.below(_:): bound \(bound) is not positive")
    return Int(draw() % UInt64(bound))
  }

  /// Whether an event of probability `numerator / denominator` happens, from one draw.
  ///
  /// - Complexity: O(1).
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// 64 random bits composed of two draws (31 bits each): the first draw fills the top bits,
  /// the second the middle, and the first draw's top two bits fill the bottom two.
  ///
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    let high = draw()
    let low = draw()
    return high << 33 | low << 2 | high >> 29
  }
}

extension SeededGenerator {
  /// A shuffle of `0 ..< count`, by ``fisherYatesShuffle(using:)``: *count* − 1 draws.
  ///
  /// - Complexity: O(*count*).
  public mutating func permutation(of count: Int) -> [Int] {
    var values = Array(0..<count)
    values.fisherYatesShuffle(using: &self)
    return values
  }
}

extension SeededGenerator {
  /// The draws of a random move next to a sibling: one of `values`, another one it goes next
  /// to, and whether after it (three draws, in that order).
  ///
  /// - Precondition: `values` holds at least two different values.
  /// - Complexity: O(*n*) for *n* values.
  public mutating func moveNextTo<Value: Equatable>(
    in values: [Value]
  ) -> (moving: Value, nextTo: Value, after: Bool) {
    let moving = values[below(values.count)]
    let others = values.filter { $0 != moving }
    return (moving, others[below(others.count)], chance(1, in: 2))
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// Shuffles in place exactly as the Benchmark workloads article spells Fisher–Yates: from the last
  /// index down to the second, swapping index `i` with `below(i + 1)`.
  ///
  /// A collection of *n* elements consumes *n* − 1 draws, so workloads built with this match
  /// the benchmarks.
  ///
  /// - Complexity: O(*n*).
  public mutating func fisherYatesShuffle(using generator: inout SeededGenerator) {
    var i = count - 1
    while i > 0 {
      let j = generator.below(i + 1)
      swapAt(index(startIndex, offsetBy: i), index(startIndex, offsetBy: j))
      i -= 1
    }
  }
}
