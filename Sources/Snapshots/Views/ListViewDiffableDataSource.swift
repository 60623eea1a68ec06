#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
public import Foundation

/// What ``CollectionViewDiffableDataSource`` and ``TableViewDiffableDataSource`` share: the
/// state, its applies and lookups, and the flows a person starts. Use one of those two.
///
/// Each apply performs its batch at once, as UIKit's does, also while an earlier batch still
/// animates: when it returns, ``snapshot()``, the index-path lookups
/// (``itemIdentifier(for:)``, ``indexPath(for:)``, ``sectionIdentifier(for:)``,
/// ``index(for:)``) and the view's counts are the applied snapshot, and its completion runs
/// when the batch's animation ends.
///
/// `@preconcurrency @MainActor`, as UIKit's data sources are in the iOS 18 SDK: Swift 5 code
/// may call it from nonisolated code without a diagnostic, Swift 6 code with a warning. A
/// producer on another thread submits to a ``SnapshotFeed`` and the main actor runs
/// ``applySnapshots(from:animatingDifferences:)``.
@preconcurrency @MainActor
open class ListViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject
{
  /// The snapshot type this data source shows.
  public typealias SnapshotType = Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The closures that let a person reorder items.
  public typealias ReorderingHandlers =
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers
  /// The closures that drive expanding and collapsing by a person, generic as UIKit's are:
  /// ``sectionSnapshotHandlers`` takes `SectionSnapshotHandlers<ItemIdentifierType>`.
  public typealias SectionSnapshotHandlers<Item: Hashable> =
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<Item>

  package let renderer: ListViewRenderer<SectionIdentifierType, ItemIdentifierType>
  package var source: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    renderer.source
  }

  package init(target: any ListViewTarget) {
    renderer = ListViewRenderer(target: target)
    super.init()
  }

  /// The closures that let a person reorder items; see ``DiffableDataSource/moveItem(at:to:)``.
  ///
  /// - Complexity: O(1).
  open var reorderingHandlers: ReorderingHandlers {
    get { source.reorderingHandlers }
    set { source.reorderingHandlers = newValue }
  }

  /// The closures that drive expanding and collapsing by a person; see
  /// ``DiffableDataSource/expandItem(_:)``.
  ///
  /// - Complexity: O(1).
  open var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemIdentifierType> {
    get { source.sectionSnapshotHandlers }
    set { source.sectionSnapshotHandlers = newValue }
  }

  /// When an apply that would be a batch reloads the view instead; ``DataSourceUpdatePolicy/alwaysBatch``
  /// unless set. The view also reloads when it is in no window, and when its counts disagree
  /// with what this data source last showed it.
  ///
  /// - Complexity: O(1).
  open var updatePolicy: DataSourceUpdatePolicy {
    get { source.updatePolicy }
    set { source.updatePolicy = newValue }
  }

  /// Shows `snapshot` at once: one batch of deletes, inserts and moves, with the state
  /// committed inside its update block, then the reloads and reconfigures in the new
  /// coordinates (`reconfigureItems(at:)` from iOS 15, a reload before). The first apply, an
  /// apply while the view is in no window, or one that ``updatePolicy`` finds too large
  /// reloads the view. An earlier batch that still animates does not delay it.
  ///
  /// - Parameters:
  ///   - snapshot: The state to show.
  ///   - animatingDifferences: Whether the batch animates; `false` performs it without
  ///     animation, as UIKit does from iOS 15.
  ///   - completion: Runs when the batch's animation ends, or as soon as the apply returns
  ///     when there was no batch.
  /// - Complexity: Expected O(*n* + *s*) for *n* items in *s* sections, as
  ///   ``DiffableDataSource/apply(_:animatingDifferences:completion:)``, plus O(*c*) for the
  ///   view's *c* changes.
  open func apply(
    _ snapshot: SnapshotType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    renderer.perform(
      { source.apply(snapshot, animatingDifferences: animatingDifferences) },
      completion: completion)
  }

  /// Shows `snapshot` and returns once the batch's animation has ended.
  ///
  /// - Complexity: As ``apply(_:animatingDifferences:completion:)``.
  open func apply(_ snapshot: SnapshotType, animatingDifferences: Bool = true) async {
    await withCheckedContinuation { finished in
      apply(snapshot, animatingDifferences: animatingDifferences) { finished.resume() }
    }
  }

  /// Shows `snapshot` by reloading the view, without a diff.
  ///
  /// - Complexity: Expected O(*n* + *s*).
  open func applySnapshotUsingReloadData(
    _ snapshot: SnapshotType, completion: (() -> Void)? = nil
  ) {
    renderer.perform({ source.applySnapshotUsingReloadData(snapshot) }, completion: completion)
  }

  /// Shows `snapshot` by reloading the view, and returns once it has.
  ///
  /// - Complexity: Expected O(*n* + *s*).
  open func applySnapshotUsingReloadData(_ snapshot: SnapshotType) async {
    await withCheckedContinuation { finished in
      applySnapshotUsingReloadData(snapshot) { finished.resume() }
    }
  }

  /// Shows `sectionSnapshot` as the items of `section`, appending the section if it is absent;
  /// see ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
  ///
  /// - Complexity: As ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
  open func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    renderer.perform(
      { source.apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences) },
      completion: completion)
  }

  /// Shows `sectionSnapshot` as the items of `section`, and returns once the view has.
  ///
  /// - Complexity: As ``apply(_:to:animatingDifferences:completion:)``.
  open func apply(
    _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { finished in
      apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences) {
        finished.resume()
      }
    }
  }

  /// Applies a feed's snapshots as they come, the newest each time; see
  /// ``DiffableDataSource/applySnapshots(from:animatingDifferences:isolation:)``.
  ///
  /// - Complexity: Per snapshot, as ``apply(_:animatingDifferences:completion:)``.
  public func applySnapshots(
    from feed: SnapshotFeed<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
    await source.applySnapshots(from: feed, animatingDifferences: animatingDifferences)
  }

  /// The newest state: a copy, without marks.
  ///
  /// - Complexity: O(1).
  open func snapshot() -> SnapshotType { source.snapshot() }

  /// The section snapshot of `section`: its outline, or its items as roots.
  ///
  /// - Complexity: As ``DiffableDataSource/snapshot(for:)``.
  open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
    source.snapshot(for: section)
  }

  /// The item the view shows at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    return renderer.rendered._itemIdentifier(inSectionAt: indexPath._section, at: indexPath._item)
  }

  /// Where the view shows `itemIdentifier`, or `nil`.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    renderer.rendered._position(ofItem: itemIdentifier).map {
      IndexPath(_item: $0.offset, _section: $0.section)
    }
  }

  /// The section the view shows at `index`, or `nil`.
  ///
  /// - Complexity: O(1).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    renderer.rendered._sectionIdentifier(at: index)
  }

  /// Where the view shows `sectionIdentifier`, or `nil`.
  ///
  /// - Complexity: Expected O(1), if section identifiers hash well.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    renderer.rendered.indexOfSection(sectionIdentifier)
  }

  /// Expands `item` as a tap on its disclosure control does: call it from the cell's outline
  /// disclosure accessory. Runs ``sectionSnapshotHandlers``; see
  /// ``DiffableDataSource/expandItem(_:)``.
  ///
  /// - Complexity: As ``DiffableDataSource/expandItem(_:)``.
  @discardableResult
  open func expandItem(_ item: ItemIdentifierType) -> InteractionOutcome {
    var outcome = InteractionOutcome.alreadyInState
    renderer.perform({ outcome = source.expandItem(item) }, completion: nil)
    return outcome
  }

  /// Collapses `item` as a tap on its disclosure control does; see
  /// ``DiffableDataSource/collapseItem(_:)``.
  ///
  /// - Complexity: As ``DiffableDataSource/collapseItem(_:)``.
  @discardableResult
  open func collapseItem(_ item: ItemIdentifierType) -> InteractionOutcome {
    var outcome = InteractionOutcome.alreadyInState
    renderer.perform({ outcome = source.collapseItem(item) }, completion: nil)
    return outcome
  }

  /// The type and what it shows, as UIKit's and AppKit's `description()` give it:
  /// `CollectionViewDiffableDataSource<Section, Item>(sections: 2, items: 40)`.
  ///
  /// - Complexity: O(1).
  public func description() -> String {
    let state = source.snapshot()
    return "\(type(of: self))(sections: \(state.numberOfSections), items: \(state.numberOfItems))"
  }

  /// The section count the view asks for.
  package var renderedSectionCount: Int { renderer.rendered.numberOfSections }

  /// The item count of a section, as the view asks for it.
  package func renderedItemCount(inSection index: Int) -> Int {
    let sections = renderer.rendered._sectionEntries
    return sections.indices.contains(index) ? sections[index].items.count : 0
  }

  /// The cell a provider makes for the item the view shows at `indexPath`, trapping with the
  /// operation's name if the view asks for a row it was never told of or the provider fails.
  package func cell<Cell>(
    at indexPath: IndexPath, _ operation: String, _ provider: (ItemIdentifierType) -> Cell?
  ) -> Cell {
    guard let item = itemIdentifier(for: indexPath) else {
      trap(operation, "the view asked for index path \(indexPath), which it does not show")
    }
    guard let cell = provider(item) else {
      trap(operation, "the cell provider returned nil for item \(String(reflecting: item))")
    }
    return cell
  }

  /// A drag the view has performed: the reorder flow named `operation`, without asking
  /// `canReorderItem` again (the view asked when the drag began).
  package func viewDidMove(from source: IndexPath, to destination: IndexPath, _ operation: String) {
    renderer.viewDidMove(from: source, to: destination) {
      self.source.reorder(from: $0, to: $1, operation, askingHandler: false)
    }
  }

  /// The supplementary view a provider makes, trapping with the operation's name when there is
  /// no provider or it returns nil.
  package func supplementaryView<View>(
    ofKind kind: String, at indexPath: IndexPath, _ operation: String,
    _ provider: ((String, IndexPath) -> View?)?
  ) -> View {
    guard let provider else {
      trap(
        operation, "the layout asked for a \(kind) view and there is no supplementaryViewProvider")
    }
    guard let view = provider(kind, indexPath) else {
      trap(operation, "the supplementary view provider returned nil for \(kind) at \(indexPath)")
    }
    return view
  }

  /// The level of the item the view shows at `indexPath`: its level in its section's section
  /// snapshot, or 0.
  package func outlineLevel(at indexPath: IndexPath) -> Int {
    guard let item = itemIdentifier(for: indexPath),
      let section = renderer.rendered._sectionIdentifier(at: indexPath._section),
      source.hasSectionSnapshot(for: section)
    else { return 0 }
    let outline = source.snapshot(for: section)
    return outline.contains(item) ? outline.level(of: item) : 0
  }

  /// Whether a person may start dragging the item at `indexPath`.
  package func canReorderItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let canReorder = source.reorderingHandlers.canReorderItem
    else { return false }
    return canReorder(item)
  }
}
#endif
