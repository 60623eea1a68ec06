#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(watchOS)
public import SwiftUI
public import UIKit
import Snapshots

extension OutlineList: UIViewRepresentable {
  /// What the outline keeps between updates.
  public typealias Coordinator = OutlineListHost<ItemIdentifierType, Cell>

  /// Makes the collection view, in a list layout (iOS 14, tvOS 14; a flow layout before), and
  /// its coordinator, showing the tree as it is now.
  ///
  /// - Complexity: O(*n*) for the loads in flight in a tree of *n* nodes.
  public func makeCoordinator() -> Coordinator {
    let collectionView = HostingListCell.makeCollectionView()
    var host: Coordinator?
    let outline = OutlineCoordinator(collectionView: collectionView, tree: tree.wrappedValue) {
      collectionView, indexPath, row in
      HostingListCell.dequeue(from: collectionView, for: indexPath, showing: host?.cell(row))
    }
    let made = Coordinator(outline: outline, cell: cell)
    host = made
    return made
  }

  /// The coordinator's collection view.
  ///
  /// - Complexity: O(1).
  public func makeUIView(context: Context) -> UICollectionView {
    onCoordinator?(context.coordinator.outline)
    return context.coordinator.outline.collectionView
  }

  /// Hands the selection and the tree to the coordinator: nothing is applied when the view
  /// shows them already.
  ///
  /// - Complexity: As ``CollectionViewOutlineCoordinator/update(selection:animated:)`` plus
  ///   ``CollectionViewOutlineCoordinator/update(to:animatingDifferences:)``.
  public func updateUIView(_ collectionView: UICollectionView, context: Context) {
    context.coordinator.update(from: self)
  }
}
#endif
