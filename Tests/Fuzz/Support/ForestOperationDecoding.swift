/// Decodes `ForestOperation`s from fuzz bytes, only ever valid ones for the reference forest:
/// new identifiers are not in the forest yet, deletes name present items, replacement children
/// are new or come from below the parent, destinations exist.
public enum ForestOperationDecoding {
  /// Item identifiers are drawn from `0..<itemRange`.
  public static let itemRange = 48

  /// The next valid operation for `reference`, or `nil` when the drawn kind has no valid
  /// arguments here.
  public static func next(
    _ input: inout FuzzInput, for reference: ReferenceForest<Int>
  ) -> ForestOperation? {
    let present = reference.items
    let presentSet = Set(present)
    var taken = Set<Int>()
    func newItems(_ limit: Int) -> [Int] {
      var items: [Int] = []
      for _ in 0..<input.below(limit + 1) {
        let item = input.below(itemRange)
        if !presentSet.contains(item) && taken.insert(item).inserted { items.append(item) }
      }
      return items
    }
    func anyPresent() -> Int { input.pick(present) }
    func anyItems() -> [Int] { input.numbers(upTo: 3, below: itemRange) }
    if present.isEmpty {
      return .append(newItems(4), to: nil)
    }
    switch input.below(16) {
    case 0, 1, 2:
      let parent = input.below(4) == 0 ? nil : anyPresent()
      return .append(newItems(4), to: parent)
    case 3: return .insertBefore(newItems(3), anyPresent())
    case 4: return .insertAfter(newItems(3), anyPresent())
    case 5: return .insertForestBefore(forest(&input, of: newItems(6)), anyPresent())
    case 6: return .insertForestAfter(forest(&input, of: newItems(6)), anyPresent())
    case 7, 8: return .delete((0...input.below(3)).map { _ in anyPresent() })
    case 9:
      let parent = anyPresent()
      let descendants = reference.subtreeItems(parent).dropFirst()
      var items = descendants.filter { _ in input.flag() }
      taken.formUnion(items)
      items += newItems(3)
      // A shuffle driven by the input: each item swaps with an earlier one.
      for index in items.indices.dropFirst() {
        items.swapAt(index, input.below(index + 1))
      }
      return .replaceChildren(parent, forest(&input, of: items))
    case 10, 11: return .expand(anyItems())
    case 12: return .collapse(anyItems())
    case 13:
      var shared = present.filter { _ in input.flag() }
      shared += anyItems().filter { !presentSet.contains($0) }
      return .copyExpansionState(from: forest(&input, of: Array(Set(shared)).sorted()))
    case 14: return .subtree(anyPresent(), includingParent: input.flag())
    default:
      return input.flag() ? .deleteAll : nil
    }
  }

  /// A forest of `items` (distinct), shaped and expanded as the input says.
  public static func forest(_ input: inout FuzzInput, of items: [Int]) -> ReferenceForest<Int> {
    var forest = ReferenceForest<Int>()
    var placed: [Int] = []
    for item in items {
      let choice = input.byte()
      let parent = placed.isEmpty || choice & 3 == 0 ? nil : placed[Int(choice >> 2) % placed.count]
      forest.append([item], to: parent)
      placed.append(item)
      if input.flag() { forest.expanded.insert(item) }
    }
    return forest
  }
}
