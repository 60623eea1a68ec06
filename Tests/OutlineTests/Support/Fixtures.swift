import Outline
import Snapshots

/// A small file tree used across the example tests:
///
/// ```
/// docs            (3 children)
///   guide.md
///   api           (2 children)
///     tree.md
///     rows.md
///   faq.md
/// src             (1 child)
///   main.swift
/// README.md
/// ```
enum Fixture {
  static let children: [String: [String]] = [
    "docs": ["guide.md", "api", "faq.md"],
    "api": ["tree.md", "rows.md"],
    "src": ["main.swift"],
  ]

  static func files(
    _ configuration: OutlineConfiguration<String> = OutlineConfiguration()
  )
    -> OutlineTree<String>
  {
    OutlineTree(roots: ["docs", "src", "README.md"], configuration: configuration) {
      children[$0].map { .loaded($0) } ?? .leaf
    }
  }

  /// The visible rows as compact strings: indentation, identity, then `+`/`-` for expanded or
  /// collapsed nodes with their child count, or the footer's status.
  static func lines<ID: Hashable>(_ tree: OutlineTree<ID>) -> [String] {
    tree.rows.map { line($0) }
  }

  static func line<ID: Hashable>(_ row: OutlineVisibleRow<ID>) -> String {
    let indent = String(repeating: "  ", count: row.level)
    switch (row.id, row.content) {
    case (.node(let id), .node(let expanded, let count)):
      return indent + "\(expanded ? "+" : "-")\(id) (\(count.map(String.init) ?? "?"))"
    case (_, .footer(.more(let remaining))):
      return indent + "… \(remaining.map(String.init) ?? "?") more"
    case (_, .footer(.loading)):
      return indent + "… loading"
    case (_, .footer(.failed)):
      return indent + "… failed"
    default:
      return indent + "?"
    }
  }
}

extension Diff {
  /// A diff from its parts, with moves and updates as (from, to) pairs.
  static func make(
    deletes: [Int] = [], inserts: [Int] = [], moves: [(Int, Int)] = [], updates: [(Int, Int)] = []
  ) -> Diff {
    Diff(
      deletes: deletes, inserts: inserts,
      moves: moves.map { Diff.OffsetPair(from: $0.0, to: $0.1) },
      updates: updates.map { Diff.OffsetPair(from: $0.0, to: $0.1) })
  }
}
