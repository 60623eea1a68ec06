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
/// A person's selection and drags are written back through ``writeSelection`` and
/// ``writeContent``; the state the host hands in next is then what the view shows already,
/// and applies nothing.
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
  /// The selected items, as the view shows them.
  package private(set) var selection: Set<ItemIdentifierType> = []
  /// Receives the content after a person's drag, with the move in it.
  package var writeContent: ((Content) -> Void)?
  /// Receives the selection after a person changed it.
  package var writeSelection: ((Set<ItemIdentifierType>) -> Void)?

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
    return true
  }

  /// The selection a host hands in: what the view must select and deselect to show it, in
  /// the state's order; both empty when it shows it already.
  package func update(
    selection new: Set<ItemIdentifierType>
  ) -> (select: [ItemIdentifierType], deselect: [ItemIdentifierType]) {
    guard new != selection else { return ([], []) }
    let select = new.subtracting(selection)
    let deselect = selection.subtracting(new)
    selection = new
    return (select.sorted(by: precedes), deselect.sorted(by: precedes))
  }

  /// A person changed the selection in the view: it is written back.
  package func viewDidSelect(_ items: Set<ItemIdentifierType>) {
    guard items != selection else { return }
    selection = items
    writeSelection?(items)
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

  /// Whether `a` comes before `b` in the state shown; items it does not show come last.
  private func precedes(_ a: ItemIdentifierType, _ b: ItemIdentifierType) -> Bool {
    let state = dataSource.source.snapshot()
    let first = state._position(ofItem: a).map { ($0.section, $0.offset) } ?? (.max, .max)
    let second = state._position(ofItem: b).map { ($0.section, $0.offset) } ?? (.max, .max)
    return first < second
  }
}
#endif
