import Snapshots

extension OutlineTree {
  /// The visible rows as a `SectionSnapshot`, for a data source that shows outlines that way.
  ///
  /// Each visible node is an item under its parent's item, each footer the last child of its
  /// parent (a footer of the roots is a root), and the expanded nodes are expanded, so that the
  /// snapshot's `visibleItems` are exactly ``rowIdentifiers`` and its levels are the rows'
  /// levels. Hidden nodes are not items: the outline, not the snapshot, keeps their state.
  ///
  /// ```swift
  /// dataSource.apply(thread.sectionSnapshot(), to: "comments")
  /// ```
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows, if identifiers hash well.
  public func sectionSnapshot() -> SectionSnapshot<OutlineRow<ID>> {
    var roots: [OutlineRow<ID>] = []
    // Children of each parent row, in order, and the parents in the order they first appear.
    var children: [OutlineRow<ID>: [OutlineRow<ID>]] = [:]
    var parents: [OutlineRow<ID>] = []
    var expanded: [OutlineRow<ID>] = []
    // The node row open at each level.
    var open: [OutlineRow<ID>] = []
    for row in rows {
      open.removeSubrange(Swift.min(row.level, open.count)...)
      if let parent = open.last {
        if children[parent] == nil { parents.append(parent) }
        children[parent, default: []].append(row.id)
      } else {
        roots.append(row.id)
      }
      if case .node(let isExpanded, _) = row.content {
        open.append(row.id)
        if isExpanded { expanded.append(row.id) }
      }
    }
    var snapshot = SectionSnapshot<OutlineRow<ID>>()
    snapshot.append(roots)
    for parent in parents { snapshot.append(children[parent]!, to: parent) }
    snapshot.expand(expanded)
    return snapshot
  }
}
