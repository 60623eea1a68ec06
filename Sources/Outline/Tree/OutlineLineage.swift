/// Which storage a tree's storage was copied from, and the changes made to it since: what lets
/// a host that shows one value read, from a copy edited once, the one change between them
/// without diffing the rows.
///
/// A copy is made when a value whose storage is shared changes: an app's `@State` tree, say,
/// whose storage a view's data source shares. The copy remembers the stamp of the storage it
/// came from and how many changes that one had made, and keeps its own last change.
struct OutlineLineage<ID: Hashable> {
  /// This storage's identity; kept alive by every copy that names it as its origin, so that
  /// no other storage can take its place.
  let stamp = OutlineStamp()
  /// The storage this one was copied from, and its change count then.
  private(set) var origin: OutlineMark?
  /// How many changes were made to this storage.
  private(set) var changes = 0
  /// The last of them.
  private(set) var last: OutlineUpdate<ID>?

  init() {}

  /// The lineage of a copy of a storage with `other`'s.
  init(copying other: OutlineLineage) {
    origin = OutlineMark(stamp: other.stamp, changes: other.changes)
  }

  /// Notes a change made to the storage.
  mutating func record(_ update: OutlineUpdate<ID>) {
    changes += 1
    last = update
  }

  /// Where this storage stands now.
  var mark: OutlineMark { OutlineMark(stamp: stamp, changes: changes) }
}

/// The identity of one tree storage.
final class OutlineStamp {}

/// A point in a tree storage's history: which storage, after how many changes.
package struct OutlineMark {
  let stamp: OutlineStamp
  let changes: Int
}

/// What changed between the value a host shows and the value it is handed.
package enum OutlineLineageChange<ID: Hashable> {
  /// Nothing: the same value, or an unchanged copy.
  case none
  /// The one change that turns the value shown into the value handed.
  case one(OutlineUpdate<ID>)
  /// Something that the lineage does not tell: the rows have to be compared.
  case unknown
}

extension OutlineTree {
  /// Where this value stands in its storage's history: what a host remembers of the value it
  /// shows.
  ///
  /// - Complexity: O(1).
  package var mark: OutlineMark { _storage.lineage.mark }

  /// The change from the value at `shown` to this one: none for that value, one change for a
  /// copy of it changed once (or its storage changed once since), unknown otherwise.
  ///
  /// - Complexity: O(1).
  package func change(since shown: OutlineMark) -> OutlineLineageChange<ID> {
    let lineage = _storage.lineage
    let base: Int
    if lineage.stamp === shown.stamp {
      base = shown.changes
    } else if let origin = lineage.origin, origin.stamp === shown.stamp,
      origin.changes == shown.changes
    {
      base = 0
    } else {
      return .unknown
    }
    switch lineage.changes - base {
    case 0: return .none
    case 1: return lineage.last.map(OutlineLineageChange.one) ?? .unknown
    default: return .unknown
    }
  }

  /// Whether this is the value at `shown`, or an unchanged copy of it.
  ///
  /// - Complexity: O(1).
  package func isUnchanged(since shown: OutlineMark) -> Bool {
    if case .none = change(since: shown) { return true }
    return false
  }

  /// Whether this value and `other` share their storage: the same tree, or copies of it that
  /// neither changed since.
  ///
  /// - Complexity: O(1).
  package func sharesStorage(with other: OutlineTree) -> Bool { _storage === other._storage }
}
