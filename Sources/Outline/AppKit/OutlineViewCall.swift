/// One call on a view that addresses rows by parent and child index, as AppKit's outline view
/// does: each index is in the children the calls before it left.
package enum OutlineViewCall<Row: Hashable>: Hashable {
  /// Collapse a row, forgetting its descendants' expansion.
  case collapse(Row)
  /// Remove the children at `indexes` of `parent`, with their subtrees.
  case remove(indexes: [Int], parent: Row?)
  /// Insert a child at `index` of `parent`; the view asks its data source which row it is.
  case insert(index: Int, parent: Row?)
  /// Move a child, with its subtree, from one parent and index to another.
  case move(from: Int, parent: Row?, to: Int, newParent: Row?)
  /// Refresh a row's view and disclosure control.
  case reload(Row)
  /// Expand a row; the view asks its data source for the children.
  case expand(Row)
}
