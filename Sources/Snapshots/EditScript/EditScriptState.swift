/// A snapshot taken apart into plain arrays while a script is performed on it, so that each
/// step is checked and performed without the bookkeeping of a full snapshot, and the result is
/// built once at the end (or not at all when a step does not apply).
@usableFromInline
internal struct EditScriptState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  @usableFromInline internal typealias Step = SnapshotEditStep<
    SectionIdentifierType, ItemIdentifierType
  >

  @usableFromInline internal var sections: [SectionIdentifierType]
  @usableFromInline internal var items: [[ItemIdentifierType]]
  /// The snapshot the script started from, to ask what it held.
  @usableFromInline internal let start: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// Identifiers of the start that are gone, and identifiers that are new: presence is the
  /// start's, corrected by these.
  @usableFromInline internal var removedItems: Set<ItemIdentifierType> = []
  @usableFromInline internal var addedItems: Set<ItemIdentifierType> = []
  @usableFromInline internal var removedSections: Set<SectionIdentifierType> = []
  @usableFromInline internal var addedSections: Set<SectionIdentifierType> = []
  @usableFromInline internal var reloadedSections: [SectionIdentifierType] = []
  @usableFromInline internal var reloadedItems: [ItemIdentifierType] = []
  @usableFromInline internal var reconfiguredItems: [ItemIdentifierType] = []
  @usableFromInline internal var reconfiguredSections: [SectionIdentifierType] = []

  @inlinable
  internal init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    start = snapshot
    sections = snapshot._sectionEntries.map { $0.identifier }
    items = snapshot._sectionEntries.map { Array($0.items) }
  }

  @inlinable
  internal func contains(item: ItemIdentifierType) -> Bool {
    addedItems.contains(item) || (start.indexOfItem(item) != nil && !removedItems.contains(item))
  }

  @inlinable
  internal func contains(section: SectionIdentifierType) -> Bool {
    addedSections.contains(section)
      || (start.indexOfSection(section) != nil && !removedSections.contains(section))
  }

  @inlinable
  internal mutating func remove(item: ItemIdentifierType) {
    if addedItems.remove(item) == nil { removedItems.insert(item) }
  }

  @inlinable
  internal mutating func add(item: ItemIdentifierType) {
    if removedItems.remove(item) == nil { addedItems.insert(item) }
  }

  /// Checks one step against the current state, then performs it.
  @inlinable
  internal mutating func perform(_ step: Step, index: Int) throws(EditScriptError) {
    func fail(_ reason: EditScriptError.Reason) -> EditScriptError {
      EditScriptError(step: index, reason: reason)
    }
    func section(_ offset: Int, inserting: Bool = false) throws(EditScriptError) {
      guard offset >= 0 && offset < sections.count + (inserting ? 1 : 0) else {
        throw fail(.sectionOutOfRange(section: offset, count: sections.count))
      }
    }
    func item(_ position: ItemPosition, inserting: Bool = false) throws(EditScriptError) {
      try section(position.section)
      let count = items[position.section].count
      guard position.offset >= 0 && position.offset < count + (inserting ? 1 : 0) else {
        throw fail(.offsetOutOfRange(offset: position.offset, count: count))
      }
    }
    func absent(_ id: ItemIdentifierType) throws(EditScriptError) {
      if contains(item: id) { throw fail(.identifierPresent(String(reflecting: id))) }
    }
    switch step {
    case .deleteSection(let offset, let id):
      try section(offset)
      try checkIdentifier(sections[offset], id, step: index)
      sections.remove(at: offset)
      for item in items.remove(at: offset) { remove(item: item) }
      if addedSections.remove(id) == nil { removedSections.insert(id) }
    case .insertSection(let offset, let id, let sectionItems):
      try section(offset, inserting: true)
      if contains(section: id) { throw fail(.identifierPresent(String(reflecting: id))) }
      if let repeated = repeatedElements(sectionItems).first {
        throw fail(.repeatedIdentifier(String(reflecting: repeated)))
      }
      for item in sectionItems { try absent(item) }
      sections.insert(id, at: offset)
      items.insert(sectionItems, at: offset)
      for item in sectionItems { add(item: item) }
      if removedSections.remove(id) == nil { addedSections.insert(id) }
    case .moveSection(let from, let to, let id):
      try section(from)
      try section(to)
      try checkIdentifier(sections[from], id, step: index)
      sections.insert(sections.remove(at: from), at: to)
      items.insert(items.remove(at: from), at: to)
    case .deleteItem(let position, let id):
      try item(position)
      try checkIdentifier(items[position.section][position.offset], id, step: index)
      items[position.section].remove(at: position.offset)
      remove(item: id)
    case .insertItem(let position, let id):
      try item(position, inserting: true)
      try absent(id)
      items[position.section].insert(id, at: position.offset)
      add(item: id)
    case .moveItem(let from, let to, let id):
      try item(from)
      try checkIdentifier(items[from.section][from.offset], id, step: index)
      try section(to.section)
      let remaining = items[to.section].count - (from.section == to.section ? 1 : 0)
      guard to.offset >= 0 && to.offset <= remaining else {
        throw fail(.offsetOutOfRange(offset: to.offset, count: remaining))
      }
      items[from.section].remove(at: from.offset)
      items[to.section].insert(id, at: to.offset)
    case .reloadSection(let offset, let id):
      try section(offset)
      try checkIdentifier(sections[offset], id, step: index)
      reloadedSections.append(id)
    case .reloadItem(let position, let id):
      try item(position)
      try checkIdentifier(items[position.section][position.offset], id, step: index)
      reloadedItems.append(id)
    case .reconfigureItem(let position, let id):
      try item(position)
      try checkIdentifier(items[position.section][position.offset], id, step: index)
      reconfiguredItems.append(id)
    case .reconfigureSection(let offset, let id):
      try section(offset)
      try checkIdentifier(sections[offset], id, step: index)
      reconfiguredSections.append(id)
    }
  }

  /// The snapshot the steps built, with the marks of `start` that still apply, then the marks
  /// the refresh steps set.
  @inlinable
  internal func snapshot(
    marking start: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    var result = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    result.appendSections(sections)
    for (section, sectionItems) in zip(sections, items) where !sectionItems.isEmpty {
      result.appendItems(sectionItems, toSection: section)
    }
    // Marks on what is still there, each once, the start's first.
    func present<T: Hashable>(_ marks: [T], _ isPresent: (T) -> Bool) -> [T] {
      var seen = Set<T>()
      return marks.filter { isPresent($0) && seen.insert($0).inserted }
    }
    result.reloadSections(
      present(start.reloadedSectionIdentifiers + reloadedSections) { contains(section: $0) })
    result.reconfigureSections(
      present(start.reconfiguredSectionIdentifiers + reconfiguredSections) {
        contains(section: $0)
      })
    result.reloadItems(
      present(start.reloadedItemIdentifiers + reloadedItems) { contains(item: $0) })
    result.reconfigureItems(
      present(start.reconfiguredItemIdentifiers + reconfiguredItems) { contains(item: $0) })
    return result
  }
}

/// Throws unless the state holds `expected` where a step names it.
@inlinable
internal func checkIdentifier<ID: Equatable>(
  _ found: ID, _ expected: ID, step: Int
) throws(EditScriptError) {
  guard found == expected else {
    throw EditScriptError(
      step: step,
      reason: .identifierMismatch(
        expected: String(reflecting: expected), found: String(reflecting: found)))
  }
}
