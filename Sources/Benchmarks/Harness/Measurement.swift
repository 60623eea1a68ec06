/// How many runs to make of each case.
struct RunSettings {
  /// Unrecorded runs before the measured ones (caches, page faults, lazy initialisation).
  var warmup: Int
  /// Measured runs; at least 7.
  var runs: Int
}

/// Times `work` on the monotonic clock, then consumes its result.
@inline(__always)
func timed<T>(_ work: () -> T) -> Nanoseconds {
  let start = Nanoseconds.uptime()
  let result = work()
  let end = Nanoseconds.uptime()
  blackHole(result)
  return Nanoseconds(from: start, to: end)
}

/// The mean time of `repetitions` runs of `work` on `value`, each followed by `undo`, untimed:
/// for operations too short to time alone that must start from the same state every time.
@inline(__always)
func meanTime<Value, T>(
  repeating repetitions: Int, on value: inout Value, _ work: (inout Value) -> T,
  undo: (inout Value) -> Void
) -> Nanoseconds {
  var total = Nanoseconds.zero
  for _ in 0..<repetitions {
    total += timed { work(&value) }
    undo(&value)
  }
  return total / repetitions
}

/// The timings of one case and, if it has one, of its floor.
struct Measurement {
  var time: Statistics
  var floor: Statistics?
  /// Each run's time over the floor's time in the same round. Pairing runs that were made
  /// moments apart cancels most of the drift of a shared machine's load.
  var ratios: Statistics?
}

/// Runs a case and, when given, its floor, alternating one run of each so that both see the same
/// machine state; returns the statistics of the measured runs.
///
/// Each closure times its own hot part and returns that duration, so per-run setup (building a
/// fresh copy to mutate, say) stays out of the figure.
func measure(
  _ settings: RunSettings, floor: (() -> Nanoseconds)?, body: () -> Nanoseconds
) -> Measurement {
  var bodySamples: [Double] = []
  var floorSamples: [Double] = []
  var ratioSamples: [Double] = []
  for run in 0..<(settings.warmup + settings.runs) {
    let floorTime = floor?()
    let bodyTime = body()
    guard run >= settings.warmup else { continue }
    bodySamples.append(bodyTime.seconds)
    if let floorTime {
      floorSamples.append(floorTime.seconds)
      ratioSamples.append(bodyTime.seconds / floorTime.seconds)
    }
  }
  guard floor != nil else { return Measurement(time: Statistics(bodySamples)) }
  return Measurement(
    time: Statistics(bodySamples), floor: Statistics(floorSamples),
    ratios: Statistics(ratioSamples))
}
