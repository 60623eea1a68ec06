/// An outline: an ordered forest of unique items, each expanded or collapsed.
///
/// `SectionSnapshot` is this package's counterpart of UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, with the same member names and meaning, as a plain
/// value that builds and runs anywhere Swift does. It holds the content of one section of an
/// outline: which items there are, which item is the parent of which, and which items are
/// expanded.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["🍎", "🍐"], to: "Fruit")
/// outline.append(["🥕"], to: "Vegetables")
/// outline.expand(["Fruit"])
/// outline.items         // ["Fruit", "🍎", "🍐", "Vegetables", "🥕"]
/// outline.visibleItems  // ["Fruit", "🍎", "🍐", "Vegetables"]
/// ```
///
/// - `items` lists every item depth-first (each parent before its children), hidden ones
///   included; `index(of:)` is an offset into it.
/// - An item is *visible* when all its ancestors are expanded; roots always are. "Visible" says
///   nothing about what is on screen.
/// - New items start collapsed. Any item may be expanded, leaves included; an expanded leaf shows
///   the children it gets later.
/// - Identifiers are unique in the whole forest. Adding one that is already present traps, as do
///   other caller errors; each trap names the operation and every offending identifier. To build
///   an outline from untrusted data without trapping, use
///   ``init(validatingRoots:children:)``, or ``resolvingRepeats(roots:children:)`` to keep
///   the first occurrence of each identifier.
/// - A question about one identifier that is not there (its level, parent, children, expansion or
///   visibility) stops the program with a message naming the operation and the identifier;
///   `contains(_:)` and `index(of:)` accept any identifier and answer `false` or `nil`; expanding
///   and collapsing ignore identifiers that are not there; a structural change that names one
///   (deleting it, inserting under or next to it, moving it or to it, replacing its children)
///   stops the program. `OutlineTree` (module `Outline`) follows the same rule.
/// - A section snapshot holds at most 2³¹ − 1 items (its links are 32-bit slot numbers);
///   adding more traps.
///
/// Copies share storage until one of them changes (copy-on-write). Lookups by identifier hash
/// once: `contains`, `isExpanded`, `isVisible`, `level(of:)` and `parent(of:)` are expected O(1).
/// Expanding or collapsing an item costs the rows it shows or hides. Structural changes cost the
/// items they add or remove; the depth-first order behind `items` and `index(of:)` is rebuilt
/// lazily, once, on the first such read after a structural change. These expected costs assume
/// identifiers that hash well; with identifiers whose hashes all collide, each lookup is linear
/// in their number and building *n* of them takes O(*n*²).
public struct SectionSnapshot<ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Storage = SectionSnapshotStorage<ItemIdentifierType>
  @usableFromInline internal typealias Node = SectionSnapshotNode<ItemIdentifierType>

  /// The shared storage; copied before a mutation when another value shares it.
  @usableFromInline internal var _storage: Storage

  /// Creates an empty section snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _storage = Storage()
  }

  /// Creates a copy of another section snapshot.
  ///
  /// The copy shares storage with `snapshot` until either changes.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(_ snapshot: SectionSnapshot) {
    _storage = snapshot._storage
  }

  /// Wraps storage that the caller built and owns.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal init(_storage: Storage) {
    self._storage = _storage
  }

  /// Makes the storage unique, copying it if another value shares it.
  ///
  /// - Complexity: O(1) if unique, else O(*s*) for *s* slots.
  @inlinable
  internal mutating func _makeUnique() {
    if !isKnownUniquelyReferenced(&_storage) {
      _storage = Storage(copying: _storage)
    }
  }

  /// The slot of `item`, trapping with `operation`'s name if it is absent.
  ///
  /// - Complexity: Expected O(1), if the identifier hashes well.
  @inlinable
  internal func _slot(of item: ItemIdentifierType, for operation: StaticString) -> Int32 {
    guard let slot = _storage.slots[item] else {
      SectionSnapshotTrap.missingItem(operation, item)
    }
    return slot
  }
}

/// A section snapshot can cross concurrency domains when its identifiers can.
///
/// Its storage is shared between copies but only ever mutated through a uniquely referenced
/// instance; the lazily built order cache is guarded by a lock (see `SectionSnapshotStorage`).
extension SectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
