/// Median, minimum and maximum of a set of timed runs, in seconds.
struct Statistics: Encodable {
  var median: Double
  var min: Double
  var max: Double
  var runs: Int

  init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "Statistics: no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median =
      sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
    runs = sorted.count
  }
}
