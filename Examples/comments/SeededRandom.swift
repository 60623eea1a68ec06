/// A small deterministic random number generator (SplitMix64), so that a seed always grows the
/// same thread and fails the same loads, on every platform and every run.
///
/// The standard library's generator is seeded by the system, and `Hasher` changes its seed per
/// process; neither can reproduce a transcript, so the example brings its own.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SeededRandom.mix(state)
  }

  /// A number in `range`, drawn from this generator.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// An element of `choices`, drawn from this generator.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// SplitMix64's finalizer: spreads every input bit over every output bit.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A stable 64-bit digest of a seed and a text: the same on every run, unlike `Hasher`.
  ///
  /// The server uses it to decide, per load, whether the load fails and how long it takes, so
  /// that the outcome depends on what is asked and not on the order of the asking.
  static func digest(seed: UInt64, _ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return mix(hash ^ mix(seed))
  }
}
