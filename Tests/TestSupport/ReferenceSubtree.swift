import Outline

/// A subtree to add: an identifier and what is known of its children.
public struct ReferenceSubtree: Hashable, Sendable {
  public var id: Int
  public var children: [ReferenceSubtree]
  /// -1 unknown, else the number not loaded.
  public var remaining: Int

  public init(id: Int, children: [ReferenceSubtree] = [], remaining: Int = 0) {
    self.id = id
    self.children = children
    self.remaining = remaining
  }

  /// The children in one of the spellings the API offers for them, chosen by the identifier so
  /// that every spelling gets used.
  public var description: OutlineChildren<ReferenceSubtree> {
    switch (id % 4, children.isEmpty, remaining) {
    case (0, true, 0): return .leaf
    case (1, _, 0): return .loaded(children)
    case (2, true, let remaining) where remaining != 0:
      return .unloaded(total: remaining < 0 ? nil : remaining)
    case (_, _, let remaining) where remaining < 0: return .page(children, hasMore: true)
    default: return .page(children, total: children.count + remaining)
    }
  }

  public var allIDs: [Int] { [id] + children.flatMap(\.allIDs) }
}
