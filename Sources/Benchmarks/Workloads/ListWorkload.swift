/// L(n): one list of `n` items and its edited copy, built exactly as the Benchmark workloads article says.
///
/// A tenth of the items are deleted, a twentieth move, a twentieth get a new version, and a
/// tenth are new; moved and new items land at uniformly drawn offsets.
struct ListWorkload {
  let n: Int
  let old: [Item]
  let new: [Item]

  init(n: Int) {
    self.n = n
    var random = LCG()
    // 1. The source list and one permutation that picks every role.
    let source = (0..<n).map { Item($0, 0) }
    let perm = random.permutation(of: n)
    // 2. Roles, as consecutive slices of the permutation.
    let deleteEnd = n / 10
    let moveEnd = deleteEnd + n / 20
    let updateEnd = moveEnd + n / 20
    var role = [UInt8](repeating: 0, count: n)  // 0 kept, 1 deleted, 2 moved, 3 updated
    for id in perm[0..<deleteEnd] { role[id] = 1 }
    for id in perm[deleteEnd..<moveEnd] { role[id] = 2 }
    for id in perm[moveEnd..<updateEnd] { role[id] = 3 }
    // 3. What stays, in source order; updated items carry version 1.
    var base: [Item] = []
    base.reserveCapacity(n + n / 10)
    for item in source where role[item.id] == 0 || role[item.id] == 3 {
      base.append(Item(item.id, role[item.id] == 3 ? 1 : 0))
    }
    // 4. Moved items, in permutation order, at drawn offsets.
    for id in perm[deleteEnd..<moveEnd] {
      base.insert(Item(id, 0), at: random.below(base.count + 1))
    }
    // 5. New items.
    for k in 0..<(n / 10) {
      base.insert(Item(n + k, 0), at: random.below(base.count + 1))
    }
    old = source
    new = base
  }

  var oldIDs: [Int] { old.map(\.id) }
  var newIDs: [Int] { new.map(\.id) }

  var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.combine(old)
    fingerprint.combine(new)
    return fingerprint
  }
}
