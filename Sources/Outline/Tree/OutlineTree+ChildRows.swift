extension OutlineTree {
  /// The rows shown right under a row (`nil`: the roots) while it is shown expanded: its shown
  /// children, then its footer when it has one. A collapsed node, a footer and a row that is
  /// not in the outline have none.
  ///
  /// This is how a view that asks for children by parent, like AppKit's outline view, sees the
  /// outline.
  ///
  /// - Complexity: O(*k*) for the *k* rows, plus an expected O(1) lookup.
  package func childRows(of parent: OutlineRow<ID>?) -> [OutlineRow<ID>] {
    childRowsAndExpandability(of: parent).rows
  }

  /// ``childRows(of:)``, with whether each row is expandable (see ``isExpandable(_:)``), read
  /// from the same records: a view asks that of every row it is given.
  ///
  /// - Complexity: O(*k*) for the *k* rows, plus an expected O(1) lookup.
  package func childRowsAndExpandability(
    of parent: OutlineRow<ID>?
  ) -> (rows: [OutlineRow<ID>], isExpandable: [Bool]) {
    let slot: Int32
    switch parent {
    case nil: slot = 0
    case .footer: return ([], [])
    case .node(let id):
      guard let found = _storage.slot(of: id) else { return ([], []) }
      slot = found
    }
    let nodes = _storage.engine.nodes
    let record = nodes[Int(slot)]
    guard record.limit > 0 || record.isRoot else { return ([], []) }
    var rows: [OutlineRow<ID>] = []
    var isExpandable: [Bool] = []
    rows.reserveCapacity(record.shown + 1)
    isExpandable.reserveCapacity(record.shown + 1)
    for child in record.children.prefix(record.shown) {
      guard let id = _storage.id(of: child) else { continue }
      rows.append(.node(id))
      isExpandable.append(nodes[Int(child)].knownChildCount != 0)
    }
    if record.wantsFooter {
      rows.append(.footer(parent: _storage.id(of: slot)))
      isExpandable.append(false)
    }
    return (rows, isExpandable)
  }

  /// The expandable nodes shown under a node (`nil`: the roots), in the order they show, each
  /// with whether it shows expanded: the nodes a view that expands by parent, like AppKit's
  /// outline view, must bring to the tree's expansion once it shows the node's children. The
  /// walk goes down the expanded nodes only, and reads no identifier but the ones it returns.
  ///
  /// - Complexity: O(*k*) for the *k* rows shown under the node, plus an expected O(1) lookup.
  package func shownExpandableNodes(under id: ID?) -> [(id: ID, isExpanded: Bool)] {
    guard let slot = _storage.slot(ofParent: id) else { return [] }
    let nodes = _storage.engine.nodes
    var found: [(id: ID, isExpanded: Bool)] = []
    // Each entry: a node whose shown children remain to walk, and the next one's position.
    var stack: [(slot: Int32, next: Int)] = []
    if nodes[Int(slot)].limit > 0 || nodes[Int(slot)].isRoot { stack.append((slot, 0)) }
    while let (parent, next) = stack.last {
      let record = nodes[Int(parent)]
      guard next < record.shown else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next = next + 1
      let child = record.children[next]
      let childRecord = nodes[Int(child)]
      guard childRecord.knownChildCount != 0, let id = _storage.id(of: child) else { continue }
      let isExpanded = childRecord.limit > 0
      found.append((id, isExpanded))
      if isExpanded { stack.append((child, 0)) }
    }
    return found
  }

  /// Whether a row shows a disclosure control: a node with children, loaded or not, or whose
  /// children are unknown until they load.
  ///
  /// - Complexity: O(1) expected.
  package func isExpandable(_ row: OutlineRow<ID>) -> Bool {
    guard case .node(let id) = row, let slot = _storage.slot(of: id) else { return false }
    return _storage.engine.nodes[Int(slot)].knownChildCount != 0
  }

  /// Whether a row shows expanded: an expandable node that is expanded.
  ///
  /// - Complexity: O(1) expected.
  package func isShownExpanded(_ row: OutlineRow<ID>) -> Bool {
    guard case .node(let id) = row, let slot = _storage.slot(of: id) else { return false }
    let record = _storage.engine.nodes[Int(slot)]
    return record.limit > 0 && record.knownChildCount != 0
  }

  /// The parent a row shows under: `.some(nil)` at the top level, `nil` when the row is not
  /// visible.
  ///
  /// - Complexity: O(log *n*) expected.
  package func shownParent(of row: OutlineRow<ID>) -> OutlineRow<ID>?? {
    guard index(of: row) != nil else { return nil }
    switch row {
    case .node(let id): return .some(parent(of: id).map(OutlineRow.node))
    case .footer(let parent): return .some(parent.map(OutlineRow.node))
    }
  }

  /// The outline as a view that asks for children by parent reads it.
  package var shape: OutlineShape<OutlineRow<ID>> {
    OutlineShape(
      childRows: childRows(of:), isExpanded: isShownExpanded(_:), isExpandable: isExpandable(_:),
      parent: shownParent(of:), row: { (0..<rowCount).contains($0) ? row(at: $0).id : nil },
      offset: index(of:))
  }
}
