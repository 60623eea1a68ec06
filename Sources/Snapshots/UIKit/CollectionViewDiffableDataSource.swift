#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// A collection view's data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource` with the prefix removed, on every iOS from 13.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, Item>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, item in
///   collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
/// }
/// var snapshot = Snapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items)
/// dataSource.apply(snapshot)
/// ```
///
/// It sets itself as the view's data source and answers it: counts, cells, supplementary
/// views, and moves. Subclass it to override any of those, as with UIKit's. Section snapshots
/// (``apply(_:to:animatingDifferences:completion:)``), ``reorderingHandlers`` and
/// ``sectionSnapshotHandlers`` work on iOS 13 too. A drag the view has already performed
/// (`collectionView(_:moveItemAt:to:)`) runs the reorder flow and its handlers, and becomes no
/// second batch.
///
/// With content (``init(collectionView:contentCellProvider:)`` and
/// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``),
/// the provider receives each item's model, and an apply reconfigures the cells of the items
/// whose model changed and hands the headers and footers of the sections whose model changed
/// to ``supplementaryViewReconfigureHandler``.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  UICollectionViewDataSource
{
  /// Makes the cell for an item; returning `nil` traps.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  /// Makes a supplementary view, such as a section header; returning `nil` traps.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?
  /// Makes the cell for an item from its model, as of the state the view shows; returning
  /// `nil` traps.
  ///
  /// - Complexity: Called once for each cell the view asks for; the cost is the provider's.
  public typealias ContentCellProvider<Item> = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ item: Item
  ) -> UICollectionViewCell?
  /// Updates a supplementary view on screen, in place, for its section's new content.
  ///
  /// - Complexity: Called once for each such view; the cost is the handler's.
  public typealias SupplementaryViewReconfigureHandler = (
    _ collectionView: UICollectionView, _ view: UICollectionReusableView, _ elementKind: String,
    _ indexPath: IndexPath
  ) -> Void

  private typealias Renderer = ListViewRenderer<SectionIdentifierType, ItemIdentifierType>
  /// The cell for an item the view shows, from the renderer's state.
  private let makeCell:
    (Renderer, UICollectionView, IndexPath, ItemIdentifierType) ->
      UICollectionViewCell?
  /// The element kinds the view has asked this data source for, in the order first asked:
  /// those whose views a section's content change updates.
  private var servedKinds: [String] = []
  /// Makes the supplementary views the layout asks for.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// Updates in place the supplementary views on screen of each section whose content changed
  /// in an apply of a ``ContentSnapshot``, of every kind this data source has made, after the
  /// batch: read the new content from ``ListViewDiffableDataSource/contentSnapshot()``. The
  /// sections' cells are not reloaded. Without a handler, those views stay as they are.
  ///
  /// - Complexity: O(1).
  public var supplementaryViewReconfigureHandler: SupplementaryViewReconfigureHandler?

  /// Creates a data source and makes it `collectionView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    makeCell = { _, collectionView, indexPath, item in
      cellProvider(collectionView, indexPath, item)
    }
    let target = CollectionViewTarget(collectionView)
    super.init(target: target)
    connect(target, collectionView)
  }

  /// Creates a data source whose cells are made from the items' models, and makes it
  /// `collectionView`'s data source. Show content with
  /// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``:
  /// the provider receives the model of the state being applied, also for a cell the view
  /// asks for during the batch. A cell asked for while no content was applied, or whose model
  /// is not an `Item`, traps.
  ///
  /// ```swift
  /// let dataSource = CollectionViewDiffableDataSource<Folder.ID, Message.ID>(
  ///   collectionView: collectionView
  /// ) { (collectionView, indexPath, message: Message) in
  ///   collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: message)
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  @_disfavoredOverload
  // A trailing closure fits both inits: one whose item type is unconstrained (`{ _, _, item
  // in "\(item)" }`) must stay the identifier provider it was before this init existed.
  public init<Item>(
    collectionView: UICollectionView, contentCellProvider: @escaping ContentCellProvider<Item>
  ) {
    makeCell = { renderer, collectionView, indexPath, item in
      contentCellProvider(
        collectionView, indexPath,
        renderer.renderedModel(
          of: item, as: Item.self,
          "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)"))
    }
    let target = CollectionViewTarget(collectionView)
    super.init(target: target)
    connect(target, collectionView)
  }

  private func connect(_ target: CollectionViewTarget, _ collectionView: UICollectionView) {
    target.reconfigureSections = { [unowned self] in reconfigureSupplementaryViews(of: $0, $1) }
    collectionView.dataSource = self
  }

  /// Hands the supplementary views on screen of `sections`, of every kind served, to the
  /// handler, which updates them in place.
  private func reconfigureSupplementaryViews(
    of collectionView: UICollectionView, _ sections: IndexSet
  ) {
    guard let handler = supplementaryViewReconfigureHandler else { return }
    for kind in servedKinds {
      let paths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
      for indexPath in paths.sorted() where sections.contains(indexPath._section) {
        guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
        else { continue }
        handler(collectionView, view, kind, indexPath)
      }
    }
  }

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    renderedSectionCount
  }

  /// The number of items the view shows in a section.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    renderedItemCount(inSection: section)
  }

  /// The cell from the cell provider; a list cell of a section snapshot is indented by its
  /// item's level, as UIKit does.
  ///
  /// - Complexity: Expected O(1), plus the provider.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let made = cell(
      at: indexPath, "CollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)"
    ) { makeCell(renderer, collectionView, indexPath, $0) }
    // UIKit indents the list cells of section snapshots by their level.
    if #available(iOS 14.0, tvOS 14.0, *), let listCell = made as? UICollectionViewListCell {
      listCell.indentationLevel = outlineLevel(at: indexPath)
    }
    return made
  }

  /// The view from ``supplementaryViewProvider``; its kind is remembered, so that a section's
  /// content change updates the views of that kind.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if !servedKinds.contains(kind) { servedKinds.append(kind) }
    return supplementaryView(
      ofKind: kind, at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
      supplementaryViewProvider.map { provider in { provider(collectionView, $0, $1) } })
  }

  /// No index titles; override to show an index beside the collection view (iOS 14).
  ///
  /// - Complexity: O(1).
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  /// Where the index title at `index` scrolls to: the first item of the section at `index`.
  /// Override it with ``indexTitles(for:)``.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(_item: 0, _section: index)
  }

  /// Whether a person may drag the item: ``reorderingHandlers``' `canReorderItem`.
  ///
  /// - Complexity: O(1), plus the handler.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// A drag the view has performed: runs the reorder flow
  /// (``DiffableDataSource/moveItem(at:to:)``) without a second batch.
  ///
  /// - Complexity: As ``DiffableDataSource/moveItem(at:to:)``.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    viewDidMove(from: sourceIndexPath, to: destinationIndexPath, "moveItem(at:to:)")
  }
}
#endif
