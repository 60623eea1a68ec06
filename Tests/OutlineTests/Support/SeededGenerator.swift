/// The 64-bit linear congruential generator of performance.md, so that every random test is
/// reproducible from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
  private(set) var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    // Two draws per value, 32 high bits each: the generator's high bits are the good ones.
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let high = state >> 32
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (high << 32) | (state >> 32)
  }

  mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
