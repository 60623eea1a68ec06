#if canImport(AppKit) && !targetEnvironment(macCatalyst)

/// A row of a table that shows a snapshot: a section's header (a group row) or an item.
package enum TableRow<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Hashable {
  case header(SectionIdentifierType)
  case item(ItemIdentifierType)
}

/// How a table lays out a snapshot in one column of rows: each section's header row, when the
/// table shows headers, then the section's items.
struct TableRowLayout<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Row = TableRow<SectionIdentifierType, ItemIdentifierType>

  let snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  let showsHeaders: Bool
  /// The row of each section's first row (its header, or its first item).
  private let starts: [Int]
  let rowCount: Int

  init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, showsHeaders: Bool) {
    self.snapshot = snapshot
    self.showsHeaders = showsHeaders
    var starts: [Int] = []
    var next = 0
    for entry in snapshot._sectionEntries {
      starts.append(next)
      next += entry.items.count + (showsHeaders ? 1 : 0)
    }
    self.starts = starts
    rowCount = next
  }

  /// The rows of the section at `offset`: its header, when the table shows headers, and its
  /// items. O(1).
  func rows(ofSectionAt offset: Int) -> Range<Int> {
    let count = snapshot._sectionEntries[offset].items.count + (showsHeaders ? 1 : 0)
    return starts[offset]..<starts[offset] + count
  }

  /// The row of the item at `offset` in the section at `section`. O(1).
  func row(ofItemAt offset: Int, inSectionAt section: Int) -> Int {
    starts[section] + (showsHeaders ? 1 : 0) + offset
  }

  /// The row at `index`, or `nil`. O(log *s*) for *s* sections.
  func row(at index: Int) -> Row? {
    guard index >= 0 && index < rowCount else { return nil }
    // The last section starting at or before `index`: empty sections without a header start
    // where the next one does, and own no row.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    let offset = index - starts[low]
    if showsHeaders && offset == 0 { return snapshot._sectionIdentifier(at: low).map(Row.header) }
    return snapshot._itemIdentifier(inSectionAt: low, at: offset - (showsHeaders ? 1 : 0))
      .map(Row.item)
  }

  /// The row of an item, or `nil`. Expected O(1).
  func row(of item: ItemIdentifierType) -> Int? {
    snapshot._position(ofItem: item).map { row(ofItemAt: $0.offset, inSectionAt: $0.section) }
  }

  /// The header row of a section, or its first row without headers; `nil` if it has none.
  func row(ofSection section: SectionIdentifierType) -> Int? {
    guard let position = snapshot.indexOfSection(section) else { return nil }
    let owns = showsHeaders || !snapshot._sectionEntries[position].items.isEmpty
    return owns ? starts[position] : nil
  }

  /// The section a row belongs to, or `nil`.
  func section(ofRow index: Int) -> SectionIdentifierType? {
    switch row(at: index) {
    case .header(let section): section
    case .item(let item): snapshot.sectionIdentifier(containingItem: item)
    case nil: nil
    }
  }
}
#endif
