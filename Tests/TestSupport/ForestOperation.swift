import Snapshots

/// One step of a random outline workload, applied alike to a `SectionSnapshot` and to a
/// `ReferenceForest`.
public enum ForestOperation: CustomStringConvertible {
  case append([Int], to: Int?)
  case insertBefore([Int], Int)
  case insertAfter([Int], Int)
  case insertForestBefore(ReferenceForest<Int>, Int)
  case insertForestAfter(ReferenceForest<Int>, Int)
  case delete([Int])
  case deleteAll
  case replaceChildren(Int, ReferenceForest<Int>)
  case expand([Int])
  case collapse([Int])
  case subtree(Int, includingParent: Bool)
  case copyExpansionState(from: ReferenceForest<Int>)

  public var description: String {
    switch self {
    case .append(let items, let parent): "append(\(items), to: \(String(describing: parent)))"
    case .insertBefore(let items, let item): "insert(\(items), before: \(item))"
    case .insertAfter(let items, let item): "insert(\(items), after: \(item))"
    case .insertForestBefore(let forest, let item): "insert(\(forest.items), before: \(item))"
    case .insertForestAfter(let forest, let item): "insert(\(forest.items), after: \(item))"
    case .delete(let items): "delete(\(items))"
    case .deleteAll: "deleteAll()"
    case .replaceChildren(let parent, let forest): "replace(childrenOf: \(parent), \(forest.items))"
    case .expand(let items): "expand(\(items))"
    case .collapse(let items): "collapse(\(items))"
    case .subtree(let item, let including): "snapshot(of: \(item), includingParent: \(including))"
    case .copyExpansionState(let other): "copyExpansionState(from: \(other.expandedItems))"
    }
  }

  /// Applies the step to a section snapshot through its public API.
  public func apply(to snapshot: inout SectionSnapshot<Int>) {
    switch self {
    case .append(let items, let parent): snapshot.append(items, to: parent)
    case .insertBefore(let items, let item): snapshot.insert(items, before: item)
    case .insertAfter(let items, let item): snapshot.insert(items, after: item)
    case .insertForestBefore(let forest, let item):
      snapshot.insert(SectionSnapshot(reference: forest), before: item)
    case .insertForestAfter(let forest, let item):
      snapshot.insert(SectionSnapshot(reference: forest), after: item)
    case .delete(let items): snapshot.delete(items)
    case .deleteAll: snapshot.deleteAll()
    case .replaceChildren(let parent, let forest):
      snapshot.replace(childrenOf: parent, using: SectionSnapshot(reference: forest))
    case .expand(let items): snapshot.expand(items)
    case .collapse(let items): snapshot.collapse(items)
    case .subtree(let item, let including):
      snapshot = snapshot.snapshot(of: item, includingParent: including)
    case .copyExpansionState(let other):
      snapshot.copyExpansionState(from: SectionSnapshot(reference: other))
    }
  }

  /// Applies the step to the reference model.
  public func apply(to reference: inout ReferenceForest<Int>) {
    switch self {
    case .append(let items, let parent): reference.append(items, to: parent)
    case .insertBefore(let items, let item): reference.insert(items, before: item)
    case .insertAfter(let items, let item): reference.insert(items, after: item)
    case .insertForestBefore(let forest, let item): reference.insert(forest, before: item)
    case .insertForestAfter(let forest, let item): reference.insert(forest, after: item)
    case .delete(let items): reference.delete(items)
    case .deleteAll: reference = ReferenceForest()
    case .replaceChildren(let parent, let forest):
      reference.replace(childrenOf: parent, using: forest)
    case .expand(let items): reference.expand(items)
    case .collapse(let items): reference.collapse(items)
    case .subtree(let item, let including):
      reference = reference.subforest(of: item, includingParent: including)
    case .copyExpansionState(let other):
      let theirs = Set(other.items)
      for item in reference.items where theirs.contains(item) {
        if other.expanded.contains(item) {
          reference.expanded.insert(item)
        } else {
          reference.expanded.remove(item)
        }
      }
    }
  }
}

/// Draws valid random steps for a forest of `Int` items.
public struct ForestWorkload {
  public var random: SeededGenerator
  /// The next never-used identifier.
  public var fresh = 0
  /// Identifiers that were removed and may come back.
  public var removed: [Int] = []

  public init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// An identifier not in `reference`: sometimes a removed one, usually a fresh one.
  public mutating func newItem(
    avoiding reference: ReferenceForest<Int>, _ taken: inout Set<Int>
  )
    -> Int
  {
    if !removed.isEmpty, random.chance(1, in: 3) {
      let index = random.below(removed.count)
      let item = removed[index]
      if !reference.contains(item), !taken.contains(item) {
        removed.remove(at: index)
        taken.insert(item)
        return item
      }
    }
    fresh += 1
    taken.insert(fresh)
    return fresh
  }

  /// A random forest of up to `size` nodes made of `items`, with some items expanded.
  public mutating func forest(of items: [Int]) -> ReferenceForest<Int> {
    var forest = ReferenceForest<Int>()
    var placed: [Int] = []
    for item in items {
      let parent =
        placed.isEmpty || random.chance(1, in: 3) ? nil : placed[random.below(placed.count)]
      forest.append([item], to: parent)
      placed.append(item)
      if random.chance(1, in: 2) { forest.expanded.insert(item) }
    }
    return forest
  }

  /// A valid random step for `reference`.
  public mutating func next(for reference: ReferenceForest<Int>) -> ForestOperation {
    let present = reference.items
    var taken = Set<Int>()
    func newItems(_ count: Int) -> [Int] {
      (0..<count).map { _ in newItem(avoiding: reference, &taken) }
    }
    func anyPresent() -> Int { present[random.below(present.count)] }
    func someItems() -> [Int] {
      (0...random.below(3)).map { _ in
        random.chance(1, in: 4) || present.isEmpty ? fresh + 1 + random.below(5) : anyPresent()
      }
    }
    if present.isEmpty {
      return .append(newItems(1 + random.below(4)), to: nil)
    }
    switch random.below(100) {
    case 0..<20:
      let parent = random.chance(1, in: 4) ? nil : anyPresent()
      return .append(newItems(1 + random.below(4)), to: parent)
    case 20..<28: return .insertBefore(newItems(1 + random.below(3)), anyPresent())
    case 28..<36: return .insertAfter(newItems(1 + random.below(3)), anyPresent())
    case 36..<42:
      return .insertForestBefore(forest(of: newItems(1 + random.below(6))), anyPresent())
    case 42..<48: return .insertForestAfter(forest(of: newItems(1 + random.below(6))), anyPresent())
    case 48..<58:
      let victims = (0...random.below(3)).map { _ in anyPresent() }
      for victim in victims where reference.contains(victim) {
        removed += reference.subtreeItems(victim)
      }
      return .delete(victims)
    case 58..<66:
      let parent = anyPresent()
      let descendants = Array(reference.subtreeItems(parent).dropFirst())
      let kept = descendants.filter { _ in random.chance(1, in: 2) }
      removed += descendants.filter { !kept.contains($0) }
      var items = kept + newItems(random.below(4))
      items.shuffle(using: &random)
      return .replaceChildren(parent, forest(of: items))
    case 66..<82: return .expand(someItems())
    case 82..<93: return .collapse(someItems())
    case 93..<97:
      // Another outline sharing some items, in any shape, with its own flags.
      var shared = present.filter { _ in random.chance(1, in: 2) }
      shared += (0..<random.below(3)).map { _ in fresh + 1 + random.below(5) }
      return .copyExpansionState(from: forest(of: Array(Set(shared)).sorted()))
    case 97..<99:
      let item = anyPresent()
      let including = random.chance(1, in: 2)
      let kept = Set(reference.subforest(of: item, includingParent: including).items)
      removed += present.filter { !kept.contains($0) }
      return .subtree(item, includingParent: including)
    default:
      removed += present
      return .deleteAll
    }
  }
}

extension SectionSnapshot where ItemIdentifierType == Int {
  /// Builds a section snapshot equal to `reference` through appends and expands.
  public init(reference: ReferenceForest<Int>) {
    self.init()
    func add(_ nodes: [ReferenceForest<Int>.Node], to parent: Int?) {
      append(nodes.map(\.item), to: parent)
      for node in nodes where !node.children.isEmpty { add(node.children, to: node.item) }
    }
    add(reference.roots, to: nil)
    expand(reference.expandedItems)
  }
}
