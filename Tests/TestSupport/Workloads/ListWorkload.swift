/// L(*n*): one list of *n* items and its edited copy, drawn exactly as the Benchmark workloads
/// article says, so that the tests and the benchmarks see the same lists.
///
/// A tenth of the items are deleted, a twentieth move, a twentieth get a new version, and a
/// tenth are new; moved and new items land at uniformly drawn offsets.
public struct ListWorkload: Sendable {
  /// The size, *n*.
  public let n: Int
  /// The list before: `WorkloadItem(id: i, version: 0)` for `i` in `0 ..< n`.
  public let old: [WorkloadItem<Int>]
  /// The list after.
  public let new: [WorkloadItem<Int>]
  /// The ids deleted, moved and updated, in the order the workload drew them.
  public let deleted: [Int], moved: [Int], updated: [Int]
  /// The ids inserted: `n ..< n + n/10`.
  public var inserted: Range<Int> { n..<n + n / 10 }

  /// Builds L(*n*) from a fresh generator seeded with `seed`.
  ///
  /// - Complexity: O(*n*²) in the worst case, for the array inserts of steps 4 and 5.
  public init(n: Int, seed: UInt64 = SeededGenerator.defaultSeed) {
    self.n = n
    var random = SeededGenerator(seed: seed)
    // 1. The source list and one permutation that picks every role.
    let source = (0..<n).map { WorkloadItem(id: $0, version: 0) }
    let perm = random.permutation(of: n)
    // 2. Roles, as consecutive slices of the permutation.
    let deleteEnd = n / 10
    let moveEnd = deleteEnd + n / 20
    let updateEnd = moveEnd + n / 20
    deleted = Array(perm[0..<deleteEnd])
    moved = Array(perm[deleteEnd..<moveEnd])
    updated = Array(perm[moveEnd..<updateEnd])
    var role = [UInt8](repeating: 0, count: n)  // 0 kept, 1 deleted, 2 moved, 3 updated
    for id in deleted { role[id] = 1 }
    for id in moved { role[id] = 2 }
    for id in updated { role[id] = 3 }
    // 3. What stays, in source order; updated items carry version 1.
    var base: [WorkloadItem<Int>] = []
    base.reserveCapacity(n + n / 10)
    for item in source where role[item.id] == 0 || role[item.id] == 3 {
      base.append(WorkloadItem(id: item.id, version: role[item.id] == 3 ? 1 : 0))
    }
    // 4. Moved items, in permutation order, at drawn offsets.
    for id in moved {
      base.insert(WorkloadItem(id: id, version: 0), at: random.below(base.count + 1))
    }
    // 5. New items.
    for k in 0..<(n / 10) {
      base.insert(WorkloadItem(id: n + k, version: 0), at: random.below(base.count + 1))
    }
    old = source
    new = base
  }

  /// The identities before.
  public var oldIDs: [Int] { old.map(\.id) }
  /// The identities after.
  public var newIDs: [Int] { new.map(\.id) }

  /// The fingerprint the benchmarks print for L(*n*).
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.combine(old)
    fingerprint.combine(new)
    return fingerprint
  }

  /// The two lists with every id wrapped in a `CountingHashable` reporting to `counter`.
  ///
  /// - Complexity: O(*n*).
  public func counting(
    with counter: HashCounter
  ) -> (old: [WorkloadItem<CountingHashable<Int>>], new: [WorkloadItem<CountingHashable<Int>>]) {
    func wrap(_ item: WorkloadItem<Int>) -> WorkloadItem<CountingHashable<Int>> {
      WorkloadItem(id: CountingHashable(item.id, counter: counter), version: item.version)
    }
    return (old.map(wrap), new.map(wrap))
  }
}
