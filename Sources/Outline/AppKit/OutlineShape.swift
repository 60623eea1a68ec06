/// Rows under parents, as a view that asks for children by parent (AppKit's outline view)
/// reads them: the rows shown right under a parent (`nil`: the top level) while it is shown
/// expanded, each row's disclosure state, and where a row is shown.
///
/// Two shapes describe one change: what the view shows now, and what it should show. Every
/// member is asked about one row or one parent at a time, so that a plan reads only what a
/// change touches.
package struct OutlineShape<Row: Hashable> {
  /// The rows right under a parent that is shown expanded, in order.
  package var childRows: (Row?) -> [Row]
  /// Whether a row is shown expanded.
  package var isExpanded: (Row) -> Bool
  /// Whether a row shows a disclosure control.
  package var isExpandable: (Row) -> Bool
  /// The parent a row is shown under: `.some(nil)` at the top level, `nil` when the row is not
  /// shown.
  package var parent: (Row) -> Row??
  /// The row shown at a flat offset, counted over every row shown, top to bottom.
  package var row: (Int) -> Row?
  /// The flat offset of a row shown, `nil` for a row not shown; read of the target only.
  package var offset: (Row) -> Int?

  package init(
    childRows: @escaping (Row?) -> [Row], isExpanded: @escaping (Row) -> Bool,
    isExpandable: @escaping (Row) -> Bool, parent: @escaping (Row) -> Row??,
    row: @escaping (Int) -> Row?, offset: @escaping (Row) -> Int? = { _ in nil }
  ) {
    self.childRows = childRows
    self.isExpanded = isExpanded
    self.isExpandable = isExpandable
    self.parent = parent
    self.row = row
    self.offset = offset
  }

  /// Whether a parent's children are shown: the top level always, a row when it is shown
  /// expanded.
  package func isOpen(_ parent: Row?) -> Bool {
    guard let parent else { return true }
    return self.parent(parent) != nil && isExpanded(parent)
  }

  /// The same shape, with each parent's children read once: for a plan, which reads both
  /// shapes before the view changes, and reads a touched parent's children more than once.
  ///
  /// - Complexity: O(1); a parent's first read costs what `childRows` does, later ones
  ///   expected O(1).
  package func readingChildrenOnce() -> OutlineShape {
    let read = childRows
    let known = KnownChildRows<Row>()
    var shape = self
    shape.childRows = { parent in
      if let rows = known.rows[parent] { return rows }
      let rows = read(parent)
      known.rows[parent] = rows
      return rows
    }
    return shape
  }
}

/// The children read so far, by parent.
private final class KnownChildRows<Row: Hashable> {
  var rows: [Row?: [Row]] = [:]
}
