extension Snapshot {
  /// The most sections a snapshot holds: 1 048 576 (2²⁰).
  ///
  /// A snapshot holds at most 2²⁰ sections at once and
  /// at most ``maximumItemsPerSection`` items in each; the total number of items is bounded
  /// only by memory. These are the bounds the storage is tested for, and the ones every
  /// version of the package keeps, so that what one version builds or decodes, another does
  /// too: section positions and item counts well inside the 32 bits the storage keeps them in.
  ///
  /// Going past a limit with the mutating API is a caller error and traps. The validating
  /// builders (``init(validating:)``, ``init(sectionIdentifiers:itemsBySection:)``,
  /// ``resolvingRepeats(in:)``) check both limits first and throw a
  /// ``SnapshotValidationError`` instead.
  ///
  /// - Complexity: O(1).
  public static var maximumSectionCount: Int { SnapshotCapacity.sectionLimit }

  /// The most items one section of a snapshot holds: 268 435 456 (2²⁸).
  ///
  /// See ``maximumSectionCount`` for why, and for what happens past it.
  ///
  /// - Complexity: O(1).
  public static var maximumItemsPerSection: Int { SnapshotCapacity.itemsPerSectionLimit }
}

/// The limits a validating builder checks its input against: a snapshot's own, or smaller ones
/// in tests, which cannot allocate 2²⁸ items to reach the real one.
@usableFromInline
internal struct SnapshotCapacity: Sendable {
  /// A snapshot's own limits, written once for every identifier type.
  @usableFromInline internal static var sectionLimit: Int { 1 << 20 }
  @usableFromInline internal static var itemsPerSectionLimit: Int { 1 << 28 }

  /// The most distinct sections.
  internal var sections: Int
  /// The most items in one section.
  internal var itemsPerSection: Int

  /// The limits of a snapshot.
  internal static var snapshot: SnapshotCapacity {
    SnapshotCapacity(sections: sectionLimit, itemsPerSection: itemsPerSectionLimit)
  }
}
