extension SnapshotTransaction {
  /// Writes the reorder back to the ``ContentSnapshot`` the data source showed before it: the
  /// dragged item moves next to the item it lands beside in ``finalSnapshot``, with its model,
  /// so that `content.snapshot` equals `finalSnapshot` again. The copy remembers the move, so
  /// that applying it after a data source has shown the drag costs the move, not the list.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.didReorder = { transaction in
  ///   transaction.applyReorder(to: &content)
  /// }
  /// ```
  ///
  /// Traps, naming the item, when `content` does not hold the dragged item.
  ///
  /// - Complexity: Expected O(1) to find where the item lands, plus
  ///   ``ContentSnapshot/moveItem(_:afterItem:)``.
  public func applyReorder<Section, Item>(
    to content: inout ContentSnapshot<SectionIdentifierType, ItemIdentifierType, Section, Item>
  ) {
    let operation = "SnapshotTransaction.applyReorder(to:)"
    let item = reorderedItem
    guard let model = content.item(for: item) else {
      trap(operation, "the content has no item \(describeIdentifiers([item]))")
    }
    guard let (section, offset) = finalSnapshot._position(ofItem: item),
      let sectionIdentifier = finalSnapshot._sectionIdentifier(at: section)
    else { trap(operation, "the final snapshot has no item \(describeIdentifiers([item]))") }
    if offset > 0, let before = finalSnapshot._itemIdentifier(inSectionAt: section, at: offset - 1)
    {
      content.moveItem(item, afterItem: before)
    } else if let after = finalSnapshot._itemIdentifier(inSectionAt: section, at: offset + 1) {
      content.moveItem(item, beforeItem: after)
    } else {
      content.appendItems([model], toSection: sectionIdentifier)
    }
  }
}
