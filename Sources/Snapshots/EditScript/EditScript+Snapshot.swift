#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension EditScript {
  /// The script that turns one snapshot into another, in the order a renderer that edits one
  /// row at a time performs it.
  ///
  /// ```swift
  /// let script = EditScript(from: oldSnapshot, to: newSnapshot)
  /// oldSnapshot.applying(script) == newSnapshot  // true
  /// ```
  ///
  /// It holds one step per operation of `Changeset(from: old, to: new)`, in the same
  /// coordinates once the steps before it are done, so its moves are minimal; refreshes come
  /// from the new snapshot's marks.
  ///
  /// - Complexity: The cost of the ``Changeset``, expected O(*n* + *s*) for *n* items in *s*
  ///   sections, plus O(*s* + *c* log *c*) for *c* steps.
  @inlinable
  public init<SectionIdentifierType, ItemIdentifierType>(
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) where Step == SnapshotEditStep<SectionIdentifierType, ItemIdentifierType> {
    self.init(Changeset(from: old, to: new), from: old, to: new)
  }

  /// Orders a changeset into steps, taking the identifiers from the two snapshots it was
  /// computed on.
  ///
  /// The steps are: item deletes (from the back), section deletes (from the back), section
  /// inserts and moves (by ascending new offset), item inserts and moves (by ascending new
  /// index path), then section reloads, item reloads, item reconfigures and section
  /// reconfigures at their new offsets, the order in which the view adapters make the refresh
  /// calls that follow a batch. Each structural step's offsets are those of the state the steps before it left.
  ///
  /// - Precondition: `changes` describes `old` to `new` as ``Changeset`` computes it: offsets
  ///   in range, nothing listed twice, and item operations only in sections that are neither
  ///   deleted, inserted nor moved; otherwise the program stops.
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* operations in `changes`.
  @inlinable
  public init<SectionIdentifierType, ItemIdentifierType>(
    _ changes: Changeset<SectionIdentifierType, ItemIdentifierType>,
    from old: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) where Step == SnapshotEditStep<SectionIdentifierType, ItemIdentifierType> {
    typealias Edit = SnapshotEditStep<SectionIdentifierType, ItemIdentifierType>
    let oldSections = old._sectionEntries
    let newSections = new._sectionEntries
    func fail(_ problem: String) -> Never {
      trap("EditScript(_:from:to:)", "the changeset does not fit the snapshots: \(problem)")
    }
    guard
      let sectionPlan = planListEdits(
        oldCount: oldSections.count, newCount: newSections.count,
        deletes: changes.sectionDeletes, inserts: changes.sectionInserts,
        moves: changes.sectionMoves)
    else { fail("sections \(changes)") }
    let sections = SectionCorrespondence(
      oldCount: oldSections.count, newCount: newSections.count, changes: changes)
    guard
      let items = ItemEditPlan(
        changes, sections: sections, oldCount: { oldSections[$0].items.count },
        newCount: { newSections[$0].items.count })
    else { fail("items \(changes)") }

    var steps: [Edit] = []
    steps.reserveCapacity(
      items.deletes.count + sectionPlan.count + items.arrivals.count + changes.sectionReloads.count
        + changes.itemReloads.count + changes.itemReconfigures.count
        + changes.sectionReconfigures.count)
    for position in items.deletes.reversed() {
      steps.append(
        .deleteItem(at: position, id: oldSections[position.section].items[position.offset]))
    }
    for edit in sectionPlan {
      switch edit.kind {
      case .delete:
        steps.append(.deleteSection(offset: edit.from, id: oldSections[edit.old].identifier))
      case .insert:
        let section = newSections[edit.new]
        steps.append(
          .insertSection(offset: edit.to, id: section.identifier, items: Array(section.items)))
      case .move:
        steps.append(
          .moveSection(from: edit.from, to: edit.to, id: newSections[edit.new].identifier))
      }
    }
    items.forEachArrival { from, to, target in
      let id = newSections[target.section].items[target.offset]
      steps.append(from.map { .moveItem(from: $0, to: to, id: id) } ?? .insertItem(at: to, id: id))
    }

    for section in changes.sectionReloads {
      guard section >= 0 && section < newSections.count else { fail("section reload \(section)") }
      steps.append(.reloadSection(offset: section, id: newSections[section].identifier))
    }
    func itemAt(_ path: IndexPath) -> (ItemPosition, ItemIdentifierType) {
      guard path.count == 2, path[0] >= 0, path[0] < newSections.count, path[1] >= 0,
        path[1] < newSections[path[0]].items.count
      else { fail("refresh at \(path)") }
      return (ItemPosition(section: path[0], offset: path[1]), newSections[path[0]].items[path[1]])
    }
    for path in changes.itemReloads {
      let (position, id) = itemAt(path)
      steps.append(.reloadItem(at: position, id: id))
    }
    for path in changes.itemReconfigures {
      let (position, id) = itemAt(path)
      steps.append(.reconfigureItem(at: position, id: id))
    }
    for section in changes.sectionReconfigures {
      guard section >= 0 && section < newSections.count else {
        fail("section reconfigure \(section)")
      }
      steps.append(.reconfigureSection(offset: section, id: newSections[section].identifier))
    }
    self.init(startShape: oldSections.map { $0.items.count }, steps: steps)
  }
}
