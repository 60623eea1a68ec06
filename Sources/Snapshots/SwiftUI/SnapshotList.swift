#if canImport(SwiftUI, _version: 6.0) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
// SwiftUI as the Swift 6 SDKs (Xcode 16 and later) declare it, the SDKs a Swift 6 package is
// built with; the older interfaces do not build with a Swift 6 compiler.
public import SwiftUI

/// A list of sections and items for SwiftUI, driven by a ``ContentSnapshot`` that the app holds
/// in its state: `UICollectionView` on iOS, tvOS, visionOS and Mac Catalyst, `NSTableView` on
/// the Mac, with cells that are SwiftUI views.
///
/// ```swift
/// struct Mailbox: View {
///   @State private var content = ContentSnapshot<Folder.ID, Message.ID, Folder, Message>()
///   @State private var selection: Set<Message.ID> = []
///
///   var body: some View {
///     SnapshotList($content, selection: $selection) { message in
///       Text(message.subject)
///     }
///   }
/// }
/// ```
///
/// SwiftUI updates the view whenever anything it reads changes, and hands it the state each
/// time. What that costs depends on how the state is held (see the article *Using with
/// SwiftUI*):
/// - the same value again: nothing is applied;
/// - the value the list showed, copied and edited (`content.updateItems(...)` on `@State` or an
///   observable model's property): the edit is read from the copy's records, at the cost of
///   the edit, even in a list of a million rows;
/// - a value built afresh: it is diffed, at the cost of the list.
///
/// A person's selection is written to `selection`, and a drag, where `canReorderItem` allows
/// it, to `content`, with the item moved; the update SwiftUI runs for those writes applies
/// nothing. The selection is the app's: items it names that `content` does not hold yet are
/// selected when they arrive, the view shows it again after a reload, and items a change
/// deletes leave it, which is written back. The coordinator (``ListCoordinator``) reaches
/// `onCoordinator` once, for scrolling to an item and for the data source's lookups.
public struct SnapshotList<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item, Cell: View
> {
  /// The state the list shows.
  public typealias Content = ContentSnapshot<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >
  #if canImport(UIKit) && !os(watchOS)
  /// The plain coordinator that drives the view: ``CollectionViewListCoordinator`` here,
  /// `TableViewListCoordinator` on the Mac.
  public typealias ListCoordinator = CollectionViewListCoordinator<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >
  #else
  /// The plain coordinator that drives the view: ``TableViewListCoordinator`` here,
  /// `CollectionViewListCoordinator` with UIKit.
  public typealias ListCoordinator = TableViewListCoordinator<
    SectionIdentifierType, ItemIdentifierType, Section, Item
  >
  #endif

  let content: Binding<Content>
  let selection: Binding<Set<ItemIdentifierType>>
  let allowsMultipleSelection: Bool
  let animatingDifferences: Bool
  let canReorderItem: ((ItemIdentifierType) -> Bool)?
  let onCoordinator: ((ListCoordinator) -> Void)?
  let cell: (Item) -> Cell

  /// Creates a list of `content`, whose cells `cell` makes from the items' models.
  ///
  /// - Parameters:
  ///   - content: The state to show; a drag writes the moved item back to it.
  ///   - selection: The selected items; a person's selection is written back to it.
  ///   - allowsMultipleSelection: Whether a person may select more than one item.
  ///   - animatingDifferences: Whether changes animate.
  ///   - canReorderItem: Whether a person may drag an item; `nil`, the default, allows none.
  ///     On the Mac, drops are the app's: it calls `TableViewListCoordinator.moveItem(at:to:)`.
  ///   - onCoordinator: Receives the coordinator once, when the view is made.
  ///   - cell: The view of an item.
  /// - Complexity: O(1).
  public init(
    _ content: Binding<Content>,
    selection: Binding<Set<ItemIdentifierType>> = .constant([]),
    allowsMultipleSelection: Bool = false,
    animatingDifferences: Bool = true,
    canReorderItem: ((ItemIdentifierType) -> Bool)? = nil,
    onCoordinator: ((ListCoordinator) -> Void)? = nil,
    @ViewBuilder cell: @escaping (Item) -> Cell
  ) {
    self.content = content
    self.selection = selection
    self.allowsMultipleSelection = allowsMultipleSelection
    self.animatingDifferences = animatingDifferences
    self.canReorderItem = canReorderItem
    self.onCoordinator = onCoordinator
    self.cell = cell
  }
}

/// What a ``SnapshotList`` keeps between its updates: the plain coordinator and the latest
/// cell builder, which each update replaces.
@MainActor
public final class SnapshotListHost<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Section, Item, Cell: View
> {
  /// The plain coordinator that drives the view.
  public typealias ListCoordinator = SnapshotList<
    SectionIdentifierType, ItemIdentifierType, Section, Item, Cell
  >.ListCoordinator

  /// The coordinator: scroll to an item and look items up through it.
  ///
  /// - Complexity: O(1).
  public let list: ListCoordinator
  /// The cell builder of the latest update.
  var cell: (Item) -> Cell
  #if canImport(UIKit) && !os(watchOS)
  /// The long press that drags items, while reordering is enabled.
  let reorderGesture = SnapshotListReorderGesture()
  #endif

  init(list: ListCoordinator, cell: @escaping (Item) -> Cell) {
    self.list = list
    self.cell = cell
  }

  /// Set while an update runs: a selection written back then (items the state handed in
  /// deleted) is written after it, as SwiftUI asks of state changed during an update.
  private var isUpdating = false

  /// Hands the list's selection, then its state, to the coordinator, and its bindings for the
  /// write-backs.
  func update(
    from list: SnapshotList<SectionIdentifierType, ItemIdentifierType, Section, Item, Cell>
  ) {
    cell = list.cell
    self.list.onContentChange = { list.content.wrappedValue = $0 }
    self.list.onSelectionChange = { [unowned self] selection in
      guard isUpdating else { return list.selection.wrappedValue = selection }
      Task { @MainActor in list.selection.wrappedValue = selection }
    }
    self.list.canReorderItem = list.canReorderItem
    isUpdating = true
    defer { isUpdating = false }
    #if canImport(UIKit) && !os(watchOS)
    self.list.collectionView.allowsMultipleSelection = list.allowsMultipleSelection
    self.list.update(selection: list.selection.wrappedValue, animated: list.animatingDifferences)
    #else
    self.list.tableView.allowsMultipleSelection = list.allowsMultipleSelection
    self.list.update(selection: list.selection.wrappedValue)
    #endif
    self.list.update(to: list.content.wrappedValue, animatingDifferences: list.animatingDifferences)
  }
}
#endif
