#if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(watchOS)
public import SwiftUI
public import UIKit

extension SnapshotList: UIViewRepresentable {
  /// What the list keeps between updates.
  public typealias Coordinator = SnapshotListHost<
    SectionIdentifierType, ItemIdentifierType, Section, Item, Cell
  >

  /// Makes the collection view, in a list layout (iOS 14, tvOS 14; a flow layout before), and
  /// its coordinator.
  ///
  /// - Complexity: O(1).
  public func makeCoordinator() -> Coordinator {
    let collectionView = HostingListCell.makeCollectionView()
    var host: Coordinator?
    let list = ListCoordinator(collectionView: collectionView) { collectionView, indexPath, item in
      HostingListCell.dequeue(from: collectionView, for: indexPath, showing: host?.cell(item))
    }
    let made = Coordinator(list: list, cell: cell)
    host = made
    made.reorderGesture.collectionView = collectionView
    return made
  }

  /// The coordinator's collection view.
  ///
  /// - Complexity: O(1).
  public func makeUIView(context: Context) -> UICollectionView {
    let collectionView = context.coordinator.list.collectionView
    onCoordinator?(context.coordinator.list)
    return collectionView
  }

  /// Hands the selection and the state to the coordinator: nothing is applied when the view
  /// shows them already.
  ///
  /// - Complexity: As ``CollectionViewListCoordinator/update(selection:animated:)``, plus
  ///   ``CollectionViewListCoordinator/update(to:animatingDifferences:)``.
  public func updateUIView(_ collectionView: UICollectionView, context: Context) {
    let host = context.coordinator
    host.update(from: self)
    host.reorderGesture.install(on: collectionView, enabled: canReorderItem != nil)
  }
}

/// A long press that drags an item, through the collection view's interactive movement: the
/// view moves the item and asks its data source, whose reorder flow writes it back.
final class SnapshotListReorderGesture: NSObject {
  weak var collectionView: UICollectionView?
  private var recognizer: UILongPressGestureRecognizer?

  /// Adds the recognizer when reordering is enabled, and removes it when not.
  @MainActor
  func install(on collectionView: UICollectionView, enabled: Bool) {
    if enabled, recognizer == nil {
      let recognizer = UILongPressGestureRecognizer(target: self, action: #selector(handle(_:)))
      collectionView.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
    } else if !enabled, let recognizer {
      collectionView.removeGestureRecognizer(recognizer)
      self.recognizer = nil
    }
  }

  @MainActor @objc private func handle(_ gesture: UILongPressGestureRecognizer) {
    guard let collectionView else { return }
    let point = gesture.location(in: collectionView)
    switch gesture.state {
    case .began:
      guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed: collectionView.updateInteractiveMovementTargetPosition(point)
    case .ended: collectionView.endInteractiveMovement()
    default: collectionView.cancelInteractiveMovement()
    }
  }
}
#endif
