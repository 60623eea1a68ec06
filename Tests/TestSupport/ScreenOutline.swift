import Outline

extension OutlineTree where ID == Int {
  /// The outline the view adapters' random suites start from: sixty nodes in nested groups,
  /// some paged two to four at a time (by `seed`), some loaded lazily.
  public static func screenFixture(seed: UInt64) -> OutlineTree<Int> {
    var configuration = OutlineConfiguration<Int>()
    configuration.batchSize = 2 + Int(seed % 3)
    return OutlineTree(roots: Array(0..<6), configuration: configuration) { id in
      if id >= 60 { return .leaf }
      let children = Array((id * 10 + 6)..<(id * 10 + 10)).filter { $0 < 60 }
      return id % 4 == 1 ? .unloaded(total: children.count) : .loaded(children)
    }
  }
}
