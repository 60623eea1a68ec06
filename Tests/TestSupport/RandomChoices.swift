/// A source of small random decisions: a seeded generator in the tests, the fuzzer's bytes in
/// a fuzz target, so that one random driver serves both.
public protocol RandomChoices {
  /// A number in `0 ..< bound`.
  mutating func below(_ bound: Int) -> Int
}

extension RandomChoices {
  /// Whether an event of probability `percent` / 100 happens, from one decision.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// The elements shuffled as the Benchmark workloads article spells Fisher–Yates: from the
  /// last index down to the second, swapping index `i` with `below(i + 1)`.
  public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    var i = result.count - 1
    while i > 0 {
      result.swapAt(i, below(i + 1))
      i -= 1
    }
    return result
  }
}

extension SeededGenerator: RandomChoices {}
