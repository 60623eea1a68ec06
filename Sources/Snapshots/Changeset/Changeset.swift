#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a renderer performs to go from one snapshot to the next: one structural batch that
/// obeys UIKit's `performBatchUpdates` rules, then content refreshes.
///
/// ```swift
/// let changes = Changeset(from: oldSnapshot, to: newSnapshot)
/// collectionView.performBatchUpdates {
///   collectionView.deleteSections(IndexSet(changes.sectionDeletes))
///   collectionView.insertSections(IndexSet(changes.sectionInserts))
///   for move in changes.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
///   collectionView.deleteItems(at: changes.itemDeletes)
///   collectionView.insertItems(at: changes.itemInserts)
///   for move in changes.itemMoves { collectionView.moveItem(at: move.from, to: move.to) }
/// }
/// collectionView.reloadSections(IndexSet(changes.sectionReloads))
/// collectionView.reloadItems(at: changes.itemReloads)
/// collectionView.reconfigureItems(at: changes.itemReconfigures)
/// // and the headers and footers of `changes.sectionReconfigures`, updated in place
/// ```
///
/// Deletes and the sources of moves are in the old snapshot's coordinates; inserts, the
/// destinations of moves and all refreshes are in the new one's. Items are matched across
/// sections, so an item that changes section is one move. A section that moves while its
/// items change is reported as a delete and an insert, because UIKit cannot move a section
/// and change its items in one batch. Nothing is displaced that need not be: section moves and
/// item moves are each a minimal set.
///
/// ## How it is computed
///
/// `Changeset(from:to:)` does not go through ``Diff``. It matches through the snapshots' own
/// tables: each new section is looked up in the old snapshot's section positions, and each item
/// of a surviving section in the old snapshot's item table (one hash per new item, none per old
/// one). What it shares with ``Diff`` is the last step: one longest increasing subsequence of
/// the matched old positions, of the sections and then of each section's items, stays in place
/// and the rest are moves, which is why both report the fewest moves.
///
/// When `new` is a copy of `old` that was then edited (as when a snapshot taken from a data
/// source is edited and applied), the new snapshot remembers the items its edits inserted,
/// moved or deleted, and the changeset is read from that record instead: items it does not
/// name kept their section and their order, so only the *k* items named are looked up, and
/// one longest increasing run over them and the untouched stretches between them keeps as many
/// items in place as the diff would. The result obeys the same rules with as few moves. The
/// snapshots are diffed when there is no such record: one built from scratch, one copied from
/// a snapshot that was mutated since, a record longer than its capacity (below), a section
/// deleted and added again, or a content comparison.
///
/// The record is read only where that is expected to cost less than the diff: by the items it
/// touched (each looked up on both sides) and the sections they sit in (each a pass of its
/// own), against the items and sections a diff visits (`ChangesetCost`). A record spread over
/// many small sections gives way sooner than one as long in a few large ones. A record that
/// would lose even without its sections is dropped as it grows: it holds at most 64 entries
/// plus a sixth of the diff's cost (an entry per item inserted, moved or deleted, and per
/// section deleted). See the rows "Recorded changeset" and "Scattered record" in
/// <doc:Performance>.
///
/// ## Refreshes
///
/// Reloads and reconfigures come from the new snapshot's marks (``Snapshot/reloadSections(_:)``,
/// ``Snapshot/reconfigureSections(_:)``, ``Snapshot/reloadItems(_:)``,
/// ``Snapshot/reconfigureItems(_:)``), which a ``ContentSnapshot`` sets from what changed, and, with
/// ``init(from:to:contentEquals:refreshingChangedItemsBy:)``, from items whose content
/// changed. They follow these rules, so that no cell is refreshed twice or in a place the
/// batch rebuilds anyway:
///
/// - A reloaded section covers its items. An item inside a section in ``sectionReloads`` gets
///   no entry of its own in ``itemReloads`` or ``itemReconfigures``, whatever marks it has or
///   however its content changed. If the second section, `"B"`, holds item 15, then
///   `reloadItems([15])` with `reloadSections(["B"])` gives `sectionReloads == [1]` and
///   `itemReloads == []`.
/// - Only what survives is refreshed. A section that is inserted, deleted, or replaced (a
///   moved section whose items change is a delete and an insert) is not reloaded; an inserted
///   item is not refreshed. Everything else, moved sections and moved items included, is
///   refreshed at its new position.
/// - An item marked both for reload and for reconfigure is reloaded, and so is a section.
public struct Changeset<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Sendable,
  Hashable
{
  /// An item's index path in the old snapshot and in the new one.
  public struct ItemMove: Sendable, Hashable, CustomStringConvertible {
    /// The index path in the old snapshot.
    public var from: IndexPath
    /// The index path in the new snapshot.
    public var to: IndexPath

    /// Creates a move.
    ///
    /// - Complexity: O(1).
    public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }

    /// `section.item→section.item`, for logs.
    ///
    /// - Complexity: O(1).
    public var description: String { "\(from._section).\(from._item)→\(to._section).\(to._item)" }
  }

  /// A section's offset in the old snapshot and in the new one: the pair of offsets a ``Diff``
  /// reports, since a section is one element of the snapshot's list of sections.
  public typealias SectionMove = Diff.OffsetPair

  /// How an item whose content changed is refreshed when the caller compares content.
  public enum ContentRefresh: Sendable, Hashable {
    /// Replace the cell.
    case reload
    /// Update the existing cell in place.
    case reconfigure
  }

  /// Old offsets of deleted sections, ascending.
  public var sectionDeletes: [Int]
  /// New offsets of inserted sections, ascending.
  public var sectionInserts: [Int]
  /// Sections that moved, old offset to new offset, ascending by new offset.
  public var sectionMoves: [SectionMove]
  /// Old index paths of deleted items, ascending.
  public var itemDeletes: [IndexPath]
  /// New index paths of inserted items, ascending.
  public var itemInserts: [IndexPath]
  /// Items that moved, ascending by new index path.
  public var itemMoves: [ItemMove]
  /// New offsets of sections to reload after the batch, ascending.
  public var sectionReloads: [Int]
  /// New index paths of items to reload after the batch, ascending.
  public var itemReloads: [IndexPath]
  /// New index paths of items to reconfigure after the batch, ascending.
  public var itemReconfigures: [IndexPath]
  /// New offsets of sections whose own content changed, ascending: their headers and footers
  /// are refreshed in place after the batch, their items are not (beyond Apple).
  public var sectionReconfigures: [Int]

  /// Creates a changeset from its parts, as they would be computed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [SectionMove] = [],
    itemDeletes: [IndexPath] = [], itemInserts: [IndexPath] = [], itemMoves: [ItemMove] = [],
    sectionReloads: [Int] = [], itemReloads: [IndexPath] = [], itemReconfigures: [IndexPath] = [],
    sectionReconfigures: [Int] = []
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionMoves = sectionMoves
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemMoves = itemMoves
    self.sectionReloads = sectionReloads
    self.itemReloads = itemReloads
    self.itemReconfigures = itemReconfigures
    self.sectionReconfigures = sectionReconfigures
  }

  /// Whether there is nothing to perform at all, refreshes included.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty
      && sectionReloads.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty
      && sectionReconfigures.isEmpty
  }

  /// Whether the batch changes structure: anything but reloads and reconfigures.
  ///
  /// - Complexity: O(1).
  public var hasStructuralChanges: Bool {
    !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
  }
}

extension Changeset: CustomStringConvertible {
  /// The non-empty parts, for debugging and logs.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  public var description: String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\($0._section).\($0._item)" }.joined(separator: ", ") + "]"
    }
    var parts: [String] = []
    if !sectionDeletes.isEmpty { parts.append("sectionDeletes: \(sectionDeletes)") }
    if !sectionInserts.isEmpty { parts.append("sectionInserts: \(sectionInserts)") }
    if !sectionMoves.isEmpty { parts.append("sectionMoves: \(sectionMoves)") }
    if !itemDeletes.isEmpty { parts.append("itemDeletes: \(paths(itemDeletes))") }
    if !itemInserts.isEmpty { parts.append("itemInserts: \(paths(itemInserts))") }
    if !itemMoves.isEmpty { parts.append("itemMoves: \(itemMoves)") }
    if !sectionReloads.isEmpty { parts.append("sectionReloads: \(sectionReloads)") }
    if !itemReloads.isEmpty { parts.append("itemReloads: \(paths(itemReloads))") }
    if !itemReconfigures.isEmpty { parts.append("itemReconfigures: \(paths(itemReconfigures))") }
    if !sectionReconfigures.isEmpty {
      parts.append("sectionReconfigures: \(sectionReconfigures)")
    }
    return "Changeset(" + parts.joined(separator: ", ") + ")"
  }
}
