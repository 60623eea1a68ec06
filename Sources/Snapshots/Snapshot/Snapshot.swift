/// The state of a list at one moment: ordered sections of ordered items, named by identifiers.
///
/// `Snapshot` is the portable counterpart of `NSDiffableDataSourceSnapshot`, with the same
/// members and meaning. Build the list as it should look now, then hand it to a
/// ``Changeset`` (or a data source) to learn what changed.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["Favorites", "All"])
/// snapshot.appendItems([1, 2], toSection: "Favorites")
/// snapshot.appendItems([3, 4, 5])            // to the last section
/// snapshot.indexOfItem(3)                    // 2
/// ```
///
/// Item identifiers are unique across the whole snapshot, section identifiers among the
/// sections; the two are separate namespaces. Appending or inserting an item that is already
/// present moves it. Caller errors (a missing section, a repeated identifier in one call) stop
/// the program with a message that names the operation and the identifiers; use
/// ``init(validating:)`` for data you do not control, or ``resolvingRepeats(in:)`` to keep
/// the first occurrence of each identifier and drop the rest.
///
/// A snapshot holds at most ``maximumSectionCount`` (2²⁰) sections and
/// ``maximumItemsPerSection`` (2²⁸) items in each; the total number of items is bounded only
/// by memory. The mutating API traps past a limit; the validating builders throw.
///
/// Lookups and mutations by identifier hash it: the expected costs in each `- Complexity:`
/// line assume identifiers that hash well. An identifier type whose hashes collide (a
/// constant `hash(into:)`, say) makes each lookup linear in the number of colliding
/// identifiers, so building or validating *n* of them takes O(*n*²).
///
/// `Snapshot` is a value type with copy-on-write storage: copies are O(1), and a copy that is
/// mutated shares with the original every chunk of items and every page of its item table
/// that its edits do not touch. A copy that is mutated also remembers which items its edits
/// touched, so that a ``Changeset`` from the snapshot it was copied from (an apply of a
/// snapshot taken from a data source and edited) costs what changed rather than what the
/// snapshot holds.
public struct Snapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Storage = SnapshotStorage<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal var _storage: Storage
  @usableFromInline internal var _marks: SnapshotMarks<SectionIdentifierType, ItemIdentifierType>
  /// How this snapshot was made from the storage it was copied from, while that can be told
  /// in fewer steps than a diff; `nil` for a snapshot built in place.
  @usableFromInline internal var _record: SnapshotRecord<SectionIdentifierType, ItemIdentifierType>?

  /// Creates an empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _storage = Storage()
    _marks = SnapshotMarks()
    _record = nil
  }

  /// The sections in order, each with its identifier and its items: what the editing, view and
  /// update-policy code in other folders reads, rather than the storage itself (the changeset
  /// reads a `SnapshotReader`).
  ///
  /// - Complexity: O(1).
  @inlinable
  internal var _sectionEntries: ContiguousArray<Storage.Entry> { _storage.sections }

  /// Makes the storage unique before a mutation. Storage mutated in place gets a new
  /// generation, so that records taken from it no longer lead from it; a copy of shared
  /// storage starts a record, unless this snapshot keeps one already.
  @inlinable
  internal mutating func _makeUnique() {
    if isKnownUniquelyReferenced(&_storage) {
      _storage.generation &+= 1
    } else {
      if _record == nil { _record = SnapshotRecord(base: _storage) }
      _storage = Storage(copying: _storage)
    }
  }
}

extension Snapshot: @unchecked Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
// The storage class is only mutated through `_makeUnique()`, that is, when this value holds the
// only reference; shared storage is never written, so sharing it across threads is safe.

extension Snapshot: Equatable {
  /// Whether two snapshots have the same sections in the same order, each with the same items
  /// in the same order. Reload and reconfigure marks are not compared.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items in *s* sections; O(1) when both share storage.
  @inlinable
  public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    if lhs._storage === rhs._storage { return true }
    let left = lhs._storage.sections
    let right = rhs._storage.sections
    guard left.count == right.count, lhs._storage.itemCount == rhs._storage.itemCount else {
      return false
    }
    for (a, b) in zip(left, right) where a.identifier != b.identifier || a.items != b.items {
      return false
    }
    return true
  }
}

extension Snapshot: CustomStringConvertible {
  /// The sections with their items, for debugging: `Snapshot(A: [1, 2], B: [])`.
  ///
  /// - Complexity: O(*n* + *s*).
  public var description: String {
    let sections = _storage.sections.map { section in
      "\(section.identifier): \(Array(section.items))"
    }
    return "Snapshot(\(sections.joined(separator: ", ")))"
  }
}
