/// How many of a node's children show.
///
/// Expansion is a count of visible children: ``collapsed`` shows none, ``all`` every child,
/// and ``first(_:)`` a window of the first *n* — a partly expanded node, whose footer offers
/// the rest. A count larger than what is loaded asks for a load of the difference.
public enum OutlineExpansion: Hashable, Sendable {
  /// No child shows.
  case collapsed
  /// The first `count` children show (a count of 0 or less is ``collapsed``). Counts saturate
  /// at 2 147 483 646: a larger one, up to `Int.max`, means that many.
  case first(Int)
  /// Every child shows, including those loaded later.
  case all

  /// The engine's limit for this expansion.
  @inlinable
  internal var limit: Int32 {
    switch self {
    case .collapsed: return 0
    case .all: return Int32.max
    case .first(let count):
      return Int32(clamping: Swift.max(0, Swift.min(count, Int(Int32.max) - 1)))
    }
  }

  /// The expansion for an engine limit.
  @inlinable
  internal init(limit: Int32) {
    switch limit {
    case 0: self = .collapsed
    case Int32.max: self = .all
    default: self = .first(Int(limit))
    }
  }

  /// The same expansion with its count saturated as the engine holds it: what a tree reports
  /// after this expansion is set.
  @inlinable
  internal var saturated: OutlineExpansion { OutlineExpansion(limit: limit) }

  /// Whether any child shows.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isExpanded: Bool { limit > 0 }
}
