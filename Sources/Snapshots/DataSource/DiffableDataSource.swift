#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A headless diffable data source: it owns the current snapshot, turns every apply into a
/// ``Changeset`` for whatever renderer is attached, and runs the reorder and expand/collapse
/// flows of `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let dataSource = DiffableDataSource<String, Int>()
/// dataSource.onUpdate = { update in render(update.changeset, update.snapshot) }
///
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["Main"])
/// snapshot.appendItems([1, 2, 3])
/// dataSource.apply(snapshot)          // the first apply is a reload
/// dataSource.indexPath(for: 2)        // [0, 1]
/// ```
///
/// A data source is not `Sendable`: create and use it on one actor (the main actor in an app,
/// any actor or task on a server or in a test). Its handlers are called there. To feed it from
/// many concurrent producers, use a ``SnapshotFeed``.
///
/// Applying a snapshot from inside an apply, or from a handler that an apply or a reorder,
/// expand or collapse flow is running, traps: the state would change under the flow.
public final class DiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The snapshot type this data source shows.
  public typealias SnapshotType = Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The update type its renderer receives.
  public typealias Update = DataSourceUpdate<SectionIdentifierType, ItemIdentifierType>

  /// The renderer: called once for every change of state, after the state is committed.
  public var onUpdate: ((Update) -> Void)?
  /// The closures that let a person reorder items.
  public var reorderingHandlers = ReorderingHandlers()
  /// The closures that drive expanding and collapsing by a person.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// When a commit that would be a batch is delivered as a reload instead;
  /// ``DataSourceUpdatePolicy/alwaysBatch`` (UIKit's behaviour) unless set.
  ///
  /// ```swift
  /// dataSource.updatePolicy = .reloadAbove(changes: 500, fraction: 0.5)
  /// ```
  ///
  /// - Complexity: Consulting it adds O(1) to a commit, or O(*d*) for *d* deleted sections
  ///   with a fraction limit.
  public var updatePolicy = DataSourceUpdatePolicy.alwaysBatch

  /// The committed state, without marks. Sections driven by an outline hold its visible items.
  internal var state = SnapshotType()
  /// The content of the state, when it was applied as a ``ContentSnapshot``; kept by the flows
  /// that move or show items, dropped by an apply of a plain snapshot.
  internal var content: AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>?
  /// The content of outlines applied as a ``ContentSectionSnapshot``, by section: kept while
  /// the section keeps an outline, dropped by a plain apply to it or of a snapshot.
  internal var sectionContent: [SectionIdentifierType: SectionContent<ItemIdentifierType>] = [:]
  /// The outlines of sections driven by section snapshots.
  internal var outlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
  /// The flow now running, if any; applying while it runs traps.
  internal var runningFlow: String?
  /// Counts commits, so that work prepared against one state is not applied to another.
  package private(set) var stateVersion = 0

  /// Creates an empty data source, usable with no renderer attached.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The current state: a copy, without reload or reconfigure marks. Sections driven by a
  /// section snapshot contain its visible items.
  ///
  /// - Complexity: O(1); the copy shares storage until it is mutated.
  public func snapshot() -> SnapshotType { state }

  /// The content of the current state, when it was applied as a ``ContentSnapshot``, or an
  /// outline of it as a ``ContentSectionSnapshot``; `nil` after an apply of a plain snapshot.
  ///
  /// - Complexity: O(1).
  public func contentSnapshot() -> AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>? {
    shownContent
  }

  /// The item at an index path of the current state, or `nil`.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    return state._itemIdentifier(inSectionAt: indexPath._section, at: indexPath._item)
  }

  /// The index path of an item in the current state, or `nil` (hidden outline children have
  /// none).
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state._position(ofItem: itemIdentifier).map {
      IndexPath(_item: $0.offset, _section: $0.section)
    }
  }

  /// The section at an offset of the current state, or `nil`.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state._sectionIdentifier(at: index)
  }

  /// The offset of a section in the current state, or `nil`.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.indexOfSection(sectionIdentifier)
  }

  /// Runs `body` as a flow during which applying traps.
  internal func running<Result>(_ flow: String, _ body: () -> Result) -> Result {
    requireNotRunning(flow)
    runningFlow = flow
    defer { runningFlow = nil }
    return body()
  }

  internal func requireNotRunning(_ operation: String) {
    if let runningFlow {
      trap(
        "DiffableDataSource.\(operation)",
        "called re-entrantly while \(runningFlow) is running (from the renderer or a handler "
          + "it calls); apply after it returns instead")
    }
  }

  /// Commits a new state and tells the renderer.
  internal func commit(
    _ newState: SnapshotType,
    outlines newOutlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>],
    kind requested: Update.Kind,
    changeset precomputed: Changeset<SectionIdentifierType, ItemIdentifierType>? = nil,
    content newContent: AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>?,
    _ operation: String
  ) {
    let previous = state
    var kind: Update.Kind = previous.numberOfSections == 0 ? .reloadData : requested
    var changeset =
      kind == .reloadData ? Changeset() : precomputed ?? Changeset(from: previous, to: newState)
    // Every would-be batch goes through the policy, whichever flow made it.
    if kind != .reloadData && updatePolicy.reloads(changeset, from: previous, to: newState) {
      kind = .reloadData
      changeset = Changeset()
    }
    state = newState.withoutMarks
    // The next `snapshot()` starts a record from this state, not one from the state before.
    state._record = nil
    outlines = newOutlines
    content = newContent
    if !sectionContent.isEmpty {
      sectionContent = sectionContent.filter { outlines[$0.key] != nil }
    }
    stateVersion += 1
    checkInvariantsIfEnabled { checkComposition() }
    guard let onUpdate else { return }
    running(operation) {
      onUpdate(
        Update(
          kind: kind, changeset: changeset, previousSnapshot: previous, snapshot: state,
          content: shownContent))
    }
  }

  /// Every outline's visible items are its section's items, and no item is in two places.
  internal func checkComposition() {
    for (section, outline) in outlines {
      precondition(
        state.itemIdentifiers(inSection: section) == outline.visibleItems,
        "outline of \(section) out of step with the snapshot")
      for item in outline.items where !outline.isVisible(item) {
        precondition(state.indexOfItem(item) == nil, "hidden \(item) also in the snapshot")
      }
    }
  }
}
