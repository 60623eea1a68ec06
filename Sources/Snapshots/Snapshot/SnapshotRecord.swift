/// How a snapshot was made from another one: the storage it was copied from, and the
/// identifiers its edits touched since.
///
/// A snapshot starts a record when its shared storage is first copied for a mutation (a
/// snapshot taken from a data source and then edited). Every item it inserts, moves or deletes
/// is noted, one entry per identifier; section inserts and moves need no entry, because the
/// changeset matches sections by identifier anyway, and a section delete notes the section
/// only so that a section deleted and added again is not mistaken for the old one. Items the
/// record does not name keep their section and their order among themselves, which is what
/// lets ``ChangesetBuilder`` read the changeset from the record alone.
///
/// The base is held weakly, so that a record never keeps an old state alive, and with its
/// generation, so that a base mutated in place since is not taken for the state the record
/// starts from.
@usableFromInline
internal struct SnapshotRecord<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Storage = SnapshotStorage<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal weak var base: Storage?
  @usableFromInline internal let baseGeneration: Int
  /// Items inserted, moved or deleted since the base, in call order, with repeats.
  @usableFromInline internal var touchedItems: [ItemIdentifierType] = []
  /// Sections deleted since the base.
  @usableFromInline internal var deletedSections: [SectionIdentifierType] = []
  /// The most entries worth keeping: past it, reading the record would cost more than
  /// diffing even if it touched one section. Below it, the changeset still chooses, from the
  /// sections the record touched (`ChangesetCost`).
  @usableFromInline internal var capacity: Int

  /// Starts an empty record over `base`, which the snapshot is about to stop sharing.
  @inlinable
  internal init(base: Storage) {
    self.base = base
    baseGeneration = base.generation
    capacity = ChangesetCost.recordCapacity(items: base.itemCount, sections: base.sections.count)
  }

  /// Whether the record leads from `old` to the storage it was kept with.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func starts(at old: Storage) -> Bool {
    base === old && baseGeneration == old.generation
  }

  /// Whether `count` more entries would take the record past what it can save.
  @inlinable
  internal func wouldOverflow(adding count: Int) -> Bool {
    touchedItems.count + deletedSections.count + count > capacity
  }
}

extension Snapshot {
  /// Notes identifiers in one of the record's lists (`\.touchedItems` for items inserted,
  /// moved or deleted, `\.deletedSections`), dropping the record once it is full.
  ///
  /// - Complexity: O(*k*) for *k* identifiers.
  @inlinable
  internal mutating func _note<Identifier>(
    _ identifiers: [Identifier],
    in list: WritableKeyPath<
      SnapshotRecord<SectionIdentifierType, ItemIdentifierType>, [Identifier]
    >
  ) {
    guard _record != nil else { return }
    if _record!.wouldOverflow(adding: identifiers.count) {
      _record = nil
    } else {
      _record![keyPath: list].append(contentsOf: identifiers)
    }
  }
}

extension Snapshot {
  /// Makes the storage unique and keeps its record, past any number of entries: for the
  /// benchmark that times the record against diffing beyond the capacity, to place it.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* chunks, when the storage is shared.
  package mutating func _recordWithoutLimit() {
    _makeUnique()
    _record?.capacity = .max
  }
}
