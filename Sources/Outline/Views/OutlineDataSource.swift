#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
public import Foundation
import Snapshots

/// What every outline adapter shares, on UIKit and on AppKit: an ``OutlineTree`` changed in
/// place, each change shown at once. Use ``CollectionViewOutlineDataSource`` or
/// ``TableViewOutlineDataSource`` on UIKit, ``OutlineViewDiffableDataSource`` on AppKit; code
/// that runs on both may hold this type.
///
/// The tree is changed in place through ``update(animatingDifferences:_:completion:)`` (or
/// ``expand(_:)``, ``collapse(_:)``, ``toggle(_:)``), so that no change copies it. Keep no copy
/// of ``tree`` across a change: the change would then copy the whole tree.
@preconcurrency @MainActor
open class OutlineDataSource<ItemIdentifierType: Hashable>: NSObject {
  /// The outline shown; change it through ``update(animatingDifferences:_:completion:)``.
  public internal(set) var tree: OutlineTree<ItemIdentifierType>
  /// The nodes' models, an `OutlineModels`, when the adapter was made with them.
  var nodeModels: AnyObject?

  // Package-only, so that the view adapters are the only subclasses: they override `show`
  // and `showExpansion`.
  package init(tree: OutlineTree<ItemIdentifierType>) {
    self.tree = tree
    super.init()
  }

  /// Changes the tree and shows the change on the view: UIKit's adapters as one batch of row
  /// deletes, inserts and moves, then reconfigures; AppKit's as one group of parent-relative
  /// calls, then reloads and expansions.
  ///
  /// ```swift
  /// let update = dataSource.update { $0.expand(comment.id) }
  /// for request in update.loadRequests { load(request) }
  /// ```
  ///
  /// - Parameters:
  ///   - animatingDifferences: Whether the change animates.
  ///   - body: The change; it returns the ``OutlineUpdate`` that the tree's method returned.
  ///   - completion: Runs when the change's animation completes, or at once when the view
  ///     shows nothing to animate.
  /// - Returns: The update, whose load requests the caller answers.
  /// - Complexity: The change's cost, plus O(*k* log *k*) for the *k* rows it touches on
  ///   UIKit, O(*k* log *n* + *s*) on AppKit, where *s* counts the rows under the parents whose
  ///   children it changes.
  @discardableResult
  open func update(
    animatingDifferences: Bool = true,
    _ body: (inout OutlineTree<ItemIdentifierType>) -> OutlineUpdate<ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) -> OutlineUpdate<ItemIdentifierType> {
    let update = body(&tree)
    show(update, animated: animatingDifferences, completion: completion)
    return update
  }

  /// Expands a node, as a person's tap or click on its disclosure control does; see
  /// ``OutlineTree/expand(_:)-(ID)``. Every load it starts is in the update it returns.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows shown in a tree of *n* nodes.
  @discardableResult
  open func expand(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    changeExpansion(of: id) { $0.expand(id) }
  }

  /// Collapses a node; see ``OutlineTree/collapse(_:resettingDescendants:)-(ID,_)``.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows hidden.
  @discardableResult
  open func collapse(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    changeExpansion(of: id) { $0.collapse(id) }
  }

  /// Expands a collapsed node or collapses an expanded one; see ``OutlineTree/toggle(_:)``.
  ///
  /// - Complexity: As ``expand(_:)`` or ``collapse(_:)``.
  @discardableResult
  open func toggle(_ id: ItemIdentifierType) -> OutlineUpdate<ItemIdentifierType> {
    changeExpansion(of: id) { $0.toggle(id) }
  }

  /// Shows a change the tree has made; each adapter overrides it.
  func show(
    _ update: OutlineUpdate<ItemIdentifierType>, animated: Bool, completion: (() -> Void)?
  ) {
    trap("\(Self.self).show", "an outline adapter must show its changes")
  }

  /// Shows a change of one node's expansion: as any change, unless the adapter's view keeps an
  /// expansion of its own.
  func showExpansion(
    of id: ItemIdentifierType, _ update: OutlineUpdate<ItemIdentifierType>
  ) {
    show(update, animated: true, completion: nil)
  }

  /// Changes one node's expansion in the tree and shows it.
  private func changeExpansion(
    of id: ItemIdentifierType,
    _ change: (inout OutlineTree<ItemIdentifierType>) -> OutlineUpdate<ItemIdentifierType>
  ) -> OutlineUpdate<ItemIdentifierType> {
    let update = change(&tree)
    showExpansion(of: id, update)
    return update
  }
}
#endif
