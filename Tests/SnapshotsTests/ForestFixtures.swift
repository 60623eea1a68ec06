import Snapshots
import TestSupport

/// A section snapshot from a reference forest written out by hand.
func outline(_ roots: [ReferenceForest<Int>.Node], expanded: Set<Int> = []) -> SectionSnapshot<Int>
{
  SectionSnapshot(reference: ReferenceForest(roots: roots, expanded: expanded))
}

/// A node of a hand-written reference forest: `N(1, [N(2)])`.
typealias N = ReferenceForest<Int>.Node

/// A section snapshot built call by call: the roots, then each parent's children in the order
/// given (a parent before its children), then the expanded items, if any.
func outline<Item: Hashable>(
  _ roots: [Item], children: KeyValuePairs<Item, [Item]> = [:], expanded: [Item] = []
) -> SectionSnapshot<Item> {
  var outline = SectionSnapshot<Item>()
  outline.append(roots)
  for (parent, items) in children { outline.append(items, to: parent) }
  if !expanded.isEmpty { outline.expand(expanded) }
  return outline
}

extension ForestWorkload {
  /// Draws `count` random operations and applies each that `skip` does not refuse to both the
  /// reference and the snapshot.
  mutating func play(
    _ count: Int, on reference: inout ReferenceForest<Int>,
    and snapshot: inout SectionSnapshot<Int>,
    skipping skip: (ForestOperation) -> Bool = { _ in false }
  ) {
    for _ in 0..<count {
      let operation = next(for: reference)
      if skip(operation) { continue }
      operation.apply(to: &reference)
      operation.apply(to: &snapshot)
    }
  }
}

extension ForestWorkload {
  /// A reference and a snapshot grown from empty by `count` random operations, as `play`
  /// applies them.
  mutating func grow(
    _ count: Int, skipping skip: (ForestOperation) -> Bool = { _ in false }
  ) -> (ReferenceForest<Int>, SectionSnapshot<Int>) {
    var reference = ReferenceForest<Int>()
    var snapshot = SectionSnapshot<Int>()
    play(count, on: &reference, and: &snapshot, skipping: skip)
    return (reference, snapshot)
  }
}
