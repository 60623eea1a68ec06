extension SnapshotTransaction {
  /// The item that was dragged.
  ///
  /// - Complexity: O(1).
  public var reorderedItem: ItemIdentifierType {
    guard let insertion = difference.insertions.first, case .insert(_, let item, _) = insertion
    else { trap("SnapshotTransaction.reorderedItem", "the transaction moves nothing") }
    return item
  }

  /// Writes the reorder back to a flat store whose elements line up with
  /// `initialSnapshot.itemIdentifiers` (one model per item, in the same order).
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.didReorder = { transaction in
  ///   transaction.applyReorder(to: &todos)
  /// }
  /// ```
  ///
  /// Traps if the store does not line up with the initial snapshot.
  ///
  /// - Complexity: O(*n*) for *n* elements in the store.
  public func applyReorder<Element>(to store: inout [Element]) {
    if store.count != initialSnapshot.numberOfItems {
      trap(
        "SnapshotTransaction.applyReorder(to:)",
        "the store has \(store.count) elements but the initial snapshot "
          + "\(initialSnapshot.numberOfItems) items")
    }
    store = reordered(store, by: difference, "SnapshotTransaction.applyReorder(to:)")
  }

  /// Writes the reorder back to a store of sections, keyed by section, whose arrays line up
  /// with each section's items (`sectionTransactions[i].initialSnapshot.items`).
  ///
  /// ```swift
  /// transaction.applyReorder(to: &itemsBySection)   // [Section: [Model]]
  /// ```
  ///
  /// - Complexity: O(*m*) for *m* elements in the sections involved.
  public func applyReorder<Element>(to store: inout [SectionIdentifierType: [Element]]) {
    var sections = sectionTransactions.map {
      ($0.sectionIdentifier, store[$0.sectionIdentifier] ?? [])
    }
    reorderSections(&sections)
    for (section, elements) in sections { store[section] = elements }
  }

  /// Writes the reorder back to an ordered store of sections, each with elements that line up
  /// with the section's items (`sectionTransactions[i].initialSnapshot.items`).
  ///
  /// ```swift
  /// transaction.applyReorder(to: &sections)   // [(section: Section, items: [Model])]
  /// ```
  ///
  /// - Complexity: O(*m* + *s*) for *m* elements in the sections involved, among *s*.
  public func applyReorder<Element>(
    to store: inout [(section: SectionIdentifierType, items: [Element])]
  ) {
    let positions = sectionTransactions.map { transaction in
      guard let position = store.firstIndex(where: { $0.section == transaction.sectionIdentifier })
      else {
        trap(
          "SnapshotTransaction.applyReorder(to:)",
          "section \(describeIdentifiers([transaction.sectionIdentifier])) is not in the store")
      }
      return position
    }
    var sections = positions.map { (store[$0].section, store[$0].items) }
    reorderSections(&sections)
    for (position, section) in zip(positions, sections) { store[position].items = section.1 }
  }

  /// Where the dragged item now sits in its section's outline: its section, its parent (`nil`
  /// for a root) and its offset among its siblings. A nested store moves the node there.
  ///
  /// ```swift
  /// let place = transaction.placement
  /// store.move(transaction.reorderedItem, toParent: place.parent, at: place.index)
  /// ```
  ///
  /// - Complexity: O(*c*) for *c* siblings of the item.
  public var placement: (section: SectionIdentifierType, parent: ItemIdentifierType?, index: Int) {
    let item = reorderedItem
    let destination = sectionTransactions.last { $0.finalSnapshot.contains(item) }!
    let outline = destination.finalSnapshot
    let parent = outline.parent(of: item)
    let siblings = outline.children(of: parent)
    return (destination.sectionIdentifier, parent, siblings.firstIndex(of: item)!)
  }

  /// Applies each section's removals, then its insertions, carrying elements across sections.
  private func reorderSections<Element>(_ sections: inout [(SectionIdentifierType, [Element])]) {
    let operation = "SnapshotTransaction.applyReorder(to:)"
    var carried: [ItemIdentifierType: Element] = [:]
    for (index, transaction) in sectionTransactions.enumerated() {
      if sections[index].1.count != transaction.initialSnapshot.items.count {
        trap(
          operation,
          "section \(describeIdentifiers([transaction.sectionIdentifier])) has "
            + "\(sections[index].1.count) elements but \(transaction.initialSnapshot.items.count) items"
        )
      }
      for case .remove(let offset, let item, _) in transaction.difference.removals.reversed() {
        carried[item] = sections[index].1.remove(at: offset)
      }
    }
    for (index, transaction) in sectionTransactions.enumerated() {
      for case .insert(let offset, let item, _) in transaction.difference.insertions {
        guard let element = carried.removeValue(forKey: item) else {
          trap(operation, "item \(describeIdentifiers([item])) is inserted but never removed")
        }
        sections[index].1.insert(element, at: offset)
      }
    }
  }
}

/// `elements` with the moves of `difference` applied: every insertion must be associated with a
/// removal, whose element it carries.
private func reordered<Element, Item>(
  _ elements: [Element], by difference: CollectionDifference<Item>, _ operation: String
) -> [Element] {
  var elements = elements
  var carried: [Int: Element] = [:]
  for case .remove(let offset, _, let partner) in difference.removals.reversed() {
    guard let partner else { trap(operation, "the difference deletes an element") }
    carried[partner] = elements.remove(at: offset)
  }
  for case .insert(let offset, _, _) in difference.insertions {
    guard let element = carried.removeValue(forKey: offset) else {
      trap(operation, "the difference inserts a new element")
    }
    elements.insert(element, at: offset)
  }
  return elements
}
