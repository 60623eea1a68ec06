// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSDiffableDataSourceSnapshot (UIKit, iOS 18.0) is used here as Apple declares it, with the
// prefix deleted: `Snapshot`. AppKit's snapshot (macOS 15.2) declares a subset of the same members.

import Snapshots

private enum SnapshotPortSection: Hashable, Sendable {
  case first, second, third
}

/// Every member, in a plain nonisolated synchronous function: the snapshot is a value type
/// with no actor isolation.
private func snapshotPortUseEveryMember() {
  let one = PortItem(id: 1)
  let two = PortItem(id: 2)
  let three = PortItem(id: 3)
  let four = PortItem(id: 4)

  // init()
  var snapshot = Snapshot<SnapshotPortSection, PortItem>()

  // Sections.
  snapshot.appendSections([.first])
  snapshot.insertSections([.second], beforeSection: .first)
  snapshot.insertSections([.third], afterSection: .first)
  snapshot.moveSection(.second, beforeSection: .third)
  snapshot.moveSection(.second, afterSection: .third)
  snapshot.reloadSections([.first])

  // Items: the section argument given and omitted (its default is nil: the last section).
  snapshot.appendItems([one], toSection: .first)
  snapshot.appendItems([two])
  snapshot.appendItems([three], toSection: nil)
  snapshot.insertItems([four], beforeItem: one)
  snapshot.deleteItems([four])
  snapshot.insertItems([four], afterItem: one)
  snapshot.moveItem(four, beforeItem: one)
  snapshot.moveItem(four, afterItem: one)
  snapshot.reloadItems([one])
  snapshot.reconfigureItems([two])

  // Read-only properties.
  let numberOfItems: Int = snapshot.numberOfItems
  let numberOfSections: Int = snapshot.numberOfSections
  let sectionIdentifiers: [SnapshotPortSection] = snapshot.sectionIdentifiers
  let itemIdentifiers: [PortItem] = snapshot.itemIdentifiers
  let reloadedSectionIdentifiers: [SnapshotPortSection] = snapshot.reloadedSectionIdentifiers
  let reloadedItemIdentifiers: [PortItem] = snapshot.reloadedItemIdentifiers
  let reconfiguredItemIdentifiers: [PortItem] = snapshot.reconfiguredItemIdentifiers
  _ = (numberOfItems, numberOfSections, sectionIdentifiers, itemIdentifiers)
  _ = (reloadedSectionIdentifiers, reloadedItemIdentifiers, reconfiguredItemIdentifiers)

  // Queries, with their optionality.
  let itemsInFirst: Int = snapshot.numberOfItems(inSection: .first)
  let identifiersInFirst: [PortItem] = snapshot.itemIdentifiers(inSection: .first)
  let containing: SnapshotPortSection? = snapshot.sectionIdentifier(containingItem: one)
  let indexOfItem: Int? = snapshot.indexOfItem(one)
  let indexOfSection: Int? = snapshot.indexOfSection(.first)
  if let containing, let indexOfItem, let indexOfSection {
    _ = (containing, indexOfItem, indexOfSection)
  }
  _ = (itemsInFirst, identifiersInFirst)

  // Deletions.
  snapshot.deleteSections([.third])
  snapshot.deleteAllItems()

  // A value type: a copy is independent.
  var copy = snapshot
  copy.appendSections([.third])

  // Sendable (Apple declares the snapshot `@unchecked Sendable`): it crosses into a @Sendable
  // closure and a task.
  requireSendable(snapshot)
  let frozen = copy
  let read: @Sendable () -> Int = { frozen.numberOfSections }
  _ = read
}

/// A generic use, with Apple's constraints on the identifiers (Hashable and Sendable).
private func snapshotPortGeneric<Section: Hashable & Sendable, Item: Hashable & Sendable>(
  _ sections: [Section], _ items: [Item]
) -> Snapshot<Section, Item> {
  var snapshot = Snapshot<Section, Item>()
  snapshot.appendSections(sections)
  snapshot.appendItems(items)
  return snapshot
}

/// The snapshot crosses into a task and back, as a Sendable value.
private func snapshotPortAcrossTasks() async {
  let snapshot = snapshotPortGeneric([SnapshotPortSection.first], [PortItem(id: 1)])
  let count: Int = await Task.detached { snapshot.numberOfItems }.value
  _ = count
  snapshotPortUseEveryMember()
}
