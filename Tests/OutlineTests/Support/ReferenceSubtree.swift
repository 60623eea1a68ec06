import Outline

/// A subtree to add: an identifier and what is known of its children.
struct ReferenceSubtree: Hashable {
  var id: Int
  var children: [ReferenceSubtree] = []
  /// -1 unknown, else the number not loaded.
  var remaining = 0

  var description: OutlineChildren<ReferenceSubtree> {
    if remaining < 0 { return .page(children, hasMore: true) }
    return .page(children, total: children.count + remaining)
  }

  var allIDs: [Int] { [id] + children.flatMap(\.allIDs) }
}
