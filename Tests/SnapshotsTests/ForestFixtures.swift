import Snapshots
import TestSupport

/// A section snapshot from a reference forest written out by hand.
func outline(_ roots: [ReferenceForest<Int>.Node], expanded: Set<Int> = []) -> SectionSnapshot<Int>
{
  SectionSnapshot(reference: ReferenceForest(roots: roots, expanded: expanded))
}

/// A node of a hand-written reference forest: `N(1, [N(2)])`.
typealias N = ReferenceForest<Int>.Node
