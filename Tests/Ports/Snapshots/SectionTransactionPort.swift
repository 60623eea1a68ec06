// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSDiffableDataSourceSectionTransaction (UIKit, iOS 18.0) is used here as Apple declares it,
// with the prefix deleted: `SectionTransaction`.

import Snapshots

/// Apple declares no public initializer: a section transaction reaches app code only inside a
/// transaction's `sectionTransactions`, so the port takes one as an argument.
private func sectionTransactionPortUseEveryMember(
  _ transaction: SectionTransaction<PortSection, PortItem>
) {
  let sectionIdentifier: PortSection = transaction.sectionIdentifier
  let initialSnapshot: SectionSnapshot<PortItem> = transaction.initialSnapshot
  let finalSnapshot: SectionSnapshot<PortItem> = transaction.finalSnapshot
  let difference: CollectionDifference<PortItem> = transaction.difference
  _ = (sectionIdentifier, finalSnapshot)

  let applied: [PortItem]? = initialSnapshot.items.applying(difference)
  _ = applied

  // Sendable: Apple declares the section transaction `@unchecked Sendable`.
  requireSendable(transaction)
  let read: @Sendable () -> PortSection = { transaction.sectionIdentifier }
  _ = read
}

/// Reached the way an app reaches it: from a whole transaction.
private func sectionTransactionPortFromTransaction(
  _ transaction: SnapshotTransaction<PortSection, PortItem>
) {
  for sectionTransaction in transaction.sectionTransactions {
    sectionTransactionPortUseEveryMember(sectionTransaction)
  }
}

/// A generic use, with Apple's constraints on the identifiers (Hashable and Sendable).
private func sectionTransactionPortGeneric<
  Section: Hashable & Sendable, Item: Hashable & Sendable
>(_ transaction: SectionTransaction<Section, Item>) -> (Section, [Item]) {
  (transaction.sectionIdentifier, transaction.finalSnapshot.visibleItems)
}

/// The section transaction crosses into a task, as a Sendable value.
private func sectionTransactionPortAcrossTasks(
  _ transaction: SectionTransaction<PortSection, PortItem>
) async {
  let result = await Task.detached { sectionTransactionPortGeneric(transaction) }.value
  _ = result
}
