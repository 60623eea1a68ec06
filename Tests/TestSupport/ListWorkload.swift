/// An element of the performance workloads: identity `id`, content `version`.
public struct WorkloadItem<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The identity.
  public var id: ID
  /// The content; an update bumps it.
  public var version: Int

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(id: ID, version: Int) {
    self.id = id
    self.version = version
  }
}

/// The one-list workload L(*n*) of the Benchmark workloads article, drawn in exactly the documented order
/// so that tests see the same lists as the benchmarks.
public struct ListWorkload: Sendable {
  /// The list before: `Item(i, 0)` for `i` in `0 ..< n`.
  public var source: [WorkloadItem<Int>]
  /// The list after: a tenth deleted, a twentieth moved, a twentieth updated, a tenth new.
  public var target: [WorkloadItem<Int>]
  /// The ids deleted, moved and updated, in the order the workload drew them.
  public var deleted: [Int], moved: [Int], updated: [Int]
  /// The ids inserted: `n ..< n + n/10`.
  public var inserted: Range<Int>

  /// Builds L(*n*) from a fresh generator seeded with `seed`.
  ///
  /// - Complexity: O(*n*²) in the worst case, for the array inserts of steps 4 and 5; the
  ///   lists are short enough for tests.
  public init(count n: Int, seed: UInt64 = SeededGenerator.defaultSeed) {
    var random = SeededGenerator(seed: seed)
    source = (0..<n).map { WorkloadItem(id: $0, version: 0) }
    var perm = Array(0..<n)
    perm.fisherYatesShuffle(using: &random)
    deleted = Array(perm[0..<n / 10])
    moved = Array(perm[n / 10..<n / 10 + n / 20])
    updated = Array(perm[n / 10 + n / 20..<n / 10 + n / 10])
    inserted = n..<n + n / 10

    let removed = Set(deleted).union(moved)
    let bumped = Set(updated)
    var base = source.filter { !removed.contains($0.id) }
    for index in base.indices where bumped.contains(base[index].id) { base[index].version = 1 }
    for id in moved {
      base.insert(WorkloadItem(id: id, version: 0), at: random.below(base.count + 1))
    }
    for id in inserted {
      base.insert(WorkloadItem(id: id, version: 0), at: random.below(base.count + 1))
    }
    target = base
  }

  /// The two lists with every id wrapped in a `CountingHashable` reporting to `counter`.
  ///
  /// - Complexity: O(*n*).
  public func counting(
    with counter: HashCounter
  ) -> (
    source: [WorkloadItem<CountingHashable<Int>>], target: [WorkloadItem<CountingHashable<Int>>]
  ) {
    func wrap(_ item: WorkloadItem<Int>) -> WorkloadItem<CountingHashable<Int>> {
      WorkloadItem(id: CountingHashable(item.id, counter: counter), version: item.version)
    }
    return (source.map(wrap), target.map(wrap))
  }
}
