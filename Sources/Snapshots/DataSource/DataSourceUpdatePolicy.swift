/// When a ``DiffableDataSource`` hands its renderer a reload instead of a batch: never by
/// default, as in UIKit; with limits, whenever a batch would be too large to perform and animate
/// well, as IGListKit's `allowsReloadingOnTooManyUpdates` and DifferenceKit's `interrupt` do.
///
/// ```swift
/// dataSource.updatePolicy = .reloadAbove(changes: 500, fraction: 0.5)
/// dataSource.apply(replacingMostItems)   // onUpdate receives .reloadData, an empty changeset
/// ```
///
/// The policy is consulted on every commit that would otherwise be a batch: applying a
/// snapshot, a section snapshot or a feed's snapshots, expanding or collapsing an item, and a
/// finished drag. It never turns a reload into a batch: the first apply into an empty data
/// source and ``DiffableDataSource/applySnapshotUsingReloadData(_:completion:)`` stay reloads.
/// A drag's batch is a single move, so only a limit below one change (or a fraction that one
/// move exceeds, in a very short list) reloads it; the drag's transaction is the same either way.
///
/// ## How a batch is measured
///
/// Its **change count** (``changeCount(of:)``) is its number of structural operations: the
/// entries of ``Changeset/sectionDeletes``, ``Changeset/sectionInserts``,
/// ``Changeset/sectionMoves``, ``Changeset/itemDeletes``, ``Changeset/itemInserts`` and
/// ``Changeset/itemMoves``. A deleted or inserted section counts once, however many items it
/// holds, because the renderer performs it as one call. Refreshes (reloads and reconfigures) do
/// not count: they run after the batch, one cell at a time, and turning them into a reload
/// would lose what a reconfigure keeps.
///
/// Its **changed fraction** (``changedFraction(of:from:to:)``) is the share of the list that
/// does not keep its place. Sections and items both count as elements of the list. A section
/// keeps its place if it is in both snapshots and neither moves nor is replaced; an item keeps
/// its place if its section survives (a moved section's items travel with it) and it is neither
/// deleted nor moved. The fraction is 1 − *kept* / *size*, where *size* is the number of
/// elements of the larger snapshot, and 0 when both are empty. Replacing or reversing every
/// item of a long list is close to 1; appending as many items as the list holds is close to ½.
///
/// A commit is delivered as a reload when its change count is above ``maximumChangeCount`` or
/// its changed fraction is above ``maximumChangedFraction``; either limit suffices, and a
/// batch exactly at a limit is still a batch.
public struct DataSourceUpdatePolicy: Sendable, Hashable {
  /// The largest change count delivered as a batch; `nil` for no limit.
  public let maximumChangeCount: Int?
  /// The largest changed fraction delivered as a batch, from 0 to 1; `nil` for no limit.
  public let maximumChangedFraction: Double?

  /// Creates a policy with optional limits; with none, every commit but the first is a batch.
  ///
  /// Traps if `maximumChangeCount` is negative or `maximumChangedFraction` is not in `0...1`.
  ///
  /// - Parameters:
  ///   - maximumChangeCount: The largest change count delivered as a batch.
  ///   - maximumChangedFraction: The largest changed fraction delivered as a batch.
  /// - Complexity: O(1).
  public init(maximumChangeCount: Int? = nil, maximumChangedFraction: Double? = nil) {
    let operation = "DataSourceUpdatePolicy(maximumChangeCount:maximumChangedFraction:)"
    if let maximumChangeCount, maximumChangeCount < 0 {
      trap(operation, "maximumChangeCount \(maximumChangeCount) is negative")
    }
    if let maximumChangedFraction, !(0...1).contains(maximumChangedFraction) {
      trap(operation, "maximumChangedFraction \(maximumChangedFraction) is not in 0...1")
    }
    self.maximumChangeCount = maximumChangeCount
    self.maximumChangedFraction = maximumChangedFraction
  }

  /// Apple's behaviour, and the default: every commit but the first into an empty data source
  /// is a batch, however large.
  ///
  /// - Complexity: O(1).
  public static var alwaysBatch: DataSourceUpdatePolicy { DataSourceUpdatePolicy() }

  /// A policy that reloads when a batch has more than `changes` structural operations, or more
  /// than `fraction` of the list changes place; `nil` leaves that limit off.
  ///
  /// ```swift
  /// dataSource.updatePolicy = .reloadAbove(changes: 500)
  /// dataSource.updatePolicy = .reloadAbove(fraction: 0.5)
  /// ```
  ///
  /// Traps if `changes` is negative or `fraction` is not in `0...1`.
  ///
  /// - Complexity: O(1).
  public static func reloadAbove(
    changes: Int? = nil, fraction: Double? = nil
  ) -> DataSourceUpdatePolicy {
    DataSourceUpdatePolicy(maximumChangeCount: changes, maximumChangedFraction: fraction)
  }

  /// The number of structural operations in a batch: deletes, inserts and moves of sections and
  /// items; refreshes do not count.
  ///
  /// - Complexity: O(1).
  public static func changeCount<Section: Hashable, Item: Hashable>(
    of changeset: Changeset<Section, Item>
  ) -> Int {
    changeset.sectionDeletes.count + changeset.sectionInserts.count
      + changeset.sectionMoves.count + changeset.itemDeletes.count
      + changeset.itemInserts.count + changeset.itemMoves.count
  }

  /// The share of the list, sections and items, that does not keep its place when `changeset`
  /// turns `old` into `new`: from 0 (nothing moves) to 1 (nothing stays).
  ///
  /// `changeset` must be the one computed from `old` to `new`.
  ///
  /// - Complexity: O(*d*) for *d* deleted sections.
  public static func changedFraction<Section: Hashable, Item: Hashable>(
    of changeset: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>
  ) -> Double {
    let size = max(
      old.numberOfSections + old.numberOfItems, new.numberOfSections + new.numberOfItems)
    if size == 0 { return 0 }
    let oldSections = old._sectionEntries
    var itemsOfDeletedSections = 0
    for offset in changeset.sectionDeletes {
      itemsOfDeletedSections += oldSections[offset].items.count
    }
    let keptSections =
      old.numberOfSections - changeset.sectionDeletes.count - changeset.sectionMoves.count
    let keptItems =
      old.numberOfItems - itemsOfDeletedSections - changeset.itemDeletes.count
      - changeset.itemMoves.count
    // Clamped, so that a changeset from other snapshots cannot give a share outside 0...1.
    let kept = min(max(keptSections + keptItems, 0), size)
    return Double(size - kept) / Double(size)
  }

  /// Whether a commit whose batch is `changeset`, from `old` to `new`, is delivered as a reload.
  ///
  /// - Complexity: O(1) without a fraction limit; O(*d*) for *d* deleted sections with one.
  public func reloads<Section: Hashable, Item: Hashable>(
    _ changeset: Changeset<Section, Item>, from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>
  ) -> Bool {
    if let maximumChangeCount, Self.changeCount(of: changeset) > maximumChangeCount {
      return true
    }
    if let maximumChangedFraction,
      Self.changedFraction(of: changeset, from: old, to: new) > maximumChangedFraction
    {
      return true
    }
    return false
  }
}
