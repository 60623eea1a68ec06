extension OutlineTree {
  /// The number of visible rows: node rows and footer rows.
  ///
  /// - Complexity: O(1).
  public var rowCount: Int { _storage.engine.rows.visibleTotal }

  /// The visible row at `index`, with its level and content.
  ///
  /// - Precondition: `0 <= index < rowCount`; otherwise the program stops.
  /// - Complexity: O(log *n*) expected.
  public func row(at index: Int) -> OutlineVisibleRow<ID> {
    guard index >= 0 && index < rowCount else {
      trap("OutlineTree.row(at:)", "index \(index) out of 0..<\(rowCount)")
    }
    let engine = _storage.engine
    let entry = engine.rows.entry(atVisibleOffset: index)
    let node = engine.rows[entry].node
    let facts = engine.facts(node: node, level: engine.rows.effectiveLevel(entry))
    return makeRow(node: node, facts: facts)
  }

  /// The offset of a row among the visible rows, or `nil` when it is not visible (or not in
  /// the outline).
  ///
  /// - Complexity: O(log *n*) expected.
  public func index(of row: OutlineRow<ID>) -> Int? {
    let engine = _storage.engine
    let entry: Int32
    switch row {
    case .node(let id):
      guard let slot = _storage.slot(of: id) else { return nil }
      entry = engine.nodes[Int(slot)].entry
    case .footer(let parent):
      guard let slot = _storage.slot(ofParent: parent) else { return nil }
      entry = engine.nodes[Int(slot)].footer
    }
    return entry < 0 ? nil : engine.rows.visibleOffset(of: entry)
  }

  /// Every visible row, in order.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows.
  @inlinable
  public var rows: [OutlineVisibleRow<ID>] {
    let engine = _storage.engine
    return collectVisibleRows { node, level in
      makeRow(node: node, facts: engine.facts(node: node, level: level))
    }
  }

  /// The identities of the visible rows, in order: node rows and footer rows.
  ///
  /// It differs from `SectionSnapshot`'s `visibleItems` by the footers, which are rows but not
  /// nodes; ``visibleItems`` lists the node rows alone. ``sectionSnapshot()`` makes a snapshot
  /// whose `visibleItems` are exactly these rows.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows.
  @inlinable
  public var rowIdentifiers: [OutlineRow<ID>] {
    collectVisibleRows { node, _ in _storage.row(forNode: node) }
  }

  /// The nodes whose rows are visible, in order: `SectionSnapshot`'s `visibleItems`, that is
  /// ``rowIdentifiers`` without the footers.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows.
  @inlinable
  public var visibleItems: [ID] {
    collectVisibleRows { node, _ in node >= 0 ? _storage.ids[Int(node)]! : nil }
  }

  /// What `transform` makes of each visible row, given its engine node and level, in order;
  /// rows it returns `nil` for are left out.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows, plus the transforms.
  @inlinable
  internal func collectVisibleRows<Row>(
    _ transform: (_ node: Int32, _ level: Int32) -> Row?
  ) -> [Row] {
    var result: [Row] = []
    result.reserveCapacity(rowCount)
    let engine = _storage.engine
    engine.rows.forEachVisible(in: 0..<engine.rows.size(engine.rows.root)) { entry, _, level in
      if let row = transform(engine.rows[entry].node, level) { result.append(row) }
    }
    return result
  }

  /// The public row for an engine node value and its facts.
  @inlinable
  internal func makeRow(node: Int32, facts: RowFacts) -> OutlineVisibleRow<ID> {
    OutlineVisibleRow(
      id: _storage.row(forNode: node), level: Int(facts.level), content: facts.content)
  }

}
