// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSDiffableDataSourceTransaction (UIKit, iOS 18.0) is used here as Apple declares it, with the
// prefix deleted.
// The package names it `SnapshotTransaction`, not `Transaction`: SwiftUI has a `Transaction`.

import Snapshots

/// Apple declares no public initializer: a transaction reaches app code only through the
/// collection view data source's reordering handlers, so the port takes one as an argument.
private func snapshotTransactionPortUseEveryMember(
  _ transaction: SnapshotTransaction<PortSection, PortItem>
) {
  let initialSnapshot: Snapshot<PortSection, PortItem> =
    transaction.initialSnapshot
  let finalSnapshot: Snapshot<PortSection, PortItem> =
    transaction.finalSnapshot
  let difference: CollectionDifference<PortItem> = transaction.difference
  let sectionTransactions: [SectionTransaction<PortSection, PortItem>] =
    transaction.sectionTransactions
  _ = (initialSnapshot, finalSnapshot, sectionTransactions)

  // The difference is the standard library's, as an app reads it after a reorder.
  for change in difference {
    switch change {
    case .insert(let offset, let item, let associatedWith):
      _ = (offset, item, associatedWith)
    case .remove(let offset, let item, let associatedWith):
      _ = (offset, item, associatedWith)
    }
  }
  let applied: [PortItem]? =
    initialSnapshot.itemIdentifiers.applying(difference)
  _ = applied

  // Sendable: Apple declares the transaction `@unchecked Sendable`.
  requireSendable(transaction)
  let read: @Sendable () -> Int = { transaction.finalSnapshot.numberOfItems }
  _ = read
}

/// A generic use, with Apple's constraints on the identifiers (Hashable and Sendable).
private func snapshotTransactionPortGeneric<
  Section: Hashable & Sendable, Item: Hashable & Sendable
>(_ transaction: SnapshotTransaction<Section, Item>) -> [Item] {
  transaction.finalSnapshot.itemIdentifiers
}

/// The transaction crosses into a task, as a Sendable value.
private func snapshotTransactionPortAcrossTasks(
  _ transaction: SnapshotTransaction<PortSection, PortItem>
) async {
  let items = await Task.detached { snapshotTransactionPortGeneric(transaction) }.value
  _ = items
  snapshotTransactionPortUseEveryMember(transaction)
}
