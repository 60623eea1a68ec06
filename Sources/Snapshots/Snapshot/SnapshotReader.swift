/// What the changeset reads of a snapshot: its sections and items by position, its lookups,
/// its marks, and the record of how it was made from another snapshot.
///
/// The changeset's code lives in another folder and reads nothing else, so that the storage
/// (chunks, item table, cached starts) can change without touching it. Every member forwards
/// to the storage and inlines away.
@usableFromInline
internal struct SnapshotReader<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Storage = SnapshotStorage<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal let storage: Storage
  @usableFromInline internal let record: SnapshotRecord<SectionIdentifierType, ItemIdentifierType>?
  @usableFromInline internal let marks: SnapshotMarks<SectionIdentifierType, ItemIdentifierType>

  @inlinable
  internal init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    storage = snapshot._storage
    record = snapshot._record
    marks = snapshot._marks
  }

  /// The number of sections.
  @inlinable
  internal var sectionCount: Int { storage.sections.count }

  /// The number of items in all sections.
  @inlinable
  internal var itemCount: Int { storage.itemCount }

  /// The identifier of the section at `position`.
  @inlinable
  internal func identifier(ofSectionAt position: Int) -> SectionIdentifierType {
    storage.sections[position].identifier
  }

  /// The position of a section, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  internal func position(ofSection identifier: SectionIdentifierType) -> Int? {
    storage.sectionPositions[identifier]
  }

  /// The items of the section at `position`, in order.
  @inlinable
  internal func items(ofSectionAt position: Int) -> SectionItems<ItemIdentifierType> {
    storage.sections[position].items
  }

  /// The number of items in the section at `position`.
  @inlinable
  internal func itemCount(ofSectionAt position: Int) -> Int {
    storage.sections[position].items.count
  }

  /// The flattened offset of the first item of the section at `position`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func start(ofSectionAt position: Int) -> Int {
    storage.start(ofSectionAt: position)
  }

  /// The section position and offset of an item, or `nil`.
  ///
  /// - Complexity: Expected O(1), plus O(log *c*) for *c* chunks in its section.
  @inlinable
  internal func position(ofItem item: ItemIdentifierType) -> (section: Int, offset: Int)? {
    storage.position(ofItem: item)
  }

  /// Where an item is, with the identifier stored for it, or `nil`.
  ///
  /// - Complexity: Expected O(1), plus O(log *c*) for *c* chunks in its section.
  @inlinable
  internal func place(ofItem item: ItemIdentifierType) -> ItemPlace<ItemIdentifierType>? {
    storage.place(of: item)
  }

  /// Whether both read the same storage, so that nothing changed between them.
  @inlinable
  internal func sharesStorage(with other: SnapshotReader) -> Bool { storage === other.storage }

  /// What this snapshot's edits touched since it was copied from `old`, each item once, or
  /// `nil` when its record does not lead from `old`, or deleted a section this snapshot holds
  /// again (its old items would not be named).
  ///
  /// - Complexity: Expected O(*k*) for *k* record entries.
  @inlinable
  internal func touchedItems(since old: SnapshotReader) -> [ItemIdentifierType]? {
    if sharesStorage(with: old) { return [] }
    guard let record, record.starts(at: old.storage) else { return nil }
    for section in record.deletedSections where position(ofSection: section) != nil {
      return nil
    }
    var seen = Set<ItemIdentifierType>(minimumCapacity: record.touchedItems.count)
    return record.touchedItems.filter { seen.insert($0).inserted }
  }
}
