extension SectionSnapshotStorage {
  /// Links the unlinked node in `slot` among the children of `parent` (`none`: the roots),
  /// right before the sibling `next` (`none`: at the end).
  ///
  /// Sets only the links; the caller sets the level and visibility.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func link(_ slot: Int32, parent: Int32, before next: Int32) {
    let previous: Int32
    if next != Node.none {
      previous = nodes[Int(next)].previous
    } else {
      previous = parent == Node.none ? lastRoot : nodes[Int(parent)].lastChild
    }
    nodes[Int(slot)].parent = parent
    join(previous, slot, under: parent)
    join(slot, next, under: parent)
  }

  /// Takes the node in `slot`, with its subtree, out of its parent's child list.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func unlink(_ slot: Int32) {
    join(nodes[Int(slot)].previous, nodes[Int(slot)].next, under: nodes[Int(slot)].parent)
    nodes[Int(slot)].parent = Node.none
    nodes[Int(slot)].previous = Node.none
    nodes[Int(slot)].next = Node.none
  }

  /// Makes `next` follow `previous` among the children of `parent` (`none`: the roots); a
  /// `none` on one side makes the other the first or the last of them.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func join(_ previous: Int32, _ next: Int32, under parent: Int32) {
    if parent == Node.none {
      if previous == Node.none { firstRoot = next }
      if next == Node.none { lastRoot = previous }
    } else {
      if previous == Node.none { nodes[Int(parent)].firstChild = next }
      if next == Node.none { nodes[Int(parent)].lastChild = previous }
    }
    if previous != Node.none { nodes[Int(previous)].next = next }
    if next != Node.none { nodes[Int(next)].previous = previous }
  }

  /// Unlinks the subtree at `root` and frees all its nodes, removing their items from `slots`.
  ///
  /// - Complexity: O(*d*) for *d* items in the subtree, hashing each once.
  @inlinable
  internal func removeSubtree(_ root: Int32) {
    unlink(root)
    var pending: [Int32] = [root]
    while let slot = pending.popLast() {
      var child = nodes[Int(slot)].firstChild
      while child != Node.none {
        pending.append(child)
        child = nodes[Int(child)].next
      }
      slots.removeValue(forKey: item(at: slot))
      free(slot)
    }
  }

  /// Removes every descendant of `parent`.
  ///
  /// - Complexity: O(*d*) for *d* descendants, hashing each once.
  @inlinable
  internal func removeChildren(of parent: Int32) {
    while true {
      let child = nodes[Int(parent)].firstChild
      if child == Node.none { return }
      removeSubtree(child)
    }
  }

  /// Adds new leaves for `items` among the children of `parent` (`none`: the roots), right
  /// before the sibling `next` (`none`: at the end), collapsed.
  ///
  /// Items already present are collected in `repeats` (and `slots` is left inconsistent: the
  /// caller traps).
  ///
  /// - Complexity: O(*k*) for *k* items, hashing each once.
  @inlinable
  internal func addLeaves<S: Sequence<Item>>(
    _ items: S, parent: Int32, before next: Int32, repeats: inout [Item]
  ) {
    let level = childLevel(parent)
    let isVisible = childrenAreVisible(parent)
    for item in items {
      let slot = allocate(item, level: level, isExpanded: false, isVisible: isVisible)
      if slots.updateValue(slot, forKey: item) != nil { repeats.append(item) }
      link(slot, parent: parent, before: next)
    }
  }

  /// Copies subtrees of `source`, with their hierarchy and expanded flags, among the children of
  /// `parent` (`none`: the roots), right before the sibling `next` (`none`: at the end).
  ///
  /// The copied subtrees are the one at `first` if `single`, else those of `first` and every
  /// sibling after it. Items already present are collected in `repeats` (and `slots` is left
  /// inconsistent: the caller traps).
  ///
  /// - Complexity: O(*m*) for *m* copied items, hashing each once.
  @inlinable
  internal func graft(
    from source: SectionSnapshotStorage, first: Int32, single: Bool,
    parent: Int32, before next: Int32, repeats: inout [Item]
  ) {
    let rootLevel = childLevel(parent)
    let rootsAreVisible = childrenAreVisible(parent)
    // The copies of the ancestors of `sourceSlot` below the current source root.
    var copiedAncestors: [Int32] = []
    var sourceRoot = first
    while sourceRoot != Node.none {
      var sourceSlot = sourceRoot
      while true {
        let copiedParent = copiedAncestors.last ?? parent
        let isRoot = copiedAncestors.isEmpty
        let item = source.item(at: sourceSlot)
        let slot = allocate(
          item, level: isRoot ? rootLevel : nodes[Int(copiedParent)].level &+ 1,
          isExpanded: source.nodes[Int(sourceSlot)].isExpanded,
          isVisible: isRoot ? rootsAreVisible : childrenAreVisible(copiedParent))
        if slots.updateValue(slot, forKey: item) != nil { repeats.append(item) }
        link(slot, parent: copiedParent, before: isRoot ? next : Node.none)

        let child = source.nodes[Int(sourceSlot)].firstChild
        if child != Node.none {
          copiedAncestors.append(slot)
          sourceSlot = child
          continue
        }
        while sourceSlot != sourceRoot, source.nodes[Int(sourceSlot)].next == Node.none {
          sourceSlot = source.nodes[Int(sourceSlot)].parent
          copiedAncestors.removeLast()
        }
        if sourceSlot == sourceRoot { break }
        sourceSlot = source.nodes[Int(sourceSlot)].next
      }
      if single { break }
      sourceRoot = source.nodes[Int(sourceRoot)].next
    }
  }
}
