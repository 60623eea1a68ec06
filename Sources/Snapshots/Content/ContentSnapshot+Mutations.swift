extension ContentSnapshot {
  /// Appends sections, with their content, at the end; see ``Snapshot/appendSections(_:)``.
  ///
  /// - Complexity: Expected O(*k*) amortised for *k* sections, if they hash well.
  @inlinable
  public mutating func appendSections(_ sections: [Section]) {
    let identifiers = setSections(sections, "appendSections(_:)")
    _snapshot.appendSections(identifiers)
    _checkContent()
  }

  /// Inserts sections, with their content, before a section; see
  /// ``Snapshot/insertSections(_:beforeSection:)``.
  ///
  /// - Complexity: As ``Snapshot/insertSections(_:beforeSection:)``.
  @inlinable
  public mutating func insertSections(
    _ sections: [Section], beforeSection identifier: SectionIdentifierType
  ) {
    let identifiers = setSections(sections, "insertSections(_:beforeSection:)")
    _snapshot.insertSections(identifiers, beforeSection: identifier)
    _checkContent()
  }

  /// Inserts sections, with their content, after a section; see
  /// ``Snapshot/insertSections(_:afterSection:)``.
  ///
  /// - Complexity: As ``Snapshot/insertSections(_:afterSection:)``.
  @inlinable
  public mutating func insertSections(
    _ sections: [Section], afterSection identifier: SectionIdentifierType
  ) {
    let identifiers = setSections(sections, "insertSections(_:afterSection:)")
    _snapshot.insertSections(identifiers, afterSection: identifier)
    _checkContent()
  }

  /// Deletes sections, their content and their items; identifiers that are not sections of
  /// the snapshot are ignored.
  ///
  /// - Complexity: As ``Snapshot/deleteSections(_:)``, plus O(1) per item deleted.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    makeUnique()
    for section in identifiers where _snapshot.indexOfSection(section) != nil {
      for item in _snapshot.itemIdentifiers(inSection: section) { _items.update(nil, for: item) }
      _sections.update(nil, for: section)
    }
    _snapshot.deleteSections(identifiers)
    _checkContent()
  }

  /// Moves a section before another; see ``Snapshot/moveSection(_:beforeSection:)``.
  ///
  /// - Complexity: As ``Snapshot/moveSection(_:beforeSection:)``.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    makeUnique()
    _snapshot.moveSection(identifier, beforeSection: toIdentifier)
  }

  /// Moves a section after another; see ``Snapshot/moveSection(_:afterSection:)``.
  ///
  /// - Complexity: As ``Snapshot/moveSection(_:afterSection:)``.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    makeUnique()
    _snapshot.moveSection(identifier, afterSection: toIdentifier)
  }

  /// Appends items, with their content, to a section, or to the last section when `section` is
  /// `nil`; see ``Snapshot/appendItems(_:toSection:)``.
  ///
  /// - Complexity: As ``Snapshot/appendItems(_:toSection:)``, plus O(1) expected per item.
  @inlinable
  public mutating func appendItems(
    _ items: [Item], toSection section: SectionIdentifierType? = nil
  ) {
    let identifiers = setItems(items, "appendItems(_:toSection:)")
    _snapshot.appendItems(identifiers, toSection: section)
    _checkContent()
  }

  /// Inserts items, with their content, before an item; see
  /// ``Snapshot/insertItems(_:beforeItem:)``.
  ///
  /// - Complexity: As ``Snapshot/insertItems(_:beforeItem:)``, plus O(1) expected per item.
  @inlinable
  public mutating func insertItems(_ items: [Item], beforeItem identifier: ItemIdentifierType) {
    let identifiers = setItems(items, "insertItems(_:beforeItem:)")
    _snapshot.insertItems(identifiers, beforeItem: identifier)
    _checkContent()
  }

  /// Inserts items, with their content, after an item; see
  /// ``Snapshot/insertItems(_:afterItem:)``.
  ///
  /// - Complexity: As ``Snapshot/insertItems(_:afterItem:)``, plus O(1) expected per item.
  @inlinable
  public mutating func insertItems(_ items: [Item], afterItem identifier: ItemIdentifierType) {
    let identifiers = setItems(items, "insertItems(_:afterItem:)")
    _snapshot.insertItems(identifiers, afterItem: identifier)
    _checkContent()
  }

  /// Deletes items and their content; identifiers that are not in the snapshot are ignored.
  ///
  /// - Complexity: As ``Snapshot/deleteItems(_:)``, plus O(1) expected per item.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    makeUnique()
    for item in identifiers { _items.update(nil, for: item) }
    _snapshot.deleteItems(identifiers)
    _checkContent()
  }

  /// Deletes every item and every section, with their content.
  ///
  /// - Complexity: O(1); the old storage is freed when no copy shares it.
  @inlinable
  public mutating func deleteAllItems() {
    _snapshot.deleteAllItems()
    _sections = ContentTable()
    _items = ContentTable()
    _token = ContentToken()
    _record = nil
  }

  /// Moves an item before another; see ``Snapshot/moveItem(_:beforeItem:)``.
  ///
  /// - Complexity: As ``Snapshot/moveItem(_:beforeItem:)``.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    makeUnique()
    _snapshot.moveItem(identifier, beforeItem: toIdentifier)
  }

  /// Moves an item after another; see ``Snapshot/moveItem(_:afterItem:)``.
  ///
  /// - Complexity: As ``Snapshot/moveItem(_:afterItem:)``.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    makeUnique()
    _snapshot.moveItem(identifier, afterItem: toIdentifier)
  }

  /// Replaces the content of items already in the snapshot, matched by identifier. A model
  /// whose item the snapshot lacks is ignored, so a late update of a deleted item does no harm.
  ///
  /// ```swift
  /// content.updateItems([message])     // the next apply reconfigures its cell, if it changed
  /// ```
  ///
  /// - Complexity: Expected O(*k*) for *k* models, if their identifiers hash well.
  @inlinable
  public mutating func updateItems(_ items: [Item]) {
    makeUnique()
    for item in items {
      let identifier = itemIdentity.identifier(item)
      guard _items[identifier] != nil else { continue }
      _items.update(item, for: identifier)
      _record?.items.append(identifier)
    }
    dropRecordIfFull()
    _checkContent()
  }

  /// Replaces the content of sections already in the snapshot, matched by identifier; a model
  /// whose section the snapshot lacks is ignored.
  ///
  /// - Complexity: Expected O(*k*) for *k* models, if their identifiers hash well.
  @inlinable
  public mutating func updateSections(_ sections: [Section]) {
    makeUnique()
    for section in sections {
      let identifier = sectionIdentity.identifier(section)
      guard _sections[identifier] != nil else { continue }
      _sections.update(section, for: identifier)
      _record?.sections.append(identifier)
    }
    dropRecordIfFull()
    _checkContent()
  }
}

extension ContentSnapshot {
  /// Gives this value a token of its own before a mutation. A shared value is held elsewhere
  /// too, by a data source that applied it, say: its copy starts new records, of the models it
  /// sets and of its snapshot's edits, from the value as it is now, so that the next apply
  /// reads what changed since this one, however many applies came before.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal mutating func makeUnique() {
    if isKnownUniquelyReferenced(&_token) { return }
    _record = ContentRecord(
      base: _token, models: _snapshot.numberOfItems + _snapshot.numberOfSections)
    _snapshot._record = nil
    _token = ContentToken()
  }

  @inlinable
  internal mutating func dropRecordIfFull() {
    if _record?.isFull == true { _record = nil }
  }

  /// Stores the content of `sections` and returns their identifiers, trapping, before anything
  /// changes, if one is already present with other content.
  ///
  /// - Complexity: Expected O(*k*) for *k* sections.
  @inlinable
  internal mutating func setSections(
    _ sections: [Section], _ operation: String
  ) -> [SectionIdentifierType] {
    let identifiers = sections.map(sectionIdentity.identifier)
    requireSameContent(
      identifiers, sections, in: _sections, sectionIdentity.contentEquals, "section", operation)
    makeUnique()
    for (identifier, section) in zip(identifiers, sections) {
      _sections.update(section, for: identifier)
    }
    _record?.sections.append(contentsOf: identifiers)
    dropRecordIfFull()
    return identifiers
  }

  /// Stores the content of `items` and returns their identifiers, trapping, before anything
  /// changes, if one is already present with other content. A repeat within `items` traps in
  /// the snapshot's call, as any repeated identifier does.
  ///
  /// - Complexity: Expected O(*k*) for *k* items.
  @inlinable
  internal mutating func setItems(_ items: [Item], _ operation: String) -> [ItemIdentifierType] {
    let identifiers = items.map(itemIdentity.identifier)
    requireSameContent(
      identifiers, items, in: _items, itemIdentity.contentEquals, "item", operation)
    makeUnique()
    for (identifier, item) in zip(identifiers, items) { _items.update(item, for: identifier) }
    _record?.items.append(contentsOf: identifiers)
    dropRecordIfFull()
    return identifiers
  }

  /// Traps, naming the operation and the identifiers, when a model's identifier is already
  /// present in `table` with content that `contentEquals` finds different.
  @inlinable
  internal func requireSameContent<Identifier: Hashable, Model>(
    _ identifiers: [Identifier], _ models: [Model], in table: ContentTable<Identifier, Model>,
    _ contentEquals: (Model, Model) -> Bool, _ kind: String, _ operation: String
  ) {
    var conflicts: [Identifier] = []
    for (identifier, model) in zip(identifiers, models) {
      if let present = table[identifier], !contentEquals(present, model) {
        conflicts.append(identifier)
      }
    }
    if !conflicts.isEmpty {
      trap(
        "ContentSnapshot.\(operation)",
        "\(kind) identifiers \(describeIdentifiers(conflicts)) are already in the snapshot "
          + "with different content; use update\(kind == "item" ? "Items" : "Sections")(_:) "
          + "to change content")
    }
  }
}
