/// What one case measured: its timings, its floor, and, for diffs, its move counts.
///
/// The cases build it with the memberwise initialiser; every part after `measured` is optional.
struct CaseResult: Encodable {
  var name: String
  var workload: String
  /// The timings of the case and, if it has one, of its floor, as `measure` returned them.
  var measured: Measurement
  /// What the floor loop ran over, e.g. `L(100000)`.
  var floorWorkload: String? = nil
  /// The largest ratio to the floor that the Benchmark workloads article allows, if it sets one.
  var target: Double? = nil
  var moves: Int? = nil
  var minimumMoves: Int? = nil
  /// For memory cases: resident bytes per item, and the most the spec allows.
  var bytesPerItem: Double? = nil
  var bytesPerItemTarget: Double? = nil
  var note: String? = nil

  var time: Statistics { measured.time }
  /// The floor measured in alternation with the case, if the case is diff-shaped.
  var floor: Statistics? { measured.floor }
  /// Per-round ratios of the case to its floor.
  var ratios: Statistics? { measured.ratios }

  /// The median of the per-round ratios to the floor.
  var ratio: Double? { ratios?.median }
  /// Minimum time over minimum floor: the least noisy estimate on a busy machine.
  var minRatio: Double? { floor.map { time.min / $0.min } }

  /// Whether the case meets its target, judged on the median ratio.
  var meetsTarget: Bool? {
    if let bytesPerItem, let bytesPerItemTarget { return bytesPerItem <= bytesPerItemTarget }
    guard let target, let ratio else { return nil }
    return ratio <= target
  }

  private enum CodingKeys: String, CodingKey {
    case name, workload, time, floor, ratios, floorWorkload, target, moves, minimumMoves, note
    case bytesPerItem, bytesPerItemTarget
    case ratio, minRatio, meetsTarget
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(workload, forKey: .workload)
    try container.encode(time, forKey: .time)
    try container.encodeIfPresent(floor, forKey: .floor)
    try container.encodeIfPresent(ratios, forKey: .ratios)
    try container.encodeIfPresent(floorWorkload, forKey: .floorWorkload)
    try container.encodeIfPresent(ratio, forKey: .ratio)
    try container.encodeIfPresent(minRatio, forKey: .minRatio)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encodeIfPresent(meetsTarget, forKey: .meetsTarget)
    try container.encodeIfPresent(moves, forKey: .moves)
    try container.encodeIfPresent(minimumMoves, forKey: .minimumMoves)
    try container.encodeIfPresent(bytesPerItem, forKey: .bytesPerItem)
    try container.encodeIfPresent(bytesPerItemTarget, forKey: .bytesPerItemTarget)
    try container.encodeIfPresent(note, forKey: .note)
  }
}
