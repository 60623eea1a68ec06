/// The expansion state of an outline by node identifier: what to persist across launches.
///
/// An ``OutlineTree`` owns its state: it survives ``OutlineTree/reload(roots:children:)`` and
/// ``OutlineTree/replace(childrenOf:with:descendants:)`` for every node that is still there,
/// and is pruned when nodes go. Read it with ``OutlineTree/state``, encode it with any
/// `Encoder` when `ID` is `Codable`, and bring it back with ``OutlineTree/restore(_:)``:
///
/// ```swift
/// let data = try JSONEncoder().encode(tree.state)
/// // next launch, after building the tree:
/// let restored = tree.restore(try JSONDecoder().decode(OutlineState<String>.self, from: data))
/// restored.dropped      // identifiers no longer in the tree
/// ```
///
/// Only expanded nodes are recorded; every other node is collapsed.
public struct OutlineState<ID: Hashable> {
  /// The expanded nodes with their expansion, in the order they were recorded.
  @usableFromInline internal var _entries: [(id: ID, expansion: OutlineExpansion)]
  @usableFromInline internal var _positions: [ID: Int]

  /// An empty state: every node collapsed.
  ///
  /// - Complexity: O(1).
  public init() {
    _entries = []
    _positions = [:]
  }

  /// The identifiers of expanded nodes, in order (depth-first when read from a tree, where they
  /// are ``OutlineTree/expandedItems``).
  ///
  /// - Complexity: O(*e*) for *e* expanded nodes.
  public var expandedItems: [ID] { _entries.map(\.id) }

  /// The number of expanded nodes recorded.
  ///
  /// - Complexity: O(1).
  public var count: Int { _entries.count }

  /// How many children of a node show: ``OutlineExpansion/collapsed`` when not recorded.
  ///
  /// ```swift
  /// var state = OutlineState<String>()
  /// state["post"] = .first(5)
  /// state["post"]          // .first(5)
  /// ```
  ///
  /// Setting ``OutlineExpansion/collapsed`` removes the node. A count above 2 147 483 646 is
  /// recorded as 2 147 483 646, where a tree's counts saturate, so that a restored tree reports
  /// what its state says.
  ///
  /// - Complexity: O(1) expected to read or to change an expansion; O(*e*) to remove a node.
  public subscript(id: ID) -> OutlineExpansion {
    get { _positions[id].map { _entries[$0].expansion } ?? .collapsed }
    set {
      let newValue = newValue.saturated
      if let position = _positions[id] {
        if newValue.isExpanded {
          _entries[position].expansion = newValue
        } else {
          _entries.remove(at: position)
          _positions[id] = nil
          for index in position..<_entries.count { _positions[_entries[index].id] = index }
        }
      } else if newValue.isExpanded {
        _positions[id] = _entries.count
        _entries.append((id, newValue))
      }
    }
  }
}

extension OutlineState: Equatable {
  /// Whether two states expand the same nodes the same way, whatever their order.
  ///
  /// - Complexity: O(*e*) expected for *e* expanded nodes.
  public static func == (lhs: OutlineState, rhs: OutlineState) -> Bool {
    lhs._entries.count == rhs._entries.count
      && lhs._entries.allSatisfy { rhs[$0.id] == $0.expansion }
  }
}

extension OutlineState: Sendable where ID: Sendable {}

/// What restoring a state did: the change of the rows, and the state it could not apply.
public struct OutlineRestoration<ID: Hashable> {
  /// The diff of the visible rows, and the loads that expanded unloaded nodes started.
  public let update: OutlineUpdate<ID>
  /// Identifiers of the state that are not in the tree, in the state's order: dropped.
  public let dropped: [ID]

  /// Creates a restoration report; only `restore(_:)` makes one, so that the update is always
  /// the diff the restoration performed.
  ///
  /// - Complexity: O(1).
  @inlinable
  package init(update: OutlineUpdate<ID>, dropped: [ID]) {
    self.update = update
    self.dropped = dropped
  }
}

extension OutlineRestoration: Sendable where ID: Sendable {}
extension OutlineRestoration: Equatable {}
