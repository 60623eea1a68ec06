// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSDiffableDataSourceSectionSnapshot (UIKit, iOS 18.0) is used here as Apple declares it, with
// the prefix deleted: `SectionSnapshot`.

import Snapshots

/// Every member, in a plain nonisolated synchronous function: the section snapshot is a value
/// type with no actor isolation.
private func sectionSnapshotPortUseEveryMember() {
  let root = PortItem(id: 1)
  let child = PortItem(id: 2)
  let sibling = PortItem(id: 3)
  let grandchild = PortItem(id: 4)
  let other = PortItem(id: 5)

  // init() and init(_:).
  var snapshot = SectionSnapshot<PortItem>()
  let copy = SectionSnapshot<PortItem>(snapshot)
  _ = copy

  // append(_:to:), the parent given and omitted (its default is nil: root items).
  snapshot.append([root])
  snapshot.append([sibling], to: nil)
  snapshot.append([child], to: root)

  // insert(_:before:) and insert(_:after:) with items.
  snapshot.insert([grandchild], before: child)
  snapshot.delete([grandchild])
  snapshot.insert([grandchild], after: child)

  // Expansion.
  snapshot.expand([root])
  snapshot.collapse([root])

  // replace(childrenOf:using:) and inserting a whole snapshot before and after an item.
  var children = SectionSnapshot<PortItem>()
  children.append([child])
  children.append([grandchild], to: child)
  snapshot.replace(childrenOf: root, using: children)
  var more = SectionSnapshot<PortItem>()
  more.append([other])
  snapshot.insert(more, before: sibling)
  snapshot.delete([other])
  snapshot.insert(more, after: sibling)

  // Queries, with their optionality.
  let isExpanded: Bool = snapshot.isExpanded(root)
  let isVisible: Bool = snapshot.isVisible(child)
  let contains: Bool = snapshot.contains(grandchild)
  let level: Int = snapshot.level(of: grandchild)
  let index: Int? = snapshot.index(of: child)
  let parent: PortItem? = snapshot.parent(of: child)
  if let index, let parent {
    _ = (index, parent)
  }
  _ = (isExpanded, isVisible, contains, level)

  // snapshot(of:includingParent:), the flag omitted (its default is false) and given.
  let subtree: SectionSnapshot<PortItem> = snapshot.snapshot(of: root)
  let subtreeWithParent: SectionSnapshot<PortItem> =
    snapshot.snapshot(of: root, includingParent: true)
  _ = (subtree, subtreeWithParent)

  // Read-only properties and the description.
  let items: [PortItem] = snapshot.items
  let rootItems: [PortItem] = snapshot.rootItems
  let visibleItems: [PortItem] = snapshot.visibleItems
  let description: String = snapshot.visualDescription()
  _ = (items, rootItems, visibleItems, description)

  // Deletions.
  snapshot.delete([sibling])
  snapshot.deleteAll()

  // Sendable: Apple declares the section snapshot `@unchecked Sendable`.
  requireSendable(snapshot)
  let frozen = snapshot
  let read: @Sendable () -> [PortItem] = { frozen.items }
  _ = read
}

/// A generic use, with Apple's constraints on the identifier (Hashable and Sendable).
private func sectionSnapshotPortGeneric<Item: Hashable & Sendable>(
  _ roots: [Item]
) -> SectionSnapshot<Item> {
  var snapshot = SectionSnapshot<Item>()
  snapshot.append(roots)
  return snapshot
}

/// The section snapshot crosses into a task and back, as a Sendable value.
private func sectionSnapshotPortAcrossTasks() async {
  let snapshot = sectionSnapshotPortGeneric([PortItem(id: 1)])
  let items: [PortItem] = await Task.detached { snapshot.visibleItems }.value
  _ = items
  sectionSnapshotPortUseEveryMember()
}
