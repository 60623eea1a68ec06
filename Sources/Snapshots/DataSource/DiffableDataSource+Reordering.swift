#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension DiffableDataSource {
  /// Performs a finished drag by the person using the UI: the item at `source` ends up at
  /// `destination`.
  ///
  /// Nothing happens unless `reorderingHandlers.canReorderItem` allows the item, or when
  /// `destination` is where the item already is. Otherwise the flow is UIKit's: build a
  /// ``SnapshotTransaction``, call `willReorder` (the old state still shows), commit and tell
  /// the renderer, then call `didReorder`, where `snapshot()` already equals the transaction's
  /// `finalSnapshot` and the item sits at `destination`.
  ///
  /// An expanded parent in an outline section is collapsed first, as UIKit does when a drag
  /// starts (the renderer gets that update separately), and `destination` is read in the
  /// collapsed layout; its subtree travels with it. `destination` may be one past the last
  /// item of another section, or `[section, 0]` of an empty one, to append there.
  ///
  /// Traps if `source` names no item or `destination` is outside the sections.
  ///
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, plus the size of the
  ///   trees of the sections involved.
  public func moveItem(at source: IndexPath, to destination: IndexPath) {
    requireNotRunning("moveItem(at:to:)")
    guard let item = itemIdentifier(for: source) else {
      trap("DiffableDataSource.moveItem(at:to:)", "no item at source index path \(source)")
    }
    let canReorder = reorderingHandlers.canReorderItem
    guard running("moveItem(at:to:)", { canReorder?(item) == true }) else { return }
    let section = state.sectionIdentifier(containingItem: item)!
    if var tree = trees[section], tree.isExpanded(item), tree.firstChild(of: item) != nil {
      tree.collapse([item])
      applyTree(tree, to: section, animatingDifferences: true)
    }
    guard let (final, newTrees, touched) = reorderedState(moving: item, to: destination) else {
      return
    }
    let transaction = makeTransaction(moving: item, final: final, trees: newTrees, touched: touched)
    running("moveItem(at:to:)") { reorderingHandlers.willReorder?(transaction) }
    commit(final, trees: newTrees, kind: .animated, "moveItem(at:to:)")
    reorderingHandlers.didReorder?(transaction)
  }

  /// The state and trees with `item` moved so that it sits at `destination`, and the sections
  /// touched (source first); `nil` when the item is already there.
  internal func reorderedState(
    moving item: ItemIdentifierType, to destination: IndexPath
  ) -> (
    SnapshotType, [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
    [SectionIdentifierType]
  )? {
    let operation = "DiffableDataSource.moveItem(at:to:)"
    let sourceSection = state.sectionIdentifier(containingItem: item)!
    guard destination.count == 2, let targetSection = sectionIdentifier(for: destination.section)
    else { trap(operation, "destination index path \(destination) names no section") }
    let count = state.numberOfItems(inSection: targetSection)
    let limit = targetSection == sourceSection ? count - 1 : count
    guard (0...limit).contains(destination.item) else {
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

    var newTrees = trees
    var piece = SectionSnapshot<ItemIdentifierType>.leaf(item)
    if var tree = newTrees[sourceSection] {
      piece = tree.snapshot(of: item, includingParent: true)
      tree.delete([item])
      newTrees[sourceSection] = tree
    }
    if newTrees[targetSection] != nil || piece.items.count > 1 {
      // The destination holds a tree (one is made for a flat section that receives a subtree).
      var tree = newTrees[targetSection] ?? .flat(state.itemIdentifiers(inSection: targetSection))
      if tree.contains(item) { tree.delete([item]) }
      let offset = destination.item
      let predecessor =
        offset > 0 ? final.itemIdentifiers(inSection: targetSection)[offset - 1] : nil
      tree.place(piece, after: predecessor)
      newTrees[targetSection] = tree
    }
    let touched = sourceSection == targetSection ? [sourceSection] : [sourceSection, targetSection]
    return (final, newTrees, touched)
  }

  /// The transaction UIKit would report for the move.
  internal func makeTransaction(
    moving item: ItemIdentifierType, final: SnapshotType,
    trees newTrees: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
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
      let final = newTrees[section] ?? .flat(final.itemIdentifiers(inSection: section))
      let difference = Diff(from: initial.items, to: final.items)
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
