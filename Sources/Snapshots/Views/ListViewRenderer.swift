#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

/// Shows a ``DiffableDataSource``'s state in a collection or table view, with UIKit's timing,
/// so that no update can break the view's batch rules.
///
/// Each update is performed at once, also while an earlier batch still animates: the view's
/// side, ``rendered`` and ``renderedContent``, moves inside the update block of the update's
/// batch, because the view reads its "before" counts from the data source just before the
/// block runs, and asks for the cells of the new state within it. When an apply returns, the
/// state, ``rendered`` and the view's counts are the applied snapshot, and the apply's
/// completion runs when its batch's animation ends.
@MainActor
package final class ListViewRenderer<Section: Hashable, Item: Hashable> {
  package typealias SnapshotType = Snapshot<Section, Item>

  /// The state, its flows and its handlers.
  package let source = DiffableDataSource<Section, Item>()
  /// What the view shows: the data-source methods of the adapters answer from it.
  package private(set) var rendered = SnapshotType() {
    didSet { didRender?(rendered) }
  }
  /// The content of ``rendered``, when it was applied as a ``ContentSnapshot``: what the content
  /// cell providers receive.
  package private(set) var renderedContent: AnyContentSnapshot<Section, Item>?
  /// Told of each new ``rendered``, for an adapter that lays it out in rows of its own.
  package var didRender: ((SnapshotType) -> Void)?
  package let target: any ListViewTarget

  /// The completion of the call being performed, waiting for the batches it starts.
  private var performing: PendingCompletion?
  /// Set while the view itself performs a move: the updates it causes are already on screen.
  private var isAbsorbingUpdates = false

  package init(target: any ListViewTarget) {
    self.target = target
    source.onUpdate = { [unowned self] update in self.show(update) }
  }

  /// Runs `body` (an apply or an interaction of the data source), then `completion` once the
  /// batches it started have finished animating, or as soon as `body` returns when it started
  /// none: outside the data source's flows, so that the completion may apply again.
  package func perform(_ body: () -> Void, completion: (() -> Void)?) {
    let pending = PendingCompletion(completion)
    let outer = performing
    performing = pending
    body()
    performing = outer
    pending.finishOne()
  }

  /// Receives every update of the data source, and performs it at once.
  private func show(_ update: DataSourceUpdate<Section, Item>) {
    if isAbsorbingUpdates { return }
    let pending = performing
    pending?.startOne()
    let change = ListViewChange(
      update.changeset, animated: update.kind == .animated,
      states: (update.previousSnapshot, update.snapshot))
    let batched = target.show(
      change, shown: rendered._sectionEntries.map { $0.items.count },
      reloading: update.kind == .reloadData,
      commit: { [unowned self] in
        // Together: a cell asked for inside the batch shows the state being applied.
        renderedContent = update.content
        rendered = update.snapshot
      },
      batchFinished: { pending?.finishOne() })
    if !batched { pending?.finishOne() }
  }

  /// The view has already moved the row at `source` to `destination` (a person's drag): the
  /// state follows through the data source's reorder flow, and only what the view does not
  /// show yet (a refusal, or the collapse of a dragged parent) becomes a batch.
  ///
  /// The drop is read by what it lands after, not by its offset: a dragged parent is collapsed
  /// first, as UIKit does when a drag starts, and that can shift the offsets of the section.
  package func viewDidMove(
    from sourcePath: IndexPath, to destination: IndexPath,
    _ reorder: (IndexPath, IndexPath) -> InteractionOutcome
  ) {
    // The view moved a row it shows; a path it does not show moves nothing.
    guard
      let item = rendered._itemIdentifier(inSectionAt: sourcePath._section, at: sourcePath._item),
      let onScreen = rendered.movingItem(at: sourcePath, to: destination),
      let section = onScreen._sectionIdentifier(at: destination._section)
    else { return }
    let landing = onScreen.itemIdentifiers(inSection: section)
    let predecessor =
      destination._item > 0 && destination._item <= landing.count
      ? landing[destination._item - 1] : nil
    isAbsorbingUpdates = true
    // The state may have changed since the view showed the row: a move that no longer
    // applies (the row or its section gone) runs no handler, and the view goes back to the
    // state below.
    if source.snapshot()._position(ofItem: item) != nil {
      source.collapseForDrag(item)
      let state = source.snapshot()
      let others = state.itemIdentifiers(inSection: section).filter { $0 != item }
      let offset = predecessor.flatMap { others.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      if let from = state._position(ofItem: item), let target = state.indexOfSection(section) {
        _ = reorder(
          IndexPath(_item: from.offset, _section: from.section),
          IndexPath(_item: offset, _section: target))
      }
    }
    isAbsorbingUpdates = false
    rendered = onScreen
    let final = source.snapshot()
    if final != onScreen {
      show(
        DataSourceUpdate(
          kind: .animated, changeset: Changeset(from: onScreen, to: final),
          previousSnapshot: onScreen, snapshot: final, content: source.contentSnapshot()))
    }
  }
}

extension ListViewRenderer {
  /// The model of `item` in ``renderedContent``, for a content cell provider: traps, naming
  /// `operation` and the item, when no content was applied or the model is not a `Model`.
  package func renderedModel<Model>(
    of item: Item, as type: Model.Type, _ operation: String
  ) -> Model {
    guard let content = renderedContent else {
      trap(
        operation,
        "the view asked for item \(String(reflecting: item)) and no ContentSnapshot was applied; "
          + "a content cell provider needs apply(_:animatingDifferences:"
          + "refreshingChangedItemsBy:completion:)")
    }
    guard let model = content.item(for: item, as: Model.self) else {
      trap(
        operation,
        "the content applied has no model of type \(Model.self) for item "
          + String(reflecting: item))
    }
    return model
  }
}

/// A completion that runs once every batch started for it has finished; the call that
/// performs the batches holds one share until it returns.
@MainActor
private final class PendingCompletion {
  private var completion: (() -> Void)?
  private var remaining = 1

  init(_ completion: (() -> Void)?) { self.completion = completion }

  func startOne() { remaining += 1 }

  func finishOne() {
    remaining -= 1
    guard remaining == 0, let completion else { return }
    self.completion = nil
    completion()
  }
}

extension Snapshot {
  /// This snapshot after a view moved the row at `source` to `destination` on its own, in
  /// UIKit's sense: remove, then insert at the destination; `nil` when it shows no row at
  /// `source` or no section at `destination`.
  fileprivate func movingItem(at source: IndexPath, to destination: IndexPath) -> Snapshot? {
    var moved = self
    guard let item = _itemIdentifier(inSectionAt: source._section, at: source._item) else {
      return nil
    }
    moved.deleteItems([item])
    guard let section = moved._sectionIdentifier(at: destination._section) else { return nil }
    if let next = moved._itemIdentifier(inSectionAt: destination._section, at: destination._item) {
      moved.insertItems([item], beforeItem: next)
    } else {
      moved.appendItems([item], toSection: section)
    }
    return moved
  }
}
#endif
