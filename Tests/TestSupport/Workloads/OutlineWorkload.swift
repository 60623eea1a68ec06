/// Outline O(n): a forest of 1 000 roots, each with `c` children of `g` children each, so that
/// the whole forest has `n` nodes; every node starts expanded.
///
/// The Benchmark workloads article fixes the size and the root count; this shape picks, for the
/// `d = n / 1000 − 1` descendants of each root, the largest divisor `c` of `d` not above √d
/// as the child count and `g = d / c − 1` (n = 100 000: 9 × 10; n = 1 000 000: 27 × 36).
/// Identifiers number the nodes in depth-first pre-order, from 0.
public struct OutlineWorkload {
  /// The number of roots, fixed by the article.
  public static let rootCount = 1000

  /// The number of nodes, *n*.
  public let n: Int
  /// The children of every root, *c*.
  public let childrenPerRoot: Int
  /// The children of every child of a root, *g*.
  public let grandchildrenPerChild: Int
  /// The children of each node, by identifier; roots are `roots`.
  public let children: [[Int]]
  /// The roots, in order.
  public let roots: [Int]

  /// Builds O(*n*).
  ///
  /// - Precondition: `n` is a multiple of 1 000, at least 2 000.
  /// - Complexity: O(*n*).
  public init(n: Int) {
    precondition(n % Self.rootCount == 0 && n / Self.rootCount >= 2, "Outline: bad size \(n)")
    self.n = n
    let descendants = n / Self.rootCount - 1
    var c = 1
    var divisor = 1
    while divisor * divisor <= descendants {
      if descendants % divisor == 0 { c = divisor }
      divisor += 1
    }
    childrenPerRoot = c
    grandchildrenPerChild = descendants / c - 1
    var children = [[Int]](repeating: [], count: n)
    var roots: [Int] = []
    var next = 0
    for _ in 0..<Self.rootCount {
      let root = next
      next += 1
      roots.append(root)
      for _ in 0..<childrenPerRoot {
        let child = next
        next += 1
        children[root].append(child)
        for _ in 0..<grandchildrenPerChild {
          children[child].append(next)
          next += 1
        }
      }
    }
    self.children = children
    self.roots = roots
  }

  /// The root in the middle, whose subtree the outline cases collapse and expand.
  public var middleRoot: Int { roots[roots.count / 2] }

  /// The workload's name in the benchmark report: `O(100000)`.
  public var name: String { "O(\(n))" }

  /// The visible rows, depth-first pre-order: a node's descendants show only while it and
  /// all its ancestors are expanded (`isExpanded` by identifier, as a flat array).
  public func flatten(isExpanded: [Bool]) -> [Int] {
    var rows: [Int] = []
    rows.reserveCapacity(n)
    var stack = roots.reversed() as [Int]
    while let node = stack.popLast() {
      rows.append(node)
      if isExpanded[node] { stack.append(contentsOf: children[node].reversed()) }
    }
    return rows
  }

  /// Expansion flags with every node expanded but `collapsed`.
  public func expansion(collapsing collapsed: [Int]) -> [Bool] {
    var isExpanded = [Bool](repeating: true, count: n)
    for node in collapsed { isExpanded[node] = false }
    return isExpanded
  }

  /// The fingerprint the benchmarks print for this workload.
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.combine(roots.count)
    for (node, kids) in children.enumerated() where !kids.isEmpty {
      fingerprint.combine(node)
      fingerprint.combine(kids.count)
      for kid in kids { fingerprint.combine(kid) }
    }
    return fingerprint
  }
}
