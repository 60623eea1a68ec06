#if canImport(SwiftUI, _version: 6.0) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
// SwiftUI as the Swift 6 SDKs (Xcode 16 and later) declare it, the SDKs a Swift 6 package is
// built with; the older interfaces do not build with a Swift 6 compiler.
public import SwiftUI

/// An outline for SwiftUI, driven by an ``OutlineTree`` that the app holds in its state:
/// `UICollectionView` on iOS, tvOS, visionOS and Mac Catalyst, `NSOutlineView` on the Mac,
/// with rows that are SwiftUI views.
///
/// ```swift
/// struct Files: View {
///   @State private var tree = OutlineTree<String>(roots: ["/"]) { _ in .unloaded() }
///   @State private var selection: Set<String> = []
///
///   var body: some View {
///     OutlineList(
///       $tree, selection: $selection, load: { request in try await disk.page(for: request) }
///     ) { row in
///       FileRow(row)
///     }
///   }
/// }
/// ```
///
/// SwiftUI updates the view whenever anything it reads changes, and hands it the tree each
/// time. What that costs depends on how the tree changed (see the article *Using with
/// SwiftUI* in this catalog):
/// - the same tree again: nothing is applied;
/// - the tree shown, changed once (`tree.expand(id)`, `tree.insert(...)` on the `@State`
///   value): that change is shown, at its cost, with the pages of the tree's storage that
///   the change copies from the value shown;
/// - a tree built afresh, or changed more than once between two updates: its rows are
///   compared with the rows shown.
///
/// A person's tap on a row (UIKit: it expands or collapses an expandable node, as a row with
/// Apple's `.header` outline disclosure does, and a footer shows more) or click on a
/// disclosure triangle (AppKit) changes the tree, which is written to `tree`; a person's
/// selection is written to `selection` (UIKit: a tap on a leaf; see
/// ``CollectionViewOutlineCoordinator/tapTogglesExpansion`` to select parents too). The update
/// SwiftUI runs for those writes applies nothing.
///
/// The selection is the app's: a selected node the outline does not show, inside a collapsed
/// parent or not loaded yet, stays in `selection` and shows selected once it is shown; a node
/// removed from the tree leaves `selection`, which is written back. Every load the tree starts, the
/// app's or a person's, goes to `load` once, and the page it returns is handed to the tree.
/// The coordinator (``OutlineCoordinator``) reaches `onCoordinator` once, for lookups,
/// scrolling, and changes made in place.
public struct OutlineList<ItemIdentifierType: Hashable, Cell: View> {
  #if canImport(UIKit) && !os(watchOS)
  /// The plain coordinator that drives the view: ``CollectionViewOutlineCoordinator`` here,
  /// `OutlineViewCoordinator` on the Mac.
  public typealias OutlineCoordinator = CollectionViewOutlineCoordinator<ItemIdentifierType>
  #else
  /// The plain coordinator that drives the view: ``OutlineViewCoordinator`` here,
  /// `CollectionViewOutlineCoordinator` with UIKit.
  public typealias OutlineCoordinator = OutlineViewCoordinator<ItemIdentifierType>
  #endif
  /// Fetches the children a load request asks for.
  public typealias Loader = OutlineCoordinator.Loader

  let tree: Binding<OutlineTree<ItemIdentifierType>>
  let selection: Binding<Set<ItemIdentifierType>>
  let allowsMultipleSelection: Bool
  let animatingDifferences: Bool
  let load: Loader?
  let onCoordinator: ((OutlineCoordinator) -> Void)?
  let cell: (OutlineVisibleRow<ItemIdentifierType>) -> Cell

  /// Creates an outline of `tree`, whose rows, nodes and footers, `cell` makes.
  ///
  /// - Parameters:
  ///   - tree: The tree to show; a person's change is written back to it.
  ///   - selection: The selected nodes; a person's selection is written back to it, and so is
  ///     the selection without the nodes a change removed from the tree.
  ///   - allowsMultipleSelection: Whether a person may select more than one node.
  ///   - animatingDifferences: Whether changes animate.
  ///   - load: Fetches the children each load request asks for; a thrown error fails the
  ///     load, whose footer then offers a retry.
  ///   - onCoordinator: Receives the coordinator once, when the view is made.
  ///   - cell: The view of a row.
  /// - Complexity: O(1).
  public init(
    _ tree: Binding<OutlineTree<ItemIdentifierType>>,
    selection: Binding<Set<ItemIdentifierType>> = .constant([]),
    allowsMultipleSelection: Bool = false,
    animatingDifferences: Bool = true,
    load: Loader? = nil,
    onCoordinator: ((OutlineCoordinator) -> Void)? = nil,
    @ViewBuilder cell: @escaping (OutlineVisibleRow<ItemIdentifierType>) -> Cell
  ) {
    self.tree = tree
    self.selection = selection
    self.allowsMultipleSelection = allowsMultipleSelection
    self.animatingDifferences = animatingDifferences
    self.load = load
    self.onCoordinator = onCoordinator
    self.cell = cell
  }
}

/// What an ``OutlineList`` keeps between its updates: the plain coordinator and the latest
/// cell builder, which each update replaces.
@MainActor
public final class OutlineListHost<ItemIdentifierType: Hashable, Cell: View> {
  /// The plain coordinator that drives the view.
  public typealias OutlineCoordinator = OutlineList<ItemIdentifierType, Cell>.OutlineCoordinator

  /// The coordinator: look rows up and scroll through it.
  ///
  /// - Complexity: O(1).
  public let outline: OutlineCoordinator
  /// The cell builder of the latest update.
  var cell: (OutlineVisibleRow<ItemIdentifierType>) -> Cell

  init(outline: OutlineCoordinator, cell: @escaping (OutlineVisibleRow<ItemIdentifierType>) -> Cell)
  {
    self.outline = outline
    self.cell = cell
  }

  /// Set while an update runs: a selection written back then (nodes the tree handed in
  /// removed) is written after it, as SwiftUI asks of state changed during an update.
  private var isUpdating = false

  /// Hands the list's selection, then its tree, to the coordinator, with its bindings for the
  /// write-backs and its loader.
  func update(from list: OutlineList<ItemIdentifierType, Cell>) {
    cell = list.cell
    outline.onTreeChange = { list.tree.wrappedValue = $0 }
    outline.onSelectionChange = { [unowned self] selection in
      guard isUpdating else { return list.selection.wrappedValue = selection }
      Task { @MainActor in list.selection.wrappedValue = selection }
    }
    outline.loader = list.load
    isUpdating = true
    defer { isUpdating = false }
    #if canImport(UIKit) && !os(watchOS)
    outline.collectionView.allowsMultipleSelection = list.allowsMultipleSelection
    outline.update(selection: list.selection.wrappedValue, animated: list.animatingDifferences)
    #else
    outline.outlineView.allowsMultipleSelection = list.allowsMultipleSelection
    outline.update(selection: list.selection.wrappedValue)
    #endif
    outline.update(to: list.tree.wrappedValue, animatingDifferences: list.animatingDifferences)
  }
}
#endif
