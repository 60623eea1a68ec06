import TestSupport

/// The floor of the Benchmark workloads article: the least work any identity diff of `old` → `new` can do.
/// Hash every identity of `old` into a table, then look up every identity of `new`.
///
/// Kept as plain concrete loops, exactly as the spec writes it, one per element type.
@inline(never)
func floorLoop(old: [Item], new: [Item]) -> Int {
  var index = [Int: Int](minimumCapacity: old.count)
  for i in old.indices { index[old[i].id] = i }
  var acc = 0
  for e in new { if let i = index[e.id] { acc &+= i } }
  return acc
}

/// The floor over elements that are their own identity.
@inline(never)
func floorLoop(old: [Int], new: [Int]) -> Int {
  var index = [Int: Int](minimumCapacity: old.count)
  for i in old.indices { index[old[i]] = i }
  var acc = 0
  for e in new { if let i = index[e] { acc &+= i } }
  return acc
}

/// A floor closure for `measure`: times `floorLoop` over the given identities.
func floorTimer(old: [Item], new: [Item]) -> () -> Nanoseconds {
  { timed { floorLoop(old: old, new: new) } }
}

/// A floor closure for `measure` over elements that are their own identity.
func floorTimer(old: [Int], new: [Int]) -> () -> Nanoseconds {
  { timed { floorLoop(old: old, new: new) } }
}

/// A lookup floor: `lookups` queries of a dictionary from every identifier to its offset, built
/// beforehand. Lookups in a snapshot are compared with it rather than with the diff floor.
func lookupFloorTimer(identifiers: [Int], lookups: [Int]) -> () -> Nanoseconds {
  var index = [Int: Int](minimumCapacity: identifiers.count)
  for (offset, id) in identifiers.enumerated() { index[id] = offset }
  return {
    timed {
      var acc = 0
      for id in lookups { acc &+= index[id] ?? -1 }
      return acc
    }
  }
}

/// A build floor: inserts `identifiers` into a `[Int: Int]` whose capacity is reserved before
/// the clock starts, then looks up `lookups`. A snapshot build is held to it as well as to the
/// diff floor, whose figure includes allocating the dictionary.
func reservedDictionaryFloorTimer(identifiers: [Int], lookups: [Int]) -> () -> Nanoseconds {
  {
    var index = [Int: Int](minimumCapacity: identifiers.count)
    return timed {
      for (offset, id) in identifiers.enumerated() { index[id] = offset }
      var acc = 0
      for id in lookups { acc &+= index[id] ?? -1 }
      return acc
    }
  }
}
