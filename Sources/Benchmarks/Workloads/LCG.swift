/// The 64-bit linear congruential generator that the Benchmark workloads article fixes for every workload.
///
/// Every workload starts a fresh generator and draws in a fixed order, so anyone who follows the
/// same recipe gets the same data; the printed fingerprints confirm it.
struct LCG {
  /// The seed every workload starts from unless it states another.
  static let defaultSeed: UInt64 = 1_592_598_564

  private(set) var state: UInt64

  init(seed: UInt64 = LCG.defaultSeed) {
    state = seed
  }

  /// Advances the state, then returns its top 31 bits.
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }

  /// A value in `0..<bound`, by remainder (the recipe's bias is part of the recipe).
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// Fisher–Yates from the last index down, `j = below(i + 1)`.
  mutating func shuffle<Element>(_ elements: inout [Element]) {
    var i = elements.count - 1
    while i > 0 {
      elements.swapAt(i, below(i + 1))
      i -= 1
    }
  }

  /// A shuffle of `0..<count`.
  mutating func permutation(of count: Int) -> [Int] {
    var values = Array(0..<count)
    shuffle(&values)
    return values
  }
}
