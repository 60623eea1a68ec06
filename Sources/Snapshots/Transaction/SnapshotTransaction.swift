/// One committed reorder: the snapshot before, the snapshot after, and the difference between
/// them, so that a model layer can write the new order back to its store.
///
/// A ``DiffableDataSource`` hands one to `willReorder` and `didReorder` when a person drags an
/// item. `initialSnapshot.itemIdentifiers.applying(difference)` equals
/// `finalSnapshot.itemIdentifiers`.
///
/// Named `SnapshotTransaction` rather than `Transaction` so that it never collides with
/// SwiftUI's type of that name.
public struct SnapshotTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// The data source's snapshot before the reorder.
  public let initialSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's snapshot after the reorder.
  public let finalSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change over the flattened `itemIdentifiers`: for a drag, one removal and one
  /// insertion associated with each other.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One transaction per section the reorder touched: one for a move within a section, two
  /// (source first) for a move across sections.
  public let sectionTransactions: [SectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// Creates a transaction from its parts.
  ///
  /// Package-only: outside the package these values come only from a data source, so that
  /// their parts always agree.
  ///
  /// - Complexity: O(1).
  package init(
    initialSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    difference: CollectionDifference<ItemIdentifierType>,
    sectionTransactions: [SectionTransaction<SectionIdentifierType, ItemIdentifierType>]
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
    self.sectionTransactions = sectionTransactions
  }
}

/// One section's part of a reorder: its section snapshot before and after, and the difference
/// over the section snapshot's `items` (hidden children included).
public struct SectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// The section this part concerns.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's outline before the reorder (a flat one for a section without an outline).
  public let initialSnapshot: SectionSnapshot<ItemIdentifierType>
  /// The section's outline after the reorder.
  public let finalSnapshot: SectionSnapshot<ItemIdentifierType>
  /// The change over `items`: `initialSnapshot.items.applying(difference)` equals
  /// `finalSnapshot.items`.
  public let difference: CollectionDifference<ItemIdentifierType>

  /// Creates a section transaction from its parts.
  ///
  /// Package-only: outside the package these values come only from a data source, so that
  /// their parts always agree.
  ///
  /// - Complexity: O(1).
  package init(
    sectionIdentifier: SectionIdentifierType,
    initialSnapshot: SectionSnapshot<ItemIdentifierType>,
    finalSnapshot: SectionSnapshot<ItemIdentifierType>,
    difference: CollectionDifference<ItemIdentifierType>
  ) {
    self.sectionIdentifier = sectionIdentifier
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
  }
}

extension SnapshotTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension SectionTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
