/// The sectioned workload S(*s* × *p*) of the Benchmark workloads article, drawn in the documented order
/// (the benchmarks use *s* = 100, *p* = 1000; tests use smaller sizes).
///
/// Only identities matter here; the "updated" sections and items are drawn (to keep the draw
/// order) but carry no content.
public struct SectionedWorkload: Sendable {
  /// The sections before, each with its items: section `k` holds `k·p ..< (k+1)·p`.
  public var old: [(section: Int, items: [Int])]
  /// The sections after.
  public var new: [(section: Int, items: [Int])]

  /// Builds S(`sections` × `perSection`), with or without section churn.
  ///
  /// - Complexity: O(*n*²) at worst for *n* items (array inserts); for tests.
  public init(
    sections: Int, perSection: Int, churn: Bool, seed: UInt64 = SeededGenerator.defaultSeed
  ) {
    var random = SeededGenerator(seed: seed)
    old = (0..<sections).map { k in (k, Array(k * perSection..<(k + 1) * perSection)) }

    var order = Array(0..<sections)
    var deleted = Set<Int>()
    if churn {
      var sperm = Array(0..<sections)
      sperm.fisherYatesShuffle(using: &random)
      deleted = Set(sperm[0..<sections / 10])
      let moved = Array(sperm[sections / 10..<sections / 10 + sections / 20])
      let movedSet = Set(moved)
      order = order.filter { !deleted.contains($0) && !movedSet.contains($0) }
      for section in moved { order.insert(section, at: random.below(order.count + 1)) }
      for k in 0..<sections / 10 { order.insert(sections + k, at: random.below(order.count + 1)) }
    }

    let surviving = old.filter { !deleted.contains($0.section) }.flatMap { $0.items }
    var iperm = Array(0..<surviving.count)
    iperm.fisherYatesShuffle(using: &random)
    let u = surviving.count
    let deletedItems = Set(iperm[0..<u / 10].map { surviving[$0] })
    let movedItems = iperm[u / 10..<u / 10 + u / 20].map { surviving[$0] }
    let movedSet = Set(movedItems)

    var items: [Int: [Int]] = [:]
    for (section, sectionItems) in old where !deleted.contains(section) {
      items[section] = sectionItems.filter { !deletedItems.contains($0) && !movedSet.contains($0) }
    }
    func place(_ item: Int) {
      let section = order[random.below(order.count)]
      var list = items[section, default: []]
      list.insert(item, at: random.below(list.count + 1))
      items[section] = list
    }
    for item in movedItems { place(item) }
    for k in 0..<u / 10 { place(100_000 + k) }
    new = order.map { ($0, items[$0, default: []]) }
  }
}
