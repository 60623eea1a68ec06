import TestSupport

extension SeededGenerator {
  /// Whether an event of probability `percent` / 100 happens.
  mutating func chance(_ percent: Int) -> Bool { chance(percent, in: 100) }
}
