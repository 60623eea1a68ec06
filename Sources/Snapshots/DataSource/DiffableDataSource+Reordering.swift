#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension DiffableDataSource {
  /// Performs a finished drag by the person using the UI: the item at `source` ends up at
  /// `destination`. The counterpart of a collection view's `collectionView(_:moveItemAt:to:)`.
  ///
  /// Nothing happens unless `reorderingHandlers.canReorderItem` allows the item, or when
  /// `destination` is where the item already is; the result says which. Otherwise the flow is
  /// UIKit's: build a ``SnapshotTransaction``, call `willReorder` (the old state still shows),
  /// commit and tell the renderer, then call `didReorder`, where `snapshot()` already equals
  /// the transaction's `finalSnapshot` and the item sits at `destination`.
  ///
  /// The renderer's changeset, the transaction's difference and each section transaction name
  /// the dragged item as the one that moved whenever a minimal set of moves allows it, so that
  /// a renderer animates the row the person touched.
  ///
  /// An expanded parent in an outline section is collapsed first, as UIKit does when a drag
  /// starts (the renderer gets that update separately), and `destination` is read in the
  /// collapsed layout; its subtree travels with it. `destination` may be one past the last
  /// item of another section, or `[section, 0]` of an empty one, to append there.
  ///
  /// Traps if `source` names no item or `destination` is outside the sections.
  ///
  /// - Returns: ``InteractionOutcome/performed``, ``InteractionOutcome/refusedByHandler`` or
  ///   ``InteractionOutcome/alreadyInState``.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus the size of the
  ///   outlines of the sections involved.
  @discardableResult
  public func moveItem(at source: IndexPath, to destination: IndexPath) -> InteractionOutcome {
    reorder(from: source, to: destination, "moveItem(at:to:)")
  }

  /// Performs a finished drag in a table: the counterpart of a table view's
  /// `tableView(_:moveRowAt:to:)`, with the same flow as ``moveItem(at:to:)``.
  ///
  /// - Returns: ``InteractionOutcome/performed``, or why nothing happened.
  /// - Complexity: As ``moveItem(at:to:)``.
  @discardableResult
  public func moveRow(at source: IndexPath, to destination: IndexPath) -> InteractionOutcome {
    reorder(from: source, to: destination, "moveRow(at:to:)")
  }

  /// The reorder flow behind ``moveItem(at:to:)`` and ``moveRow(at:to:)``; a view that has
  /// already asked its own permission question and moved the row passes `askingHandler: false`.
  package func reorder(
    from source: IndexPath, to destination: IndexPath, _ operation: String,
    askingHandler: Bool = true
  ) -> InteractionOutcome {
    requireNotRunning(operation)
    guard let item = itemIdentifier(for: source) else {
      trap("DiffableDataSource.\(operation)", "no item at source index path \(source)")
    }
    let canReorder = reorderingHandlers.canReorderItem
    if askingHandler {
      guard running(operation, { canReorder?(item) == true }) else { return .refusedByHandler }
    }
    collapseForDrag(item)
    guard
      let (final, newOutlines, touched) = reorderedState(
        moving: item, to: destination, "DiffableDataSource.\(operation)")
    else { return .alreadyInState }
    let transaction = makeTransaction(
      moving: item, final: final, outlines: newOutlines, touched: touched)
    running(operation) { reorderingHandlers.willReorder?(transaction) }
    let changeset = Changeset(from: state, to: final, preferringToMove: item)
    commit(
      final, outlines: newOutlines, kind: .animated, changeset: changeset, content: content,
      operation)
    reorderingHandlers.didReorder?(transaction)
    return .performed
  }

  /// Collapses `item` if it is an expanded parent in an outline section, as UIKit does when a
  /// drag starts, so that its subtree travels with it; the renderer gets that update alone.
  package func collapseForDrag(_ item: ItemIdentifierType) {
    guard let section = state.sectionIdentifier(containingItem: item) else { return }
    if var outline = outlines[section], outline.isExpanded(item),
      outline._firstChild(of: item) != nil
    {
      outline.collapse([item])
      applyOutline(outline, to: section, animatingDifferences: true)
    }
  }

  /// The state and outlines with `item` moved so that it sits at `destination`, and the sections
  /// touched (source first); `nil` when the item is already there.
  internal func reorderedState(
    moving item: ItemIdentifierType, to destination: IndexPath, _ operation: String
  ) -> (
    SnapshotType, [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
    [SectionIdentifierType]
  )? {
    let sourceSection = state.sectionIdentifier(containingItem: item)!
    guard destination.count == 2, let targetSection = sectionIdentifier(for: destination._section)
    else { trap(operation, "destination index path \(destination) names no section") }
    let count = state.numberOfItems(inSection: targetSection)
    let limit = targetSection == sourceSection ? count - 1 : count
    guard (0...limit).contains(destination._item) else {
      trap(operation, "destination index path \(destination) is outside section \(targetSection)")
    }

    var final = state
    if let occupant = itemIdentifier(for: destination) {
      if occupant == item { return nil }
      // UIKit's rule, which leaves the item exactly at `destination`.
      if state.indexOfItem(occupant)! < state.indexOfItem(item)! || targetSection != sourceSection {
        final.moveItem(item, beforeItem: occupant)
      } else {
        final.moveItem(item, afterItem: occupant)
      }
    } else {
      final.appendItems([item], toSection: targetSection)
    }

    var newOutlines = outlines
    var piece = SectionSnapshot<ItemIdentifierType>.leaf(item)
    if var outline = newOutlines[sourceSection] {
      piece = outline.snapshot(of: item, includingParent: true)
      outline.delete([item])
      newOutlines[sourceSection] = outline
    }
    if newOutlines[targetSection] != nil || piece.items.count > 1 {
      // The destination holds an outline (one is made for a flat section that receives a subtree).
      var outline =
        newOutlines[targetSection] ?? .flat(state.itemIdentifiers(inSection: targetSection))
      if outline.contains(item) { outline.delete([item]) }
      let offset = destination._item
      let predecessor =
        offset > 0 ? final.itemIdentifiers(inSection: targetSection)[offset - 1] : nil
      outline.place(piece, after: predecessor)
      newOutlines[targetSection] = outline
    }
    let touched = sourceSection == targetSection ? [sourceSection] : [sourceSection, targetSection]
    return (final, newOutlines, touched)
  }

  /// The transaction UIKit would report for the move.
  internal func makeTransaction(
    moving item: ItemIdentifierType, final: SnapshotType,
    outlines newOutlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
    touched: [SectionIdentifierType]
  ) -> SnapshotTransaction<SectionIdentifierType, ItemIdentifierType> {
    let from = state.indexOfItem(item)!
    let to = final.indexOfItem(item)!
    let difference = CollectionDifference<ItemIdentifierType>([
      .remove(offset: from, element: item, associatedWith: to),
      .insert(offset: to, element: item, associatedWith: from),
    ])!
    let sectionTransactions = touched.map { section in
      let initial = snapshot(for: section)
      let final = newOutlines[section] ?? .flat(final.itemIdentifiers(inSection: section))
      let difference = Diff(from: initial.items, to: final.items, preferringToMove: item)
        .collectionDifference(from: initial.items, to: final.items)
      return SectionTransaction(
        sectionIdentifier: section, initialSnapshot: initial, finalSnapshot: final,
        difference: difference)
    }
    return SnapshotTransaction(
      initialSnapshot: state, finalSnapshot: final, difference: difference,
      sectionTransactions: sectionTransactions)
  }
}

extension SectionSnapshot {
  /// A section snapshot whose roots are `items`.
  ///
  /// - Complexity: Expected O(*k*) for *k* items.
  internal static func flat(_ items: [ItemIdentifierType]) -> SectionSnapshot {
    var flat = SectionSnapshot()
    flat.append(items)
    return flat
  }
}
