extension SectionSnapshot {
  /// Checks every invariant of the storage, trapping on the first that fails.
  ///
  /// Compiled in only under `SNAPSHOTS_INVARIANTS` (debug builds); called at the end of every
  /// mutating method. It compares identifiers with `==` but never hashes them, so tests that
  /// count hashing see only the work of the operation itself.
  ///
  /// - Complexity: O(*s*) for *s* slots when compiled in, else O(1).
  @inlinable
  internal func _checkInvariants() { checkInvariantsIfEnabled(_storage._verifyInvariants) }
}

extension SectionSnapshotStorage {
  /// Checks the arena, the item map, every link, level, flag and count, and the order cache.
  ///
  /// - Complexity: O(*s*) for *s* slots, without hashing.
  @usableFromInline
  internal func _verifyInvariants() {
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { fatalError("SectionSnapshot invariant violated: \(message())") }
    }
    let none = Node.none
    let slotCount = Int32(truncatingIfNeeded: nodes.count)
    func inRange(_ slot: Int32) -> Bool { slot >= 0 && slot < slotCount }

    // Free slots: distinct, empty, unlinked; together with `slots` they cover the arena.
    var isFree = [Bool](repeating: false, count: nodes.count)
    for slot in freeSlots {
      check(inRange(slot) && !isFree[Int(slot)], "free slot \(slot) out of range or repeated")
      isFree[Int(slot)] = true
      let node = nodes[Int(slot)]
      check(
        node.item == nil && node.parent == none && node.firstChild == none
          && node.lastChild == none && node.previous == none && node.next == none
          && !node.isExpanded && !node.isVisible, "free slot \(slot) is not cleared")
    }
    check(slots.count + freeSlots.count == nodes.count, "slot counts do not add up")
    for (item, slot) in slots {
      check(inRange(slot) && !isFree[Int(slot)], "item maps to free or invalid slot \(slot)")
      check(nodes[Int(slot)].item == item, "slot \(slot) holds another item")
    }

    // The forest: walk it depth-first and check each node against its neighbours.
    var visited = 0
    var visible = 0
    var expanded = 0
    var slot = firstRoot
    check(firstRoot == none || nodes[Int(firstRoot)].previous == none, "first root has previous")
    check((firstRoot == none) == (lastRoot == none), "root ends disagree")
    while slot != none {
      check(inRange(slot) && !isFree[Int(slot)], "link to free or invalid slot \(slot)")
      visited += 1
      check(visited <= slots.count, "the forest has a cycle or more nodes than items")
      let node = nodes[Int(slot)]
      let parent = node.parent
      if parent == none {
        check(node.level == 0 && node.isVisible, "root \(slot) has level or visibility wrong")
      } else {
        check(inRange(parent) && !isFree[Int(parent)], "slot \(slot) has invalid parent")
        let up = nodes[Int(parent)]
        check(node.level == up.level + 1, "slot \(slot) level is not its parent's plus one")
        check(node.isVisible == (up.isVisible && up.isExpanded), "slot \(slot) visibility")
      }
      if node.previous == none {
        check((parent == none ? firstRoot : nodes[Int(parent)].firstChild) == slot, "first")
      } else {
        check(nodes[Int(node.previous)].next == slot, "slot \(slot) previous link")
        check(nodes[Int(node.previous)].parent == parent, "slot \(slot) sibling parents")
      }
      if node.next == none {
        check((parent == none ? lastRoot : nodes[Int(parent)].lastChild) == slot, "last")
      } else {
        check(inRange(node.next) && nodes[Int(node.next)].previous == slot, "next link")
      }
      check((node.firstChild == none) == (node.lastChild == none), "slot \(slot) child ends")
      if node.firstChild != none {
        check(inRange(node.firstChild), "slot \(slot) has invalid first child")
        check(nodes[Int(node.firstChild)].previous == none, "first child has previous")
        check(nodes[Int(node.firstChild)].parent == slot, "first child has another parent")
      }
      if node.isVisible { visible += 1 }
      if node.isExpanded { expanded += 1 }
      slot = successor(of: slot, descending: true, within: none)
    }
    check(visited == slots.count, "\(slots.count - visited) items are not in the forest")
    check(visible == visibleCount, "visible count \(visibleCount), counted \(visible)")
    check(expanded == expandedCount, "expanded count \(expandedCount), counted \(expanded)")

    // The order cache, when present, is the depth-first order.
    orderLock.lock()
    let cache = orderCache
    orderLock.unlock()
    if let cache {
      let fresh = buildOrder()
      check(cache.slots == fresh.slots && cache.offsets == fresh.offsets, "stale order cache")
      check(cache.items.count == fresh.items.count, "order cache item count")
      for offset in cache.items.indices {
        check(cache.items[offset] == fresh.items[offset], "order cache item at \(offset)")
      }
    }
  }
}
