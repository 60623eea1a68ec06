// Compiled, never run, in both the Swift 5 and the Swift 6 language modes. Every member of
// NSDiffableDataSourceSectionTransaction (UIKit, iOS 18.0) is used here as Apple declares it,
// with the prefix deleted: `SectionTransaction`.

import Snapshots

private enum SectionTransactionPortSection: Hashable, Sendable {
  case main
}

private struct SectionTransactionPortItem: Hashable, Sendable {
  let id: Int
}

/// Apple declares the section transaction `@unchecked Sendable`.
private func sectionTransactionPortRequireSendable<Value: Sendable>(_ value: Value) {}

/// Apple declares no public initializer: a section transaction reaches app code only inside a
/// transaction's `sectionTransactions`, so the port takes one as an argument.
private func sectionTransactionPortUseEveryMember(
  _ transaction: SectionTransaction<SectionTransactionPortSection, SectionTransactionPortItem>
) {
  let sectionIdentifier: SectionTransactionPortSection = transaction.sectionIdentifier
  let initialSnapshot: SectionSnapshot<SectionTransactionPortItem> = transaction.initialSnapshot
  let finalSnapshot: SectionSnapshot<SectionTransactionPortItem> = transaction.finalSnapshot
  let difference: CollectionDifference<SectionTransactionPortItem> = transaction.difference
  _ = (sectionIdentifier, finalSnapshot)

  let applied: [SectionTransactionPortItem]? = initialSnapshot.items.applying(difference)
  _ = applied

  // Sendable.
  sectionTransactionPortRequireSendable(transaction)
  let read: @Sendable () -> SectionTransactionPortSection = { transaction.sectionIdentifier }
  _ = read
}

/// Reached the way an app reaches it: from a whole transaction.
private func sectionTransactionPortFromTransaction(
  _ transaction: SnapshotTransaction<SectionTransactionPortSection, SectionTransactionPortItem>
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
  _ transaction: SectionTransaction<SectionTransactionPortSection, SectionTransactionPortItem>
) async {
  let result = await Task.detached { sectionTransactionPortGeneric(transaction) }.value
  _ = result
}
