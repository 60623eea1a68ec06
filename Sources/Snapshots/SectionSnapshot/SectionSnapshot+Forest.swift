extension SectionSnapshot {
  /// Builds a section snapshot, all collapsed, from a forest whose owner guarantees it: each
  /// identifier once, no cycle (an outline tree's nodes). For identifiers of any kind, where
  /// ``init(validatingRoots:children:)`` needs `Sendable` ones for its error; an identifier met
  /// twice traps with `operation`'s name.
  ///
  /// - Complexity: Expected O(*n*) for *n* nodes, walked without recursion.
  package init(
    forest roots: [ItemIdentifierType], children: (ItemIdentifierType) -> [ItemIdentifierType],
    operation: String
  ) {
    typealias Link = SectionSnapshotNode<ItemIdentifierType>
    let storage = Storage()
    walkNested(roots: roots) { item, parent, _ in
      let parent = parent ?? Link.none
      if storage.slots[item] != nil {
        trap(operation, "the forest holds \(item) twice")
      }
      let slot = storage.allocate(
        item, level: storage.childLevel(parent), isExpanded: false,
        isVisible: storage.childrenAreVisible(parent))
      storage.slots[item] = slot
      storage.link(slot, parent: parent, before: Link.none)
      return (slot, children(item))
    } leave: { _ in
    }
    self.init(_storage: storage)
    _checkInvariants()
  }
}
