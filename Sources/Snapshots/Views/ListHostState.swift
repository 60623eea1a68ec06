#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

/// What a list host last showed, and what it applies when it is handed its state again: the
/// logic of ``CollectionViewListCoordinator`` and ``TableViewListCoordinator``, apart from
/// their views, so that the tests drive it through either framework.
///
/// A host (a SwiftUI view's update, say) hands in its state every time anything around it
/// changes. Three cases:
/// - the value last applied, or an unmutated copy of it: nothing is applied;
/// - a copy of it, edited: the data source reads the copy's records, at the cost of the edit;
/// - any other value: the data source diffs it.
///
/// A person's selection and drags are written back through ``selection`` and
/// ``writeContent``; the state the host hands in next is then what the view shows already,
/// and applies nothing. Items an apply deletes leave the selection, written back once.
@MainActor
package final class ListHostState<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item
> {
  package typealias Content = ContentSnapshot<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >

  package let dataSource: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  /// The content last applied or written back: what the view shows.
  package private(set) var shown: Content?
  /// The selected items: the host's, which the view shows selected where it shows them.
  package let selection = HostSelection<ItemIdentifierType>()
  /// Receives the content after a person's drag, with the move in it.
  package var writeContent: ((Content) -> Void)?

  package init(
    dataSource: ListViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.dataSource = dataSource
    dataSource.reorderingHandlers.didReorder = { [unowned self] in didReorder($0) }
  }

  /// Applies `content` unless the view shows it already; returns whether it applied.
  package func update(to content: Content, animatingDifferences: Bool) -> Bool {
    if let shown, shown.isSameValue(as: content) { return false }
    shown = content
    dataSource.apply(content, animatingDifferences: animatingDifferences)
    selection.contentDidChange(contains: contains)
    return true
  }

  /// Whether the state shown holds `item`.
  package func contains(_ item: ItemIdentifierType) -> Bool {
    dataSource.source.snapshot()._position(ofItem: item) != nil
  }

  /// A drag the data source has shown: the content shown moves the item too, becomes the
  /// data source's state (so that the next edit of it reads its records) and is written back.
  private func didReorder(
    _ transaction: SnapshotTransaction<SectionIdentifierType, ItemIdentifierType>
  ) {
    guard var content = shown else { return }
    transaction.applyReorder(to: &content)
    shown = content
    dataSource.source.adopt(content)
    writeContent?(content)
  }
}
#endif
