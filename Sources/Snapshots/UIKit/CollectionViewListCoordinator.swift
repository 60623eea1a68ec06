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
    get { state.selection.write }
    set { state.selection.write = newValue }
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

  /// The selected items: those handed to ``update(selection:animated:)`` or written back,
  /// including items the view does not show yet, which it shows selected once they arrive.
  ///
  /// - Complexity: O(1).
  public var selection: Set<ItemIdentifierType> { state.selection.selected }

  /// Shows `content` unless the view shows it already, and returns whether it applied. After
  /// an apply the view shows the selected items it shows selected (a reload clears a
  /// collection view's selection), and the selected items it deleted leave ``selection``,
  /// which ``onSelectionChange`` receives once.
  ///
  /// - Complexity: O(1) for the value shown or an unmutated copy; for a copy edited since,
  ///   as ``ListViewDiffableDataSource/apply(_:animatingDifferences:refreshingChangedItemsBy:completion:)``
  ///   reading its records, about O(*k* log *k*) for *k* items touched; otherwise a diff,
  ///   expected O(*n* + *s*) for *n* items in *s* sections. Either apply adds
  ///   O(*m* log *m*) for the *m* items selected.
  @discardableResult
  public func update(to content: Content, animatingDifferences: Bool = true) -> Bool {
    guard state.update(to: content, animatingDifferences: animatingDifferences) else {
      return false
    }
    showSelection(animated: false)
    return true
  }

  /// Selects exactly `selection` in the view, unless it is the selection kept already; items
  /// the view does not show stay in ``selection`` and are selected when an update shows them.
  ///
  /// - Complexity: O(*m*) for a selection equal to the one kept, of *m* items; otherwise
  ///   O(*m* log *m*), plus the view's selection.
  public func update(selection: Set<ItemIdentifierType>, animated: Bool = false) {
    guard state.selection.update(to: selection, contains: state.contains) else { return }
    showSelection(animated: animated)
  }

  /// Selects the selected items the view shows and deselects the others, in row order.
  private func showSelection(animated: Bool) {
    collectionView.selectExactly(
      Set(state.selection.selected.compactMap { dataSource.indexPath(for: $0) }), animated: animated
    )
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
  /// - Complexity: O(*m*) for *m* items selected, plus the view's selection.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    viewDidSelect()
  }

  /// A person deselected an item: the selection is written back, with multiple selection.
  ///
  /// - Complexity: O(*m*) for *m* items selected, plus the view's selection.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    // In single selection a person deselects only on the way to selecting another row:
    // the selection is written once, at the select.
    guard collectionView.allowsMultipleSelection else { return }
    viewDidSelect()
  }

  /// The view's selection, as a person left it, is written back, with the selected items the
  /// view does not show yet (unless a single selection replaced them).
  private func viewDidSelect() {
    let shown = (collectionView.indexPathsForSelectedItems ?? []).compactMap {
      dataSource.itemIdentifier(for: $0)
    }
    state.selection.viewDidSelect(
      Set(shown), isShown: state.contains, replacing: !collectionView.allowsMultipleSelection)
  }
}
#endif
