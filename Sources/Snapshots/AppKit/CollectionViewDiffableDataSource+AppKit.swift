#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// Mac Catalyst can import AppKit, but its views are unavailable there: it takes the UIKit path.
public import AppKit

/// A collection view's data source driven by snapshots: AppKit's
/// `NSCollectionViewDiffableDataSource` with the prefix removed, on every macOS from 10.15.
///
/// ```swift
/// collectionView.register(PhotoItem.self, forItemWithIdentifier: PhotoItem.identifier)
/// let dataSource = CollectionViewDiffableDataSource<Section, Photo>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, photo in
///   let item = collectionView.makeItem(withIdentifier: PhotoItem.identifier, for: indexPath)
///   item.textField?.stringValue = photo.title
///   return item
/// }
/// var snapshot = Snapshot<Section, Photo>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos)
/// dataSource.apply(snapshot)
/// ```
///
/// It sets itself as the view's data source and answers it: counts, items and supplementary
/// views. Subclass it to override any of those, as with AppKit's. Each apply is one
/// `performBatchUpdates(_:completionHandler:)` at once, through the view's `animator()` when
/// it animates, with the state committed inside its update block; the reloads follow it in the
/// new coordinates, and the completion runs when the batch's animation ends.
///
/// `@preconcurrency @MainActor`, where AppKit's class has no actor: see the porting article.
/// Swift 5 code may call it from nonisolated code without a diagnostic, Swift 6 code with a
/// warning that says to call it from the main actor.
///
/// What differs from AppKit's: it exists from macOS 10.15.0 (AppKit's Swift class from
/// 10.15.1); a reconfigure mark reloads the item, as AppKit has no reconfigure; section
/// snapshots, ``reorderingHandlers`` and ``sectionSnapshotHandlers`` come from
/// ``ListViewDiffableDataSource``, on macOS 10.15 too. Drag and drop goes through the view's
/// delegate, which this data source does not implement.
///
/// With content (``init(collectionView:contentItemProvider:)`` and
/// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``),
/// the provider receives each item's model, and an apply reloads the items whose model changed
/// and hands the supplementary views of the sections whose model changed to
/// ``supplementaryViewReconfigureHandler``.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  NSCollectionViewDataSource
{
  /// Makes the item for an item identifier; returning `nil` traps.
  ///
  /// - Complexity: Called once for each item the view makes; the cost is the provider's.
  public typealias ItemProvider = (
    _ collectionView: NSCollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> NSCollectionViewItem?
  /// Makes a supplementary view, such as a section header; returning `nil` traps.
  ///
  /// - Complexity: Called once for each supplementary view the view makes; the cost is the
  ///   provider's.
  public typealias SupplementaryViewProvider = (
    _ collectionView: NSCollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> (any NSView & NSCollectionViewElement)?

  /// Makes the item for an item from its model, as of the state the view shows; returning
  /// `nil` traps.
  ///
  /// - Complexity: Called once for each item the view makes; the cost is the provider's.
  public typealias ContentItemProvider<Item> = (
    _ collectionView: NSCollectionView, _ indexPath: IndexPath, _ item: Item
  ) -> NSCollectionViewItem?
  /// Updates a supplementary view on screen, in place, for its section's new content.
  ///
  /// - Complexity: Called once for each such view; the cost is the handler's.
  public typealias SupplementaryViewReconfigureHandler = (
    _ collectionView: NSCollectionView, _ view: any NSView & NSCollectionViewElement,
    _ elementKind: NSCollectionView.SupplementaryElementKind, _ indexPath: IndexPath
  ) -> Void

  private typealias Renderer = ListViewRenderer<SectionIdentifierType, ItemIdentifierType>
  /// The item for an item identifier the view shows, from the renderer's state.
  private let makeItem:
    (Renderer, NSCollectionView, IndexPath, ItemIdentifierType) ->
      NSCollectionViewItem?
  /// The element kinds the view has asked this data source for, in the order first asked:
  /// those whose views a section's content change updates.
  private var servedKinds: [NSCollectionView.SupplementaryElementKind] = []

  /// Makes the supplementary views the layout asks for.
  ///
  /// - Complexity: O(1).
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Updates in place the supplementary views on screen of each section whose content changed
  /// in an apply of a ``ContentSnapshot``, of every kind this data source has made, after the
  /// batch: read the new content from ``ListViewDiffableDataSource/contentSnapshot()``. The
  /// sections' items are not reloaded. Without a handler, those views stay as they are.
  ///
  /// - Complexity: O(1).
  public var supplementaryViewReconfigureHandler: SupplementaryViewReconfigureHandler?

  /// Creates a data source and makes it `collectionView`'s data source.
  ///
  /// - Complexity: O(1).
  public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
    makeItem = { _, collectionView, indexPath, item in
      itemProvider(collectionView, indexPath, item)
    }
    let target = CollectionViewTarget(collectionView)
    super.init(target: target)
    connect(target, collectionView)
  }

  /// Creates a data source whose items are made from the models of the content applied, and
  /// makes it `collectionView`'s data source. Show content with
  /// ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``:
  /// the provider receives the model of the state being applied, also for an item the view
  /// asks for during the batch. An item asked for while no content was applied, or whose model
  /// is not an `Item`, traps.
  ///
  /// - Complexity: O(1).
  @_disfavoredOverload
  // A trailing closure fits both inits: one whose item type is unconstrained (`{ _, _, item
  // in "\(item)" }`) must stay the identifier provider it was before this init existed.
  public init<Item>(
    collectionView: NSCollectionView, contentItemProvider: @escaping ContentItemProvider<Item>
  ) {
    makeItem = { renderer, collectionView, indexPath, item in
      contentItemProvider(
        collectionView, indexPath,
        renderer.renderedModel(
          of: item, as: Item.self,
          "CollectionViewDiffableDataSource.collectionView(_:itemForRepresentedObjectAt:)"))
    }
    let target = CollectionViewTarget(collectionView)
    super.init(target: target)
    connect(target, collectionView)
  }

  private func connect(_ target: CollectionViewTarget, _ collectionView: NSCollectionView) {
    target.reconfigureSections = { [unowned self] in reconfigureSupplementaryViews(of: $0, $1) }
    collectionView.dataSource = self
  }

  /// Hands the supplementary views on screen of `sections`, of every kind served, to the
  /// handler, which updates them in place.
  private func reconfigureSupplementaryViews(
    of collectionView: NSCollectionView, _ sections: IndexSet
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
  open func numberOfSections(in collectionView: NSCollectionView) -> Int {
    renderedSectionCount
  }

  /// The number of items the view shows in a section.
  ///
  /// - Complexity: O(1).
  open func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    renderedItemCount(inSection: section)
  }

  /// The item from the item provider, for the item identifier the view shows at `indexPath`.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    cell(
      at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:itemForRepresentedObjectAt:)"
    ) { makeItem(renderer, collectionView, indexPath, $0) }
  }

  /// The view from ``supplementaryViewProvider``; its kind is remembered, so that a section's
  /// content change updates the views of that kind.
  ///
  /// - Complexity: O(1), plus the provider.
  open func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    if !servedKinds.contains(kind) { servedKinds.append(kind) }
    return supplementaryView(
      ofKind: kind, at: indexPath,
      "CollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
      supplementaryViewProvider.map { provider in { provider(collectionView, $0, $1) } })
  }
}
#endif
