extension OutlineTree {
  /// The visible rows computed from scratch by walking the tree, without the row index.
  ///
  /// This is what a list without an order-statistic structure does after every change: the
  /// baseline that benchmarks compare the incremental operations with (re-flatten, then
  /// `Diff(from: old, to: new, id: \.id)`), and the tests' cross-check for `rows`. A test hook,
  /// so it is `package`: the tests, the fuzz targets and the benchmarks see it, clients do not.
  ///
  /// - Complexity: O(*v* + *h*) for *v* visible rows and *h* hidden children skipped beside them.
  @inlinable
  package func reflattenedRows() -> [OutlineVisibleRow<ID>] {
    let engine = _storage.engine
    var result: [OutlineVisibleRow<ID>] = []
    var stack: [(slot: Int32, level: Int32, isFooter: Bool)] = [(0, -1, false)]
    while let (slot, level, isFooter) = stack.popLast() {
      let record = engine.nodes[Int(slot)]
      if isFooter {
        result.append(makeRow(node: ~slot, facts: record.footerFacts(level: level &+ 1)))
        continue
      }
      if slot != 0 { result.append(makeRow(node: slot, facts: record.nodeFacts(level: level))) }
      if record.wantsFooter { stack.append((slot, level, true)) }
      var index = record.shown
      while index > 0 {
        index &-= 1
        stack.append((record.children[index], level &+ 1, false))
      }
    }
    return result
  }
}
