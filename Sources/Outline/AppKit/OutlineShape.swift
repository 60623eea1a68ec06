/// Rows under parents, as a view that asks for children by parent (AppKit's outline view)
/// reads them: the rows shown right under a parent (`nil`: the top level) while it is shown
/// expanded, and each row's disclosure state.
///
/// Two shapes describe one change: what the view shows now, and what it should show.
package struct OutlineShape<Row: Hashable> {
  /// The rows right under a parent that is shown expanded, in order.
  package var childRows: (Row?) -> [Row]
  /// Whether a row is shown expanded.
  package var isExpanded: (Row) -> Bool
  /// Whether a row shows a disclosure control.
  package var isExpandable: (Row) -> Bool

  package init(
    childRows: @escaping (Row?) -> [Row], isExpanded: @escaping (Row) -> Bool,
    isExpandable: @escaping (Row) -> Bool
  ) {
    self.childRows = childRows
    self.isExpanded = isExpanded
    self.isExpandable = isExpandable
  }
}
