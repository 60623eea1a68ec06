/// The children a view shows under one parent, as a plan changes them, with the index the
/// view shows each at, in O(log *s*) for *s* children.
///
/// Before the plan places the parent's wanted children, every row the view shows there
/// *waits* at its old place. Placing keeps the longest run of rows whose old order is their
/// new order (the *stays*) and puts every other wanted row right after the one that comes
/// before it; so each placed row follows its *anchor*, the last stay before it, with no
/// waiting row in between. A waiting row is then before a fixed row (a stay or a placed one)
/// exactly when it is before its anchor, and two running sums (Fenwick trees), one over the
/// old offsets of the waiting rows and one over the new indexes of the fixed ones, give every
/// index.
struct PlannedSiblings<Row: Hashable> {
  /// Each row's offset among the children before the change.
  let offsets: [Row: Int]
  /// Whether each old row still waits.
  private var waits: [Bool]
  private var waiting: RunningCounts
  /// The fixed rows, by new index; empty until the parent is placed.
  private var fixed = RunningCounts(count: 0, filled: false)
  /// The stays' old offsets and new indexes, both increasing.
  private var stayOffsets: [Int] = []
  private var stayIndexes: [Int] = []
  /// How many rows still wait.
  private(set) var waitingCount: Int

  /// - Complexity: O(*s*) expected for *s* rows.
  init(_ rows: [Row]) {
    var offsets: [Row: Int] = [:]
    offsets.reserveCapacity(rows.count)
    for (offset, row) in rows.enumerated() { offsets[row] = offset }
    self.offsets = offsets
    waits = Array(repeating: true, count: rows.count)
    waiting = RunningCounts(count: rows.count, filled: true)
    waitingCount = rows.count
  }

  /// Whether the old row at `offset` still waits.
  func isWaiting(_ offset: Int) -> Bool { waits[offset] }

  /// The offset of `row` if it waits.
  func waitingOffset(of row: Row) -> Int? {
    guard let offset = offsets[row], waits[offset] else { return nil }
    return offset
  }

  /// The index the view shows a waiting row at now: the waiting rows before it, and the fixed
  /// rows whose anchor is before it (those before the first stay after it).
  func index(ofWaiting offset: Int) -> Int {
    let stayAfter = firstIndex(in: stayOffsets, above: offset)
    let fixedBefore = stayAfter < stayIndexes.count ? stayIndexes[stayAfter] : fixed.count
    return waiting.prefix(offset) + fixed.prefix(fixedBefore)
  }

  /// The index the view shows the fixed row of new index `index` at now: the fixed rows
  /// before it, and the waiting rows before its anchor.
  func index(ofFixed index: Int) -> Int {
    let anchors = firstIndex(in: stayIndexes, above: index)
    let waitingBefore = anchors == 0 ? 0 : waiting.prefix(stayOffsets[anchors - 1])
    return fixed.prefix(index) + waitingBefore
  }

  /// Takes a waiting row out of the waiting ones: moved away, placed here, or removed.
  mutating func take(_ offset: Int) {
    waits[offset] = false
    waitingCount -= 1
    waiting.add(-1, at: offset)
  }

  /// Starts placing `wanted`: the stays are the longest run of own waiting rows already in
  /// their new order, which stay where they are and become fixed.
  ///
  /// - Complexity: O(*s* log *s*).
  mutating func fixStays(_ wanted: [Row: Int], count: Int) -> Set<Int> {
    var own: [(offset: Int, index: Int)] = []
    for (row, index) in wanted {
      if let offset = waitingOffset(of: row) { own.append((offset, index)) }
    }
    own.sort { $0.offset < $1.offset }
    let stays = longestIncreasingRun(own.map(\.index))
    fixed = RunningCounts(count: count, filled: false)
    for position in stays {
      stayOffsets.append(own[position].offset)
      stayIndexes.append(own[position].index)
      take(own[position].offset)
      fixed.add(1, at: own[position].index)
    }
    return Set(stayIndexes)
  }

  /// Marks the row of new index `index` fixed, once placed.
  mutating func fix(_ index: Int) { fixed.add(1, at: index) }

  /// The first position in increasing `values` whose value is above `bound`.
  private func firstIndex(in values: [Int], above bound: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The positions of a longest strictly increasing subsequence of `values`, in order.
///
/// - Complexity: O(*s* log *s*).
func longestIncreasingRun(_ values: [Int]) -> [Int] {
  var tails: [Int] = []  // positions of the smallest tail of each length
  var previous = Array(repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var run: [Int] = []
  var position = tails.last ?? -1
  while position >= 0 {
    run.append(position)
    position = previous[position]
  }
  return run.reversed()
}

/// Counts of 0 or 1 at positions `0..<count`, with the sum before any position, as a Fenwick
/// tree: O(log *count*) per change or sum.
struct RunningCounts {
  /// One-based: `sums[i]` sums the positions `i - (i & -i) ..< i`.
  private var sums: [Int]
  let count: Int

  init(count: Int, filled: Bool) {
    self.count = count
    sums = Array(repeating: filled ? 1 : 0, count: count + 1)
    sums[0] = 0
    guard filled else { return }
    for index in sums.indices.dropFirst() {
      let up = index + (index & -index)
      if up < sums.count { sums[up] += sums[index] }
    }
  }

  /// The sum of the positions before `position`.
  func prefix(_ position: Int) -> Int {
    var total = 0
    var index = position
    while index > 0 {
      total += sums[index]
      index -= index & -index
    }
    return total
  }

  mutating func add(_ delta: Int, at position: Int) {
    var index = position + 1
    while index < sums.count {
      sums[index] += delta
      index += index & -index
    }
  }
}
