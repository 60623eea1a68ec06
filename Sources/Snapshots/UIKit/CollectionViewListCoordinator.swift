#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// Drives a collection view from a state that a host hands in again and again: the plain
/// coordinator behind the SwiftUI `SnapshotList`, usable from UIKit code as well.
///
/// ```swift
/// let coordinator = CollectionViewListCoordinator<Folder.ID, Message.ID, Folder, Message>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, message in
///   collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: message)
/// }
/// coordinator.onSelectionChange = { selection = $0 }
/// coordinator.update(to: content)       // applies
/// coordinator.update(to: content)       // the same value: applies nothing
/// ```
///
/// ``update(to:animatingDifferences:)`` applies nothing for the value it showed last (or an
/// unmutated copy), reads the records of a copy that was edited, at the cost of the edit, and
/// diffs any other value. A person's selection reaches ``onSelectionChange``, and a drag,
/// which ``canReorderItem`` allows, reaches ``onContentChange`` with the item moved (by the
/// drag's ``SnapshotTransaction``): handing those values back in applies nothing. It becomes
/// the collection view's delegate.
@preconcurrency @MainActor
public final class CollectionViewListCoordinator<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item
>: NSObject, UICollectionViewDelegate {
  /// The content this coordinator shows.
  public typealias Content = ContentSnapshot<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >

  /// The data source: its lookups (``ListViewDiffableDataSource/indexPath(for:)``,
  /// ``ListViewDiffableDataSource/itemIdentifier(for:)``) answer for what the view shows.
  ///
  /// - Complexity: O(1).
  public let dataSource: CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  /// The collection view it drives, which it keeps.
  ///
  /// - Complexity: O(1).
  public let collectionView: UICollectionView
  private let state: ListHostState<SectionIdentifierType, ItemIdentifierType, Section, Item>

  /// Creates a coordinator whose cells are made from the items' models, and makes it
  /// `collectionView`'s delegate and its data source's owner.
  ///
  /// - Complexity: O(1).
  public init(
    collectionView: UICollectionView,
    cellProvider: @escaping (UICollectionView, IndexPath, Item) -> UICollectionViewCell?
  ) {
    dataSource = CollectionViewDiffableDataSource(
      collectionView: collectionView, contentCellProvider: cellProvider)
    state = ListHostState(dataSource: dataSource)
    self.collectionView = collectionView
    super.init()
    collectionView.delegate = self
  }

  /// Receives the content after a person's drag, with the item moved: write it to the state
  /// the host hands in.
  ///
  /// - Complexity: O(1).
  public var onContentChange: ((Content) -> Void)? {
    get { state.writeContent }
    set { state.writeContent = newValue }
  }

  /// Receives the selection after a person changed it: write it to the state the host hands in.
  ///
  /// - Complexity: O(1).
  public var onSelectionChange: ((Set<ItemIdentifierType>) -> Void)? {
    get { state.writeSelection }
    set { state.writeSelection = newValue }
  }

  /// Whether a person may drag an item; `nil`, the default, allows no drag.
  ///
  /// - Complexity: O(1).
  public var canReorderItem: ((ItemIdentifierType) -> Bool)? {
    get { dataSource.reorderingHandlers.canReorderItem }
    set { dataSource.reorderingHandlers.canReorderItem = newValue }
  }

  /// The content the view shows: the last applied or written back.
  ///
  /// - Complexity: O(1).
  public var content: Content? { state.shown }

  /// The selected items, as the view shows them.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection }

  /// Shows `content` unless the view shows it already, and returns whether it applied.
  ///
  /// - Complexity: O(1) for the value shown or an unmutated copy; for a copy edited since,
  ///   as ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``
  ///   reading its records, about O(*k* log *k*) for *k* items touched; otherwise a diff,
  ///   expected O(*n* + *s*) for *n* items in *s* sections.
  @discardableResult
  public func update(to content: Content, animatingDifferences: Bool = true) -> Bool {
    state.update(to: content, animatingDifferences: animatingDifferences)
  }

  /// Selects exactly `selection` in the view, unless it shows it already; items it does not
  /// show are kept in ``selection`` but select nothing.
  ///
  /// - Complexity: O(*k*) for a selection equal to the one shown, of *k* items; otherwise
  ///   O(*d* log *d*) for the *d* items selected or deselected, plus O(*k*).
  public func update(selection: Set<ItemIdentifierType>, animated: Bool = false) {
    let change = state.update(selection: selection)
    for item in change.deselect {
      if let indexPath = dataSource.indexPath(for: item) {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
    for item in change.select {
      if let indexPath = dataSource.indexPath(for: item) {
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
      }
    }
  }

  /// Scrolls `item` into view; returns `false`, scrolling nothing, when the view does not
  /// show it.
  ///
  /// - Complexity: Expected O(1), if item identifiers hash well.
  @discardableResult
  public func scrollToItem(
    _ item: ItemIdentifierType, at position: UICollectionView.ScrollPosition,
    animated: Bool = true
  ) -> Bool {
    guard let indexPath = dataSource.indexPath(for: item) else { return false }
    collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
    return true
  }

  /// A person selected an item: the selection is written back.
  ///
  /// - Complexity: O(*k*) for *k* items selected.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    var selection = collectionView.allowsMultipleSelection ? state.selection : []
    selection.insert(item)
    state.viewDidSelect(selection)
  }

  /// A person deselected an item: the selection is written back.
  ///
  /// - Complexity: O(*k*) for *k* items selected.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    var selection = state.selection
    selection.remove(item)
    state.viewDidSelect(selection)
  }
}
#endif
