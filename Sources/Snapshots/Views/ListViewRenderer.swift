#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

/// Shows a ``DiffableDataSource``'s state in a collection or table view, so that no update can
/// break UIKit's batch rules.
///
/// The data source's state moves at once; the view's side, ``rendered``, moves inside the
/// update block of each batch, because UIKit reads its "before" counts from the data source
/// just before the block runs. While a batch animates, further updates wait, coalesced: when
/// it finishes, one batch goes from what is shown to the newest state, carrying the refreshes
/// asked for meanwhile, and every waiting completion runs after it.
@MainActor
package final class ListViewRenderer<Section: Hashable, Item: Hashable> {
  package typealias SnapshotType = Snapshot<Section, Item>

  /// The state, its flows and its handlers.
  package let source = DiffableDataSource<Section, Item>()
  /// What the view shows: the data-source methods of the adapters answer from it.
  package private(set) var rendered = SnapshotType()
  package let target: any ListViewTarget

  /// The batches whose completion has not arrived, oldest first, each with the completions of
  /// the applies it shows.
  private var batchesInFlight: [[() -> Void]] = []
  /// Whether the call being performed started a batch.
  private var startedBatch = false
  /// Whether the state moved on while a batch was in flight.
  private var isBehind = false
  /// How the catch-up batch is shown: a reload wins, then the newest apply's animation.
  private var pendingKind = DataSourceUpdate<Section, Item>.Kind.animated
  /// Items asked to be reloaded or reconfigured by updates that are waiting.
  private var pendingReloads: Set<Item> = []
  private var pendingReconfigures: Set<Item> = []
  /// Completions of applies whose state waits for the catch-up batch, in order.
  private var waiting: [() -> Void] = []
  /// Completions that may run as soon as the current call returns.
  private var ready: [() -> Void] = []
  /// Set while the view itself performs a move: the updates it causes are already on screen.
  private var isAbsorbingUpdates = false
  /// The snapshot being applied, for its marks.
  private var appliedMarks: SnapshotType?

  package init(target: any ListViewTarget) {
    self.target = target
    source.onUpdate = { [unowned self] update in self.show(update) }
  }

  /// Runs `body` (an apply of the data source), then `completion` once what it committed is on
  /// screen, outside the data source's flows so that the completion may apply again. `marks`
  /// is the applied snapshot, whose reload and reconfigure marks a coalesced batch keeps.
  package func perform(
    marks: SnapshotType? = nil, _ body: () -> Void, completion: (() -> Void)?
  ) {
    appliedMarks = marks
    startedBatch = false
    body()
    appliedMarks = nil
    if let completion {
      if isBehind {
        waiting.append(completion)
      } else if startedBatch {
        batchesInFlight[batchesInFlight.count - 1].append(completion)
      } else {
        ready.append(completion)
      }
    }
    runReady()
  }

  /// The counts of `snapshot`, one per section.
  private func counts(of snapshot: SnapshotType) -> [Int] {
    snapshot._sectionEntries.map { $0.items.count }
  }

  private func runReady() {
    let completions = ready
    ready = []
    for completion in completions { completion() }
  }

  /// Receives every update of the data source.
  private func show(_ update: DataSourceUpdate<Section, Item>) {
    if isAbsorbingUpdates { return }
    if !batchesInFlight.isEmpty || isBehind {
      isBehind = true
      if update.kind == .reloadData || pendingKind == .reloadData {
        pendingKind = .reloadData
      } else {
        pendingKind = update.kind
      }
      remember(refreshesOf: update)
      return
    }
    display(update.changeset, to: update.snapshot, kind: update.kind)
  }

  /// Keeps what `update` asked to refresh for the catch-up batch. The update's own refreshes
  /// leave out items it rebuilds (inserted, or in a section it replaces) that the view may
  /// still show, so the applied snapshot's marks are read instead; without them (a feed's
  /// apply), the rebuilt items are refreshed too.
  private func remember(refreshesOf update: DataSourceUpdate<Section, Item>) {
    let state = update.snapshot
    if let marks = appliedMarks {
      pendingReloads.formUnion(marks.reloadedItemIdentifiers)
      pendingReconfigures.formUnion(marks.reconfiguredItemIdentifiers)
      for section in marks.reloadedSectionIdentifiers where state.indexOfSection(section) != nil {
        pendingReloads.formUnion(state.itemIdentifiers(inSection: section))
      }
      return
    }
    let changes = update.changeset
    for path in changes.itemReloads + changes.itemInserts { pendingReloads.insert(state[path]) }
    for path in changes.itemReconfigures { pendingReconfigures.insert(state[path]) }
    for offset in changes.sectionReloads + changes.sectionInserts {
      let section = state._sectionIdentifier(at: offset)!
      pendingReloads.formUnion(state.itemIdentifiers(inSection: section))
    }
  }

  /// Brings the view from ``rendered`` to `state`, in one batch where the view can take one.
  private func display(
    _ changeset: Changeset<Section, Item>, to state: SnapshotType,
    kind: DataSourceUpdate<Section, Item>.Kind
  ) {
    // The batch shows the newest state, so it also answers the applies that waited for it.
    let answered = waiting
    let batched = target.show(
      changeset, shown: counts(of: rendered), reloading: kind == .reloadData,
      animated: kind == .animated, commit: { [unowned self] in rendered = state },
      batchFinished: { [weak self] in self?.batchFinished() })
    if batched {
      batchesInFlight.append(answered)
      waiting = []
      startedBatch = true
    }
  }

  private func batchFinished() {
    ready += batchesInFlight.removeFirst()
    if batchesInFlight.isEmpty && isBehind { catchUp() }
    if batchesInFlight.isEmpty {
      ready += waiting
      waiting = []
    }
    runReady()
  }

  /// One batch from what is shown to the newest state, with the refreshes asked for meanwhile.
  private func catchUp() {
    let state = source.snapshot()
    var changeset = Changeset(from: rendered, to: state)
    // The coalesced batch answers to the update policy as a whole.
    let tooLarge = source.updatePolicy.reloads(changeset, from: rendered, to: state)
    let kind = tooLarge ? .reloadData : pendingKind
    if kind != .reloadData {
      let rebuilt = Set(changeset.itemInserts)
      func places(of items: Set<Item>) -> [IndexPath] {
        items.compactMap { item in
          state._position(ofItem: item).map { IndexPath(_item: $0.offset, _section: $0.section) }
        }.filter { !rebuilt.contains($0) }.sorted()
      }
      changeset.itemReloads = places(of: pendingReloads)
      changeset.itemReconfigures = places(of: pendingReconfigures.subtracting(pendingReloads))
    }
    isBehind = false
    pendingKind = .animated
    pendingReloads = []
    pendingReconfigures = []
    display(changeset, to: state, kind: kind)
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
    let item = rendered[sourcePath]
    let onScreen = rendered.movingItem(at: sourcePath, to: destination)
    guard !isBehind else {
      // The state moved on under the drag: the newest state wins when the batch finishes.
      rendered = onScreen
      return
    }
    let section = onScreen._sectionIdentifier(at: destination._section)!
    let landing = onScreen.itemIdentifiers(inSection: section)
    let predecessor = destination._item > 0 ? landing[destination._item - 1] : nil
    isAbsorbingUpdates = true
    source.collapseForDrag(item)
    let state = source.snapshot()
    let others = state.itemIdentifiers(inSection: section).filter { $0 != item }
    let offset = predecessor.flatMap { others.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    let from = state._position(ofItem: item)!
    _ = reorder(
      IndexPath(_item: from.offset, _section: from.section),
      IndexPath(_item: offset, _section: state.indexOfSection(section)!))
    isAbsorbingUpdates = false
    rendered = onScreen
    let final = source.snapshot()
    if final != onScreen {
      display(Changeset(from: onScreen, to: final), to: final, kind: .animated)
    }
  }
}

extension Snapshot {
  /// The item at an index path that is known to exist.
  fileprivate subscript(path: IndexPath) -> ItemIdentifierType {
    _itemIdentifier(inSectionAt: path._section, at: path._item)!
  }

  /// This snapshot after a view moved the row at `source` to `destination` on its own, in
  /// UIKit's sense: remove, then insert at the destination.
  fileprivate func movingItem(at source: IndexPath, to destination: IndexPath) -> Snapshot {
    var moved = self
    let item = self[source]
    moved.deleteItems([item])
    guard let section = moved._sectionIdentifier(at: destination._section) else { return self }
    if let next = moved._itemIdentifier(inSectionAt: destination._section, at: destination._item) {
      moved.insertItems([item], beforeItem: next)
    } else {
      moved.appendItems([item], toSection: section)
    }
    return moved
  }
}
#endif
